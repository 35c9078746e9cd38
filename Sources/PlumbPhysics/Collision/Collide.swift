// Narrow phase: contact manifolds between pairs of convex shapes.
//
// Design (after Box2D v3's `manifold.c`, Erin Catto, MIT; the algorithms as published in his
// GDC talks and the v3 source, re-derived here, not copied):
// - Every function works in shape A's local frame (B is brought there with the relative transform
//   `xfA⁻¹·xfB`), then turns the result into a world `Manifold` whose normal points from A to B.
// - Circles: centre distance. Polygon–circle: the polygon face of greatest separation, then the
//   Voronoi region of that face (face or one of its vertices).
// - Polygon–polygon: separating-axis test over both polygons' face normals; the face of greatest
//   separation is the reference face (A's unless B's is better by 0.1·linearSlop, to keep the
//   choice stable), the most anti-parallel face of the other polygon the incident face, which is
//   clipped to the reference face's side planes: two points for face-on-face contact. When the
//   polygons are apart, the closest features of the two faces decide: vertex–vertex gives one
//   point along the line between the vertices (better speculative normals at corners).
// - Segments are two-vertex polygons (so segment–polygon is polygon clipping); a chain segment is a
//   segment that only collides from its front side and, using its ghost vertices, drops the
//   "ghost" contacts at flat or concave joints that would make a sliding box catch.
// - Speculative contacts: points are kept while their separation is below
//   `PhysicsConstants.speculativeDistance` (4 × linearSlop = 2 pt, Box2D v3's value scaled to points),
//   so the solver sees contacts a step before they touch.
// - Feature ids: (reference vertex, incident vertex) pairs as Box2D's `B2_MAKE_ID`, so a point keeps
//   its id across steps while the same features touch.
// - The world's narrow phase reads its shapes in place (`CollisionGeometry`, pointers into the
//   world's shapes, polygon A's working frame made once per shape); the public functions below
//   take values and run the same code, so both give the same bits.

/// A manifold point in the working frame before it goes to world: position, separation, features.
private struct LocalPoint {
    var position: Vec2
    var separation: Double
    var id: ContactFeatureID
}

/// World-manifold assembly shared by the collide functions: keeps the points within the
/// speculative distance and maps them from `frame` to world.
private func makeManifold(
    localNormal: Vec2, _ first: LocalPoint, _ second: LocalPoint? = nil, frame: Transform, xfA: Transform,
    xfB: Transform
) -> Manifold {
    var manifold = Manifold(frame.rotation.apply(localNormal))
    func add(_ local: LocalPoint) {
        guard local.separation <= PhysicsConstants.speculativeDistance else { return }
        let world = frame.apply(local.position)
        manifold.append(
            ManifoldPoint(
                point: world, anchorA: world - xfA.position, anchorB: world - xfB.position,
                separation: local.separation, id: local.id))
    }
    add(first)
    if let second { add(second) }
    return manifold.isEmpty ? .empty : manifold
}

/// The unit vector along `v` and its length; a zero `v` gives the +y axis (an arbitrary but fixed
/// choice, so that coincident centres still separate deterministically).
private func lengthAndNormal(_ v: Vec2) -> (Double, Vec2) {
    let l = v.length
    return l > 1e-300 ? (l, v / l) : (0, Vec2(0, 1))
}

/// The contact between two circles: at most one point, midway between the surfaces.
///
/// - Parameters: the shapes in their bodies' local frames, and the bodies' transforms.
public func collideCircles(_ circleA: Circle, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform)
    -> Manifold
{
    let xf = xfA.inverseConcatenating(xfB)
    let pA = circleA.center
    let pB = xf.apply(circleB.center)
    let (distance, normal) = lengthAndNormal(pB - pA)
    let separation = distance - circleA.radius - circleB.radius
    guard separation <= PhysicsConstants.speculativeDistance else { return .empty }
    let cA = pA + circleA.radius * normal
    let cB = pB - circleB.radius * normal
    return makeManifold(
        localNormal: normal,
        LocalPoint(position: 0.5 * (cA + cB), separation: separation, id: ContactFeatureID(0, 0)), frame: xfA,
        xfA: xfA, xfB: xfB)
}

