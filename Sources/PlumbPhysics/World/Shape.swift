/// A shape's state inside a `World` (internal storage; the public API addresses it by `ShapeID`).
struct Shape: Sendable {
    var body: Int
    let geometry: ShapeGeometry
    /// `geometry` as the narrow phase reads it, in place (`Collision/CollisionGeometry.swift`).
    let collision: CollisionGeometry
    var density: Double
    var friction: Double
    var restitution: Double
    var restitutionThreshold: Double
    var filter: CollisionFilter
    var isSensor: Bool
    var enableContactEvents: Bool
    /// The broad-phase proxy.
    var proxy: DynamicTree.ProxyID = -1

    /// The state of a new shape of `body` with `geometry` and `definition`'s material and filter.
    init(body: Int, geometry: ShapeGeometry, definition: ShapeDefinition) {
        self.body = body
        self.geometry = geometry
        self.collision = CollisionGeometry(geometry)
        (density, friction, restitution) = (definition.density, definition.friction, definition.restitution)
        restitutionThreshold = definition.restitutionThreshold
        (filter, isSensor) = (definition.filter, definition.isSensor)
        enableContactEvents = definition.enableContactEvents
    }
}
