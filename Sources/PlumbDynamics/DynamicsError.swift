import Plumb

/// Misuse of the dynamics API that UIKit reports with an exception (docs/dynamics.md §3.2, §4.2);
/// each message says how to fix the problem.
public enum DynamicsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An item with zero (or negative, or non-finite) width or height; the item's description.
    case invalidItemSize(Size, item: String)
    /// An item whose `collisionBoundsType` is `.path` has no valid convex polygon path.
    case invalidCollisionPath(item: String, reason: String)
    /// An item is in an animator both on its own and as a member of a `DynamicItemGroup`.
    case groupMemberAddedIndividually(String)
    /// A behaviour already in an animator's tree (the same or another animator) was added again.
    case behaviorAlreadyInAnimator(String)

    /// A message that says what went wrong and how to fix it.
    public var description: String {
        switch self {
        case .invalidItemSize(let size, let item):
            "Invalid size \(size) for item \(item) in Dynamics: give the item a non-zero width and "
                + "height before adding it to a behaviour in an animator"
        case .invalidCollisionPath(let item, let reason):
            "Invalid collisionBoundingPath for item \(item): \(reason); use a convex, counter-clockwise "
                + "polygon with (0, 0) at the item's centre, or collisionBoundsType .rectangle"
        case .groupMemberAddedIndividually(let item):
            "Item \(item) is in a DynamicItemGroup in this animator and cannot join a behaviour on its "
                + "own: add the group, or remove the group from every behaviour first"
        case .behaviorAlreadyInAnimator(let behavior):
            "Behavior \(behavior) is already in an animator: remove it (removeBehavior or "
                + "removeChildBehavior) before adding it again"
        }
    }
}
