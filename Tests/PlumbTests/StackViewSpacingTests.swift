import Plumb
import Testing

/// Spacing, custom spacing, system spacing, margins-relative and baseline-relative arrangement,
/// nested stacks and changes to the arranged views.
@Suite struct StackViewSpacingTests {
    static func views() -> [SizedView] {
        [SizedView(40, 20, name: "a"), SizedView(60, 30, name: "b"), SizedView(80, 10, name: "c")]
    }

    @Test("Custom spacing after a view replaces the spacing there; spacingUseDefault removes it")
    func customSpacing() {
        let views = Self.views()
        let fixture = StackFixture(views, axis: .horizontal, spacing: 10)
        #expect(fixture.stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        fixture.stack.setCustomSpacing(25, after: views[0])
        fixture.layout()
        #expect(fixture.stack.customSpacing(after: views[0]) == 25)
        #expect(fixture.frames.map(\.minX) == [0, 65, 135])
        fixture.stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        fixture.layout()
        #expect(fixture.frames.map(\.minX) == [0, 50, 120])
        #expect(fixture.isClean)
    }

    @Test("System spacing: 8 between siblings, as spacing or as a custom spacing")
    func systemSpacing() {
        let views = Self.views()
        let fixture = StackFixture(views, axis: .vertical, spacing: StackView.spacingUseSystem)
        #expect(fixture.frames.map(\.minY) == [0, 28, 66])
        fixture.stack.spacing = 2
        fixture.stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        fixture.layout()
        #expect(fixture.frames.map(\.minY) == [0, 22, 60])
        #expect(fixture.isClean)
    }

    @Test("Margins-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        let fixture = StackFixture(Self.views(), axis: .horizontal, spacing: 10) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 10, right: 12)
        }
        #expect(fixture.frames.map(\.minX) == [6, 56, 126])
        #expect(fixture.frames.map(\.minY) == [4, 4, 4])
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 218, height: 44))
        fixture.stack.isLayoutMarginsRelativeArrangement = false
        fixture.layout()
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(fixture.isClean)
    }

    @Test("Baseline-relative vertical arrangement: from last baseline to first baseline")
    func baselineRelative() {
        let views = [
            BaselineView(40, 20, first: 15, last: 5, name: "a"),
            BaselineView(40, 30, first: 10, last: 8, name: "b"),
        ]
        let fixture = StackFixture(views, axis: .vertical, spacing: 8) {
            $0.isBaselineRelativeArrangement = true
        }
        // b.top + 10 == a.bottom − 5 + 8
        #expect(fixture.frames.map(\.minY) == [0, 13])
        #expect(fixture.stack.frame.height == 43)
        #expect(fixture.isClean)
    }

    @Test("Nested stacks: a row of an icon and a column of two labels, centred")
    func nested() {
        let icon = SizedView(40, 40, name: "icon")
        let title = SizedView(100, 20, name: "title")
        let subtitle = SizedView(80, 14, name: "subtitle")
        let column = StackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.spacing = 2
        let fixture = StackFixture([icon, column], axis: .horizontal, spacing: 8) { $0.alignment = .center }
        #expect(column.frame == Rect(x: 48, y: 2, width: 100, height: 36))
        #expect(title.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(subtitle.frame == Rect(x: 0, y: 22, width: 100, height: 14))
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 148, height: 40))
        subtitle.isHidden = true
        fixture.layout()
        #expect(column.frame == Rect(x: 48, y: 10, width: 100, height: 20))
        column.isHidden = true
        fixture.layout()
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        column.isHidden = false
        subtitle.isHidden = false
        fixture.layout()
        #expect(column.frame == Rect(x: 48, y: 2, width: 100, height: 36))
        #expect(fixture.isClean)
    }

    /// The identities of views, in order.
    func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    @Test("Adding, inserting and removing arranged views; a removed view stays a subview")
    func arrangedSubviews() {
        let views = Self.views()
        let fixture = StackFixture([views[0]], axis: .horizontal, spacing: 10)
        fixture.stack.addArrangedSubview(views[2])
        fixture.stack.insertArrangedSubview(views[1], at: 1)
        fixture.layout()
        #expect(ids(fixture.stack.arrangedSubviews) == ids(views))
        #expect(fixture.frames.map(\.minX) == [0, 50, 120])
        fixture.stack.removeArrangedSubview(views[1])
        fixture.layout()
        #expect(ids(fixture.stack.arrangedSubviews) == ids([views[0], views[2]]))
        #expect(views[1].superview === fixture.stack)
        #expect(views[2].frame.minX == 50)
        views[2].removeFromSuperview()
        fixture.layout()
        #expect(ids(fixture.stack.arrangedSubviews) == ids([views[0]]))
        #expect(fixture.stack.frame.width == 40)
        #expect(fixture.diagnostics.items.isEmpty)
    }

    @Test("removeFromSuperview drops an arranged view at once, with its constraints; the stack re-lays out")
    func removeFromSuperviewDropsAtOnce() {
        let views = Self.views()
        let fixture = StackFixture(views, axis: .horizontal, spacing: 10)
        fixture.stack.setCustomSpacing(30, after: views[1])
        fixture.layout()
        #expect(fixture.frames.map(\.minX) == [0, 50, 140])
        views[1].removeFromSuperview()
        // Before any layout pass, as UIKit: arranged views, generated constraints, custom spacing.
        #expect(ids(fixture.stack.arrangedSubviews) == ids([views[0], views[2]]))
        #expect(views[1].superview == nil)
        #expect(
            !fixture.stack.constraints.contains {
                $0.firstItem === views[1] || $0.secondItem === views[1]
            })
        #expect(fixture.stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        fixture.layout()
        #expect(views[2].frame.minX == 50)
        #expect(views[2].frame.width == 80)
        #expect(fixture.stack.frame.width == 130)
        #expect(fixture.isClean)
        // Moved to another superview: the same.
        fixture.root.addSubview(views[0])
        #expect(ids(fixture.stack.arrangedSubviews) == ids([views[2]]))
        fixture.layout()
        #expect(views[2].frame.minX == 0)
        #expect(fixture.stack.frame.width == 80)
    }

    @Test("An empty stack is 0 long; generated constraints carry UIKit's identifiers")
    func emptyAndIdentifiers() {
        let fixture = StackFixture([], axis: .vertical, width: 100)
        #expect(fixture.stack.frame.height == 0)
        let row = StackFixture(Self.views(), axis: .horizontal, spacing: 4)
        let identifiers = Set(row.stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }
}
