import PlumbSolver

/// Insets from the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets in UIKit's argument order: top, left, bottom, right.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Edge-wise sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }

    /// `(top, left, bottom, right)`.
    public var description: String {
        "(\(NumberFormat.shortest(top)), \(NumberFormat.shortest(left)), \(NumberFormat.shortest(bottom)), \(NumberFormat.shortest(right)))"
    }
}
