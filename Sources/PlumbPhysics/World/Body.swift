/// A body's state inside a `World` (internal storage; the public API addresses it by `BodyID`).
struct Body: Sendable {
    var type: BodyType
    /// The body origin's world position, in points.
    var origin: Vec2
    var rotation: Rotation
    /// The centre of mass in the body frame, in points.
    var localCenter: Vec2 = .zero
    /// The centre of mass in world coordinates, in points.
    var center: Vec2
    /// The velocity of the centre of mass, in pt/s.
    var linearVelocity: Vec2
    /// The angular velocity, in rad/s.
    var angularVelocity: Double
    /// Accumulated force for the next step, in mass·pt/s².
    var force: Vec2 = .zero
    /// Accumulated torque for the next step, in mass·pt²/s².
    var torque: Double = 0
    var mass: Double = 0
    var invMass: Double = 0
    /// Rotational inertia about the centre of mass, in mass·pt².
    var inertia: Double = 0
    var invInertia: Double = 0
    var linearDamping: Double
    var angularDamping: Double
    var gravityScale: Double
    var fixedRotation: Bool
    var isSleepEnabled: Bool
    var isAwake: Bool
    /// If false the narrow phase recomputes this body's contacts every step (see
    /// `BodyDefinition.isContactRecyclingEnabled`).
    var isContactRecyclingEnabled: Bool
    /// True if continuous collision swept the body in its last step (it moved more than half its
    /// smallest extent): its contacts are then recomputed, never recycled.
    var isFast = false
    /// How long the body has been below the sleep velocity, in seconds.
    var sleepTime: Double = 0
    /// The largest distance from the centre of mass to a shape's bounds, in points.
    var maxExtent: Double = 0
    /// Shape indices, in creation order.
    var shapes: [Int] = []
    /// The island (index into `World.islands`), or −1 for static bodies and tombstones.
    var island = -1

    /// The smallest half-extent of the body's solid shapes, in points (continuous collision
    /// runs when a body moves more than half of this in a step).
    var minExtent: Double = .infinity
    /// The centre of mass and rotation at the start of the step (for continuous collision).
    var center0: Vec2 = .zero
    var rotation0: Rotation = .identity

    init(_ def: BodyDefinition) {
        type = def.type
        origin = def.position
        rotation = Rotation(angle: def.angle)
        center = def.position
        linearVelocity = def.type == .static ? .zero : def.linearVelocity
        angularVelocity = def.type == .static || def.fixedRotation ? 0 : def.angularVelocity
        linearDamping = def.linearDamping
        angularDamping = def.angularDamping
        gravityScale = def.gravityScale
        fixedRotation = def.fixedRotation
        isSleepEnabled = def.isSleepEnabled
        isAwake = def.type == .static ? false : def.isAwake
        isContactRecyclingEnabled = def.isContactRecyclingEnabled
    }

    /// The transform of the body origin.
    var transform: Transform { Transform(position: origin, rotation: rotation) }

    /// Sets the centre of mass from the origin and rotation.
    mutating func updateCenter() { center = origin + rotation.apply(localCenter) }

    /// Sets the origin from the centre of mass and rotation.
    mutating func updateOrigin() { origin = center - rotation.apply(localCenter) }
}
