import Testing

@testable import PlumbPhysics

@Suite("Physics narrow phase")
struct CollideTests {
    let tolerance = 1e-9

    @Test func boxRestingOnBoxGivesTwoPoints() {
        // A 100×20 floor at y = 100 (top face y = 90); a 20×20 box above it, 0.3 pt apart.
        let floor = Polygon.box(width: 100, height: 20)
        let box = Polygon.box(width: 20, height: 20)
        let xfFloor = Transform(position: Vec2(0, 100))
        let xfBox = Transform(position: Vec2(5, 100 - 10 - 10 - 0.3))
        let m = collidePolygons(floor, xfFloor, box, xfBox)
        #expect(m.pointCount == 2)
        #expect((m.normal - Vec2(0, -1)).length < tolerance, "from the floor (A) up to the box (B)")
        let xs = m.points.map(\.point.x).sorted()
        #expect(abs(xs[0] + 5) < tolerance && abs(xs[1] - 15) < tolerance)
        for p in m.points {
            #expect(abs(p.separation - 0.3) < tolerance)
            #expect(abs(p.point.y - (90 - 0.15)) < tolerance, "midway between the faces")
            #expect((p.anchorA + xfFloor.position - p.point).length < tolerance)
            #expect((p.anchorB + xfBox.position - p.point).length < tolerance)
        }
        #expect(Set(m.points.map(\.id)).count == 2)
        // Swapping the roles flips the normal and keeps the points.
        let swapped = collidePolygons(box, xfBox, floor, xfFloor)
        #expect((swapped.normal - Vec2(0, 1)).length < tolerance && swapped.pointCount == 2)
    }

    @Test func overlappingAndTiltedBoxes() {
        let floor = Polygon.box(width: 100, height: 20)
        let box = Polygon.box(width: 20, height: 20)
        let xfFloor = Transform(position: Vec2(0, 100))
        // Sinking 1 pt: negative separations.
        let sunk = collidePolygons(floor, xfFloor, box, Transform(position: Vec2(0, 81)))
        #expect(sunk.pointCount == 2 && sunk.points.allSatisfy { abs($0.separation + 1) < tolerance })
        // Tilted by 0.2 rad: the lowest corner touches with one speculative or penetrating point.
        let angle = 0.2
        let r = Rotation(angle: angle)
        let lowestY = [Vec2(-10, -10), Vec2(10, -10), Vec2(10, 10), Vec2(-10, 10)].map {
            r.apply($0).y
        }
        .max()!
        let xfTilt = Transform(position: Vec2(0, 90 - lowestY - 0.5), rotation: r)
        let tilted = collidePolygons(floor, xfFloor, box, xfTilt)
        #expect(tilted.pointCount >= 1)
        let deepest = tilted.points.map(\.separation).min()!
        #expect(abs(deepest - 0.5) < 1e-9)
        #expect((tilted.normal - Vec2(0, -1)).length < 1e-9)
        // Same box turned by 90°: still flat, two points.
        let turned = collidePolygons(
            floor, xfFloor, box, Transform(position: Vec2(0, 79.8), angle: .pi / 2))
        #expect(turned.pointCount == 2 && turned.points.allSatisfy { abs($0.separation - 0.2) < 1e-9 })
    }

    @Test func rotatedFrameGivesRotatedManifold() {
        // The whole box-on-box scene turned by 0.7 rad about the origin: same separations, turned normal.
        let floor = Polygon.box(width: 100, height: 20)
        let box = Polygon.box(width: 20, height: 20)
        let turn = Transform(position: .zero, angle: 0.7)
        let xfFloor = turn.concatenating(Transform(position: Vec2(0, 100)))
        let xfBox = turn.concatenating(Transform(position: Vec2(5, 79.5)))
        let m = collidePolygons(floor, xfFloor, box, xfBox)
        #expect(m.pointCount == 2)
        #expect((m.normal - turn.rotation.apply(Vec2(0, -1))).length < 1e-9)
        #expect(m.points.allSatisfy { abs($0.separation - 0.5) < 1e-9 })
    }

