// The reader on forms the corpus does not hold (priorities, inactive entries, curly quotes,
// AppKit windows, keyboard alignment views) and its exact error texts.

import PlumbConsoleLog
import Testing

@Suite("Console-log reader")
struct ReaderTests {
    /// The only log of `text`.
    func read(_ text: String) throws -> ConflictLog {
        let logs = try ConsoleLogReader.read(text, file: "test.log")
        try #require(logs.count == 1)
        return logs[0]
    }

    @Test("An equation with identifier, names, multiplier and spaced constant reads into its parts")
    func equation() throws {
        let log = try read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600 'myIdentifier' UILabel:0x7f1'Title'.leading == 0.5*UIView:0x7f2.leadingMargin - 16   (active, names: '|':UIView:0x7f2 )>"
            )
            """)
        let constraint = log.constraints[0]
        #expect(
            log.views == [
                LoggedView(address: "0x7f1", className: "UILabel", label: "Title"),
                LoggedView(address: "0x7f2", className: "UIView", label: nil),
            ])
        #expect(constraint.identifier == "myIdentifier")
        #expect(constraint.first == LoggedAnchor(item: 0, attribute: .leading))
        #expect(constraint.second == LoggedAnchor(item: 1, attribute: .leadingMargin))
        #expect(constraint.multiplier == 0.5)
        #expect(constraint.constant == -16)
        #expect(constraint.kind == .user)
        #expect(constraint.line == 3 && constraint.column == 6)
    }

    @Test("Priorities (@999, (priority 999)) and (inactive) keep a constraint out of the conflict")
    func optionalAndInactive() throws {
        let log = try read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 40>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20 @999>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 30   (active, priority 750)>",
                "<NSLayoutConstraint:0x5 H:[UIView:0x2(10@500)]>",
                "<NSLayoutConstraint:0x6 UIView:0x2.width == 50   (inactive)>",
                "<NSLayoutConstraint:0x7 UIView:0x2.width == 60>"
            )
            """)
        #expect(log.constraints.map(\.priority) == [1000, 999, 750, 500, 1000, 1000])
        #expect(log.constraints.map(\.isActive) == [true, true, true, true, false, true])
        #expect(Explanation(log).conflicts.map(\.constraints) == [[0, 5]])
    }

    @Test("Curly quotes, ‘|’ and AppKit's NSWindow items read like straight ones")
    func curlyQuotesAndWindows() throws {
        let log = try read(
            """
            Unable to simultaneously satisfy constraints:
            (
                “<NSLayoutConstraint:0x1 H:|-(20)-[NSView:0x2]   (active, names: ‘|’:NSWindow:0x3 )>”,
                “<NSLayoutConstraint:0x4 NSView:0x2.width == NSWindow:0x3.width>”
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x4 NSView:0x2.width == NSWindow:0x3.width>
            """)
        #expect(log.views.map(\.className) == ["NSView", "NSWindow"])
        #expect(log.constraints[0].superview == 1)
        #expect(log.broken == 1)
        let explanation = Explanation(log)
        #expect(explanation.conflicts.isEmpty)
    }

    @Test("A keyboard layout alignment view is an item like any other")
    func keyboardAlignmentView() throws {
        let log = try read(
            """
            "<NSLayoutConstraint:0x1 UIKeyboardLayoutAlignmentView:0x2.height == 0   (active)>",
            "<NSLayoutConstraint:0x3 UITextField:0x4.bottom == UIKeyboardLayoutAlignmentView:0x2.top - 8   (active)>",
            "<NSLayoutConstraint:0x5 UITextField:0x4.top == UIKeyboardLayoutAlignmentView:0x2.bottom   (active)>"
            """)
        #expect(log.views.first?.className == "UIKeyboardLayoutAlignmentView")
        #expect(Explanation(log).conflicts.map(\.constraints) == [[1, 2]])
    }

    @Test("A text without a log is an error at 1:1 that says what to paste")
    func noLog() {
        #expect(
            throws: ConsoleLogError(
                file: "test.log", line: 1, column: 1,
                message:
                    "no \"Unable to simultaneously satisfy constraints\" log found; paste the console text from "
                    + "the header line to the \"Will attempt to recover by breaking constraint\" line")
        ) {
            try ConsoleLogReader.read("nothing to see\n", file: "test.log")
        }
    }

    @Test("An unreadable entry is kept as unread with its line and column; the others are explained")
    func unread() throws {
        let report = try ConsoleLogReport(
            """
            Unable to simultaneously satisfy constraints.
              "<NSLayoutConstraint:0x1 UIView:0x2.width == 40>",
              "<NSLayoutConstraint:0x3 UIView:0x2.width ~~ 20>",
              "<NSLayoutConstraint:0x4 UIView:0x2.width == 20>"
            """, file: "test.log")
        let log = report.explanations[0].log
        #expect(log.constraints.map(\.kind) == [.user, .unread, .user])
        #expect(
            report.unreadErrors.map(\.description) == [
                "test.log:3:4: error: cannot read constraint <NSLayoutConstraint:0x3 UIView:0x2.width ~~ 20>; expected "
                    + "<Class:0x… BODY> with BODY an equation such as 'view.width == 40' or a visual format such as "
                    + "'H:|-(8)-[view]' (the rest of the log is explained without it)"
            ])
        #expect(report.explanations[0].conflicts.map(\.constraints) == [[0, 2]])
    }

    @Test("A right-to-left entry mirrors leading and trailing")
    func rightToLeft() throws {
        let log = try read(
            """
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 100>",
            "<NSLayoutConstraint:0x3 H:|-(10)-[UILabel:0x4](RTL)   (active, names: '|':UIView:0x2 )>",
            "<NSLayoutConstraint:0x5 UILabel:0x4.right == UIView:0x2.right - 20>"
            """)
        #expect(log.constraints[1].isRightToLeft)
        // RTL: the label's leading (right) edge is 10 in from the superview's right edge, not 20.
        #expect(Explanation(log).conflicts.map(\.constraints) == [[1, 2]])
    }

    @Test("A visual format holding two relations is not one constraint: it is unread")
    func twoRelations() throws {
        let log = try read(
            """
            "<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]-(8)-|   (active, names: '|':UIView:0x3 )>",
            "<NSLayoutConstraint:0x4 V:[UIView:0x2(44)]   (active)>"
            """)
        #expect(log.constraints.map(\.kind) == [.unread, .user])
    }
}
