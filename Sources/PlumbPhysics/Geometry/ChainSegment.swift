/// One link of a `Chain`: a one-sided segment that collides only on its `segment.normal` side,
/// with its neighbours' far end points (ghost vertices) for smooth collision across joints.
public struct ChainSegment: Hashable, Sendable {
    /// The end point of the previous link before `segment.point1`, in points.
    public var ghost1: Vec2
    /// The segment itself.
    public var segment: Segment
    /// The end point of the next link after `segment.point2`, in points.
    public var ghost2: Vec2

    /// Creates a chain link from its ghost vertices and segment (local frame, points).
    public init(ghost1: Vec2, segment: Segment, ghost2: Vec2) {
        self.ghost1 = ghost1
        self.segment = segment
        self.ghost2 = ghost2
    }

    /// The tight world AABB when the body is at `transform`.
    public func aabb(_ transform: Transform) -> AABB { segment.aabb(transform) }

    /// Casts a ray given in the local frame; only hits from the front (`segment.normal`) side count.
    public func rayCast(_ input: RayCastInput) -> RayCastOutput? {
        guard input.translation.dot(segment.normal) < 0 else { return nil }
        return segment.rayCast(input)
    }
}

/// A chain of segments through points, open or closed (a loop), as Box2D's chain shape.
///
/// Each link collides on its `cross(next − point, 1)` side: for a loop whose points go clockwise on
/// screen (+y down) that is the outside. Use a chain for static boundaries.
public struct Chain: Hashable, Sendable {
    /// The points, in points, in the body's local frame.
    public var points: [Vec2]
    /// True if the last point joins the first.
    public var isLoop: Bool

    /// Creates a chain through `points` (at least 2; at least 3 for a loop).
    ///
    /// - Throws: `ShapeError.tooFewPoints` when there are too few points.
    public init(points: [Vec2], isLoop: Bool) throws(ShapeError) {
        guard points.count >= (isLoop ? 3 : 2) else { throw .tooFewPoints(points.count) }
        self.points = points
        self.isLoop = isLoop
    }

    /// The links, in order; an open chain's end links use their own end points as ghosts.
    public var segments: [ChainSegment] {
        let n = points.count
        let count = isLoop ? n : n - 1
        return (0..<count).map { i in
            let p1 = points[i]
            let p2 = points[(i + 1) % n]
            let g1 = isLoop || i > 0 ? points[(i + n - 1) % n] : p1
            let g2 = isLoop || i + 2 < n ? points[(i + 2) % n] : p2
            return ChainSegment(ghost1: g1, segment: Segment(p1, p2), ghost2: g2)
        }
    }
}
