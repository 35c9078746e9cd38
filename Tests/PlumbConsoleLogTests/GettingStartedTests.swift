import PlumbConsoleLog
import Testing

/// The code of PlumbConsoleLog's getting-started article
/// (Sources/PlumbConsoleLog/PlumbConsoleLog.docc/GettingStarted.md), run as written, with the
/// values it states.
@Suite("PlumbConsoleLog getting started")
struct GettingStartedTests {
    let console = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6001 UILabel:0x7f01'Title'.leading == UITableViewCellContentView:0x7f00.leading + 16   (active)>",
            "<NSLayoutConstraint:0x6002 H:[UILabel:0x7f01'Title']-(8)-[UIButton:0x7f02'Buy']   (active)>",
            "<NSLayoutConstraint:0x6003 UIButton:0x7f02'Buy'.trailing == UITableViewCellContentView:0x7f00.trailing - 16   (active)>",
            "<NSLayoutConstraint:0x6004 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f00.width == 0   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6002 H:[UILabel:0x7f01'Title']-(8)-[UIButton:0x7f02'Buy']   (active)>
        """

    @Test func theArticleRunsAsWritten() throws {
        let logs = try ConsoleLogReader.read(console, file: "console.txt")
        let log = logs[0]
        #expect(log.views.map(\.name) == ["UILabel 'Title'", "UITableViewCellContentView", "UIButton 'Buy'"])
        #expect(log.constraints[1].first == LoggedAnchor(item: 2, attribute: .leading))
        #expect(log.constraints[1].second == LoggedAnchor(item: 0, attribute: .trailing))
        #expect(log.constraints[1].constant == 8)
        #expect(log.constraints[3].kind == .encapsulated)
        #expect(log.broken == 1)

        let explanation = Explanation(log)
        #expect(explanation.conflicts.map(\.constraints) == [[0, 1, 2, 3]])
        #expect(explanation.brokenResolves == true)
        #expect(
            explanation.suggestion.hasPrefix(
                "UITableViewCellContentView is 0 wide (UIView-Encapsulated-Layout-Width) while its cell is being "
                    + "created: give the trailing constraint of its content (here [2] "))

        let report = try ConsoleLogReport(console, file: "console.txt")
        #expect(report.text.hasPrefix("Log (line 1): 4 constraints on 3 views (* in a conflicting set).\n"))
        #expect(report.unreadErrors.isEmpty)
        #expect(throws: ConsoleLogError.self) { try ConsoleLogReport("nothing", file: "console.txt") }
    }
}
