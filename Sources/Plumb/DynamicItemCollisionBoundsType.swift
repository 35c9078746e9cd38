/// How UIKit Dynamics makes an item's collision shape (UIKit's
/// `UIDynamicItemCollisionBoundsType`); ``View/collisionBoundsType`` picks one.
public enum DynamicItemCollisionBoundsType: Hashable, Sendable {
    /// The `bounds.size` rectangle centred on the item's centre (the default).
    case rectangle
    /// The ellipse inscribed in the bounds (an exact circle when width equals height, else a
    /// 24-sided polygon).
    case ellipse
    /// The convex polygon of `collisionBoundingPath`, in item coordinates with (0, 0) at the centre.
    case path
}
