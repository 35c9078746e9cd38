/// A two-sided line segment in a body's local frame; it has no area and no mass.
public struct Segment: Hashable, Sendable {
    /// The first end point, in points.
    public var point1: Vec2
    /// The second end point, in points.
    public var point2: Vec2

    /// Creates a segment between two local points (points).
    public init(_ point1: Vec2, _ point2: Vec2) {
        self.point1 = point1
        self.point2 = point2
    }

    /// The tight world AABB when the body is at `transform`.
    public func aabb(_ transform: Transform) -> AABB {
        let a = transform.apply(point1)
        let b = transform.apply(point2)
        return AABB(lower: Vec2.min(a, b), upper: Vec2.max(a, b))
    }

    /// The unit normal `cross(point2 − point1, 1)`, the side a `ChainSegment` collides on.
    public var normal: Vec2 { Vec2(point2.y - point1.y, point1.x - point2.x).normalized }

    /// Casts a ray given in the local frame against either side; `nil` if it misses or is parallel.
    public func rayCast(_ input: RayCastInput) -> RayCastOutput? {
        let d = input.translation
        let e = point2 - point1
        let denom = d.cross(e)
        guard abs(denom) > 1e-300 else { return nil }
        let w = point1 - input.origin
        let t = w.cross(e) / denom
        let s = w.cross(d) / denom
        guard t >= 0, t <= input.maxFraction, s >= 0, s <= 1 else { return nil }
        var n = normal
        if n.dot(d) > 0 { n = -n }
        return RayCastOutput(point: input.origin + t * d, normal: n, fraction: t)
    }

    /// The point of the segment closest to `p`.
    public func closestPoint(to p: Vec2) -> Vec2 {
        let e = point2 - point1
        let ee = e.lengthSquared
        guard ee > 0 else { return point1 }
        let t = Swift.min(Swift.max((p - point1).dot(e) / ee, 0), 1)
        return point1 + t * e
    }
}
