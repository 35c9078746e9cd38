import Plumb
import PlumbPhysics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An item's collision outline in its own frame (origin at the item's centre), read once at
/// registration (dynamics.md §3.4).
///
/// Rectangles are one box; equal-axis ellipses one circle; other ellipses a 24-gon and paths their
/// convex polygon. The engine's polygons hold at most 8 vertices, so larger polygons become a fan
/// of convex pieces around the centroid on the same body (same area, mass and outline).
struct ItemGeometry: Sendable {
    /// The outline's vertices (for a circle: none), in the item frame.
    var vertices: [PlumbPhysics.Vector]
    /// The circle radius when the outline is a circle.
    var circleRadius: Double?

    /// Sides of the polygon that stands in for a non-circular ellipse (dynamics.md §3.4: ≥ 24).
    static let ellipseSides = 24

    /// Reads the outline of `item`.
    ///
    /// - Throws: `DynamicsError.invalidItemSize` for a zero, negative or non-finite size;
    ///   `.invalidCollisionPath` for a `.path` item whose path is not a convex polygon.
    init(_ item: any DynamicItem) throws(DynamicsError) {
        let size = item.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .invalidItemSize(size, item: String(describing: item))
        }
        let w = size.width / 2
        let h = size.height / 2
        switch item.collisionBoundsType {
        case .rectangle:
            vertices = [.init(-w, -h), .init(w, -h), .init(w, h), .init(-w, h)]
        case .ellipse where w == h:
            vertices = []
            circleRadius = w
        case .ellipse:
            vertices = (0..<Self.ellipseSides).map { k in
                let t = 2 * Double.pi * Double(k) / Double(Self.ellipseSides)
                return PlumbPhysics.Vector(w * cos(t), h * sin(t))
            }
        case .path:
            let name = String(describing: item)
            guard let outline = item.collisionBoundingPath.polylines.first, outline.points.count >= 3 else {
                throw .invalidCollisionPath(item: name, reason: "the path has fewer than 3 points")
            }
            var points = outline.points.map { PlumbPhysics.Vector($0.x, $0.y) }
            let area = Self.signedArea(points)
            guard abs(area) > 1e-9 else {
                throw .invalidCollisionPath(item: name, reason: "the path encloses no area")
            }
            if area < 0 { points.reverse() }
            let n = points.count
            for i in 0..<n {
                let e1 = points[(i + 1) % n] - points[i]
                let e2 = points[(i + 2) % n] - points[(i + 1) % n]
                guard e1.cross(e2) >= -1e-9 else {
                    throw .invalidCollisionPath(item: name, reason: "the path is not convex")
                }
            }
            vertices = points
        }
    }

    /// Twice the signed area with positive cross products (clockwise on screen with +y down).
    private static func signedArea(_ p: [PlumbPhysics.Vector]) -> Double {
        (0..<p.count).reduce(0) { $0 + p[$1].cross(p[($1 + 1) % p.count]) }
    }

    /// The engine shapes, in the item frame.
    var shapes: [ShapeGeometry] {
        if let r = circleRadius { return [.circle(Circle(radius: r))] }
        let limit = PhysicsConstants.maxPolygonVertices
        if vertices.count <= limit, let polygon = try? Polygon(points: vertices) {
            return [.polygon(polygon)]
        }
        // A fan of pieces around the centroid, each with `limit` vertices (centroid + limit − 1
        // consecutive outline points), sharing their first and last outline points with neighbours.
        let centroid = vertices.reduce(PlumbPhysics.Vector.zero, +) / Double(vertices.count)
        let run = limit - 2
        var pieces: [ShapeGeometry] = []
        var start = 0
        while start < vertices.count {
            let end = min(start + run, vertices.count)
            let points = [centroid] + (start...end).map { vertices[$0 % vertices.count] }
            if let polygon = try? Polygon(points: points) { pieces.append(.polygon(polygon)) }
            start = end
        }
        return pieces
    }

    /// The axis-aligned bounds of the outline turned by `angle`, relative to the item's centre.
    func bounds(angle: Double) -> AABB {
        if let r = circleRadius {
            return AABB(lower: PlumbPhysics.Vector(-r, -r), upper: PlumbPhysics.Vector(r, r))
        }
        let rotation = Rotation(angle: angle)
        return AABB(containing: vertices.map { rotation.apply($0) })
    }
}
