import Plumb
import PlumbPhysics

/// A registered item: its outline, its body in the current world and what was last written.
struct ItemRecord {
    /// The item (kept alive while registered, as UIKit's behaviours keep their items).
    let item: any DynamicItem
    /// The outline read at registration.
    let geometry: ItemGeometry
    /// The centre read at registration, in reference coordinates.
    let initialCenter: Point
    /// The rotation read at registration, in radians.
    let initialAngle: Double
    /// The resolved item-behaviour properties.
    var material = ItemMaterial()
    /// The item's body in the current world; nil until the first rebuild.
    var body: BodyID?
    /// The material and filter the body's shapes were made with; nil until the first rebuild.
    var builtShapes: (material: ItemMaterial, filter: CollisionFilter)?
    /// The pose last written to the item (nil forces the next write).
    var written: (position: Vec2, angle: Double)?
}

/// What an engine shape stands for.
enum ShapeOwner {
    /// An item's outline (or one piece of it).
    case item(ObjectIdentifier)
    /// A boundary of a collision behaviour; identifier nil for the reference bounds.
    case boundary(CollisionBehavior, identifier: AnyHashable?)
}

/// A pair of engine shapes, lower index first.
struct ShapePairKey: Hashable {
    var a: Int
    var b: Int
}

/// A contact reported to a collision behaviour's delegate.
struct ContactRecord {
    /// Identifies the contact: behaviour, items and boundary.
    struct Key: Hashable {
        var behavior: ObjectIdentifier
        var item1: ObjectIdentifier
        var item2: ObjectIdentifier?
        var boundary: AnyHashable?
    }

    var key: Key
    var behavior: CollisionBehavior
    var item1: any DynamicItem
    /// The second item, or nil for an item–boundary contact.
    var item2: (any DynamicItem)?
    var boundary: AnyHashable?
    /// The contact point, in reference coordinates.
    var point: Point
}