/// The contact between a polygon (A) and a circle (B): at most one point.
public func collidePolygonAndCircle(
    _ polygonA: Polygon, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform
) -> Manifold {
    var polygonA = polygonA
    return collidePolygonAndCircle(&polygonA, xfA, circleB, xfB)
}

/// `collidePolygonAndCircle` reading the polygon in place.
func collidePolygonAndCircle(
    _ polygon: UnsafePointer<Polygon>, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform
) -> Manifold {
    let xf = xfA.inverseConcatenating(xfB)
    let c = xf.apply(circleB.center)
    let radius = polygon.pointee.radius + circleB.radius
    var normalIndex = 0
    var separation = -Double.infinity
    for i in 0..<polygon.pointee.vertexCount {
        let s = polygon.pointee.normal(i).dot(c - polygon.pointee.vertex(i))
        if s > separation {
            separation = s
            normalIndex = i
        }
    }
    guard separation - radius <= PhysicsConstants.speculativeDistance else { return .empty }
    let v1 = polygon.pointee.vertex(normalIndex)
    let v2 = polygon.pointee.vertex((normalIndex + 1) % polygon.pointee.vertexCount)
    let u1 = (c - v1).dot(v2 - v1)
    let u2 = (c - v2).dot(v1 - v2)
    let normal: Vec2
    let cA: Vec2
    if u1 < 0, separation > 1e-12 {
        normal = (c - v1).normalized
        cA = v1 + polygon.pointee.radius * normal
    } else if u2 < 0, separation > 1e-12 {
        normal = (c - v2).normalized
        cA = v2 + polygon.pointee.radius * normal
    } else {
        normal = polygon.pointee.normal(normalIndex)
        cA = c - (normal.dot(c - v1) - polygon.pointee.radius) * normal
    }
    let cB = c - circleB.radius * normal
    let s = (cB - cA).dot(normal)
    return makeManifold(
        localNormal: normal, LocalPoint(position: 0.5 * (cA + cB), separation: s, id: ContactFeatureID(0, 0)),
        frame: xfA,
        xfA: xfA,
        xfB: xfB)
}

/// The contact between a segment (A) and a circle (B): at most one point.
public func collideSegmentAndCircle(
    _ segmentA: Segment, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform
) -> Manifold {
    let xf = xfA.inverseConcatenating(xfB)
    let c = xf.apply(circleB.center)
    let closest = segmentA.closestPoint(to: c)
    let (distance, normal) = lengthAndNormal(c - closest)
    let separation = distance - circleB.radius
    guard separation <= PhysicsConstants.speculativeDistance else { return .empty }
    let cB = c - circleB.radius * normal
    return makeManifold(
        localNormal: normal,
        LocalPoint(position: 0.5 * (closest + cB), separation: separation, id: ContactFeatureID(0, 0)),
        frame: xfA, xfA: xfA, xfB: xfB)
}

/// The contact between a segment (A) and a polygon (B): up to two points, by polygon clipping
/// with the segment as a two-vertex polygon.
public func collideSegmentAndPolygon(
    _ segmentA: Segment, _ xfA: Transform, _ polygonB: Polygon, _ xfB: Transform
) -> Manifold {
    collidePolygons(Polygon(segment: segmentA), xfA, polygonB, xfB)
}

/// The contact between a chain link (A) and a polygon (B): as `collideSegmentAndPolygon`, but
/// only from the link's front (`segment.normal`) side, and without "ghost" contacts at the joints.
///
/// A normal that is not the link's own face normal comes from one of its end points. It is kept
/// only if that joint is convex (seen from the front) and the normal lies between the two links'
/// normals; at a flat or concave joint the neighbouring link makes the contact, so the polygon
/// slides across joints without catching on them. (A simpler rule than Box2D v3's
/// `b2CollideChainSegmentAndPolygon`, which also uses the ghost vertices to choose normals.)
public func collideChainSegmentAndPolygon(
    _ chainA: ChainSegment, _ xfA: Transform, _ polygonB: Polygon, _ xfB: Transform
) -> Manifold {
    var chainA = CollisionGeometry(.chainSegment(chainA))
    var polygonB = polygonB
    return collideChainSegmentAndPolygon(&chainA, xfA, &polygonB, xfB)
}

