/// A target joint: a soft spring pulling a point of a body towards a world target, as Box2D v3's
/// `b2MouseJointDef` (for dragging and for UIKit's snap).
public struct MouseJointDefinition: Hashable, Sendable {
    /// The body pulled.
    public var body: BodyID
    /// The point pulled, in the body's local frame (relative to its origin), in points.
    public var localAnchor: Vec2
    /// The world target, in points.
    public var target: Vec2
    /// The spring stiffness, in Hz.
    public var hertz: Double
    /// The spring's damping ratio (1 is critical).
    public var dampingRatio: Double
    /// The largest force the spring exerts, in mass·pt/s²; default unlimited.
    public var maxForce: Double

    /// Creates a target joint definition.
    public init(
        body: BodyID, localAnchor: Vec2 = .zero, target: Vec2, hertz: Double = 5,
        dampingRatio: Double = 0.7,
        maxForce: Double = .infinity
    ) {
        self.body = body
        self.localAnchor = localAnchor
        self.target = target
        self.hertz = hertz
        self.dampingRatio = dampingRatio
        self.maxForce = maxForce
    }
}
