import Plumb
import Testing

/// Every alignment, with exact frames: a horizontal stack of three views 40 × 20, 60 × 30 and
/// 80 × 10 (no spacing) at its natural size, and the vertical stack of the same views; baselines
/// with views whose baseline offsets are fixed.
@Suite struct StackViewAlignmentTests {
    static func views() -> [SizedView] {
        [SizedView(40, 20, name: "a"), SizedView(60, 30, name: "b"), SizedView(80, 10, name: "c")]
    }

    static func horizontal(_ alignment: StackView.Alignment) -> StackFixture {
        StackFixture(views(), axis: .horizontal) { $0.alignment = alignment }
    }

    static func vertical(_ alignment: StackView.Alignment) -> StackFixture {
        StackFixture(views(), axis: .vertical) { $0.alignment = alignment }
    }

    @Test("Horizontal fill: every view as tall as the tallest")
    func horizontalFill() {
        let fixture = Self.horizontal(.fill)
        #expect(fixture.frames.map(\.minY) == [0, 0, 0] && fixture.frames.map(\.height) == [30, 30, 30])
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 180, height: 30))
        #expect(fixture.isClean)
        #expect(fixture.stack.constraints.filter { $0.identifier == "UISV-alignment" }.count == 4)
    }

    @Test(
        "Horizontal top, center, bottom: own heights, aligned edge, stack as tall as the tallest",
        arguments: [
            (StackView.Alignment.top, [0.0, 0, 0]), (.center, [5, 0, 10]), (.bottom, [10, 0, 20]),
        ])
    func horizontalEdges(alignment: StackView.Alignment, ys: [Double]) {
        let fixture = Self.horizontal(alignment)
        #expect(
            fixture.frames
                == zip([0.0, 40, 100], zip(ys, [(40.0, 20.0), (60, 30), (80, 10)])).map {
                    Rect(x: $0, y: $1.0, width: $1.1.0, height: $1.1.1)
                })
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 180, height: 30))
        #expect(fixture.isClean)
        #expect(fixture.stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
        #expect(
            fixture.stack.constraints.contains { $0.identifier == "UISV-spanning-fit" && $0.priority == 51 })
    }

    @Test(
        "Vertical fill, leading, center, trailing",
        arguments: [
            (StackView.Alignment.fill, [0.0, 0, 0]), (.leading, [0, 0, 0]), (.center, [20, 10, 0]),
            (.trailing, [40, 20, 0]),
        ])
    func verticalEdges(alignment: StackView.Alignment, xs: [Double]) {
        let fixture = Self.vertical(alignment)
        let widths = alignment == .fill ? [80.0, 80, 80] : [40, 60, 80]
        #expect(fixture.frames.map(\.minX) == xs)
        #expect(fixture.frames.map(\.width) == widths)
        #expect(fixture.frames.map(\.minY) == [0, 20, 50])
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(fixture.isClean)
    }

    @Test(
        "Baseline alignments act as fill in a vertical stack",
        arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func verticalBaselineIsFill(alignment: StackView.Alignment) {
        let fixture = Self.vertical(alignment)
        #expect(fixture.frames.map(\.width) == [80, 80, 80])
        #expect(fixture.isClean)
    }

    /// a 40 × 20 (baselines 15 below the top, 5 above the bottom), b 60 × 30 (10, 8), c 80 × 10 (8, 2).
    static func baselineViews() -> [BaselineView] {
        [
            BaselineView(40, 20, first: 15, last: 5, name: "a"),
            BaselineView(60, 30, first: 10, last: 8, name: "b"),
            BaselineView(80, 10, first: 8, last: 2, name: "c"),
        ]
    }

    @Test("firstBaseline: first baselines at 15; the stack spans every member (35), not the first (20)")
    func firstBaseline() {
        let fixture = StackFixture(Self.baselineViews(), axis: .horizontal, spacing: 4) {
            $0.alignment = .firstBaseline
        }
        #expect(
            fixture.frames == [
                Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 44, y: 5, width: 60, height: 30),
                Rect(x: 108, y: 7, width: 80, height: 10),
            ])
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 188, height: 35))
        #expect(fixture.isClean)
        #expect(
            fixture.stack.constraints.contains { $0.identifier == "UISV-canvas-fit" && $0.priority == 49 })
    }

    @Test("lastBaseline: last baselines at 22; the tallest member (b, not the first) sets the height")
    func lastBaseline() {
        let fixture = StackFixture(Self.baselineViews(), axis: .horizontal) { $0.alignment = .lastBaseline }
        #expect(fixture.frames.map(\.minY) == [7, 0, 14])
        #expect(fixture.stack.frame.height == 30)
        #expect(fixture.isClean)
    }

    @Test("firstBaseline: a tall last member still sets the height (UIKit's first-member bug avoided)")
    func baselineTallestLast() {
        let views = [
            BaselineView(40, 20, first: 15, last: 5, name: "short"),
            BaselineView(40, 100, first: 15, last: 5, name: "tall"),
        ]
        let fixture = StackFixture(views, axis: .horizontal) { $0.alignment = .firstBaseline }
        #expect(fixture.frames.map(\.minY) == [0, 0])
        #expect(fixture.stack.frame.height == 100)
        #expect(fixture.isClean)
    }

    @Test("A member without an intrinsic height gets ambiguity suppression (0 high at priority 25)")
    func ambiguitySuppression() {
        let plain = constrainedView("plain")
        plain.widthAnchor.constraint(equalToConstant: 30).isActive = true
        let fixture = StackFixture([SizedView(40, 20, name: "a"), plain], axis: .horizontal) {
            $0.alignment = .center
        }
        #expect(plain.frame == Rect(x: 40, y: 10, width: 30, height: 0))
        // A constraint on one view's size is held by that view (its nearest common ancestor).
        let suppression = plain.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }
        #expect(
            suppression.count == 1 && suppression.first?.firstItem === plain
                && suppression.first?.priority == 25)
        #expect(fixture.isClean)
    }

    @Test(
        "Text-width disambiguation: 1/n of the width at 760, above hugging, without intrinsic width"
    )
    func textWidthDisambiguation() {
        let text = BaselineView(View.noIntrinsicMetric, 20, first: 15, last: 5, name: "text")
        let fixture = StackFixture(
            [BaselineView(40, 20, first: 15, last: 5, name: "a"), text], axis: .horizontal, width: 200
        ) {
            $0.alignment = .firstBaseline
        }
        let constraint = fixture.stack.constraints.first { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(constraint?.priority == 760 && constraint?.multiplier == 0.5)
        #expect(
            fixture.frames == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 100, y: 0, width: 100, height: 20),
            ])
        #expect(fixture.diagnostics.items.isEmpty)
    }

    @Test("Alignment edges follow the layout direction: leading is the right edge in right-to-left")
    func rightToLeft() {
        let fixture = StackFixture(Self.views(), axis: .horizontal, x: 0) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        #expect(fixture.frames.map(\.minX) == [140, 80, 0])
        #expect(fixture.isClean)
    }
}
