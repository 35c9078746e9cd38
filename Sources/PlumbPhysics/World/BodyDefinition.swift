/// The initial state and settings of a body, as Box2D v3's `b2BodyDef`.
///
/// Defaults follow docs/dynamics.md §11.1 (UIKit's item defaults: no damping, rotation allowed).
public struct BodyDefinition: Hashable, Sendable {
    /// Static, kinematic or dynamic; default `.static`, as Box2D.
    public var type: BodyType
    /// The body origin's world position, in points (+y down).
    public var position: Vec2
    /// The body's angle, in radians (positive is clockwise on screen).
    public var angle: Double
    /// The initial velocity of the body origin, in pt/s.
    public var linearVelocity: Vec2
    /// The initial angular velocity, in rad/s (positive is clockwise on screen).
    public var angularVelocity: Double
    /// Linear damping `c` in s⁻¹: each substep `v ← v / (1 + c·h)` (UIKit's `resistance`); default 0.
    public var linearDamping: Double
    /// Angular damping in s⁻¹: each substep `ω ← ω / (1 + c·h)`; default 0.
    public var angularDamping: Double
    /// Multiplies the world's gravity for this body; default 1.
    public var gravityScale: Double
    /// If true the body never rotates (UIKit's `allowsRotation = false`); default false.
    public var fixedRotation: Bool
    /// If false the body is never put to sleep; default true.
    public var isSleepEnabled: Bool
    /// Whether the body starts awake; default true.
    public var isAwake: Bool
    /// Whether the body's contacts may keep their manifolds while it moves little relative to the
    /// other body (``World/contactRecycleDistance``); default true, as Box2D v3's
    /// `enableContactRecycling`. A pair recycles only when both bodies allow it; turn it off for a
    /// body (a character) that must never meet a manifold a few points stale.
    public var isContactRecyclingEnabled: Bool

    /// Creates a body definition; every parameter has the default documented on its property.
    public init(
        type: BodyType = .static, position: Vec2 = .zero, angle: Double = 0, linearVelocity: Vec2 = .zero,
        angularVelocity: Double = 0, linearDamping: Double = 0, angularDamping: Double = 0,
        gravityScale: Double = 1, fixedRotation: Bool = false, isSleepEnabled: Bool = true,
        isAwake: Bool = true, isContactRecyclingEnabled: Bool = true
    ) {
        self.type = type
        self.position = position
        self.angle = angle
        self.linearVelocity = linearVelocity
        self.angularVelocity = angularVelocity
        self.linearDamping = linearDamping
        self.angularDamping = angularDamping
        self.gravityScale = gravityScale
        self.fixedRotation = fixedRotation
        self.isSleepEnabled = isSleepEnabled
        self.isAwake = isAwake
        self.isContactRecyclingEnabled = isContactRecyclingEnabled
    }
}
