/// A solid convex polygon in a body's local frame, optionally rounded by `radius`.
///
/// Vertices wind with positive cross products (`(v1 − v0) × (v2 − v1) > 0`), which with +y down
/// is clockwise on screen; `normals[i]` is the outward unit normal of edge `vertices[i] → vertices[i+1]`.
/// Made from arbitrary points by `init(points:radius:)` (convex hull, validated) or by `box`.
///
/// The vertices and normals are stored inline (as Box2D's `b2Polygon`), not in arrays: copying a
/// polygon, or a shape holding one, then copies bytes, where arrays cost a retain and a release
/// each, which the narrow phase paid for every contact and step.
public struct Polygon: Hashable, Sendable {
    /// The vertices, in points, at most `PhysicsConstants.maxPolygonVertices` (a new array on
    /// every read; the narrow phase reads `vertex(_:)`).
    public var vertices: [Vec2] { (0..<vertexCount).map { storedVertices[$0] } }
    /// The outward unit edge normals; `normals[i]` belongs to the edge from vertex `i` to `i + 1`
    /// (a new array on every read).
    public var normals: [Vec2] { (0..<vertexCount).map { storedNormals[$0] } }
    /// The number of vertices (and normals), 2 … `PhysicsConstants.maxPolygonVertices`.
    let vertexCount: Int
    private var storedVertices = InlineArray<8, Vec2>(repeating: .zero)
    private var storedNormals = InlineArray<8, Vec2>(repeating: .zero)
    /// The centroid of the (unrounded) polygon, in points.
    public private(set) var centroid: Vec2
    /// The rounding radius, in points (0 = sharp corners).
    public private(set) var radius: Double

