// The drag session (`/api/drag`) over a real WebSocket in process (HummingbirdWSTesting): several
// sizes in one session, each answer equal to a fresh `/api/layout` and `/api/render` at that
// size; bad messages answered with the error JSON; the limits; a clean close.

import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Plumb
import PlumbPlayground
import Testing

@Suite("Playground drag session")
struct PlaygroundDragTests {
    /// Runs `exchange` on `/api/drag` of a playground with `api`, answering each sent message
    /// with the text of the session's answer; returns the close frame the session ended with.
    static func session(
        api: PlaygroundAPI = PlaygroundAPI(),
        _ exchange: @escaping @Sendable (_ send: (String) async throws -> String?) async throws -> Void
    ) async throws -> WebSocketCloseFrame? {
        let playground = try Playground(api: api)
        let application = Application(
            router: playground.router(), server: playground.server(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        return try await application.test(.live) { client in
            // the answers (a picture with the overlay) can be larger than the client's default
            // frame limit of 16 KiB
            try await client.ws("/api/drag", configuration: .init(maxFrameSize: 1 << 24)) {
                inbound, outbound, _ in
                var answers = inbound.messages(maxSize: .max).makeAsyncIterator()
                try await exchange { message in
                    try await outbound.write(.text(message))
                    guard case .text(let text)? = try await answers.next() else { return nil }
                    return text
                }
            }
        }
    }

    /// The fresh answers of `/api/layout` (with constraints) and `/api/render` (with the overlay)
    /// for `spec` at `size`.
    static func fresh(_ spec: String, file: String, size: [String: Double]) async throws -> (Any, String) {
        let fields: [String: Any] = ["file": file, "sizes": [size], "constraints": true, "overlay": true]
        let layout = await PlaygroundAPI().reply(
            to: .layout, body: Data(try PlaygroundTesting.body(spec: spec, fields).utf8))
        let render = await PlaygroundAPI().reply(
            to: .render, body: Data(try PlaygroundTesting.body(spec: spec, fields).utf8))
        #expect(layout.status == 200)
        #expect(render.status == 200)
        return (try JSONSerialization.jsonObject(with: Data(layout.body.utf8)), render.body)
    }

    /// Whether two JSON values are equal, numbers to 1e-6.
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            return a.keys.sorted() == b.keys.sorted() && a.keys.allSatisfy { same(a[$0]!, b[$0]!) }
        case (let a as [Any], let b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (let a as String, let b as String): return a == b
        case (let a as NSNumber, let b as NSNumber): return abs(a.doubleValue - b.doubleValue) <= 1e-6
        case (is NSNull, is NSNull): return true
        default: return false
        }
    }

    /// The object of a JSON answer.
    static func object(_ text: String?) throws -> [String: Any] {
        let text = try #require(text)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(
        "several sizes in one session equal fresh layouts and pictures",
        arguments: ["screen-a.yaml", "screen-b.yaml", "text.yaml", "conflict.yaml"])
    func dragEqualsFreshLayouts(_ name: String) async throws {
        let spec = try PlaygroundTesting.fixture(name)
        let file = "Tests/Fixtures/\(name)"
        let sizes: [[String: Double]] = [
            ["width": 320, "height": 568], ["width": 360, "height": 600], ["width": 250, "height": 400],
            ["width": 568, "height": 320], ["width": 321.5, "height": 567],
        ]
        let start = try PlaygroundTesting.body(
            spec: spec, ["file": file, "sizes": [sizes[0]], "constraints": true, "overlay": true])
        let close = try await Self.session { send in
            for (index, size) in sizes.enumerated() {
                let message =
                    index == 0
                    ? start
                    : String(
                        decoding: try JSONSerialization.data(withJSONObject: size, options: .sortedKeys),
                        as: UTF8.self)
                let answer = try Self.object(try await send(message))
                let (layout, svg) = try await Self.fresh(spec, file: file, size: size)
                #expect(Self.same(try #require(answer["layout"]), layout), "\(name) at \(size)")
                #expect(answer["svg"] as? String == svg, "\(name) at \(size)")
            }
        }
        #expect(close?.closeCode == .normalClosure)
    }

    @Test func badMessagesAnswerTheErrorJSONAndTheSessionGoesOn() async throws {
        let box = "size: [320, 568]\nviews: [{name: box}]\nconstraints: [\"H:|-[box]-|\", \"V:|-[box(100)]\"]"
        let close = try await Self.session { send in
            let invalid = try Self.object(
                try await send(try PlaygroundTesting.body(spec: "size: [320, 568]\nviews: [{nme: box}]")))
            #expect(invalid["line"] as? Int == 2)
            #expect((invalid["error"] as? String)?.hasPrefix("<spec>:2:") == true)
            let notJSON = try Self.object(try await send("hello"))
            #expect(
                notJSON["error"] as? String
                    == #"request:1:1: error: the request body is not a JSON object; send {"spec": "…YAML…"} with Content-Type application/json"#
            )
            let started = try Self.object(try await send(try PlaygroundTesting.body(spec: box)))
            #expect(
                (started["layout"] as? [String: Any])?["size"] as? [String: Int] == [
                    "width": 320, "height": 568,
                ])
            let badSize = try Self.object(try await send(#"{"width": "wide", "height": 10}"#))
            #expect(
                badSize["error"] as? String
                    == #"request:1:1: error: after the first message a drag session takes sizes; send {"width": W, "height": H} in points"#
            )
            let negative = try Self.object(try await send(#"{"width": -1, "height": 10}"#))
            #expect(
                negative["error"] as? String
                    == "request:1:1: error: sizes: each side must be a number of points from 0 to 1e10")
            let resized = try Self.object(try await send(#"{"width": 400, "height": 300}"#))
            let layout = try #require(resized["layout"] as? [String: Any])
            #expect(layout["size"] as? [String: Int] == ["width": 400, "height": 300])
            let views = try #require(layout["views"] as? [String: [String: Any]])
            #expect(
                views["box"]?["frame"] as? [String: Int] == ["x": 20, "y": 20, "width": 360, "height": 100])
        }
        #expect(close?.closeCode == .normalClosure)
    }

    /// A text measurer that takes 0.3 s per width: a layout past a short time limit.
    struct SlowMeasurer: TextMeasuring {
        let measurer = FallbackTextMeasurer()
        func metrics(of font: Font) -> FontMetrics { measurer.metrics(of: font) }
        func width(of text: Substring, font: Font) -> Double {
            Thread.sleep(forTimeInterval: 0.3)
            return measurer.width(of: text, font: font)
        }
    }

    @Test func aMessagePastTheTimeLimitIsAnsweredAndEndsTheSession() async throws {
        let api = PlaygroundAPI(timeLimit: 0.1, measurer: { SlowMeasurer() })
        let spec =
            "size: [320, 568]\nviews: [{name: a, kind: label, text: Slow}]\nconstraints: [\"H:|-[a]\", \"V:|-[a]\"]"
        let close = try await Self.session(api: api) { send in
            let answer = try Self.object(
                try await send(try PlaygroundTesting.body(spec: spec, ["file": "slow.yaml"])))
            #expect(
                answer["error"] as? String
                    == "slow.yaml:1:1: error: the layout ran past the 0.1 s limit and was cancelled; make the spec smaller, or run it with the plumb command, which has no limit"
            )
        }
        #expect(close?.closeCode == .unexpectedServerError)
    }

    @Test func aMessageOverTheLimitClosesTheSession() async throws {
        let close = try await Self.session(api: PlaygroundAPI(bodyLimit: 1000)) { send in
            let answer = try await send(String(repeating: " ", count: 2000) + "{}")
            #expect(answer == nil)
        }
        #expect(close?.closeCode == .messageTooLarge)
    }
}
