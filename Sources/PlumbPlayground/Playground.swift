// `plumb serve`: the playground's HTTP server on Hummingbird — the static page, the JSON API and
// the spec the command preloads — as one value the CLI configures and runs.

import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import NIOCore
import PlumbSolver

/// The live playground (docs/playground.md): a page to edit a screen spec and see it laid out, and
/// the JSON API it calls, served on `host:port`.
///
/// ```swift
/// let playground = try Playground(host: "127.0.0.1", port: 8080)
/// try await playground.run { url in print(url) }
/// ```
public struct Playground: Sendable {
    /// The address to listen on: `127.0.0.1` (loopback only) by default.
    public var host: String
    /// The TCP port: 8080 by default.
    public var port: Int
    /// The spec the editor opens with (`plumb serve FILE`): its name and text; nil for the
    /// built-in first example.
    public var preload: (file: String, text: String)?
    /// The API's limits and text measurer.
    public var api: PlaygroundAPI
    /// The page and its assets.
    public let site: PlaygroundSite

    /// A playground; reads the bundled page.
    /// - Throws: when the bundle's resources cannot be read (a broken installation).
    public init(
        host: String = "127.0.0.1", port: Int = 8080, preload: (file: String, text: String)? = nil,
        api: PlaygroundAPI = PlaygroundAPI()
    ) throws {
        self.host = host
        self.port = port
        self.preload = preload
        self.api = api
        site = try PlaygroundSite()
    }

    /// A spec file's name and text, for ``preload``.
    /// - Throws: ``PlaygroundError`` `PATH:1:1: error: cannot read the file …` when it cannot be
    ///   read as UTF-8 text.
    public static func preload(contentsOfFile path: String) throws(PlaygroundError) -> (
        file: String, text: String
    ) {
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw PlaygroundError(
                status: 422, file: path, line: 1, column: 1,
                description: "\(path):1:1: error: cannot read the file as UTF-8 text; check the path")
        }
        return (path, text)
    }

    /// The page's address: `http://HOST:PORT/`.
    public var url: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" }

    /// The routes: `GET` for the page, its assets and `/api/preload`; `POST /api/ROUTE` for each
    /// ``PlaygroundAPI/Route``.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        for (path, file) in site.files {
            router.get(RouterPath(path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: file.contentType],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.data)))
            }
        }
        let preload = self.preload
        router.get("/api/preload") { _, _ in
            Self.response(
                .json(
                    preload.map {
                        "{\"file\":\(Self.quoted($0.file)),\"spec\":\(Self.quoted($0.text))}"
                    } ?? "null"))
        }
        let api = self.api
        for route in PlaygroundAPI.Route.allCases {
            router.post(RouterPath("/api/\(route.rawValue)")) { request, _ in
                guard let body = await Self.body(of: request, limit: api.bodyLimit) else {
                    return Self.response(.error(.tooLarge(limit: api.bodyLimit)))
                }
                return Self.response(await api.reply(to: route, body: body))
            }
        }
        return router
    }

    /// The WebSocket route: `GET /api/drag` upgraded to a drag session
    /// (``PlaygroundDragSession``), one per connection, its messages limited to
    /// ``PlaygroundAPI/bodyLimit`` bytes. A message over the limit closes the connection with code
    /// 1009 (message too big); a message past the time limit is answered with the error and
    /// closes it with code 1011.
    public func webSocketRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let api = self.api
        router.ws("/api/drag") { inbound, outbound, _ in
            let session = PlaygroundDragSession(api: api)
            for try await message in inbound.messages(maxSize: api.bodyLimit) {
                let data: Data
                switch message {
                case .text(let text): data = Data(text.utf8)
                case .binary(let buffer): data = Data(buffer.readableBytesView)
                }
                let (reply, endsSession) = await session.reply(to: data)
                try await outbound.write(.text(reply.body))
                if endsSession {
                    try await outbound.close(.unexpectedServerError, reason: "time limit")
                    return
                }
            }
        }
        return router
    }

    /// The server: HTTP/1.1 that upgrades ``webSocketRouter()``'s routes to WebSockets, with
    /// frames up to ``PlaygroundAPI/bodyLimit`` bytes.
    public func server() -> HTTPServerBuilder {
        .http1WebSocketUpgrade(
            webSocketRouter: webSocketRouter(), configuration: .init(ws: .init(maxFrameSize: api.bodyLimit)))
    }

    /// Serves until the process is stopped (SIGINT or SIGTERM); `onRunning` gets the page's
    /// address once the server listens (with the port the system chose for port 0).
    /// - Throws: when the address cannot be bound (a port in use).
    public func run(onRunning: @escaping @Sendable (String) -> Void) async throws {
        let playground = self
        let application = Application(
            router: router(), server: server(),
            configuration: .init(address: .hostname(host, port: port), serverName: "plumb"),
            onServerRunning: { channel in
                var listening = playground
                listening.port = channel.localAddress?.port ?? playground.port
                onRunning(listening.url)
            })
        try await application.runService()
    }

    /// The request's body, or nil when it is over `limit` bytes.
    private static func body(of request: Request, limit: Int) async -> Data? {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit { return nil }
        var request = request
        guard let buffer = try? await request.collectBody(upTo: limit) else { return nil }
        return Data(buffer.readableBytesView)
    }

    /// A Hummingbird response for a reply.
    private static func response(_ reply: PlaygroundReply) -> Response {
        Response(
            status: HTTPResponse.Status(code: reply.status), headers: [.contentType: reply.contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(string: reply.body)))
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}
