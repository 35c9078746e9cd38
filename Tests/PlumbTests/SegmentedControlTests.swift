import Plumb
import Testing

/// SegmentedControl's intrinsic size from its titles with the FallbackTextMeasurer (13 pt: "First"
/// is 2.15 em = 27.95 → 28, "Second" 3.45 em = 44.85 → 45, "Map" 25.35 → 25.5, "Transit" 42.25
/// → 42.5, "Satellite" 50.05 → 50.5), its baselines (a 13 pt line is 15.21 → 15.5 high, ascender
/// 12.09) and its place in a layout.
@Suite struct SegmentedControlTests {
    /// Titles, apportioned or not, and the expected intrinsic width: equal segments are the widest
    /// title + 16 each, apportioned ones their own title + 16.
    static let widths: [(titles: [String], apportioned: Bool, width: Double)] = [
        (["First", "Second"], false, 2 * (45.0 + 16)),
        (["First", "Second"], true, 28 + 16 + 45 + 16),
        (["Map", "Transit", "Satellite"], false, 3 * (50.5 + 16)),
        (["Map", "Transit", "Satellite"], true, 41.5 + 58.5 + 66.5),
        ([], false, 0),
    ]

    @Test(arguments: widths)
    func intrinsicWidth(titles: [String], apportioned: Bool, width: Double) {
        let control = SegmentedControl(items: titles)
        control.apportionsSegmentWidthsByContent = apportioned
        #expect(abs(control.intrinsicContentSize.width - width) < 1e-6)
        #expect(control.intrinsicContentSize.height == 31)
        #expect(control.numberOfSegments == titles.count)
    }

    @Test func heightsAndBaselinesPerDesign() {
        let control = SegmentedControl(items: ["First", "Second"])
        #expect(control.font == .systemFont(ofSize: 13))
        #expect(control.contentHuggingPriority(for: .horizontal) == 250)
        #expect(control.contentHuggingPriority(for: .vertical) == 250)
        // (31 − 15.5) / 2 + 12.09 = 19.84 from the top; 31 − 19.84 = 11.16 from the bottom.
        #expect(abs(control.firstBaselineOffsetFromTop - 19.84) < 1e-6)
        #expect(abs(control.lastBaselineOffsetFromBottom - 11.16) < 1e-6)
        control.design = .iOS7
        #expect(control.intrinsicContentSize == Size(width: 122, height: 28))
        // (28 − 15.5) / 2 + 12.09 = 18.34.
        #expect(abs(control.firstBaselineOffsetFromTop - 18.34) < 1e-6)
        #expect(SegmentedControl().firstBaselineOffsetFromTop == 0)
    }

    /// Editing segments re-measures: a fixed width replaces a segment's computed one and the
    /// others keep the widest computed title; removing and inserting titles changes the widest.
    @Test func editingSegments() {
        let control = SegmentedControl(items: ["First", "Second"])
        control.selectedSegmentIndex = 1
        control.setWidth(80, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 80)
        // "First" is now the widest computed title: 28 + 16 = 44, plus 80.
        #expect(control.segmentWidths == [44, 80])
        #expect(control.intrinsicContentSize.width == 124)
        control.setWidth(0, forSegmentAt: 1)
        control.insertSegment(withTitle: "Satellite", at: 99)
        #expect(control.titleForSegment(at: 2) == "Satellite")
        #expect(control.intrinsicContentSize.width == 3 * 66.5)
        control.removeSegment(at: 0)
        #expect(control.selectedSegmentIndex == 0)
        control.setTitle("Map", forSegmentAt: 1)
        #expect(control.segmentWidths == [61, 61])
        #expect(control.titleForSegment(at: 5) == nil)
        control.removeAllSegments()
        #expect(control.intrinsicContentSize == Size(width: 0, height: 31))
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// A label at (20, 20) and a segmented control after it, first baselines aligned: the label's
    /// baseline is 20 + 15.81 = 35.81, so the control's top is 35.81 − 19.84 = 15.97; the control
    /// starts 8 after the label ("Pets": 2.1 em × 17 = 35.7 → 36 wide) and is 122 wide; its frame
    /// is a point taller than its 31-high alignment rectangle.
    @Test func firstBaselineWithLabel() throws {
        let root = makeRoot(320, 568)
        let label = Label("Pets")
        let control = SegmentedControl(items: ["First", "Second"])
        for view in [label, control] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[label]-[control]", options: .alignAllFirstBaseline,
                views: ["label": label, "control": control])
                + [label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 36, height: 20))
        #expect(abs(control.frame.minX - 64) < 1e-6)
        #expect(abs(control.frame.minY - 15.97) < 1e-6)
        #expect(control.frame.size == Size(width: 122, height: 32))
        #expect(control.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    }

    /// In a filling horizontal stack 300 wide beside a 100-wide view hugging at 251, the control
    /// (hugging 250) stretches: 300 − 8 − 100 = 192; its frame reaches a point below the stack.
    @Test func stretchesInStack() {
        let fixed = SizedView(100, 31, name: "fixed")
        fixed.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let control = SegmentedControl(items: ["First", "Second"])
        let fixture = StackFixture([fixed, control], axis: .horizontal, spacing: 8, width: 300)
        #expect(
            fixture.frames == [
                Rect(x: 0, y: 0, width: 100, height: 31), Rect(x: 108, y: 0, width: 192, height: 32),
            ])
        #expect(fixture.isClean)
    }
}
