/// A revolute (pin) joint: two bodies share an anchor point and turn freely about it, with an
/// optional friction torque, as Box2D v3's `b2RevoluteJointDef` (limits and motor not yet).
public struct RevoluteJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// The pin on body A, in A's local frame (relative to its origin), in points.
    public var localAnchorA: Vector
    /// The pin on body B, in B's local frame (relative to its origin), in points.
    public var localAnchorB: Vector
    /// The largest torque resisting relative rotation (joint friction), in mass·pt²/s²; default 0.
    public var maxFrictionTorque: Double

    /// Creates a revolute joint definition pinning `localAnchorA` on A to `localAnchorB` on B.
    public init(
        bodyA: BodyID, bodyB: BodyID, localAnchorA: Vector, localAnchorB: Vector,
        maxFrictionTorque: Double = 0
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.maxFrictionTorque = maxFrictionTorque
    }
}
