/// The closest shape a world ray cast hit.
public struct RayHit: Hashable, Sendable {
    /// The shape hit.
    public var shape: ShapeID
    /// The hit point, in world points.
    public var point: Vec2
    /// The unit surface normal at the hit, pointing out of the shape.
    public var normal: Vec2
    /// The fraction of the ray's translation at the hit, in `[0, 1]`.
    public var fraction: Double
}
