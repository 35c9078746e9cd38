/// A weld joint: glues two bodies at an anchor so they neither separate nor turn relative to each
/// other, rigidly or as linear and angular springs, as Box2D v3's `b2WeldJointDef` (UIKit's
/// fixed attachment, docs/dynamics.md §10).
public struct WeldJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// The weld point on body A, in A's local frame (relative to its origin), in points.
    public var localAnchorA: Vec2
    /// The weld point on body B, in B's local frame (relative to its origin), in points.
    public var localAnchorB: Vec2
    /// `θB − θA` the joint holds, in radians; default 0. Set it to the bodies' current relative
    /// angle to weld them as they are.
    public var referenceAngle: Double
    /// The stiffness of the point constraint, in Hz; default 0 (rigid).
    public var linearHertz: Double
    /// The damping ratio of the point spring (1 is critical); default 0.
    public var linearDampingRatio: Double
    /// The stiffness of the angle constraint, in Hz; default 0 (rigid).
    public var angularHertz: Double
    /// The damping ratio of the angular spring (1 is critical); default 0.
    public var angularDampingRatio: Double

    /// Creates a weld joint definition joining `localAnchorA` on A to `localAnchorB` on B; every
    /// other parameter has the default documented on its property.
    public init(
        bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2, localAnchorB: Vec2, referenceAngle: Double = 0,
        linearHertz: Double = 0, linearDampingRatio: Double = 0, angularHertz: Double = 0,
        angularDampingRatio: Double = 0
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.referenceAngle = referenceAngle
        self.linearHertz = linearHertz
        self.linearDampingRatio = linearDampingRatio
        self.angularHertz = angularHertz
        self.angularDampingRatio = angularDampingRatio
    }
}