    /// Creates the convex hull of `points`, rounded by `radius` points.
    ///
    /// Points closer than `PhysicsConstants.linearSlop` are welded and collinear points dropped.
    /// - Throws: `ShapeError` if there are fewer than 3 or more than
    ///   `PhysicsConstants.maxPolygonVertices` points, a coordinate is not finite, or the hull has no area.
    public init(points: [Vec2], radius: Double = 0) throws(ShapeError) {
        guard points.count >= 3 else { throw .tooFewPoints(points.count) }
        guard points.count <= PhysicsConstants.maxPolygonVertices else { throw .tooManyPoints(points.count) }
        guard radius >= 0, radius.isFinite, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw .notFinite
        }
        let hull = Self.convexHull(points)
        guard hull.count >= 3 else { throw .degenerate }
        self.init(uncheckedVertices: hull, radius: radius)
    }

    /// Creates a polygon from vertices already convex and wound positively (2 vertices make a
    /// two-sided segment polygon, used by the narrow phase).
    init(uncheckedVertices vertices: [Vec2], radius: Double) {
        self.radius = radius
        let n = vertices.count
        vertexCount = n
        for i in 0..<n {
            storedVertices[i] = vertices[i]
            let e = vertices[(i + 1) % n] - vertices[i]
            storedNormals[i] = Vec2(e.y, -e.x).normalized
        }
        self.centroid = n == 2 ? 0.5 * (vertices[0] + vertices[1]) : Self.polygonCentroid(vertices)
    }

    /// Vertex `i`, in points (`0 ≤ i < vertexCount`). Read through a `Span`: the inline array's
    /// own subscript copied all 8 vertices to the stack for every read of a borrowed polygon.
    @inline(__always)
    func vertex(_ i: Int) -> Vec2 { storedVertices.span[i] }

    /// The outward unit normal of edge `i` (`0 ≤ i < vertexCount`), read as `vertex(_:)`.
    @inline(__always)
    func normal(_ i: Int) -> Vec2 { storedNormals.span[i] }

    /// Whether two polygons have the same vertices, normals, centroid and radius.
    public static func == (a: Polygon, b: Polygon) -> Bool {
        a.vertexCount == b.vertexCount && a.centroid == b.centroid && a.radius == b.radius
            && (0..<a.vertexCount).allSatisfy { a.vertex($0) == b.vertex($0) && a.normal($0) == b.normal($0) }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(vertexCount)
        for i in 0..<vertexCount {
            hasher.combine(vertex(i))
            hasher.combine(normal(i))
        }
        hasher.combine(centroid)
        hasher.combine(radius)
    }

    /// A `width` × `height` box (points) centred at `center`, turned by `angle` radians
    /// (clockwise on screen).
    public static func box(width: Double, height: Double, center: Vec2 = .zero, angle: Double = 0)
        -> Polygon
    {
        let hx = 0.5 * width
        let hy = 0.5 * height
        let t = Transform(position: center, angle: angle)
        let corners = [Vec2(-hx, -hy), Vec2(hx, -hy), Vec2(hx, hy), Vec2(-hx, hy)].map(t.apply)
        return Polygon(uncheckedVertices: corners, radius: 0)
    }

    /// The mass properties for `density` (mass per pt²), from a fan of triangles.
    ///
    /// Exact for sharp polygons; a rounded polygon is approximated, as Box2D does, by the polygon
    /// pushed out by `radius` (the corners' rounding is counted as square).
    public func massData(density: Double) -> MassData {
        var verts = vertices
        if radius > 0 {
            let n = vertexCount
            verts = (0..<n).map { i in
                let n1 = normal((i + n - 1) % n)
                let n2 = normal(i)
                let mid = (n1 + n2).normalized
                return vertex(i) + (radius * 2.0.squareRoot()) * mid
            }
        }
        let origin = verts[0]
        var area = 0.0
        var center = Vec2.zero
        var inertia = 0.0
        for i in 1..<(verts.count - 1) {
            let e1 = verts[i] - origin
            let e2 = verts[i + 1] - origin
            let d = e1.cross(e2)
            let triangleArea = 0.5 * d
            area += triangleArea
            center += (triangleArea / 3) * (e1 + e2)
            let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
            let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
            inertia += (0.25 / 3 * d) * (intx2 + inty2)
        }
        let mass = density * area
        center = center / area
        let aboutCentroid = density * inertia - mass * center.lengthSquared
        return MassData(mass: mass, center: origin + center, rotationalInertia: aboutCentroid)
    }

    /// The tight world AABB (including `radius`) when the body is at `transform`.
    public func aabb(_ transform: Transform) -> AABB {
        // `AABB(containing:)` over the transformed vertices, without the array.
        var lower = transform.apply(vertex(0))
        var upper = lower
        for i in 1..<vertexCount {
            let p = transform.apply(vertex(i))
            lower = Vec2.min(lower, p)
            upper = Vec2.max(upper, p)
        }
        return AABB(lower: lower, upper: upper).fattened(by: radius)
    }

    /// Casts a ray given in the local frame against the polygon's core (the `radius` is ignored);
    /// `nil` if it misses or starts inside.
    ///
    /// Clips the ray against each edge's half-plane (Box2D's `b2RayCastPolygon`).
    public func rayCast(_ input: RayCastInput) -> RayCastOutput? {
        var lower = 0.0
        var upper = input.maxFraction
        var index = -1
        let p = input.origin
        let d = input.translation
        for i in 0..<vertexCount {
            let numerator = normal(i).dot(vertex(i) - p)
            let denominator = normal(i).dot(d)
            if denominator == 0 {
                if numerator < 0 { return nil }
            } else if denominator < 0, numerator < lower * denominator {
                lower = numerator / denominator
                index = i
            } else if denominator > 0, numerator < upper * denominator {
                upper = numerator / denominator
            }
            if upper < lower { return nil }
        }
        guard index >= 0 else { return nil }
        return RayCastOutput(point: p + lower * d, normal: normal(index), fraction: lower)
    }

    /// The centroid of a convex polygon with at least 3 vertices, in points.
    static func polygonCentroid(_ vertices: [Vec2]) -> Vec2 {
        let origin = vertices[0]
        var center = Vec2.zero
        var area = 0.0
        for i in 1..<(vertices.count - 1) {
            let e1 = vertices[i] - origin
            let e2 = vertices[i + 1] - origin
            let a = 0.5 * e1.cross(e2)
            center += (a / 3) * (e1 + e2)
            area += a
        }
        return origin + center / area
    }

    /// The convex hull of `points` by Andrew's monotone chain: welds points closer than
    /// `linearSlop`, drops collinear points (within `linearSlop` of a hull edge) and winds positively.
    /// Deterministic: ties are broken by coordinates. Returns fewer than 3 points if degenerate.
    static func convexHull(_ points: [Vec2]) -> [Vec2] {
        let slop = PhysicsConstants.linearSlop
        var unique: [Vec2] = []
        for p in points where !unique.contains(where: { $0.distance(to: p) < slop }) {
            unique.append(p)
        }
        let sorted = unique.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func half(_ pts: [Vec2]) -> [Vec2] {
            var chain: [Vec2] = []
            for p in pts {
                while chain.count >= 2 {
                    let a = chain[chain.count - 2]
                    let b = chain[chain.count - 1]
                    // keep only strict positive turns a → b → p
                    if (b - a).cross(p - b) <= 0 { chain.removeLast() } else { break }
                }
                chain.append(p)
            }
            return chain
        }
        let lower = half(sorted)
        let upper = half(sorted.reversed())
        var hull = Array(lower.dropLast()) + Array(upper.dropLast())
        // drop vertices within slop of the line through their neighbours
        var changed = true
        while changed, hull.count >= 3 {
            changed = false
            for i in hull.indices {
                let a = hull[(i + hull.count - 1) % hull.count]
                let b = hull[i]
                let c = hull[(i + 1) % hull.count]
                let e = c - a
                let len = e.length
                if len == 0 || abs(e.cross(b - a)) / len < slop {
                    hull.remove(at: i)
                    changed = true
                    break
                }
            }
        }
        return hull
    }
}
