/// A distance joint between two bodies' anchor points, as Box2D v3's `b2DistanceJointDef`:
/// rigid (a rod), a spring (with `hertz` > 0), and/or a rope (limits `minLength`…`maxLength`).
public struct DistanceJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// The anchor on body A, in A's local frame (relative to its origin), in points.
    public var localAnchorA: Vec2
    /// The anchor on body B, in B's local frame (relative to its origin), in points.
    public var localAnchorB: Vec2
    /// The rest length, in points (clamped to at least `PhysicsConstants.linearSlop`).
    public var length: Double
    /// The shortest allowed length, in points (a rope's slack side); default 0.
    public var minLength: Double
    /// The longest allowed length, in points; default `.infinity` (no limit).
    public var maxLength: Double
    /// If true the joint is a spring of `hertz` and `dampingRatio` towards `length`; if false
    /// it is rigid (soft step's joint softness, 60 Hz and ζ = 2 at 4 substeps).
    public var enableSpring: Bool
    /// The spring stiffness, in Hz (0 means no spring force: only the limits act).
    public var hertz: Double
    /// The spring's damping ratio (1 is critical).
    public var dampingRatio: Double

    /// Creates a distance joint definition; by default a rigid rod between the two origins.
    public init(
        bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
        length: Double,
        minLength: Double = 0, maxLength: Double = .infinity, enableSpring: Bool = false, hertz: Double = 0,
        dampingRatio: Double = 0
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.length = length
        self.minLength = minLength
        self.maxLength = maxLength
        self.enableSpring = enableSpring
        self.hertz = hertz
        self.dampingRatio = dampingRatio
    }
}