    @Test func noContactBeyondSpeculativeDistance() {
        let a = Polygon.box(width: 20, height: 20)
        let xfA = Transform.identity
        let near = Transform(position: Vec2(20 + PhysicsConstants.speculativeDistance - 0.01, 0))
        let far = Transform(position: Vec2(20 + PhysicsConstants.speculativeDistance + 0.01, 0))
        #expect(collidePolygons(a, xfA, a, near).pointCount == 2)
        #expect(collidePolygons(a, xfA, a, far).isEmpty)
        let c = Circle(radius: 10)
        #expect(collideCircles(c, xfA, c, near).pointCount == 1)
        #expect(collideCircles(c, xfA, c, far).isEmpty)
        #expect(collidePolygonAndCircle(a, xfA, c, far).isEmpty)
        // Corner to corner, diagonal gap just beyond the speculative distance: no contact, although
        // each face test alone would allow one.
        let gap = PhysicsConstants.speculativeDistance + 0.2
        let diagonal = Transform(position: Vec2(20 + gap / 2.0.squareRoot(), 20 + gap / 2.0.squareRoot()))
        #expect(collidePolygons(a, xfA, a, diagonal).isEmpty)
    }

    @Test func circles() throws {
        let m = collideCircles(
            Circle(radius: 5), Transform(position: Vec2(0, 0)), Circle(radius: 3),
            Transform(position: Vec2(6, 8)))
        let p = try #require(m.points.first)
        #expect(m.pointCount == 1)
        #expect((m.normal - Vec2(0.6, 0.8)).length < tolerance)
        #expect(abs(p.separation - 2) < tolerance)
        #expect((p.point - Vec2(0.6, 0.8) * 6).length < tolerance)
        // Offset centres in rotated bodies.
        let m2 = collideCircles(
            Circle(center: Vec2(10, 0), radius: 5), Transform(position: .zero, angle: .pi / 2),
            Circle(radius: 5), Transform(position: Vec2(0, 19)))
        #expect(abs(m2.points[0].separation + 1) < tolerance && (m2.normal - Vec2(0, 1)).length < tolerance)
    }

    @Test func polygonAndCircle() throws {
        let box = Polygon.box(width: 20, height: 20)
        // Face region: circle above the top face.
        let face = collidePolygonAndCircle(
            box, .identity, Circle(radius: 5), Transform(position: Vec2(3, -16)))
        #expect(
            (face.normal - Vec2(0, -1)).length < tolerance && abs(face.points[0].separation - 1) < tolerance
        )
        // Vertex region: circle off the corner (10, -10) along the diagonal.
        let d = Vec2(1, -1).normalized
        let corner = collidePolygonAndCircle(
            box, .identity, Circle(radius: 5), Transform(position: Vec2(10, -10) + 6 * d))
        #expect((corner.normal - d).length < tolerance && abs(corner.points[0].separation - 1) < tolerance)
        // Circle centre inside the box.
        let inside = collidePolygonAndCircle(
            box, .identity, Circle(radius: 5), Transform(position: Vec2(0, 8)))
        #expect(
            (inside.normal - Vec2(0, 1)).length < tolerance
                && abs(inside.points[0].separation + 7) < tolerance)
    }

    @Test func segmentsAndChains() {
        let ground = Segment(Vec2(-50, 0), Vec2(50, 0))
        let box = Polygon.box(width: 20, height: 20)
        let above = Transform(position: Vec2(0, -10.4))
        let m = collideSegmentAndPolygon(ground, .identity, box, above)
        #expect(m.pointCount == 2 && (m.normal - Vec2(0, -1)).length < tolerance)
        #expect(m.points.allSatisfy { abs($0.separation - 0.4) < tolerance })
        let below = collideSegmentAndPolygon(ground, .identity, box, Transform(position: Vec2(0, 10.4)))
        #expect(below.pointCount == 2 && (below.normal - Vec2(0, 1)).length < tolerance, "two-sided")
        let circle = collideSegmentAndCircle(
            ground, .identity, Circle(radius: 5), Transform(position: Vec2(60, -3)))
        #expect(circle.pointCount == 0)
        let end = collideSegmentAndCircle(
            ground, .identity, Circle(radius: 5), Transform(position: Vec2(53, -4)))
        #expect(end.pointCount == 1 && abs(end.points[0].separation) < tolerance)
        // A chain link whose front side is up (−y): from left to right, cross(e, 1) = (0, −e.x).
        let link = ChainSegment(ghost1: Vec2(-60, 0), segment: ground, ghost2: Vec2(60, 0))
        #expect(collideChainSegmentAndPolygon(link, .identity, box, above).pointCount == 2)
        #expect(
            collideChainSegmentAndPolygon(link, .identity, box, Transform(position: Vec2(0, 10.4))).isEmpty)
        #expect(
            collideChainSegmentAndCircle(
                link, .identity, Circle(radius: 5), Transform(position: Vec2(0, -5))
            ).pointCount == 1)
        #expect(
            collideChainSegmentAndCircle(
                link, .identity, Circle(radius: 5), Transform(position: Vec2(0, 5))
            ).isEmpty)
    }

    @Test func featureIDsPersistWhileSliding() {
        let floor = Polygon.box(width: 100, height: 20)
        let box = Polygon.box(width: 20, height: 20)
        let xfFloor = Transform(position: Vec2(0, 100))
        let a = collidePolygons(floor, xfFloor, box, Transform(position: Vec2(0, 80)))
        let b = collidePolygons(floor, xfFloor, box, Transform(position: Vec2(7, 80.1)))
        #expect(a.points.map(\.id) == b.points.map(\.id))
    }
}

