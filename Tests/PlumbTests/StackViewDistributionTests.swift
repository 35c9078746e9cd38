import Plumb
import Testing

/// Every distribution on both axes, with exact frames: three views whose intrinsic lengths along
/// the axis are 40, 60 and 80 and thicknesses 20, 30 and 10, in a stack 290 long (spacing 10), and
/// at its natural length.
@Suite struct StackViewDistributionTests {
    static let lengths = [40.0, 60, 80]
    static let thicknesses = [20.0, 30, 10]

    static func views(_ axis: LayoutAxis) -> [SizedView] {
        zip(lengths, thicknesses).enumerated().map { index, pair in
            let (width, height) = size(along: axis, pair.0, across: pair.1)
            return SizedView(width, height, name: "v\(index)")
        }
    }

    /// A stack 290 long (or at its natural length when `length` is nil), fill alignment: every view
    /// is 30 thick (the thickest view's compression resistance wins over the others' hugging).
    static func fixture(_ axis: LayoutAxis, _ distribution: StackView.Distribution, length: Double? = 290)
        -> (StackFixture, [SizedView])
    {
        let views = views(axis)
        let fixture = StackFixture(
            views, axis: axis, spacing: 10, width: axis == .horizontal ? length : nil,
            height: axis == .vertical ? length : nil
        ) { $0.distribution = distribution }
        return (fixture, views)
    }

    static func expect(_ fixture: StackFixture, _ axis: LayoutAxis, positions: [Double], lengths: [Double]) {
        let expected = zip(positions, lengths).map { rect(along: axis, $0, $1, across: 0, 30) }
        #expect(fixture.frames == expected)
        #expect(fixture.isClean)
    }

    @Test("fill: the view with the lowest hugging takes the extra length", arguments: LayoutAxis.allCases)
    func fill(axis: LayoutAxis) {
        let views = Self.views(axis)
        views[0].setContentHuggingPriority(249, for: axis)
        let fixture = StackFixture(
            views, axis: axis, spacing: 10, width: axis == .horizontal ? 290 : nil,
            height: axis == .vertical ? 290 : nil)
        Self.expect(fixture, axis, positions: [0, 140, 210], lengths: [130, 60, 80])
        #expect(fixture.stack.constraints.filter { $0.identifier == "UISV-spacing" }.count == 2)
    }

    @Test("fill at the natural length: intrinsic lengths and exact spacing", arguments: LayoutAxis.allCases)
    func fillNatural(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .fill, length: nil)
        Self.expect(fixture, axis, positions: [0, 50, 120], lengths: [40, 60, 80])
        #expect(fixture.stack.frame == rect(along: axis, 0, 200, across: 0, 30))
    }

    @Test("fillEqually: (290 − 20) / 3 = 90 each", arguments: LayoutAxis.allCases)
    func fillEqually(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .fillEqually)
        Self.expect(fixture, axis, positions: [0, 100, 200], lengths: [90, 90, 90])
        #expect(fixture.stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
    }

    @Test(
        "fillProportionally: shares of 290 by 40 : 60 : 80 over 200 (UIKit counts the spacing in the total), the last view takes the rest",
        arguments: LayoutAxis.allCases)
    func fillProportionally(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .fillProportionally)
        // 0.2 × 290 = 58 at 999, 0.3 × 290 = 87 at 998; 0.4 × 290 = 116 at 997 gives way to the
        // chain: 290 − 58 − 87 − 20 = 125.
        Self.expect(fixture, axis, positions: [0, 68, 165], lengths: [58, 87, 125])
        let shares = fixture.stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(shares.map(\.priority) == [999, 998, 997])
    }

    @Test("fillProportionally follows an intrinsic size change", arguments: LayoutAxis.allCases)
    func fillProportionallyFollowsIntrinsicSize(axis: LayoutAxis) {
        let (fixture, views) = Self.fixture(axis, .fillProportionally)
        let (width, height) = size(along: axis, 10, across: 20)
        views[0].size = Size(width: width, height: height)
        fixture.layout()
        // Shares of 290 by 10 : 60 : 80 over 170: 290/17 and 1740/17; the last takes the rest.
        let lengths = fixture.frames.map { axis == .horizontal ? $0.width : $0.height }
        let expected = [290.0 / 17, 1740.0 / 17, 2560.0 / 17]
        #expect(zip(lengths, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(lengths)")
        #expect(fixture.isClean)
    }

    @Test(
        "fillProportionally at the natural length keeps the intrinsic lengths", arguments: LayoutAxis.allCases
    )
    func fillProportionallyNatural(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .fillProportionally, length: nil)
        Self.expect(fixture, axis, positions: [0, 50, 120], lengths: [40, 60, 80])
    }

    @Test("equalSpacing: the 110 left over split into two gaps of 55", arguments: LayoutAxis.allCases)
    func equalSpacing(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .equalSpacing)
        Self.expect(fixture, axis, positions: [0, 95, 210], lengths: [40, 60, 80])
        #expect(fixture.stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        #expect(fixture.stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test("equalSpacing at the natural length: the minimum spacing", arguments: LayoutAxis.allCases)
    func equalSpacingNatural(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .equalSpacing, length: nil)
        Self.expect(fixture, axis, positions: [0, 50, 120], lengths: [40, 60, 80])
        #expect(fixture.stack.frame == rect(along: axis, 0, 200, across: 0, 30))
    }

    @Test("equalCentering: centres at 20, 135 and 250", arguments: LayoutAxis.allCases)
    func equalCentering(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .equalCentering)
        Self.expect(fixture, axis, positions: [0, 105, 210], lengths: [40, 60, 80])
        let gaps = fixture.stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(gaps.count == 2 && gaps.allSatisfy { $0.priority == 149 })
    }

    @Test("equalCentering keeps the minimum spacing when centring would break it")
    func equalCenteringMinimumSpacing() {
        // Centres 20 and 320 ask for the middle view's centre at 170 (x = 70), but the gap after
        // it must stay ≥ 10: x = 370 − 100 − 10 − 200 = 60.
        let views = [
            SizedView(40, 10, name: "a"), SizedView(200, 10, name: "b"), SizedView(100, 10, name: "c"),
        ]
        let fixture = StackFixture(views, axis: .horizontal, spacing: 10, width: 370) {
            $0.distribution = .equalCentering
        }
        #expect(fixture.frames.map(\.minX) == [0, 60, 270])
        #expect(fixture.isClean)
    }

    @Test("Changing the distribution regenerates the constraints", arguments: LayoutAxis.allCases)
    func changeDistribution(axis: LayoutAxis) {
        let (fixture, _) = Self.fixture(axis, .fill)
        fixture.stack.distribution = .fillEqually
        fixture.layout()
        Self.expect(fixture, axis, positions: [0, 100, 200], lengths: [90, 90, 90])
        fixture.stack.distribution = .equalSpacing
        fixture.layout()
        Self.expect(fixture, axis, positions: [0, 95, 210], lengths: [40, 60, 80])
        fixture.stack.distribution = .fillProportionally
        fixture.layout()
        Self.expect(fixture, axis, positions: [0, 68, 165], lengths: [58, 87, 125])
    }
}
