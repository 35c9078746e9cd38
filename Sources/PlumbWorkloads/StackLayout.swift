// StackLayout: docs/benchmarks.md L2, a vertical stack view of N arranged 44-pt-high views in a root
// 320 wide, laid out once, then again after one member is hidden.
//
// Design. The views, the stack view and its arranged subviews are built before the clock starts
// (adding arranged subviews only records them; the stack view generates its constraints in the
// update pass, inside the timed layout). The arranged views are labels with a fixed intrinsic
// height of 44 and no intrinsic width, so the engine generates their hugging and compression
// resistance; the stack (fill distribution, fill alignment, spacing 0) is pinned to the root's
// top, leading and trailing edges and takes its height from its views. Timed:
// - initial: activating the stack's three pins and `root.layoutIfNeeded()` (the stack view
//   generates its constraints, the engine lowers everything in one batch, frames are applied);
// - hide: `member.isHidden = true` on the middle view and `root.layoutIfNeeded()` (the stack view
//   rewires the two links around it; every view after it moves up).

import Plumb

/// L2: a vertical `StackView` of N arranged 44-pt-high views in a root 320 wide
/// (docs/benchmarks.md), then the middle one hidden.
///
/// ```
/// root 320 × 568; stack.top == root.top; stack.leading == root.leading;
/// stack.trailing == root.trailing
/// stack: axis vertical, distribution fill, alignment fill, spacing 0
/// arranged view i: intrinsic size none × 44 → frame (0, 44·i, 320, 44)
/// after hiding view h = N / 2: view h is (0, 44·h, 320, 0), views after it move up 44
/// ```
///
/// A view tree is not thread-safe: use a layout from one thread.
public struct StackLayout {
    /// The root's width.
    public static let width = 320.0
    /// The height of every arranged view.
    public static let rowHeight = 44.0

    /// N, the number of arranged views.
    public let size: Int
    /// The space between neighbouring views (0 in L2).
    public let spacing: Double
    /// The root of the tree, 320 × 568.
    public let root: View
    /// The stack view, a subview of the root.
    public let stack: StackView
    /// The arranged views, top to bottom.
    public let rows: [FixedSizeLabel]
    /// The index of the view that ``hide()`` hides: N / 2.
    public let hiddenIndex: Int
    /// The stack's pins to the root (inactive until ``activate()``).
    public let constraints: [LayoutConstraint]

    /// Builds the views and the stack; nothing is laid out and no constraint is active.
    /// - Parameters:
    ///   - size: N ≥ 1.
    ///   - spacing: the stack's spacing, 0 by default (L2).
    /// - Complexity: O(N).
    public init(size: Int, spacing: Double = 0) {
        precondition(size >= 1, "a stack needs at least one view")
        self.size = size
        self.spacing = spacing
        let root = View(frame: Rect(x: 0, y: 0, width: Self.width, height: 568))
        root.accessibilityIdentifier = "root"
        let stack = StackView()
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = spacing
        root.addSubview(stack)
        var rows: [FixedSizeLabel] = []
        rows.reserveCapacity(size)
        for _ in 0..<size {
            let row = FixedSizeLabel(
                intrinsicSize: Size(width: View.noIntrinsicMetric, height: Self.rowHeight))
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        self.root = root
        self.stack = stack
        self.rows = rows
        self.hiddenIndex = size / 2
        self.constraints = [
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
    }

    /// Activates the stack's pins to the root.
    /// - Throws: a `LayoutError` (a bug: they relate views of one tree).
    public func activate() throws(LayoutError) {
        try LayoutConstraint.activate(constraints)
    }

    /// Lays the tree out: `root.layoutIfNeeded()`.
    public func layout() {
        root.layoutIfNeeded()
    }

    /// Hides the view at ``hiddenIndex`` and lays the tree out again.
    public func hide() {
        rows[hiddenIndex].isHidden = true
        root.layoutIfNeeded()
    }

    /// The stack's height: 44·N (+ spacing) before ``hide()``, 44·(N − 1) after it.
    public var stackHeight: Double { stack.frame.height }

    /// Whether every frame is exactly the one L2 states: the stack at (0, 0), 320 wide and as
    /// tall as its visible views; view i at y = (44 + spacing)·i, 320 × 44; when `hidden`, view
    /// ``hiddenIndex`` is collapsed (0 high, at the end of the view before it) and every view
    /// after it is 44 + spacing higher up.
    public func isLaidOut(hidden: Bool) -> Bool {
        let pitch = Self.rowHeight + spacing
        let visible = hidden ? size - 1 : size
        let height = Self.rowHeight * Double(visible) + spacing * Double(max(visible - 1, 0))
        guard stack.frame == Rect(x: 0, y: 0, width: Self.width, height: height) else { return false }
        for (i, row) in rows.enumerated() {
            let expected: Rect
            if hidden && i == hiddenIndex {
                let y = i == 0 ? 0 : pitch * Double(i) - spacing
                expected = Rect(x: 0, y: y, width: Self.width, height: 0)
            } else {
                let slot = hidden && i > hiddenIndex ? i - 1 : i
                expected = Rect(x: 0, y: pitch * Double(slot), width: Self.width, height: Self.rowHeight)
            }
            guard row.frame == expected else { return false }
        }
        return true
    }
}
