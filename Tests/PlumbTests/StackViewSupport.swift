import Plumb

/// A stand-in for a text view in stack view tests: a fixed intrinsic size and fixed baseline
/// offsets (a label's first baseline lies `first` below its top, its last `last` above its bottom).
final class BaselineView: View {
    let size: Size
    let first: Double
    let last: Double

    init(_ width: Double, _ height: Double, first: Double, last: Double, name: String) {
        size = Size(width: width, height: height)
        self.first = first
        self.last = last
        super.init()
        accessibilityIdentifier = name
    }

    override var intrinsicContentSize: Size { size }
    override var firstBaselineOffsetFromTop: Double { first }
    override var lastBaselineOffsetFromBottom: Double { last }
}

/// A stack view in a 320 × 568 root whose diagnostics are collected: pinned to the root's top
/// and leading edges at (`x`, `y`), with a fixed width and height when given.
struct StackFixture {
    let root: View
    let stack: StackView
    let diagnostics = Diagnostics()

    init(
        _ views: [View], axis: LayoutAxis, spacing: Double = 0, x: Double = 0, y: Double = 0,
        width: Double? = nil, height: Double? = nil, configure: (StackView) -> Void = { _ in }
    ) {
        root = makeRoot(320, 568, diagnostics: diagnostics)
        stack = StackView(arrangedSubviews: views)
        stack.accessibilityIdentifier = "stack"
        stack.axis = axis
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        var pins = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ]
        if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { pins.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        for pin in pins { pin.isActive = true }
        root.layoutIfNeeded()
    }

    /// Lays the tree out again.
    func layout() { root.layoutIfNeeded() }

    /// The arranged views' frames, in the stack's coordinates.
    var frames: [Rect] { stack.arrangedSubviews.map(\.frame) }

    /// Whether no diagnostic was reported and no arranged view (nor the stack) is ambiguous.
    var isClean: Bool {
        diagnostics.items.isEmpty && !stack.hasAmbiguousLayout
            && !stack.arrangedSubviews.contains { $0.hasAmbiguousLayout }
    }

    /// How many of `constraints` are not in `others` (by identity; both lists keep their
    /// constraints alive, so identities cannot be reused).
    static func count(_ constraints: [LayoutConstraint], notIn others: [LayoutConstraint]) -> Int {
        let known = Set(others.map(ObjectIdentifier.init))
        return constraints.filter { !known.contains(ObjectIdentifier($0)) }.count
    }
}

/// A size given along and across a stack's axis.
func size(along axis: LayoutAxis, _ length: Double, across thickness: Double) -> (Double, Double) {
    axis == .horizontal ? (length, thickness) : (thickness, length)
}

/// A rectangle given along and across a stack's axis.
func rect(
    along axis: LayoutAxis, _ position: Double, _ length: Double, across offset: Double, _ thickness: Double
)
    -> Rect
{
    axis == .horizontal
        ? Rect(x: position, y: offset, width: length, height: thickness)
        : Rect(x: offset, y: position, width: thickness, height: length)
}
