/// A rigid transform: a rotation followed by a translation, as Box2D v3's `b2Transform`.
///
/// Maps a body's local coordinates (points) to world coordinates: `p ↦ rotation·p + position`.
public struct Transform: Hashable, Sendable {
    /// The translation, in points.
    public var position: Vec2
    /// The rotation.
    public var rotation: Rotation

    /// Creates a transform from a translation (points) and a rotation.
    public init(position: Vec2 = .zero, rotation: Rotation = .identity) {
        self.position = position
        self.rotation = rotation
    }

    /// Creates a transform from a translation (points) and an angle (radians, clockwise on screen).
    public init(position: Vec2, angle: Double) {
        self.position = position
        self.rotation = Rotation(angle: angle)
    }

    /// The identity transform.
    public static let identity = Transform()

    /// Maps a local point to world coordinates.
    public func apply(_ p: Vec2) -> Vec2 { rotation.apply(p) + position }

    /// Maps a world point to local coordinates.
    public func applyInverse(_ p: Vec2) -> Vec2 { rotation.applyInverse(p - position) }

    /// The inverse transform.
    public var inverse: Transform {
        let r = rotation.inverse
        return Transform(position: r.apply(-position), rotation: r)
    }

    /// The composition `self ∘ other` (first `other`, then `self`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            position: rotation.apply(other.position) + position,
            rotation: rotation.concatenating(other.rotation))
    }

    /// The relative transform `self⁻¹ ∘ other`: maps `other`'s local frame into this one's.
    public func inverseConcatenating(_ other: Transform) -> Transform {
        Transform(
            position: rotation.applyInverse(other.position - position),
            rotation: rotation.inverseConcatenating(other.rotation))
    }
}
