/// An offset from an item's centre in the item's own (rotating) frame, in points (UIKit's
/// `UIOffset`).
public struct Offset: Hashable, Sendable {
    /// The offset along the item's x axis.
    public var horizontal: Double
    /// The offset along the item's y axis (+y down).
    public var vertical: Double

    /// Creates an offset.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset: the item's centre.
    public static let zero = Offset(horizontal: 0, vertical: 0)
}
