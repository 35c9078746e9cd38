import Plumb
import Testing

/// Symbolic constants (VFL's standard space `NSSpace`, the anchors' system spacing) read as their
/// value in the tree's profile, and setting `constant` replaces them (docs/auto-layout.md §6).
@Suite struct SymbolicConstantTests {
    private func tree() -> (View, SizedView, SizedView) {
        let root = makeRoot(320, 568)
        let first = SizedView(40, 20, name: "first")
        let second = SizedView(40, 20, name: "second")
        root.addSubview(first)
        root.addSubview(second)
        return (root, first, second)
    }

    @Test func standardSpaceReadsAsItsValueAndCanBeReplaced() throws {
        let (root, first, second) = tree()
        let views: [String: LayoutItem] = ["first": first, "second": second]
        let horizontal = try LayoutConstraint.activate(withVisualFormat: "H:|-[first]-[second]", views: views)
        try LayoutConstraint.activate(withVisualFormat: "V:|[first]", views: views)
        try LayoutConstraint.activate(withVisualFormat: "V:|[second]", views: views)
        #expect(horizontal.map(\.constant) == [20, 8])
        root.layoutIfNeeded()
        #expect(first.frame.origin.x == 20)
        #expect(second.frame.origin.x == 68)

        horizontal[1].constant = 30
        root.layoutIfNeeded()
        #expect(horizontal[1].constant == 30)
        #expect(second.frame.origin.x == 90)
        #expect(!horizontal[1].description.contains("NSSpace"))

        horizontal[0].constant = 0
        root.layoutIfNeeded()
        #expect(first.frame.origin.x == 0)
        #expect(second.frame.origin.x == 70)
    }

    @Test func systemSpacingReadsAsEightTimesTheMultiplierAndCanBeReplaced() throws {
        let (root, first, second) = tree()
        let spacing = second.leadingAnchor.constraint(
            equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2)
        #expect(spacing.constant == 16)
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor), spacing,
        ])
        root.layoutIfNeeded()
        #expect(second.frame.origin.x == 56)
        spacing.constant = 4
        root.layoutIfNeeded()
        #expect(second.frame.origin.x == 44)
    }
}
