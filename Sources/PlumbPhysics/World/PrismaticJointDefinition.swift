/// A prismatic (slider) joint: body B slides along an axis fixed in body A, without relative
/// rotation, with optional translation limits, a motor and a spring, as Box2D v3's
/// `b2PrismaticJointDef` (UIKit's sliding attachment, docs/dynamics.md §10).
///
/// The translation is the offset of B's anchor from A's anchor along the axis, in points.
public struct PrismaticJointDefinition: Hashable, Sendable {
    /// The first body (the one carrying the axis).
    public var bodyA: BodyID
    /// The second body.
    public var bodyB: BodyID
    /// The anchor on body A, in A's local frame (relative to its origin), in points.
    public var localAnchorA: Vec2
    /// The anchor on body B, in B's local frame (relative to its origin), in points.
    public var localAnchorB: Vec2
    /// The sliding axis in A's local frame (normalised when the joint is created; must not be
    /// zero); default `(1, 0)`.
    public var localAxisA: Vec2
    /// `θB − θA` the joint holds, in radians; default 0. Set it to the bodies' current relative
    /// angle to keep them as they are.
    public var referenceAngle: Double
    /// If true the translation stays within `lowerTranslation…upperTranslation`; default false.
    public var enableLimit: Bool
    /// The smallest translation, in points; default 0.
    public var lowerTranslation: Double
    /// The largest translation, in points; default 0.
    public var upperTranslation: Double
    /// If true a motor drives the translation speed towards `motorSpeed`; default false.
    public var enableMotor: Bool
    /// The motor's target speed along the axis, in pt/s; default 0.
    public var motorSpeed: Double
    /// The largest force the motor applies, in mass·pt/s²; default 0.
    public var maxMotorForce: Double
    /// If true a spring of `hertz` and `dampingRatio` pulls the translation towards 0; default
    /// false.
    public var enableSpring: Bool
    /// The spring stiffness, in Hz; default 0 (no spring force).
    public var hertz: Double
    /// The spring's damping ratio (1 is critical); default 0.
    public var dampingRatio: Double

    /// Creates a prismatic joint definition sliding `localAnchorB` on B along `localAxisA`
    /// through `localAnchorA` on A; every other parameter has the default documented on its
    /// property.
    public init(
        bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2, localAnchorB: Vec2,
        localAxisA: Vec2 = Vec2(1, 0), referenceAngle: Double = 0, enableLimit: Bool = false,
        lowerTranslation: Double = 0, upperTranslation: Double = 0, enableMotor: Bool = false,
        motorSpeed: Double = 0, maxMotorForce: Double = 0, enableSpring: Bool = false, hertz: Double = 0,
        dampingRatio: Double = 0
    ) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.localAxisA = localAxisA
        self.referenceAngle = referenceAngle
        self.enableLimit = enableLimit
        self.lowerTranslation = lowerTranslation
        self.upperTranslation = upperTranslation
        self.enableMotor = enableMotor
        self.motorSpeed = motorSpeed
        self.maxMotorForce = maxMotorForce
        self.enableSpring = enableSpring
        self.hertz = hertz
        self.dampingRatio = dampingRatio
    }
}
