/// Which shapes may collide, as Box2D's `b2Filter` (docs/dynamics.md §7.2).
///
/// Two shapes in the same non-zero group always collide (positive group) or never collide
/// (negative group); otherwise they collide when each one's category is in the other's mask.
public struct CollisionFilter: Hashable, Sendable {
    /// The categories this shape belongs to (bit set); default `1`.
    public var categoryBits: UInt64
    /// The categories this shape collides with (bit set); default all.
    public var maskBits: UInt64
    /// The collision group: shapes sharing a positive group always collide, a negative group
    /// never; 0 (the default) means no group.
    public var groupIndex: Int

    /// Creates a filter; the defaults collide with everything.
    public init(categoryBits: UInt64 = 1, maskBits: UInt64 = .max, groupIndex: Int = 0) {
        self.categoryBits = categoryBits
        self.maskBits = maskBits
        self.groupIndex = groupIndex
    }

    /// The default filter: category 1, collides with everything, no group.
    public static let `default` = CollisionFilter()

    /// True if shapes with filters `self` and `other` should collide.
    public func shouldCollide(with other: CollisionFilter) -> Bool {
        if groupIndex == other.groupIndex && groupIndex != 0 { return groupIndex > 0 }
        return (categoryBits & other.maskBits) != 0 && (other.categoryBits & maskBits) != 0
    }
}
