import Plumb
import Testing

/// Springs and struts translated into constraints (docs/auto-layout.md §4): the proportional rule of
/// §4.2, autoresizing views beside constraint-laid-out views, moving them, conflicts and the
/// `h=… v=…` notation.
@Suite struct AutoresizingTests {
    /// One row of §4.2's table: a horizontal mask, its vertical mirror, and the origin and size the
    /// rule gives the segment (x = 160, w = 80 in a superview of 320) after the superview becomes
    /// 480 and 200 long. Each flexible segment grows in proportion to its length. A size the rule
    /// makes negative cannot be had: the engine keeps sizes at or above 0, so the generated
    /// constraints conflict with the superview's size, and the view is 0 long.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let horizontal: AutoresizingMask
        let vertical: AutoresizingMask
        /// (origin, size) at 480 and at 200.
        let at480: (Double, Double)
        let at200: (Double, Double)
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "none", horizontal: [], vertical: [], at480: (160, 80), at200: (160, 80)),
        Row(
            name: "flexible right", horizontal: .flexibleRightMargin, vertical: .flexibleBottomMargin,
            at480: (160, 80), at200: (160, 80)),
        Row(
            name: "flexible left", horizontal: .flexibleLeftMargin, vertical: .flexibleTopMargin,
            at480: (320, 80), at200: (40, 80)),
        Row(
            name: "flexible size", horizontal: .flexibleWidth, vertical: .flexibleHeight, at480: (160, 240),
            at200: (160, -40)),
        Row(
            name: "flexible left + size", horizontal: [.flexibleLeftMargin, .flexibleWidth],
            vertical: [.flexibleTopMargin, .flexibleHeight], at480: (160 + 160 * 2 / 3, 80 + 160.0 / 3),
            at200: (80, 40)),
        Row(
            name: "flexible left + right", horizontal: [.flexibleLeftMargin, .flexibleRightMargin],
            vertical: [.flexibleTopMargin, .flexibleBottomMargin], at480: (160 + 160 * 2 / 3, 80),
            at200: (80, 80)),
        Row(
            name: "flexible size + right", horizontal: [.flexibleWidth, .flexibleRightMargin],
            vertical: [.flexibleHeight, .flexibleBottomMargin], at480: (160, 160), at200: (160, 20)),
        Row(
            name: "all three", horizontal: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
            vertical: [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], at480: (240, 120),
            at200: (100, 50)),
    ]

    /// The proportional rule of §4.2 computed from the segments: L = 160, W = 80, R = 80 in S = 320.
    static func proportional(_ flexible: (Bool, Bool, Bool), newLength: Double) -> (Double, Double) {
        var flags = flexible
        if !flags.0 && !flags.1 && !flags.2 { flags.2 = true }
        let segments = [(flags.0, 160.0), (flags.1, 80.0), (flags.2, 80.0)]
        let total = segments.filter(\.0).reduce(0) { $0 + $1.1 }
        let delta = newLength - 320
        func grown(_ index: Int) -> Double {
            segments[index].0 ? segments[index].1 + delta * segments[index].1 / total : segments[index].1
        }
        return (grown(0), grown(1))
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }

    @Test(arguments: rows)
    func everyMaskFollowsTheProportionalRule(row: Row) {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 320, diagnostics: diagnostics)
        let view = View(frame: Rect(x: 160, y: 160, width: 80, height: 80))
        view.autoresizingMask = row.horizontal.union(row.vertical)
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 160, y: 160, width: 80, height: 80))

        for (length, expected) in [(480.0, row.at480), (200.0, row.at200), (320.0, (160.0, 80.0))] {
            root.frame = Rect(x: 0, y: 0, width: length, height: length)
            root.layoutIfNeeded()
            let rule = Self.proportional(
                (
                    row.horizontal.contains(.flexibleLeftMargin), row.horizontal.contains(.flexibleWidth),
                    row.horizontal.contains(.flexibleRightMargin)
                ), newLength: length)
            #expect(Self.close(rule.0, expected.0) && Self.close(rule.1, expected.1), "table row vs rule")
            let size = max(0, expected.1)
            #expect(Self.close(view.frame.origin.x, expected.0), "x at \(length): \(view.frame)")
            #expect(Self.close(view.frame.width, size), "width at \(length): \(view.frame)")
            #expect(Self.close(view.frame.origin.y, expected.0), "y at \(length): \(view.frame)")
            #expect(Self.close(view.frame.height, size), "height at \(length): \(view.frame)")
        }
        // One report per axis where the rule asks for a negative size (only "flexible size").
        #expect(diagnostics.items.count == (row.at200.1 < 0 ? 2 : 0))
        #expect(!view.hasAmbiguousLayout)
    }

    /// Shrinking the superview past what a flexible width can give (80 wide with margins of 160
    /// and 80, in 200): `width == root.width - 240` would be −40, so it conflicts with the root's
    /// size. Both are system constraints: the one changed, the root's, is broken; the view is 0
    /// wide and comes back when the root grows again.
    @Test func flexibleWidthBelowZeroConflicts() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 320, diagnostics: diagnostics)
        let view = View(frame: Rect(x: 160, y: 160, width: 80, height: 80))
        view.accessibilityIdentifier = "flexible"
        view.autoresizingMask = .flexibleWidth
        root.addSubview(view)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 320)
        root.layoutIfNeeded()

        #expect(view.frame == Rect(x: 160, y: 160, width: 0, height: 80))
        try #require(diagnostics.items.count == 1)
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 200   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x… h=-&- v=--& View:0x…'flexible'.width == View:0x…'root'.width - 240   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(addressesMasked(diagnostics.items[0].description) == expected)

        root.frame = Rect(x: 0, y: 0, width: 400, height: 320)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 160, y: 160, width: 160, height: 80))
        #expect(diagnostics.items.count == 1)
    }

    /// The axes are independent: a horizontal-only mask leaves the vertical axis fixed.
    @Test func axesAreIndependent() {
        let root = makeRoot(320, 320)
        let view = View(frame: Rect(x: 160, y: 160, width: 80, height: 80))
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(view)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 480, height: 200)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 160, y: 40, width: 240, height: 80))
    }

    /// A springs-and-struts view inside a view laid out by constraints follows its superview when
    /// the root rotates (320×568 → 568×320 and back).
    @Test func autoresizingSubviewOfAConstrainedParent() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let panel = constrainedView("panel")
        root.addSubview(panel)
        try LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 20, y: 20, width: 280, height: 100))

        let strip = View(frame: Rect(x: 10, y: 10, width: 260, height: 80))
        strip.autoresizingMask = .flexibleWidth
        let badge = View(frame: Rect(x: 230, y: 10, width: 40, height: 20))
        badge.autoresizingMask = .flexibleLeftMargin
        panel.addSubview(strip)
        panel.addSubview(badge)
        root.layoutIfNeeded()
        #expect(strip.frame == Rect(x: 10, y: 10, width: 260, height: 80))
        #expect(badge.frame == Rect(x: 230, y: 10, width: 40, height: 20))

        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 20, y: 20, width: 528, height: 100))
        #expect(strip.frame == Rect(x: 10, y: 10, width: 508, height: 80))
        #expect(badge.frame == Rect(x: 478, y: 10, width: 40, height: 20))

        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        root.layoutIfNeeded()
        #expect(strip.frame == Rect(x: 10, y: 10, width: 260, height: 80))
        #expect(badge.frame == Rect(x: 230, y: 10, width: 40, height: 20))
        #expect(diagnostics.items.isEmpty)
    }

    /// Constraint-laid-out views can hang off an autoresizing view: its frame is their input.
    @Test func constrainedSubviewOfAnAutoresizingView() throws {
        let root = makeRoot(320, 568)
        let container = View(frame: Rect(x: 0, y: 100, width: 320, height: 200))
        container.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(container)
        let label = constrainedView("label")
        container.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.heightAnchor.constraint(equalToConstant: 21),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 8, width: 280, height: 21))
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(container.frame == Rect(x: 0, y: 100, width: 568, height: 200))
        #expect(label.frame == Rect(x: 20, y: 8, width: 528, height: 21))
    }

    /// Setting the frame of an autoresizing view after layout moves it, and the views constrained
    /// to it follow; later superview resizes start from the new frame.
    @Test func settingTheFrameAfterLayoutMovesTheView() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        card.autoresizingMask = .flexibleWidth
        root.addSubview(card)
        let follower = constrainedView("follower")
        root.addSubview(follower)
        try LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            follower.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            follower.widthAnchor.constraint(equalTo: card.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 20, y: 20, width: 100, height: 100))
        #expect(follower.frame == Rect(x: 20, y: 128, width: 100, height: 10))

        card.frame = Rect(x: 40, y: 60, width: 200, height: 50)
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 40, y: 60, width: 200, height: 50))
        #expect(follower.frame == Rect(x: 40, y: 118, width: 200, height: 10))

        card.center = Point(x: 160, y: 300)
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 60, y: 275, width: 200, height: 50))
        #expect(follower.frame == Rect(x: 60, y: 333, width: 200, height: 10))

        // Flexible width from the new frame: segments 60 | 200 | 60, only the width grows.
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 60, y: 275, width: 448, height: 50))
        #expect(follower.frame == Rect(x: 60, y: 333, width: 448, height: 10))
        #expect(diagnostics.items.isEmpty)
    }

    /// A width constraint on a view that still translates its mask conflicts with the generated
    /// constraints: the user's constraint is broken and the log carries the autoresizing note.
    @Test func widthConstraintOnAnAutoresizingViewConflicts() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        view.accessibilityIdentifier = "forgotToTurnOffTAMIC"
        root.addSubview(view)
        root.layoutIfNeeded()
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        root.layoutIfNeeded()

        #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 40))
        try #require(diagnostics.items.count == 1)
        guard case .unsatisfiable(let report) = diagnostics.items[0] else {
            Issue.record("expected an unsatisfiable report, got \(diagnostics.items[0])")
            return
        }
        #expect(report.broken === width)
        #expect(report.constraints.count == 2)
        #expect(report.constraints.last === width)
        #expect(report.constraints[0].description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(report.constraints[0].description.contains(" h=--& v=--& "))
        let lines = report.logText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.contains(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                    + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        )

        // Turning translation off removes the generated constraints: the user's width holds.
        diagnostics.items.removeAll()
        view.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 10, y: 10, width: 50, height: 40))
        #expect(diagnostics.items.isEmpty)
    }

    /// A user conflict without autoresizing constraints has no note line.
    @Test func noAutoresizingNoteWithoutAutoresizingConstraints() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let view = constrainedView("box")
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 20).isActive = true
        view.widthAnchor.constraint(equalToConstant: 40).isActive = true
        root.layoutIfNeeded()
        try #require(diagnostics.items.count == 1)
        #expect(!diagnostics.items[0].description.contains("(Note: If you're seeing"))
    }

    /// The generated constraints print as Apple's `NSAutoresizingMaskLayoutConstraint` with the
    /// mask notation: per axis leading margin, size and trailing margin, `&` when flexible.
    static let notations: [(AutoresizingMask, String)] = [
        (.flexibleWidth, "h=-&- v=--&"),
        ([], "h=--& v=--&"),
        ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-"),
        ([.flexibleLeftMargin, .flexibleRightMargin], "h=&-& v=--&"),
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin, .flexibleLeftMargin], "h=&-- v=&&&"),
    ]

    @Test(arguments: notations)
    func autoresizingDescriptionShowsTheMaskNotation(mask: AutoresizingMask, notation: String) throws {
        let root = makeRoot(320, 568)
        let view = View(frame: Rect(x: 160, y: 100, width: 80, height: 40))
        view.accessibilityIdentifier = "v"
        view.autoresizingMask = mask
        root.addSubview(view)
        root.layoutIfNeeded()
        let constraints =
            view.constraintsAffectingLayout(for: .horizontal)
            + view.constraintsAffectingLayout(for: .vertical)
        let generated = constraints.filter {
            $0.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x")
        }
        #expect(generated.count == 4)
        for constraint in generated {
            #expect(constraint.description.contains(" \(notation) View:0x"), "\(constraint)")
            #expect(constraint.firstItem === view)
            #expect(constraint.isActive)
        }
        #expect(view.constraints.isEmpty, "generated constraints are in no public constraints array")
        #expect(root.constraints.isEmpty)
    }

    /// The flexible-width pair of §4.2: `width == superview.width - 240`, `minX == 160`; the
    /// width depends on the root's width, so the root's size constraint affects it too.
    @Test func flexibleWidthConstraintText() throws {
        let root = makeRoot(320, 568)
        let view = View(frame: Rect(x: 160, y: 100, width: 80, height: 40))
        view.accessibilityIdentifier = "v"
        view.autoresizingMask = .flexibleWidth
        root.addSubview(view)
        root.layoutIfNeeded()
        let texts = view.constraintsAffectingLayout(for: .horizontal).map { addressesMasked($0.description) }
        #expect(
            texts.sorted() == [
                "<NSAutoresizingMaskLayoutConstraint:0x… h=-&- v=--& View:0x…'v'.minX == 160   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x… h=-&- v=--& View:0x…'v'.width == View:0x…'root'.width - 240   (active)>",
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 320   (active)>",
            ])
    }
}

/// Replaces every hexadecimal address by `0x…`, for comparing log texts.
func addressesMasked(_ text: String) -> String {
    text.replacing(/0x[0-9a-f]+/, with: "0x…")
}
