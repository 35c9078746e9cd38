/// A shape's state inside a `World` (internal storage; the public API addresses it by `ShapeID`).
struct Shape: Sendable {
    var body: Int
    var geometry: ShapeGeometry
    var density: Double
    var friction: Double
    var restitution: Double
    var restitutionThreshold: Double
    var filter: CollisionFilter
    var isSensor: Bool
    var enableContactEvents: Bool
    /// The broad-phase proxy.
    var proxy: DynamicTree.ProxyID = -1
}
