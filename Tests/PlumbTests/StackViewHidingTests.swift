import Plumb
import Testing

/// Hidden arranged views: a vertical stack 320 wide of five views 10, 20, 30, 40 and 50 high,
/// spacing 8. A hidden view collapses with exactly one spacing between its visible neighbours, at
/// the end of the view before it, without any diagnostic, and toggling it changes only the
/// constraints around it.
@Suite struct StackViewHidingTests {
    static let heights = [10.0, 20, 30, 40, 50]

    static func fixture(
        spacing: Double = 8, configure: (StackView) -> Void = { _ in }
    ) -> (StackFixture, [SizedView]) {
        let views = heights.enumerated().map { SizedView(100, $1, name: "v\($0)") }
        let fixture = StackFixture(views, axis: .vertical, spacing: spacing, width: 320, configure: configure)
        return (fixture, views)
    }

    /// The expected frames: visible views stacked with `spacing` (or the custom spacing after the
    /// previous visible view), a hidden view 0 high at the end of the view before it.
    static func expected(hidden: Set<Int>, spacing: Double = 8, custom: [Int: Double] = [:]) -> [Rect] {
        var frames: [Rect] = []
        var y = 0.0
        var previousVisible: Int?
        for (index, height) in heights.enumerated() {
            if hidden.contains(index) {
                frames.append(Rect(x: 0, y: frames.last?.maxY ?? 0, width: 320, height: 0))
                continue
            }
            if let previousVisible { y += custom[previousVisible] ?? spacing }
            frames.append(Rect(x: 0, y: y, width: 320, height: height))
            y += height
            previousVisible = index
        }
        return frames
    }

    static func stackHeight(hidden: Set<Int>) -> Double {
        let visible = heights.indices.filter { !hidden.contains($0) }
        return visible.map { heights[$0] }.reduce(0, +) + 8 * Double(max(visible.count - 1, 0))
    }

    static let hiddenSets: [Set<Int>] = [
        [0], [2], [4], [1, 2], [0, 4], [1, 3], [0, 1, 2, 3], [0, 1, 2, 3, 4],
    ]

    @Test("Hidden views collapse with their spacing", arguments: hiddenSets)
    func collapse(hidden: Set<Int>) {
        let (fixture, views) = Self.fixture()
        for index in hidden { views[index].isHidden = true }
        fixture.layout()
        #expect(fixture.frames == Self.expected(hidden: hidden))
        #expect(fixture.stack.frame.height == Self.stackHeight(hidden: hidden))
        #expect(fixture.isClean)
        for index in hidden { views[index].isHidden = false }
        fixture.layout()
        #expect(fixture.frames == Self.expected(hidden: []))
        #expect(fixture.isClean)
    }

    @Test("Views hidden before the first layout start collapsed", arguments: hiddenSets)
    func hiddenFromTheStart(hidden: Set<Int>) {
        let views = Self.heights.enumerated().map { SizedView(100, $1, name: "v\($0)") }
        for index in hidden { views[index].isHidden = true }
        let fixture = StackFixture(views, axis: .vertical, spacing: 8, width: 320)
        #expect(fixture.frames == Self.expected(hidden: hidden))
        #expect(fixture.isClean)
    }

    @Test("Toggling one view after another, in any order, always gives the fresh layout")
    func toggleSequence() {
        let (fixture, views) = Self.fixture()
        var hidden: Set<Int> = []
        for step in [2, 3, 0, 2, 4, 1, 3, 0, 4, 1, 2, 2] {
            if hidden.contains(step) { hidden.remove(step) } else { hidden.insert(step) }
            views[step].isHidden = hidden.contains(step)
            fixture.layout()
            #expect(fixture.frames == Self.expected(hidden: hidden), "after toggling \(step)")
        }
        #expect(fixture.isClean)
    }

    @Test("Toggling a view changes only the constraints around it")
    func incremental() {
        let (fixture, views) = Self.fixture()
        let before = fixture.stack.constraints
        views[2].isHidden = true
        fixture.layout()
        let after = fixture.stack.constraints
        // Out: the two spacings around v2. In: the spacing v1 → v3 and v2's position pin (its
        // length pin is held by v2 itself).
        #expect(StackFixture.count(before, notIn: after) == 2)
        #expect(StackFixture.count(after, notIn: before) == 2)
        #expect(views[2].constraints.map(\.identifier) == ["UISV-hiding"])
        #expect(views[2].constraints.first?.priority == 999)
        views[2].isHidden = false
        fixture.layout()
        let restored = fixture.stack.constraints
        #expect(StackFixture.count(after, notIn: restored) == 2)
        #expect(StackFixture.count(restored, notIn: after) == 2)
        #expect(views[2].constraints.isEmpty)
    }

