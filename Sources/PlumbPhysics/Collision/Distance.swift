// Distance between convex shapes with GJK (Gilbert–Johnson–Keerthi), as Box2D's
// `b2ShapeDistance`: Catto, "Computing Distance using GJK", GDC 2010 — the algorithm re-derived
// here, not copied.
//
// The Minkowski difference B − A of two point clouds is searched for its point closest to the
// origin with a simplex of at most three support points, each step solving for the closest point
// on the simplex in barycentric coordinates (Voronoi regions of vertices, edges, triangle) and
// adding the support point in the direction of the origin. Radii are applied at the end, so the
// iteration only sees the cores. Everything runs in A's frame, then the witness points go to world.

/// The result of `shapeDistance`.
public struct DistanceOutput: Hashable, Sendable {
    /// The closest point on shape A (world, points); on the surface, including A's radius.
    public var pointA: Vec2
    /// The closest point on shape B (world, points); on the surface, including B's radius.
    public var pointB: Vec2
    /// The distance between the surfaces, in points; 0 when they touch or overlap.
    public var distance: Double
    /// The unit direction from A to B in world coordinates (`.zero` if the cores overlap).
    public var normal: Vec2
    /// The number of GJK iterations used.
    public var iterations: Int
}

/// One vertex of the GJK simplex: support points on A and B and their difference.
private struct SimplexVertex {
    var wA: Vec2
    var wB: Vec2
    var w: Vec2
    var a: Double
    var indexA: Int
    var indexB: Int
}

/// Reduces `simplex` to the sub-simplex whose region holds the origin and sets the barycentric
/// weights; returns false if the origin is inside a full triangle (the cores overlap).
private func solve(_ simplex: inout [SimplexVertex]) -> Bool {
    switch simplex.count {
    case 1:
        simplex[0].a = 1
        return true
    case 2:
        let w1 = simplex[0].w
        let w2 = simplex[1].w
        let e12 = w2 - w1
        let d12n2 = -w1.dot(e12)
        if d12n2 <= 0 {
            simplex = [simplex[0]]
            simplex[0].a = 1
            return true
        }
        let d12n1 = w2.dot(e12)
        if d12n1 <= 0 {
            simplex = [simplex[1]]
            simplex[0].a = 1
            return true
        }
        let inv = 1 / (d12n1 + d12n2)
        simplex[0].a = d12n1 * inv
        simplex[1].a = d12n2 * inv
        return true
    default:
        let w1 = simplex[0].w
        let w2 = simplex[1].w
        let w3 = simplex[2].w
        let e12 = w2 - w1
        let d12n1 = w2.dot(e12)
        let d12n2 = -w1.dot(e12)
        let e13 = w3 - w1
        let d13n1 = w3.dot(e13)
        let d13n2 = -w1.dot(e13)
        let e23 = w3 - w2
        let d23n1 = w3.dot(e23)
        let d23n2 = -w2.dot(e23)
        let n123 = e12.cross(e13)
        let d123n1 = n123 * w2.cross(w3)
        let d123n2 = n123 * w3.cross(w1)
        let d123n3 = n123 * w1.cross(w2)
        func keep(_ i: Int) {
            simplex = [simplex[i]]
            simplex[0].a = 1
        }
        func keep(_ i: Int, _ ai: Double, _ j: Int, _ aj: Double) {
            let inv = 1 / (ai + aj)
            var vi = simplex[i]
            var vj = simplex[j]
            vi.a = ai * inv
            vj.a = aj * inv
            simplex = [vi, vj]
        }
        if d12n2 <= 0, d13n2 <= 0 {
            keep(0)
        } else if d12n1 > 0, d12n2 > 0, d123n3 <= 0 {
            keep(0, d12n1, 1, d12n2)
        } else if d13n1 > 0, d13n2 > 0, d123n2 <= 0 {
            keep(0, d13n1, 2, d13n2)
        } else if d12n1 <= 0, d23n2 <= 0 {
            keep(1)
        } else if d13n1 <= 0, d23n1 <= 0 {
            keep(2)
        } else if d23n1 > 0, d23n2 > 0, d123n1 <= 0 {
            keep(1, d23n1, 2, d23n2)
        } else {
            let inv = 1 / (d123n1 + d123n2 + d123n3)
            simplex[0].a = d123n1 * inv
            simplex[1].a = d123n2 * inv
            simplex[2].a = d123n3 * inv
            return false
        }
        return true
    }
}

/// The distance between two convex shapes (their proxies) of bodies at `xfA` and `xfB`, by GJK.
///
/// - Returns: the closest points on the surfaces (radii included), the distance (0 when touching or
///   overlapping) and the direction from A to B. At most 20 iterations; exact for polygons up to
///   rounding.
public func shapeDistance(_ proxyA: ShapeProxy, _ xfA: Transform, _ proxyB: ShapeProxy, _ xfB: Transform)
    -> DistanceOutput
{
    let xf = xfA.inverseConcatenating(xfB)
    let pointsB = proxyB.points.map(xf.apply)
    let localB = ShapeProxy(points: pointsB, radius: proxyB.radius)
    func vertex(_ iA: Int, _ iB: Int) -> SimplexVertex {
        let wA = proxyA.points[iA]
        let wB = pointsB[iB]
        return SimplexVertex(wA: wA, wB: wB, w: wB - wA, a: 1, indexA: iA, indexB: iB)
    }
    var simplex = [vertex(0, 0)]
    var iterations = 0
    var overlap = false
    while iterations < 20 {
        iterations += 1
        if !solve(&simplex) {
            overlap = true
            break
        }
        var closest = Vec2.zero
        for v in simplex { closest += v.a * v.w }
        let d = -closest
        if d.lengthSquared < 1e-24 { break }
        let new = vertex(proxyA.support(-d), localB.support(d))
        if simplex.contains(where: { $0.indexA == new.indexA && $0.indexB == new.indexB }) { break }
        // No progress towards the origin: the closest point is found.
        if new.w.dot(d) - closest.dot(d) <= 1e-12 * Swift.max(1, d.lengthSquared) { break }
        simplex.append(new)
    }
    var pointA = Vec2.zero
    var pointB = Vec2.zero
    // (When the cores overlap the weights put the origin inside the triangle, so pointA == pointB,
    // a point common to both.)
    for v in simplex {
        pointA += v.a * v.wA
        pointB += v.a * v.wB
    }
    var distance = overlap ? 0 : pointA.distance(to: pointB)
    var normal = overlap || distance < 1e-12 ? Vec2.zero : (pointB - pointA) / distance
    let radii = proxyA.radius + proxyB.radius
    if distance > radii {
        pointA += proxyA.radius * normal
        pointB -= proxyB.radius * normal
        distance -= radii
    } else {
        let mid = 0.5 * (pointA + pointB)
        pointA = mid
        pointB = mid
        distance = 0
    }
    normal = xfA.rotation.apply(normal)
    return DistanceOutput(
        pointA: xfA.apply(pointA), pointB: xfA.apply(pointB), distance: distance, normal: normal,
        iterations: iterations)
}
