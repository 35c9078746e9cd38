import Plumb
import Testing

/// Screen (c) of docs/auto-layout.md §10.3: one button (46 × 30) in the root, with the constraints
/// each single-button format produces, written as constraints (VFL comes later). Profile P7.
@Suite struct SingleButtonFormatTests {
    struct Orientation: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Double
        let height: Double
        var testDescription: String { name }
    }

    static let portrait = Orientation(name: "portrait", width: 320, height: 568)
    static let landscape = Orientation(name: "landscape", width: 568, height: 320)

    /// A root of the orientation's size with the button in it.
    static func screen(_ orientation: Orientation, _ diagnostics: Diagnostics) -> (View, SizedView) {
        let root = makeRoot(orientation.width, orientation.height, diagnostics: diagnostics)
        let button = SizedView(46, 30, name: "button")
        root.addSubview(button)
        return (root, button)
    }

    /// c1, `H:|-(<=100)-[_button(>=50)]-(<=100)-|`: hugging (250) pulls the width down to the
    /// smallest legal value, so x = 100 and w = W − 200. Nothing is given vertically: y is
    /// parametric and reads 0 (§1.4, §8.2 — observed, [unverified] for Apple), height 30.
    @Test(arguments: [(portrait, 120.0), (landscape, 368.0)])
    func c1(_ orientation: Orientation, width: Double) throws {
        let diagnostics = Diagnostics()
        let (root, button) = Self.screen(orientation, diagnostics)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 100),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            try LayoutConstraint(
                item: root, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: button,
                attribute: .trailing, multiplier: 1, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 100, y: 0, width: width, height: 30))
        #expect(diagnostics.items.isEmpty)
        let ambiguous = root.ambiguousLayouts()
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.view === button)
        #expect(ambiguous.first?.axes == [.vertical])
        #expect(ambiguous.first?.variables == ["minY"])
    }

    /// c1 laid out in portrait, then rotated: the incremental re-solve gives the landscape values.
    @Test func c1Rotation() throws {
        let (root, button) = Self.screen(Self.portrait, Diagnostics())
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 100),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            root.trailingAnchor.constraint(lessThanOrEqualTo: button.trailingAnchor, constant: 100),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 100, y: 20, width: 120, height: 30))
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 100, y: 20, width: 368, height: 30))
        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 100, y: 20, width: 120, height: 30))
        #expect(!button.hasAmbiguousLayout)
    }

    /// c2, `H:|-[_button(>=100,<=200)]`: x = 20, w = 100 in both orientations.
    @Test(arguments: [portrait, landscape])
    func c2(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let (root, button) = Self.screen(orientation, diagnostics)
        try LayoutConstraint.activate([
            try LayoutConstraint(
                item: button, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                multiplier: 1, constant: 20),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            button.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 20, y: 0, width: 100, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(root.ambiguousLayouts().map(\.axes) == [[.vertical]])
    }

    /// c3, `V:[_button]-(>=100)-|`, combined with c2's horizontal constraints so that x and w are
    /// determined: y is only bounded above (y ≤ H − 130), so the button is vertically ambiguous.
    /// Which y the engine returns is [unverified] (§10.3); only the bound is checked.
    @Test(arguments: [(portrait, 438.0), (landscape, 190.0)])
    func c3(_ orientation: Orientation, maximumY: Double) throws {
        let diagnostics = Diagnostics()
        let (root, button) = Self.screen(orientation, diagnostics)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            button.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            try LayoutConstraint(
                item: root, attribute: .bottom, relatedBy: .greaterThanOrEqual, toItem: button,
                attribute: .bottom, multiplier: 1, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(button.hasAmbiguousLayout)
        let ambiguous = root.ambiguousLayouts()
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.axes == [.vertical])
        #expect(ambiguous.first?.variables == ["minY"])
        #expect(button.frame.origin.x == 20)
        #expect(button.frame.size == Size(width: 100, height: 30))
        #expect(button.frame.origin.y <= maximumY)
        #expect(diagnostics.items.isEmpty)

        // The fix §10.3 suggests: a vertical position, `V:|-[_button]`.
        button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(!button.hasAmbiguousLayout)
        #expect(button.frame == Rect(x: 20, y: 20, width: 100, height: 30))
    }

    /// c3 with the button pushed to its bound by an optional pull: y = H − 130 exactly.
    @Test(arguments: [(portrait, 438.0), (landscape, 190.0)])
    func c3WithPull(_ orientation: Orientation, y: Double) throws {
        let (root, button) = Self.screen(orientation, Diagnostics())
        let pull = button.topAnchor.constraint(equalTo: root.topAnchor, constant: 1000)
        pull.priority = 500
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 100),
            pull,
        ])
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 20, y: y, width: 46, height: 30))
        #expect(!button.hasAmbiguousLayout)
    }
}
