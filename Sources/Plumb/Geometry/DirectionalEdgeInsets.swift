/// Insets named by reading direction, in points (UIKit's `NSDirectionalEdgeInsets`): `leading` is
/// the left inset in left-to-right layouts and the right inset in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets in UIKit's argument order: top, leading, bottom, trailing.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