/// `collideChainSegmentAndPolygon` reading the link (a chain link's `CollisionGeometry`) and the
/// polygon in place.
func collideChainSegmentAndPolygon(
    _ linkA: UnsafePointer<CollisionGeometry>, _ xfA: Transform, _ polygonB: UnsafePointer<Polygon>,
    _ xfB: Transform
) -> Manifold {
    let chainA = linkA.pointee.link
    let xf = xfA.inverseConcatenating(xfB)
    let front = chainA.segment.normal
    guard front.dot(xf.apply(polygonB.pointee.centroid) - chainA.segment.point1) >= 0 else { return .empty }
    let manifold = collidePolygons(
        linkA.pointer(to: \.shifted)!, origin: chainA.segment.point1, xfA, polygonB, xfB)
    guard !manifold.isEmpty else { return .empty }
    let normal = xfA.rotation.applyInverse(manifold.normal)
    return chainA.admits(normal) ? manifold : .empty
}

extension ChainSegment {
    /// True if a contact normal (local frame, from the link outwards) belongs to this link: its
    /// face normal, or a normal at a convex joint between this link's and the neighbour's normals.
    func admits(_ normal: Vec2) -> Bool {
        let n = segment.normal
        guard normal.dot(n) > 0 else { return false }
        if normal.dot(n) >= 1 - 1e-9 { return true }
        let tangent = segment.point2 - segment.point1
        let atEnd2 = normal.dot(tangent) > 0
        let neighbour: Vec2
        if atEnd2 {
            // Open end: no neighbour, any front normal is fine.
            guard ghost2 != segment.point2 else { return true }
            neighbour = Segment(segment.point2, ghost2).normal
            // Convex at point2 when the chain turns towards its back: tangent × next edge > 0.
            guard tangent.cross(ghost2 - segment.point2) > 0 else { return false }
        } else {
            guard ghost1 != segment.point1 else { return true }
            neighbour = Segment(ghost1, segment.point1).normal
            guard (segment.point1 - ghost1).cross(tangent) > 0 else { return false }
        }
        // Between n and the neighbour's normal (the shorter arc).
        let span = n.cross(neighbour)
        let tolerance = 1e-9
        return n.cross(normal) * span >= -tolerance && normal.cross(neighbour) * span >= -tolerance
    }
}

/// The contact between a chain link (A) and a circle (B), only from the link's front side and
/// without ghost contacts at flat or concave joints (see `collideChainSegmentAndPolygon`).
public func collideChainSegmentAndCircle(
    _ chainA: ChainSegment, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform
) -> Manifold {
    let xf = xfA.inverseConcatenating(xfB)
    let front = chainA.segment.normal
    guard front.dot(xf.apply(circleB.center) - chainA.segment.point1) >= 0 else { return .empty }
    let manifold = collideSegmentAndCircle(chainA.segment, xfA, circleB, xfB)
    guard !manifold.isEmpty else { return .empty }
    return chainA.admits(xfA.rotation.applyInverse(manifold.normal)) ? manifold : .empty
}

/// The face of `poly1` with the greatest separation from `poly2` (both in one frame), and that
/// separation: the minimum over `poly2`'s vertices of their distance in front of the face.
///
/// Stops at the first face whose separation `s` has `s - radius > speculative`: the polygons are
/// then apart by more than the speculative distance whatever the other faces give (the largest
/// separation is at least `s`), and the caller, which tests the largest the same way, returns no
/// contact.
private func findMaxSeparation(
    _ poly1: UnsafePointer<LocalPolygon>, _ poly2: UnsafePointer<LocalPolygon>, radius: Double,
    speculative: Double
) -> (edge: Int, separation: Double) {
    var bestIndex = 0
    var maxSeparation = -Double.infinity
    for i in 0..<poly1.pointee.count {
        let n = poly1.normal(i)
        let v1 = poly1.vertex(i)
        var si = Double.infinity
        for j in 0..<poly2.pointee.count {
            si = Swift.min(si, n.dot(poly2.vertex(j) - v1))
        }
        if si > maxSeparation {
            maxSeparation = si
            bestIndex = i
            if si - radius > speculative { break }
        }
    }
    return (bestIndex, maxSeparation)
}

