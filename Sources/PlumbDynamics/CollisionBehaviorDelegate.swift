import Plumb

/// Hears a collision behaviour's contacts begin and end (UIKit's `UICollisionBehaviorDelegate`,
/// docs/dynamics.md §7.4); every method is optional.
///
/// Callbacks come after a step's solve and write-back, before `action` blocks, per collision
/// behaviour in tree order and then pair order. A pair is touching while its contact manifold has
/// points (within the engine's 2 pt speculative margin); a resting contact reports one began.
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `point` (reference coordinates).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point)
    /// Two items stopped touching (or the pair left the behaviour).
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    /// An item started touching a boundary (identifier nil for the reference bounds) at `point`.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    /// An item stopped touching a boundary (or the boundary or item left the behaviour).
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {}
}
