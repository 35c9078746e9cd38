// The search for minimal conflicting sets on lists built to have many of them.

import PlumbConsoleLog
import Testing

@Suite("Minimal conflicting sets")
struct ConflictSearchTests {
    /// A log listing `lines` as entries.
    func log(_ lines: [String]) throws -> ConflictLog {
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n"
            + lines.map { "\"\($0)\"," }.joined(separator: "\n") + "\n)"
        return try #require(try ConsoleLogReader.read(text, file: "test.log").first)
    }

    @Test("Two routes to the same contradiction give two sets; the shared members are in both")
    func twoRoutes() throws {
        let explanation = Explanation(
            try log([
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 100>",
                "<NSLayoutConstraint:0x2 H:|-(0)-[UILabel:0xb]   (names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x6 H:[UILabel:0xb]-(0)-|   (names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x3 UILabel:0xb.width == 120>",
                "<NSLayoutConstraint:0x4 UILabel:0xb.width >= 110>",
                "<NSLayoutConstraint:0x5 UIView:0xc.width == 5>",
            ]))
        #expect(explanation.conflicts.map(\.constraints) == [[0, 1, 2, 3], [0, 1, 2, 4]])
        #expect(explanation.conflictsAreComplete)
        #expect(
            explanation.conflicts[0].explanation
                == "[0], [1], [2] and [3] cannot all hold: they ask for different values of the same position or size; "
                + "removing any one of them resolves it.")
    }

    @Test("A list with more sets than the limit stops at 64 and says so")
    func limit() throws {
        let lines = (0..<30).map {
            "<NSLayoutConstraint:0x\(100 + $0) UIView:0x1.width == \($0 % 2 == 0 ? 20 : 10)>"
        }
        let explanation = Explanation(try log(lines))
        #expect(explanation.conflicts.count == 64)
        #expect(!explanation.conflictsAreComplete)
        #expect(explanation.conflicts.allSatisfy { $0.constraints.count == 2 })
        let report = try ConsoleLogReport(
            "Unable to simultaneously satisfy constraints.\n" + lines.joined(separator: "\n"),
            file: "test.log")
        #expect(report.text.contains("There may be more conflicting sets: the search stops at 64.\n"))
    }
}