/// The closest points of segments `p1–q1` and `p2–q2`: their fractions along each, in `[0, 1]`.
private func segmentDistance(_ p1: Vec2, _ q1: Vec2, _ p2: Vec2, _ q2: Vec2) -> (Double, Double) {
    let d1 = q1 - p1
    let d2 = q2 - p2
    let r = p1 - p2
    let dd1 = d1.lengthSquared
    let dd2 = d2.lengthSquared
    let rd1 = r.dot(d1)
    let rd2 = r.dot(d2)
    let eps = 1e-20
    if dd1 < eps || dd2 < eps {
        if dd1 >= eps { return (Swift.min(Swift.max(-rd1 / dd1, 0), 1), 0) }
        if dd2 >= eps { return (0, Swift.min(Swift.max(rd2 / dd2, 0), 1)) }
        return (0, 0)
    }
    let d12 = d1.dot(d2)
    let denom = dd1 * dd2 - d12 * d12
    var f1 = 0.0
    if denom != 0 { f1 = Swift.min(Swift.max((d12 * rd2 - rd1 * dd2) / denom, 0), 1) }
    var f2 = (d12 * f1 + rd2) / dd2
    if f2 < 0 {
        f2 = 0
        f1 = Swift.min(Swift.max(-rd1 / dd1, 0), 1)
    } else if f2 > 1 {
        f2 = 1
        f1 = Swift.min(Swift.max((d12 - rd1) / dd1, 0), 1)
    }
    return (f1, f2)
}

/// The contact between two convex polygons: up to two points, by reference-face clipping.
///
/// A box resting flat on another gives two points, one under each bottom corner of the incident
/// face (clipped to the reference face), each at its own separation.
public func collidePolygons(_ polygonA: Polygon, _ xfA: Transform, _ polygonB: Polygon, _ xfB: Transform)
    -> Manifold
{
    let origin = polygonA.vertex(0)
    var shiftedA = LocalPolygon(polygon: polygonA, transform: Transform(position: -origin))
    var polygonB = polygonB
    return collidePolygons(&shiftedA, origin: origin, xfA, &polygonB, xfB)
}

/// `collidePolygons` with polygon A already in its working frame (`CollisionGeometry.shifted`:
/// shifted by `-origin`, its first vertex) and polygon B in its body's frame, both read in place.
func collidePolygons(
    _ shiftedA: UnsafePointer<LocalPolygon>, origin: Vec2, _ xfA: Transform,
    _ polygonB: UnsafePointer<Polygon>,
    _ xfB: Transform
) -> Manifold {
    // Work in A's frame shifted to A's first vertex, to keep coordinates small.
    let frame = Transform(position: xfA.apply(origin), rotation: xfA.rotation)
    let xf = frame.inverseConcatenating(xfB)
    var localB = LocalPolygon(polygon: polygonB, transform: xf)
    return clipPolygons(shiftedA, &localB, frame: frame, xfA, xfB)
}

