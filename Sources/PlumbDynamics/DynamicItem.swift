import Plumb

/// An object the dynamic animator can move (UIKit's `UIDynamicItem`): views conform.
///
/// The animator reads `center`, `bounds.size` and the rotation of `transform` once, when the item
/// first becomes known to it (docs/dynamics.md §3.2), and from then on writes `center` and a
/// rotation-only `transform` after every step (§3.3).
public protocol DynamicItem: AnyObject {
    /// The item's centre, in its superview's (or for non-views the reference) coordinates.
    var center: Point { get set }
    /// The item's bounds; the size gives the collision shape and the mass (density × area / 10⁴).
    var bounds: Rect { get }
    /// The item's transform; only its rotation `atan2(b, a)` is read, and a pure rotation is written.
    var transform: AffineTransform { get set }
    /// The collision shape kind; `.rectangle` by default.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The collision polygon for `.path`: convex, no self-intersection, (0, 0) at the centre.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// An empty path (only read when `collisionBoundsType` is `.path`).
    public var collisionBoundingPath: BezierPath { BezierPath() }
}

/// Views are dynamic items as in UIKit; a subclass chooses its collision shape by overriding
/// `View.collisionBoundsType` and `View.collisionBoundingPath`.
extension View: DynamicItem {}
