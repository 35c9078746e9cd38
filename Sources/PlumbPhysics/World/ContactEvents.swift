/// Two shapes started touching during a step (their manifold gained points).
public struct ContactBeginEvent: Hashable, Sendable {
    /// The first shape (the lower id).
    public var shapeA: ShapeID
    /// The second shape (the higher id).
    public var shapeB: ShapeID
    /// The first contact point, in world points.
    public var point: Vec2
    /// The contact normal, unit, pointing from `shapeA` to `shapeB`.
    public var normal: Vec2
}

/// Two shapes stopped touching during a step.
public struct ContactEndEvent: Hashable, Sendable {
    /// The first shape (the lower id).
    public var shapeA: ShapeID
    /// The second shape (the higher id).
    public var shapeB: ShapeID
}

/// A shape started or stopped overlapping a sensor shape.
public struct SensorEvent: Hashable, Sendable {
    /// The sensor shape.
    public var sensor: ShapeID
    /// The other shape.
    public var visitor: ShapeID
}