@Suite("Physics chain links")
struct ChainCollideTests {
    /// Two flat links meeting at the origin, front side up (−y).
    let left = ChainSegment(
        ghost1: Vec2(-100, 0), segment: Segment(Vec2(-50, 0), Vec2(0, 0)), ghost2: Vec2(50, 0))
    let right = ChainSegment(
        ghost1: Vec2(-50, 0), segment: Segment(Vec2(0, 0), Vec2(50, 0)), ghost2: Vec2(100, 0))

    @Test func noGhostContactAtAFlatJoint() {
        // A 20×20 box sunk 0.5 pt, its left face just past the joint: the plain segment pushes it
        // sideways (its left face is the best separating axis); the chain link does not.
        let box = Polygon.box(width: 20, height: 20)
        let xf = Transform(position: Vec2(10.3, -9.5))
        let plain = collideSegmentAndPolygon(left.segment, .identity, box, xf)
        #expect(
            plain.pointCount >= 1 && abs(plain.normal.x - 1) < 1e-9, "the ghost contact a plain segment makes"
        )
        #expect(collideChainSegmentAndPolygon(left, .identity, box, xf).isEmpty)
        let r = collideChainSegmentAndPolygon(right, .identity, box, xf)
        #expect(r.pointCount == 2 && (r.normal - Vec2(0, -1)).length < 1e-9)
        #expect(r.points.allSatisfy { abs($0.separation + 0.5) < 1e-9 })
    }

    @Test func convexJointKeepsCornerNormals() {
        // A hill top: (−10, 10) → (0, 0) → (10, 10) with +y down; a box corner above the peak.
        let up = ChainSegment(
            ghost1: Vec2(-20, 20), segment: Segment(Vec2(-10, 10), Vec2(0, 0)), ghost2: Vec2(10, 10))
        #expect(up.admits(Vec2(0, -1)), "straight up lies between the two slopes' normals")
        #expect(!up.admits(Vec2(1, 0.2).normalized), "beyond the next link's normal")
        // A valley: (−10, −10) → (0, 0) → (10, −10); the joint at the origin is concave from the front.
        let concave = ChainSegment(
            ghost1: Vec2(-20, -20), segment: Segment(Vec2(-10, -10), Vec2(0, 0)),
            ghost2: Vec2(10, -10))
        #expect(concave.admits(concave.segment.normal))
        #expect(!concave.admits(Vec2(1, 0)), "the next link owns contacts at a concave joint")
        let open = ChainSegment(
            ghost1: Vec2(-10, 0), segment: Segment(Vec2(-10, 0), Vec2(0, 0)), ghost2: Vec2(0, 0))
        #expect(open.admits(Vec2(1, -1).normalized), "open ends collide like a segment's")
    }
}

extension ChainCollideTests {
    @Test func circleRollsAcrossAFlatJoint() {
        // A ball centred past the joint: the left link would push it along its end point's radius.
        let ball = Circle(radius: 5)
        let xf = Transform(position: Vec2(3, -4))
        #expect(collideChainSegmentAndCircle(left, .identity, ball, xf).isEmpty)
        let m = collideChainSegmentAndCircle(right, .identity, ball, xf)
        #expect(
            m.pointCount == 1 && (m.normal - Vec2(0, -1)).length < 1e-9
                && abs(m.points[0].separation + 1) < 1e-9)
    }
}