    @Test("A hidden view with a required height of its own: no conflict, nothing else moves")
    func requiredHeightOnHiddenView() {
        let (fixture, views) = Self.fixture()
        views[2].heightAnchor.constraint(equalToConstant: 30).isActive = true
        views[2].isHidden = true
        fixture.layout()
        var expected = Self.expected(hidden: [2])
        expected[2].size.height = 30
        #expect(fixture.frames == expected)
        #expect(fixture.stack.frame.height == Self.stackHeight(hidden: [2]))
        #expect(fixture.isClean)
    }

    @Test("The custom spacing after the previous visible view separates the neighbours")
    func customSpacingAcrossHiddenView() {
        let (fixture, views) = Self.fixture { _ in }
        fixture.stack.setCustomSpacing(20, after: views[1])
        fixture.stack.setCustomSpacing(30, after: views[2])
        views[2].isHidden = true
        fixture.layout()
        #expect(fixture.frames == Self.expected(hidden: [2], custom: [1: 20, 2: 30]))
        views[2].isHidden = false
        views[1].isHidden = true
        fixture.layout()
        #expect(fixture.frames == Self.expected(hidden: [1], custom: [1: 20, 2: 30]))
        #expect(fixture.isClean)
    }

    @Test(
        "Hiding in the other distributions: the remaining views share the stack",
        arguments: [
            StackView.Distribution.fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ])
    func otherDistributions(distribution: StackView.Distribution) {
        let views = [
            SizedView(40, 10, name: "a"), SizedView(60, 10, name: "b"), SizedView(80, 10, name: "c"),
        ]
        let fixture = StackFixture(views, axis: .horizontal, spacing: 10, width: 290) {
            $0.distribution = distribution
        }
        views[1].isHidden = true
        fixture.layout()
        let expected: [(Double, Double)] =
            switch distribution {
            case .fillEqually: [(0, 140), (140, 0), (150, 140)]
            case .fillProportionally: [(0, 89), (89, 0), (99, 191)]  // shares of 290 by 40 : 80 over 130 (≈)
            default: [(0, 40), (40, 0), (210, 80)]
            }
        if distribution == .fillProportionally {
            #expect(
                abs(views[0].frame.width - 1160.0 / 13) < 1e-6
                    && abs(views[2].frame.width - 2480.0 / 13) < 1e-6)
            #expect(views[1].frame.width == 0)
        } else {
            #expect(fixture.frames.map { ($0.minX, $0.width) }.elementsEqual(expected) { $0 == $1 })
        }
        #expect(fixture.isClean)
        views[1].isHidden = false
        fixture.layout()
        #expect(views[1].frame.width > 0)
        #expect(fixture.isClean)
    }

    @Test("A hidden nested stack collapses although its content has required lengths")
    func hiddenNestedStack() {
        let inner = StackView(arrangedSubviews: [
            SizedView(50, 20, name: "i0"), SizedView(50, 20, name: "i1"),
        ])
        inner.axis = .vertical
        inner.spacing = 4
        for view in inner.arrangedSubviews {
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        let a = SizedView(100, 10, name: "a")
        let b = SizedView(100, 30, name: "b")
        let fixture = StackFixture([a, inner, b], axis: .vertical, spacing: 8, width: 320)
        #expect(fixture.frames.map(\.minY) == [0, 18, 70])
        inner.isHidden = true
        fixture.layout()
        #expect(a.frame.minY == 0 && b.frame.minY == 18)
        #expect(fixture.stack.frame.height == 48)
        #expect(fixture.diagnostics.items.isEmpty)
    }

    @Test("Hidden views do not count in the thickness of a stack aligned on an edge")
    func hiddenViewAcrossTheAxis() {
        let views = [SizedView(40, 20, name: "a"), SizedView(60, 90, name: "tall")]
        let fixture = StackFixture(views, axis: .horizontal) { $0.alignment = .top }
        #expect(fixture.stack.frame.height == 90)
        views[1].isHidden = true
        fixture.layout()
        #expect(fixture.stack.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(fixture.isClean)
    }
}