/// The clipping of `collidePolygons` for two polygons in the working frame `frame` (A's frame
/// shifted to its first vertex), read through pointers.
private func clipPolygons(
    _ localA: UnsafePointer<LocalPolygon>, _ localB: UnsafePointer<LocalPolygon>, frame: Transform,
    _ xfA: Transform, _ xfB: Transform
) -> Manifold {
    let radius = localA.pointee.radius + localB.pointee.radius
    let speculative = PhysicsConstants.speculativeDistance
    // B's faces are searched only when A's do not already put the polygons apart (about half the
    // contacts of a falling pile are apart): the result is empty either way.
    let (edgeA, separationA) = findMaxSeparation(localA, localB, radius: radius, speculative: speculative)
    guard separationA - radius <= speculative else { return .empty }
    let (edgeB, separationB) = findMaxSeparation(localB, localA, radius: radius, speculative: speculative)
    guard separationB - radius <= speculative else { return .empty }

    let flip = separationB > separationA + 0.1 * PhysicsConstants.linearSlop
    let poly1 = flip ? localB : localA
    let poly2 = flip ? localA : localB
    let i11 = flip ? edgeB : edgeA
    let i12 = (i11 + 1) % poly1.pointee.count
    // Incident edge: the face of poly2 most anti-parallel to the reference normal.
    let n1 = poly1.normal(i11)
    var i21 = 0
    var minDot = Double.infinity
    for j in 0..<poly2.pointee.count {
        let d = n1.dot(poly2.normal(j))
        if d < minDot {
            minDot = d
            i21 = j
        }
    }
    let i22 = (i21 + 1) % poly2.pointee.count
    let v11 = poly1.vertex(i11)
    let v12 = poly1.vertex(i12)
    let v21 = poly2.vertex(i21)
    let v22 = poly2.vertex(i22)
    let r1 = poly1.pointee.radius
    let r2 = poly2.pointee.radius

    // Apart: if the closest features are two vertices, the contact normal runs between them.
    // (Parallel faces that face each other always clip, even when their end points line up.)
    let tangent = (v12 - v11).normalized
    let lower1 = 0.0
    let upper1 = (v12 - v11).dot(tangent)
    let upper2 = (v21 - v11).dot(tangent)
    let lower2 = (v22 - v11).dot(tangent)
    // Tested only when apart (most contacts overlap, and the test normalises an edge).
    @inline(__always) func facing() -> Bool {
        let parallel = abs(tangent.cross((v22 - v21).normalized)) < 1e-6
        return parallel && Swift.min(upper1, upper2) - Swift.max(lower1, lower2) > 1e-9
    }
    if Swift.max(separationA, separationB) > 0.1 * PhysicsConstants.linearSlop, !facing() {
        let (f1, f2) = segmentDistance(v11, v12, v21, v22)
        if f1 == 0 || f1 == 1, f2 == 0 || f2 == 1 {
            let vA = f1 == 0 ? v11 : v12
            let vB = f2 == 0 ? v21 : v22
            let iA = f1 == 0 ? i11 : i12
            let iB = f2 == 0 ? i21 : i22
            let (distance, direction) = lengthAndNormal(vB - vA)
            let separation = distance - radius
            guard separation <= speculative else { return .empty }
            let cA = vA + r1 * direction
            let cB = vB - r2 * direction
            let normal = flip ? -direction : direction
            let id = flip ? ContactFeatureID(iB, iA) : ContactFeatureID(iA, iB)
            return makeManifold(
                localNormal: normal, LocalPoint(position: 0.5 * (cA + cB), separation: separation, id: id),
                frame: frame, xfA: xfA,
                xfB: xfB)
        }
    }

    // Clip the incident edge v21 → v22 (which runs against the reference edge) to the reference
    // edge's extent along its tangent.
    var vLower = v22
    var vUpper = v21
    if lower2 < lower1, upper2 - lower2 > 1e-12 {
        vLower = Vec2.lerp(v22, v21, (lower1 - lower2) / (upper2 - lower2))
    }
    if upper2 > upper1, upper2 - lower2 > 1e-12 {
        vUpper = Vec2.lerp(v22, v21, (upper1 - lower2) / (upper2 - lower2))
    }
    let normal = n1
    let separationLower = (vLower - v11).dot(normal)
    let separationUpper = (vUpper - v11).dot(normal)
    // Put each point midway between the two surfaces.
    vLower += (0.5 * (r1 - r2 - separationLower)) * normal
    vUpper += (0.5 * (r1 - r2 - separationUpper)) * normal
    let lower = LocalPoint(
        position: vLower, separation: separationLower - radius,
        id: flip ? ContactFeatureID(i22, i11) : ContactFeatureID(i11, i22))
    let upper = LocalPoint(
        position: vUpper, separation: separationUpper - radius,
        id: flip ? ContactFeatureID(i21, i12) : ContactFeatureID(i12, i21))
    return makeManifold(
        localNormal: flip ? -normal : normal, flip ? upper : lower, flip ? lower : upper, frame: frame,
        xfA: xfA, xfB: xfB)
}
