// End-to-end tests of `plumb explain`: the built binary on logs of the console-log corpus
// (Tests/Fixtures/ConsoleLogs), compared with the golden text and JSON of
// Tests/Fixtures/Golden/explain. After a deliberate change of the report, PLUMB_UPDATE_GOLDEN=1
// rewrites the goldens instead (then review the diff).

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("plumb explain")
struct ExplainCommandTests {
    static let logs = SpecCommandTests.fixtures.appendingPathComponent("ConsoleLogs")

    /// The path of a corpus log.
    static func log(_ name: String) -> String { logs.appendingPathComponent(name + ".log").path }

    /// Runs `plumb` with `input` on its standard input.
    static func run(_ arguments: [String], input: String) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = try PlumbRun.binary()
        process.arguments = arguments
        let standardInput = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = error
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test(
        "plumb explain prints the golden text and JSON and exits 0",
        arguments: [
            "02-springboard-nsspace-encapsulated-width", "18-munki-appkit-two-blocks",
            "20-heliport-appkit-broken-outside-conflict", "35-so-repeated-entries",
            "59-masonry-private-redacted-two-blocks",
        ])
    func golden(name: String) throws {
        let text = try PlumbRun(["explain", Self.log(name)])
        #expect(text.status == 0)
        #expect(text.errorOutput.isEmpty)
        try SimulateCommandTests.expectGolden(text.output, "explain/\(name).txt")
        let json = try PlumbRun(["explain", Self.log(name), "--format", "json"])
        #expect(json.status == 0)
        try SimulateCommandTests.expectGolden(json.output, "explain/\(name).json")
    }

    @Test("The JSON has exactly the documented keys, one object per log, every number finite")
    func jsonShape() throws {
        let run = try PlumbRun(["explain", Self.log("18-munki-appkit-two-blocks"), "--format", "json"])
        let logs = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(logs.count == 2)
        let log = logs[0]
        #expect(
            Set(log.keys) == ["constraints", "views", "conflicts", "broken", "brokenResolves", "suggestion"])
        let constraints = try #require(log["constraints"] as? [[String: Any]])
        #expect(
            Set(constraints[0].keys) == [
                "index", "text", "first", "relation", "second", "multiplier", "constant", "priority",
                "identifier",
                "kind",
            ])
        #expect(constraints[0]["first"] as? String == "NSTextField:0x78a522d80.width")
        #expect(constraints[0]["relation"] as? String == ">=")
        #expect(constraints[0]["second"] is NSNull)
        #expect(constraints[0]["constant"] as? Double == 152)
        #expect(constraints[2]["kind"] as? String == "encapsulated")
        #expect(constraints[2]["identifier"] as? String == "NSView-Encapsulated-Layout-Width")
        let views = try #require(log["views"] as? [[String: Any]])
        #expect(Set(views[0].keys) == ["address", "class", "label"])
        let conflicts = try #require(log["conflicts"] as? [[String: Any]])
        #expect(conflicts.map { $0["constraints"] as? [Int] } == [[0, 1, 2, 3, 4, 5]])
        #expect(log["broken"] as? Int == 0)
        #expect(log["brokenResolves"] as? Bool == true)
    }

    @Test("plumb explain - reads standard input")
    func standardInput() throws {
        let text = try String(
            contentsOfFile: Self.log("02-springboard-nsspace-encapsulated-width"), encoding: .utf8)
        let run = try Self.run(["explain", "-"], input: text)
        #expect(run.status == 0)
        #expect(
            run.output
                == (try SpecCommandTests.golden("explain/02-springboard-nsspace-encapsulated-width.txt")))
    }

    @Test("A text with no log is an error at 1:1 and exits 2")
    func noLog() throws {
        let run = try Self.run(["explain", "-"], input: "hello\nworld\n")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.error
                == "<stdin>:1:1: error: no \"Unable to simultaneously satisfy constraints\" log found; paste the "
                + "console text from the header line to the \"Will attempt to recover by breaking constraint\" line\n"
        )
    }

    @Test("A missing file is an error and exits 2")
    func missingFile() throws {
        let run = try PlumbRun(["explain", "/nonexistent/log.txt"])
        #expect(run.status == 2)
        #expect(run.errorOutput == "/nonexistent/log.txt:1:1: error: cannot read the file; check the path\n")
    }

    @Test("An unreadable entry is an error at its line and column (exit 2); the rest is still explained")
    func unreadEntry() throws {
        let input = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 40>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>",
                "<NSLayoutConstraint:0x4 UIView:0x2 frobs UIView:0x5>"
            )
            """
        let run = try Self.run(["explain", "-", "--format", "json"], input: input)
        #expect(run.status == 2)
        #expect(
            run.error
                == "<stdin>:5:6: error: cannot read constraint <NSLayoutConstraint:0x4 UIView:0x2 frobs UIView:0x5>; "
                + "expected <Class:0x… BODY> with BODY an equation such as 'view.width == 40' or a visual format "
                + "such as 'H:|-(8)-[view]' (the rest of the log is explained without it)\n")
        let logs = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let constraints = try #require(logs.first?["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["kind"] as? String } == ["user", "user", "unread"])
        let conflicts = try #require(logs.first?["conflicts"] as? [[String: Any]])
        #expect(conflicts.map { $0["constraints"] as? [Int] } == [[0, 1]])
    }

    @Test("-o writes a well-formed SVG with the conflicting constraints in red and the broken one dashed")
    func picture() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-explain-\(ProcessInfo.processInfo.processIdentifier).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try PlumbRun([
            "explain", Self.log("02-springboard-nsspace-encapsulated-width"), "-o", url.path,
        ])
        #expect(run.status == 0)
        let svg = try String(contentsOf: url, encoding: .utf8)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
        #expect(svg.components(separatedBy: "stroke=\"#d22\"").count - 1 == 4)
        #expect(svg.components(separatedBy: "stroke-dasharray=\"6 3\"").count - 1 == 1)
        #expect(svg.contains(">UIButton 'Show More'</text>"))
    }

    @Test(
        "docs/explain.md shows the tool's own report for its three logs",
        arguments: [
            "02-springboard-nsspace-encapsulated-width", "20-heliport-appkit-broken-outside-conflict",
            "56-user-identifier-margin-guide-centery",
        ])
    func documentation(name: String) throws {
        let document = try String(
            contentsOf: PlumbRun.packageRoot.appendingPathComponent("docs/explain.md"), encoding: .utf8)
        let run = try PlumbRun(["explain", Self.log(name)])
        #expect(document.contains("```\n" + run.output + "```\n"))
    }
}
