/// A ray for ray casts: from `origin` along `translation`, up to `maxFraction` of it.
public struct RayCastInput: Hashable, Sendable {
    /// The start point, in points.
    public var origin: Vec2
    /// The ray's full translation, in points: the end point is `origin + translation`.
    public var translation: Vec2
    /// The largest fraction of `translation` to consider; default 1.
    public var maxFraction: Double

    /// Creates a ray from `origin` along `translation` (points), up to `maxFraction` of it.
    public init(origin: Vec2, translation: Vec2, maxFraction: Double = 1) {
        self.origin = origin
        self.translation = translation
        self.maxFraction = maxFraction
    }

    /// The ray transformed into a local frame (`transform` maps local to world).
    public func inLocalFrame(of transform: Transform) -> RayCastInput {
        RayCastInput(
            origin: transform.applyInverse(origin), translation: transform.rotation.applyInverse(translation),
            maxFraction: maxFraction)
    }
}

/// The result of a ray cast that hit.
public struct RayCastOutput: Hashable, Sendable {
    /// The hit point, in points.
    public var point: Vec2
    /// The unit surface normal at the hit point, pointing out of the shape (towards the ray).
    public var normal: Vec2
    /// The fraction of the ray's translation at which it hits, in `[0, maxFraction]`.
    public var fraction: Double

    /// Creates a hit from a point, a unit normal and a fraction.
    public init(point: Vec2, normal: Vec2, fraction: Double) {
        self.point = point
        self.normal = normal
        self.fraction = fraction
    }

    /// The hit transformed from a local frame to world (`transform` maps local to world).
    public func toWorld(_ transform: Transform) -> RayCastOutput {
        RayCastOutput(
            point: transform.apply(point), normal: transform.rotation.apply(normal), fraction: fraction)
    }
}
