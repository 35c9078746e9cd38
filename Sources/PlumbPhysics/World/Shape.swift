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

    init(
        body: Int, geometry: ShapeGeometry, density: Double, friction: Double, restitution: Double,
        restitutionThreshold: Double, filter: CollisionFilter, isSensor: Bool, enableContactEvents: Bool
    ) {
        self.body = body
        self.geometry = geometry
        self.collision = CollisionGeometry(geometry)
        self.density = density
        self.friction = friction
        self.restitution = restitution
        self.restitutionThreshold = restitutionThreshold
        self.filter = filter
        self.isSensor = isSensor
        self.enableContactEvents = enableContactEvents
    }
}
