/// An axis-aligned bounding box in points, `lower` being the minimum corner (top-left on screen).
public struct AABB: Hashable, Sendable {
    /// The minimum corner, in points.
    public var lower: Vec2
    /// The maximum corner, in points.
    public var upper: Vec2

    /// Creates a box from its minimum and maximum corners, in points.
    public init(lower: Vec2, upper: Vec2) {
        self.lower = lower
        self.upper = upper
    }

    /// The smallest box containing all `points` (which must not be empty).
    public init(containing points: [Vec2]) {
        var lower = points[0]
        var upper = points[0]
        for p in points.dropFirst() {
            lower = Vec2.min(lower, p)
            upper = Vec2.max(upper, p)
        }
        self.init(lower: lower, upper: upper)
    }

    /// The centre, in points.
    public var center: Vec2 { 0.5 * (lower + upper) }

    /// Half the size, in points.
    public var extents: Vec2 { 0.5 * (upper - lower) }

    /// The perimeter, in points: the surface-area heuristic's cost in Box2D's tree.
    public var perimeter: Double { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }

    /// True if `lower ≤ upper` on both axes and all coordinates are finite.
    public var isValid: Bool {
        lower.x <= upper.x && lower.y <= upper.y && lower.x.isFinite && lower.y.isFinite && upper.x.isFinite
            && upper.y.isFinite
    }

    /// The smallest box containing both boxes.
    public func union(_ other: AABB) -> AABB {
        AABB(lower: Vec2.min(lower, other.lower), upper: Vec2.max(upper, other.upper))
    }

    /// True if `other` lies entirely inside this box (boundaries included).
    public func contains(_ other: AABB) -> Bool {
        lower.x <= other.lower.x && lower.y <= other.lower.y && other.upper.x <= upper.x
            && other.upper.y <= upper.y
    }

    /// True if `point` lies inside this box (boundaries included).
    public func contains(_ point: Vec2) -> Bool {
        lower.x <= point.x && point.x <= upper.x && lower.y <= point.y && point.y <= upper.y
    }

    /// True if the boxes intersect (touching counts).
    public func overlaps(_ other: AABB) -> Bool {
        !(other.lower.x > upper.x || other.lower.y > upper.y || lower.x > other.upper.x
            || lower.y > other.upper.y)
    }

    /// The box grown by `margin` points on every side.
    public func fattened(by margin: Double) -> AABB {
        AABB(lower: lower - Vec2(margin, margin), upper: upper + Vec2(margin, margin))
    }

    /// Casts a ray against the box with the slab method.
    ///
    /// - Returns: the hit for the first entry point with fraction in `[0, input.maxFraction]`,
    ///   or `nil` if the ray misses or starts inside the box.
    public func rayCast(_ input: RayCastInput) -> RayCastOutput? {
        var tMin = -Double.infinity
        var tMax = Double.infinity
        var normal = Vec2.zero
        let p = input.origin
        let d = input.translation
        for axis in 0..<2 {
            let pa = axis == 0 ? p.x : p.y
            let da = axis == 0 ? d.x : d.y
            let lo = axis == 0 ? lower.x : lower.y
            let hi = axis == 0 ? upper.x : upper.y
            if abs(da) < 1e-300 {
                if pa < lo || hi < pa { return nil }
            } else {
                let inv = 1 / da
                var t1 = (lo - pa) * inv
                var t2 = (hi - pa) * inv
                var s = -1.0
                if t1 > t2 {
                    swap(&t1, &t2)
                    s = 1
                }
                if t1 > tMin {
                    tMin = t1
                    normal = axis == 0 ? Vec2(s, 0) : Vec2(0, s)
                }
                tMax = Swift.min(tMax, t2)
                if tMin > tMax { return nil }
            }
        }
        guard tMin >= 0, tMin <= input.maxFraction else { return nil }
        return RayCastOutput(point: p + tMin * d, normal: normal, fraction: tMin)
    }
}
