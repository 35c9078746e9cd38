// End-to-end tests of `plumb simulate`: the built binary on the dynamics fixtures of
// Tests/Fixtures, compared with the golden JSON and SVG of Tests/Fixtures/Golden. After a
// deliberate change of the engine, PLUMB_UPDATE_GOLDEN=1 rewrites the goldens instead (then review
// the diff).

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("plumb simulate")
struct SimulateCommandTests {
    /// Compares `text` with the golden file `name`, or rewrites it when PLUMB_UPDATE_GOLDEN is set.
    static func expectGolden(_ text: String, _ name: String) throws {
        let url = SpecCommandTests.fixtures.appendingPathComponent("Golden/\(name)")
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(text == (try SpecCommandTests.golden(name)), "\(name)")
    }

    /// The JSON object `plumb simulate` printed.
    static func object(_ run: PlumbRun) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return try #require(value as? [String: Any])
    }

    @Test(
        "plumb simulate prints the golden JSON and exits 0",
        arguments: [
            ("dynamics-drop.yaml", "dynamics-drop.json"),
            ("dynamics-joints.yaml", "dynamics-joints.json"),
            ("dynamics-shelf.yaml", "dynamics-shelf.json"),
        ])
    func json(fixture: String, golden: String) throws {
        let run = try SpecCommandTests.run(["simulate", "SPEC"], fixture: fixture)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        try Self.expectGolden(run.output, golden)
        let object = try Self.object(run)
        #expect(object["fps"] as? Double == 60)
        let frames = try #require(object["frames"] as? [[String: Any]])
        #expect(frames.count == 301)
        #expect(frames.first?["t"] as? Double == 0)
        #expect(frames.last?["t"] as? Double == 5)
    }

    @Test(
        "the seed scene: the squares settle at (160, 493) and (160, 543); the first contacts are red–green, then green–bounds"
    )
    func seedScene() throws {
        let run = try SpecCommandTests.run(
            ["simulate", "SPEC", "--duration", "1"], fixture: "dynamics-drop.yaml")
        let object = try Self.object(run)
        let frames = try #require(object["frames"] as? [[String: Any]])
        let last = try #require(frames.last?["items"] as? [String: [String: Any]])
        let red = try #require(last["red"]?["center"] as? [Double])
        let green = try #require(last["green"]?["center"] as? [Double])
        #expect(abs(red[0] - 160) <= 0.5 && abs(red[1] - 493) <= 0.5)
        #expect(abs(green[0] - 160) <= 0.5 && abs(green[1] - 543) <= 0.5)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.count == 2)
        #expect(events.first?["items"] as? [String] == ["red", "green"])
        #expect(events.last?["items"] as? [String] == ["green"])
        #expect(events.last?["boundary"] is NSNull)
        // Impact after 209 pt of free fall: √(2·209/1000) = 0.6465 s, in the step ending at 0.65 s.
        #expect(events.last?["t"] as? Double == 0.65)
    }

    @Test("--fps and --duration: one frame per 1/fps s from t = 0 to the duration")
    func frameRate() throws {
        let run = try SpecCommandTests.run(
            ["simulate", "SPEC", "--duration", "0.5", "--fps", "24"], fixture: "dynamics-joints.yaml")
        #expect(run.status == 0)
        let frames = try #require(try Self.object(run)["frames"] as? [[String: Any]])
        let times: [Double?] = frames.map { $0["t"] as? Double }
        let expected: [Double?] = (0...12).map { k in (Double(k) / 24 * 1e6).rounded() / 1e6 }
        #expect(times == expected)
    }

    @Test("the named boundary reports began and ended events with its identifier")
    func boundaryEvents() throws {
        let run = try SpecCommandTests.run(["simulate", "SPEC"], fixture: "dynamics-shelf.yaml")
        let events = try #require(try Self.object(run)["events"] as? [[String: Any]])
        let shelf = events.filter { $0["boundary"] as? String == "shelf" }
        #expect(shelf.first?["kind"] as? String == "began")
        #expect(shelf.contains { $0["kind"] as? String == "ended" })
        #expect(events.contains { $0["boundary"] is NSNull && $0["kind"] as? String == "began" })
    }

    @Test("--format svg writes the golden animated SVG, well-formed XML, to -o")
    func svg() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-simulate-\(ProcessInfo.processInfo.processIdentifier).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try SpecCommandTests.run(
            ["simulate", "SPEC", "--format", "svg", "-o", path, "--duration", "2"],
            fixture: "dynamics-drop.yaml")
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        try Self.expectGolden(svg, "dynamics-drop.svg")
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(svg.components(separatedBy: "<animateTransform").count - 1 == 4)
        #expect(svg.contains("dur=\"2s\""))
    }

    @Test(
        "the SVG of push, snap and attachment: the snap point's cross, the anchor's dot and a line to the bob, following it"
    )
    func svgGuides() throws {
        let run = try SpecCommandTests.run(
            ["simulate", "SPEC", "--format", "svg", "--duration", "1"], fixture: "dynamics-joints.yaml")
        #expect(run.status == 0)
        try Self.expectGolden(run.output, "dynamics-joints.svg")
        let parser = XMLParser(data: Data(run.output.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(run.output.contains("<circle cx=\"160\" cy=\"100\" r=\"3\""))
        #expect(run.output.components(separatedBy: "<animate attributeName=").count - 1 == 2)
    }

    @Test("invalid dynamics exits 2 with FILE:LINE:COLUMN: error: on standard error")
    func invalid() throws {
        let run = try SpecCommandTests.run(["simulate", "SPEC"], fixture: "bad-dynamics.yaml")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            SpecCommandTests.relative(run.errorOutput)
                == "Tests/Fixtures/bad-dynamics.yaml:6:30: error: unknown view 'gren' in collision items; views are named in `views:`\n"
        )
    }

    @Test(
        "a negative duration or an fps not above 0 exits 2",
        arguments: [["--duration=-1"], ["--fps", "0"], ["--fps=-60"]])
    func badOptions(options: [String]) throws {
        let run = try SpecCommandTests.run(["simulate", "SPEC"] + options, fixture: "dynamics-drop.yaml")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains("must be a number"))
    }
}
