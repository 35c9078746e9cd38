/// A convex shape as GJK sees it: a point cloud (its convex hull) grown by a radius.
public struct ShapeProxy: Hashable, Sendable {
    /// The points, in the shape's local frame, in points (1 to `PhysicsConstants.maxPolygonVertices`).
    public var points: [Vec2]
    /// The rounding radius, in points.
    public var radius: Double

    /// Creates a proxy from points (local frame, points; not empty) and a radius.
    public init(points: [Vec2], radius: Double) {
        precondition(!points.isEmpty, "a shape proxy needs at least one point")
        self.points = points
        self.radius = radius
    }

    /// The index of the point farthest along `direction`; ties go to the lowest index.
    public func support(_ direction: Vec2) -> Int {
        var best = 0
        var bestValue = points[0].dot(direction)
        for i in points.indices.dropFirst() {
            let value = points[i].dot(direction)
            if value > bestValue {
                best = i
                bestValue = value
            }
        }
        return best
    }
}

extension ShapeGeometry {
    /// The shape as a GJK proxy: a circle is its centre with its radius, a polygon its vertices,
    /// a segment or chain link its two end points.
    public var proxy: ShapeProxy {
        switch self {
        case .circle(let circle): ShapeProxy(points: [circle.center], radius: circle.radius)
        case .polygon(let polygon): ShapeProxy(points: polygon.vertices, radius: polygon.radius)
        case .segment(let segment): ShapeProxy(points: [segment.point1, segment.point2], radius: 0)
        case .chainSegment(let link):
            ShapeProxy(points: [link.segment.point1, link.segment.point2], radius: 0)
        }
    }
}
