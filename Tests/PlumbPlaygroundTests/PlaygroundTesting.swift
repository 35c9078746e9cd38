// Support for the playground's API tests: an application on the playground's router, driven in
// process by HummingbirdTesting, and the fixtures the answers are compared with.

import Foundation
import Hummingbird
import HummingbirdTesting
import Plumb
import PlumbPlayground
import Testing

/// A status, content type and body of one API answer.
struct Answer {
    let status: Int
    let contentType: String
    let body: String

    /// The body parsed as a JSON object.
    var object: [String: Any] {
        get throws {
            try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        }
    }
}

enum PlaygroundTesting {
    /// The repository's Tests/Fixtures directory.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The text of a fixture, by path under Tests/Fixtures.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// Sends `body` to `POST uri` on a playground with `api`'s limits and returns the answer.
    static func post(
        _ uri: String, body: String, api: PlaygroundAPI = PlaygroundAPI()
    ) async throws -> Answer {
        try await request(uri, method: .post, body: body, api: api)
    }

    /// A request to a fresh playground served in process.
    static func request(
        _ uri: String, method: HTTPRequest.Method = .get, body: String? = nil,
        api: PlaygroundAPI = PlaygroundAPI(), preload: (file: String, text: String)? = nil
    ) async throws -> Answer {
        let playground = try Playground(preload: preload, api: api)
        let application = Application(router: playground.router())
        return try await application.test(.router) { client in
            try await client.execute(
                uri: uri, method: method, headers: [.contentType: "application/json"],
                body: body.map { ByteBuffer(string: $0) }
            ) { response in
                Answer(
                    status: Int(response.status.code), contentType: response.headers[.contentType] ?? "",
                    body: String(buffer: response.body))
            }
        }
    }

    /// A JSON request body: `fields` with `spec` set to `spec`.
    static func body(spec: String, _ fields: [String: Any] = [:]) throws -> String {
        var object = fields
        object["spec"] = spec
        return String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            as: UTF8.self)
    }
}
