/// A revolute (pin) joint: two bodies share an anchor point and turn about it, with optional
/// angle limits, a motor and a friction torque, as Box2D v3's `b2RevoluteJointDef` (UIKit's pin
/// attachment, docs/dynamics.md §10).
///
/// The joint angle is `θB − θA − referenceAngle`, in radians, positive clockwise on screen.
public struct RevoluteJointDefinition: Hashable, Sendable {
    /// The first body.
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// The pin on body A, in A's local frame (relative to its origin), in points.
    public var localAnchorA: Vec2
    /// The pin on body B, in B's local frame (relative to its origin), in points.
    public var localAnchorB: Vec2
    /// `θB − θA` at joint angle 0, in radians; default 0. Set it to the bodies' current relative
    /// angle to measure (and limit) rotation from where they start, as UIKit's `attachmentRange`.
    public var referenceAngle: Double
    /// The largest torque resisting relative rotation (joint friction), in mass·pt²/s²; default 0.
    public var maxFrictionTorque: Double
    /// If true the joint angle stays within `lowerAngle…upperAngle`; default false.
    public var enableLimit: Bool
    /// The smallest joint angle, in radians (clamped to ≥ −0.99π); default 0.
    public var lowerAngle: Double
    /// The largest joint angle, in radians (clamped to ≤ 0.99π); default 0.
    public var upperAngle: Double
    /// If true a motor drives the joint speed `ωB − ωA` towards `motorSpeed`; default false.
    public var enableMotor: Bool
    /// The motor's target speed, in rad/s (positive clockwise on screen); default 0.
    public var motorSpeed: Double
    /// The largest torque the motor applies, in mass·pt²/s²; default 0.
    public var maxMotorTorque: Double
    /// The stiffness of the point constraint, in Hz: 0 (the default) holds the two anchors
    /// together rigidly (with the engine's joint softness); above 0 a spring of this natural
    /// frequency pulls them together (docs/dynamics.md §10.3, a zero-length soft attachment), with
    /// a frequency independent of the bodies' masses.
    public var pointHertz: Double
    /// The point spring's damping ratio (1 is critical), used when `pointHertz` > 0; default 0.
    public var pointDampingRatio: Double

    /// Creates a revolute joint definition pinning `localAnchorA` on A to `localAnchorB` on B;
    /// every other parameter has the default documented on its property.
    public init(
        bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2, localAnchorB: Vec2,
        maxFrictionTorque: Double = 0, referenceAngle: Double = 0, enableLimit: Bool = false,
        lowerAngle: Double = 0, upperAngle: Double = 0, enableMotor: Bool = false, motorSpeed: Double = 0,
        maxMotorTorque: Double = 0, pointHertz: Double = 0, pointDampingRatio: Double = 0
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.maxFrictionTorque = maxFrictionTorque
        self.referenceAngle = referenceAngle
        self.enableLimit = enableLimit
        self.lowerAngle = lowerAngle
        self.upperAngle = upperAngle
        self.enableMotor = enableMotor
        self.motorSpeed = motorSpeed
        self.maxMotorTorque = maxMotorTorque
        self.pointHertz = pointHertz
        self.pointDampingRatio = pointDampingRatio
    }
}
