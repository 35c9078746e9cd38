// The playground's JSON API in process (HummingbirdTesting): the answers are the CLI's output,
// errors are the CLI's messages with their line and column, and the limits hold.

import Foundation
import Plumb
import PlumbConsoleLog
import PlumbPlayground
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import PlumbText
import Testing

@Suite("Playground API")
struct PlaygroundAPITests {
    static let box = """
        size: [320, 568]
        views: [{name: box}]
        constraints: ["H:|-[box]-|", "V:|-[box(100)]"]
        """

    @Test func layoutAnswersThePlumbLayoutJSON() async throws {
        let answer = try await PlaygroundTesting.post(
            "/api/layout", body: try PlaygroundTesting.body(spec: Self.box))
        #expect(answer.status == 200)
        #expect(answer.contentType == "application/json; charset=utf-8")
        #expect(
            answer.body
                == #"{"size":{"width":320,"height":568},"views":{"root":{"superview":null,"frame":{"x":0,"y":0,"width":320,"height":568},"absoluteFrame":{"x":0,"y":0,"width":320,"height":568}},"box":{"superview":"root","frame":{"x":20,"y":20,"width":280,"height":100},"absoluteFrame":{"x":20,"y":20,"width":280,"height":100}}},"diagnostics":[]}"#
        )
    }

    @Test func layoutTakesSizesAndDirection() async throws {
        let body = try PlaygroundTesting.body(
            spec: Self.box, ["sizes": [["width": 400, "height": 300]], "direction": "rtl"])
        let answer = try await PlaygroundTesting.post("/api/layout", body: body)
        #expect(answer.status == 200)
        #expect(
            answer.body
                == #"{"size":{"width":400,"height":300},"views":{"root":{"superview":null,"frame":{"x":0,"y":0,"width":400,"height":300},"absoluteFrame":{"x":0,"y":0,"width":400,"height":300}},"box":{"superview":"root","frame":{"x":20,"y":20,"width":360,"height":100},"absoluteFrame":{"x":20,"y":20,"width":360,"height":100}}},"diagnostics":[]}"#
        )
    }

    /// The register form, as `plumb layout Tests/Fixtures/screen-b.yaml --size 320x568 --size
    /// 568x320` prints it (its golden).
    @Test func registerFormMatchesTheCLIGolden() async throws {
        let spec = try PlaygroundTesting.fixture("screen-b.yaml")
        let golden = try PlaygroundTesting.fixture("Golden/screen-b.json")
        let answer = try await PlaygroundTesting.post(
            "/api/layout",
            body: try PlaygroundTesting.body(
                spec: spec,
                [
                    "file": "Tests/Fixtures/screen-b.yaml",
                    "sizes": [["width": 320, "height": 568], ["width": 568, "height": 320]],
                ]))
        #expect(answer.status == 200)
        #expect(answer.body + "\n" == golden)
    }

    @Test func layoutWithConstraintsAndSeveralSizesIsTheLibrarysOutput() async throws {
        let spec = try PlaygroundTesting.fixture("conflict.yaml")
        let body = try PlaygroundTesting.body(
            spec: spec,
            [
                "constraints": true, "spacing": "ios11",
                "sizes": [["width": 320, "height": 568], ["width": 568, "height": 320]],
            ])
        let answer = try await PlaygroundTesting.post("/api/layout", body: body)
        var parsed = try Spec(yaml: spec, file: "<spec>")
        parsed.spacing = .ios11
        let expected = try SpecReport.layoutOutput(
            parsed, sizes: [Size(width: 320, height: 568), Size(width: 568, height: 320)], format: .json,
            constraints: true, measurer: FreeTypeTextMeasurer())
        #expect(answer.status == 200)
        #expect(answer.body == expected)
        #expect(answer.body.hasPrefix("[\n{\"size\":{\"width\":320,\"height\":568}"))
    }

    @Test func renderAnswersThePlumbRenderSVG() async throws {
        let spec = try PlaygroundTesting.fixture("screen-a.yaml")
        let answer = try await PlaygroundTesting.post(
            "/api/render", body: try PlaygroundTesting.body(spec: spec, ["overlay": true]))
        let expected = try SpecReport.svg(
            try Spec(yaml: spec, file: "<spec>"), sizes: [], overlay: true, measurer: FreeTypeTextMeasurer())
        #expect(answer.status == 200)
        #expect(answer.contentType == "image/svg+xml; charset=utf-8")
        #expect(answer.body == expected)
    }

    @Test func simulateAnswersFramesAndAnAnimatedSVG() async throws {
        let spec = try PlaygroundTesting.fixture("dynamics-drop.yaml")
        let run = try SpecSimulation(
            try Spec(yaml: spec, file: "<spec>"), duration: 0.5, fps: 10, measurer: FreeTypeTextMeasurer())
        let json = try await PlaygroundTesting.post(
            "/api/simulate",
            body: try PlaygroundTesting.body(spec: spec, ["duration": 0.5, "fps": 10, "format": "json"]))
        #expect(json.status == 200)
        #expect(json.body == run.json)
        let both = try await PlaygroundTesting.post(
            "/api/simulate", body: try PlaygroundTesting.body(spec: spec, ["duration": 0.5, "fps": 10]))
        let object = try both.object
        #expect(object["svg"] as? String == SimulationRenderer().svg(run.recording))
        let frames = try #require((object["simulation"] as? [String: Any])?["frames"] as? [Any])
        #expect(frames.count == 6)
    }

    @Test func explainAnswersThePlumbExplainJSON() async throws {
        let log = try PlaygroundTesting.fixture("ConsoleLogs/01-folding-cell-two-heights.log")
        let body = String(
            decoding: try JSONSerialization.data(withJSONObject: ["log": log, "file": "cell.log"]),
            as: UTF8.self)
        let answer = try await PlaygroundTesting.post("/api/explain", body: body)
        #expect(answer.status == 200)
        #expect(answer.body == (try ConsoleLogReport(log, file: "cell.log")).json)
    }

    @Test func interfaceBuilderAnswersAnArrayOfTheCLIsLines() async throws {
        let xml = try PlaygroundTesting.fixture("InterfaceBuilder/conflict.xib")
        let body = String(
            decoding: try JSONSerialization.data(withJSONObject: ["xml": xml, "file": "conflict.xib"]),
            as: UTF8.self)
        let answer = try await PlaygroundTesting.post("/api/interface-builder", body: body)
        #expect(answer.status == 200)
        let scenes = try #require(
            try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]])
        #expect(!scenes.isEmpty)
        #expect(scenes.allSatisfy { $0["views"] != nil && $0["diagnostics"] != nil })
    }

    // MARK: errors

    @Test func invalidSpecIsTheCLIsErrorWithItsLineAndColumn() async throws {
        let spec =
            "size: [320, 568]\nviews: [{name: a}]\nconstraints:\n  - \"H:|-[a]-|\"\n  - b.width == 10\n"
        let answer = try await PlaygroundTesting.post(
            "/api/layout", body: try PlaygroundTesting.body(spec: spec, ["file": "bad.yaml"]))
        #expect(answer.status == 422)
        #expect(
            answer.body
                == #"{"error":"bad.yaml:5:5: error: unknown view 'b' in 'b.width == 10'; name a view of `views:`, `superview` or `root` (did you mean 'a'?)","file":"bad.yaml","line":5,"column":5}"#
        )
    }

    @Test func vflErrorKeepsApplesCaretBlock() async throws {
        let spec = "size: [320, 568]\nviews: [{name: a}]\nconstraints:\n  - \"H:|-[a]-|x\"\n"
        let answer = try await PlaygroundTesting.post(
            "/api/render", body: try PlaygroundTesting.body(spec: spec))
        #expect(answer.status == 422)
        let object = try answer.object
        #expect(
            object["error"] as? String
                == "<spec>:4:15: error: Unable to parse constraint format: Expected the end of the format string\nH:|-[a]-|x\n         ^"
        )
        #expect(object["line"] as? Int == 4)
        #expect(object["column"] as? Int == 15)
    }

    @Test(arguments: [
        (
            "not json",
            "request:1:1: error: the request body is not a JSON object; send {\"spec\": \"…YAML…\"} with Content-Type application/json"
        ),
        ("{}", "request:1:1: error: the request has no 'spec' field; send {\"spec\": \"…\"}"),
        (
            #"{"spec": 3}"#,
            "request:1:1: error: the field 'spec' has the wrong type; see docs/playground.md for the fields"
        ),
        (
            #"{"spec": "views: []", "direction": "up"}"#,
            "request:1:1: error: direction 'up' is unknown; use ltr or rtl"
        ),
        (
            #"{"spec": "views: []", "spacing": "ios9"}"#,
            "request:1:1: error: spacing 'ios9' is unknown; use ios7, ios8 or ios11"
        ),
        (
            #"{"spec": "views: []", "format": "png"}"#,
            "request:1:1: error: format 'png' is unknown here; use json, text"
        ),
        (
            #"{"spec": "views: []", "sizes": [{"width": -1, "height": 5}]}"#,
            "request:1:1: error: sizes: each side must be a number of points from 0 to 1e10"
        ),
    ])
    func badRequestsAre400(body: String, message: String) async throws {
        let answer = try await PlaygroundTesting.post("/api/layout", body: body)
        #expect(answer.status == 400)
        let object = try answer.object
        #expect(object["error"] as? String == message)
        #expect(object["line"] as? Int == 1)
        #expect(object["column"] as? Int == 1)
    }

    @Test func simulateRunLengthIsChecked() async throws {
        let spec = try PlaygroundTesting.fixture("dynamics-drop.yaml")
        let answer = try await PlaygroundTesting.post(
            "/api/simulate", body: try PlaygroundTesting.body(spec: spec, ["duration": -1]))
        #expect(answer.status == 400)
        #expect(
            (try answer.object)["error"] as? String
                == "request:1:1: error: \(SpecSimulation.runLengthProblem(duration: -1, fps: 60) ?? "")")
    }

    @Test func noRouteForOtherPaths() async throws {
        let answer = try await PlaygroundTesting.post("/api/nothing", body: "{}")
        #expect(answer.status == 404)
    }

    // MARK: limits

    @Test func bodiesOverOneMebibyteAre413() async throws {
        let spec = "# " + String(repeating: "x", count: 1 << 20)
        let answer = try await PlaygroundTesting.post(
            "/api/layout", body: try PlaygroundTesting.body(spec: spec))
        #expect(answer.status == 413)
        #expect(
            (try answer.object)["error"] as? String
                == "request:1:1: error: the request body is larger than 1048576 bytes; send a smaller spec")
    }

    @Test func aBodyJustUnderTheLimitIsRead() async throws {
        let padding = (1 << 20) - 200
        let spec = Self.box + "\n# " + String(repeating: "x", count: padding)
        let answer = try await PlaygroundTesting.post(
            "/api/layout", body: try PlaygroundTesting.body(spec: spec))
        #expect(answer.status == 200)
    }

    /// An hour of the joints recipe takes minutes: the answer is the time limit's error. (How soon
    /// after 2 s it comes depends on the machine's load; TimeLimitTests checks the cancellation.)
    @Test func runsPastTwoSecondsAreCancelled() async throws {
        #expect(PlaygroundAPI().timeLimit == 2)
        let spec = try PlaygroundTesting.fixture("dynamics-joints.yaml")
        let clock = ContinuousClock()
        let start = clock.now
        let answer = try await PlaygroundTesting.post(
            "/api/simulate",
            body: try PlaygroundTesting.body(spec: spec, ["duration": 3600, "fps": 1, "file": "joints.yaml"]))
        let elapsed = clock.now - start
        #expect(answer.status == 422)
        #expect(
            answer.body
                == #"{"error":"joints.yaml:1:1: error: the layout ran past the 2 s limit and was cancelled; make the spec smaller, or run it with the plumb command, which has no limit","file":"joints.yaml","line":1,"column":1}"#
        )
        #expect(elapsed >= .seconds(2))  // and far less than the minutes the hour takes: it was cut
    }

    @Test func requestsAreIndependent() async throws {
        let specs = (1...8).map {
            "size: [\(100 * $0), 500]\nviews: [{name: box}]\nconstraints: [\"H:|-[box]-|\"]\n"
        }
        let widths = try await withThrowingTaskGroup(of: (Int, Double).self) { group in
            for (index, spec) in specs.enumerated() {
                group.addTask {
                    let answer = try await PlaygroundTesting.post(
                        "/api/layout", body: try PlaygroundTesting.body(spec: spec))
                    let views = try #require(try answer.object["views"] as? [String: [String: Any]])
                    let frame = try #require(views["box"]?["frame"] as? [String: Double])
                    return (index, frame["width"] ?? -1)
                }
            }
            return try await group.reduce(into: [Int: Double]()) { $0[$1.0] = $1.1 }
        }
        let expected: [Double?] = (1...8).map { Double(100 * $0 - 40) }
        let answered: [Double?] = (0..<8).map { widths[$0] }
        #expect(answered == expected)
    }
}
