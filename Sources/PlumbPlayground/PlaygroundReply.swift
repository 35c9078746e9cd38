// What a playground route answers: a status, a content type and a body, before Hummingbird
// turns it into a response.

/// A route's answer, independent of the HTTP server.
public struct PlaygroundReply: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header.
    public var contentType: String
    /// The body text (UTF-8).
    public var body: String

    /// A 200 answer of JSON text.
    static func json(_ body: String) -> PlaygroundReply {
        PlaygroundReply(status: 200, contentType: "application/json; charset=utf-8", body: body)
    }

    /// A 200 answer of SVG text.
    static func svg(_ body: String) -> PlaygroundReply {
        PlaygroundReply(status: 200, contentType: "image/svg+xml; charset=utf-8", body: body)
    }

    /// A 200 answer of plain text.
    static func text(_ body: String) -> PlaygroundReply {
        PlaygroundReply(status: 200, contentType: "text/plain; charset=utf-8", body: body)
    }

    /// The error's JSON with its status.
    static func error(_ error: PlaygroundError) -> PlaygroundReply {
        PlaygroundReply(
            status: error.status, contentType: "application/json; charset=utf-8", body: error.json)
    }
}
