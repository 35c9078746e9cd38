import Plumb
import PlumbPhysics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An item's collision outline in its own frame (origin at the item's centre), read once at
/// registration (docs/dynamics.md §3.4).
///
/// Rectangles are one box; equal-axis ellipses one circle; other ellipses a 24-gon and paths their
/// convex polygon; an item group is its members' outlines placed at their offsets. The engine's
/// polygons hold at most 8 vertices, so larger polygons become a fan of convex pieces around the
/// centroid on the same body (same area, mass and outline).
struct ItemGeometry: Sendable {
    /// One convex part: a polygon's vertices, or a circle.
    enum Part: Sendable {
        case polygon([Vec2])
        case circle(center: Vec2, radius: Double)
    }

    /// The parts, in the item frame.
    var parts: [Part]

    /// Sides of the polygon that stands in for a non-circular ellipse (docs/dynamics.md §3.4: ≥ 24).
    static let ellipseSides = 24

    /// Reads the outline of `item` (of each member for a `DynamicItemGroup`).
    ///
    /// - Throws: `DynamicsError.invalidItemSize` for a zero, negative or non-finite size;
    ///   `.invalidCollisionPath` for a `.path` item whose path is not a convex polygon.
    init(_ item: any DynamicItem) throws(DynamicsError) {
        if let group = item as? DynamicItemGroup {
            parts = []
            for (member, placement) in zip(group.items, group.placements) {
                let rotation = Rotation(angle: placement.angle)
                let offset = Vec2(placement.offset.x, placement.offset.y)
                for part in try ItemGeometry(member).parts {
                    switch part {
                    case .polygon(let vertices):
                        parts.append(.polygon(vertices.map { offset + rotation.apply($0) }))
                    case .circle(let center, let radius):
                        parts.append(.circle(center: offset + rotation.apply(center), radius: radius))
                    }
                }
            }
            return
        }
        let size = item.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .invalidItemSize(size, item: String(describing: item))
        }
        let w = size.width / 2
        let h = size.height / 2
        switch item.collisionBoundsType {
        case .rectangle:
            parts = [.polygon([.init(-w, -h), .init(w, -h), .init(w, h), .init(-w, h)])]
        case .ellipse where w == h:
            parts = [.circle(center: .zero, radius: w)]
        case .ellipse:
            parts = [
                .polygon(
                    (0..<Self.ellipseSides).map { k in
                        let t = 2 * Double.pi * Double(k) / Double(Self.ellipseSides)
                        return Vec2(w * cos(t), h * sin(t))
                    })
            ]
        case .path:
            parts = [.polygon(try Self.convexPolygon(item))]
        }
    }

    /// The convex polygon of a `.path` item, wound with positive cross products.
    private static func convexPolygon(_ item: any DynamicItem) throws(DynamicsError) -> [Vec2] {
        let name = String(describing: item)
        guard let outline = item.collisionBoundingPath.polylines.first, outline.points.count >= 3 else {
            throw .invalidCollisionPath(item: name, reason: "the path has fewer than 3 points")
        }
        var points = outline.points.map { Vec2($0.x, $0.y) }
        let area = (0..<points.count).reduce(0) { $0 + points[$1].cross(points[($1 + 1) % points.count]) }
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
        return points
    }

    /// The engine shapes, in the item frame.
    var shapes: [ShapeGeometry] {
        parts.flatMap { part -> [ShapeGeometry] in
            switch part {
            case .circle(let center, let radius): return [.circle(Circle(center: center, radius: radius))]
            case .polygon(let vertices): return Self.pieces(vertices)
            }
        }
    }

    /// A convex polygon as engine polygons: itself, or a fan of pieces around the centroid, each
    /// with the engine's maximum vertex count (centroid + consecutive outline points), sharing
    /// their first and last outline points with their neighbours.
    private static func pieces(_ vertices: [Vec2]) -> [ShapeGeometry] {
        let limit = PhysicsConstants.maxPolygonVertices
        if vertices.count <= limit, let polygon = try? Polygon(points: vertices) {
            return [.polygon(polygon)]
        }
        let centroid = vertices.reduce(Vec2.zero, +) / Double(vertices.count)
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
        let rotation = Rotation(angle: angle)
        var box: AABB?
        for part in parts {
            let next: AABB
            switch part {
            case .circle(let center, let radius):
                let c = rotation.apply(center)
                next = AABB(
                    lower: c - Vec2(radius, radius),
                    upper: c + Vec2(radius, radius))
            case .polygon(let vertices):
                next = AABB(containing: vertices.map { rotation.apply($0) })
            }
            box = box.map { $0.union(next) } ?? next
        }
        return box ?? AABB(lower: .zero, upper: .zero)
    }
}
