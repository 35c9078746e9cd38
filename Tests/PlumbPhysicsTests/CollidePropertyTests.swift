import PropertyBased
import Testing

@testable import PlumbPhysics

/// Narrow-phase properties on random pairs of boxes, each reproducible from its seed.
@Suite("Physics narrow phase properties")
struct CollidePropertyTests {
    static var seeds: Generator<UInt64, Shrink.Integer<UInt64>> { Gen.uint64() }

    /// The world vertices of a polygon at a transform.
    static func worldVertices(_ polygon: Polygon, _ xf: Transform) -> [Vec2] {
        polygon.vertices.map(xf.apply)
    }

    /// The greatest separation along any face normal of either polygon (negative if they overlap).
    static func satSeparation(_ a: [Vec2], _ b: [Vec2]) -> Double {
        func faces(_ p: [Vec2], _ q: [Vec2]) -> Double {
            var best = -Double.infinity
            for i in p.indices {
                let e = p[(i + 1) % p.count] - p[i]
                let n = Vec2(e.y, -e.x).normalized
                best = max(best, q.map { n.dot($0 - p[i]) }.min()!)
            }
            return best
        }
        return max(faces(a, b), faces(b, a))
    }

    /// The distance between two disjoint convex polygons: the least vertex-to-edge distance.
    static func distance(_ a: [Vec2], _ b: [Vec2]) -> Double {
        func oneWay(_ p: [Vec2], _ q: [Vec2]) -> Double {
            var best = Double.infinity
            for v in p {
                for j in q.indices {
                    let s = Segment(q[j], q[(j + 1) % q.count])
                    best = min(best, s.closestPoint(to: v).distance(to: v))
                }
            }
            return best
        }
        return min(oneWay(a, b), oneWay(b, a))
    }

    static func randomBox(_ rng: inout SplitMix64) -> (Polygon, Transform) {
        let box = Polygon.box(
            width: Double.random(in: 5..<60, using: &rng), height: Double.random(in: 5..<60, using: &rng))
        let angle = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : Double.random(in: -3.2..<3.2, using: &rng)
        let xf = Transform(
            position: Vec2(Double.random(in: 0..<70, using: &rng), Double.random(in: 0..<70, using: &rng)),
            angle: angle)
        return (box, xf)
    }

    @Test func boxPairsAgreeWithSeparatingAxes() async {
        await propertyCheck(count: 400, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            let (a, xfA) = Self.randomBox(&rng)
            let (b, xfB) = Self.randomBox(&rng)
            let wa = Self.worldVertices(a, xfA)
            let wb = Self.worldVertices(b, xfB)
            let sat = Self.satSeparation(wa, wb)
            let m = collidePolygons(a, xfA, b, xfB)
            #expect(m.pointCount <= 2)
            if sat > 0, Self.distance(wa, wb) > PhysicsConstants.speculativeDistance + 1e-9 {
                #expect(m.isEmpty, "seed \(seed): apart by \(Self.distance(wa, wb))")
            }
            if sat < -1e-6 {
                #expect(!m.isEmpty, "seed \(seed): overlapping but no contact")
            }
            guard !m.isEmpty else { return }
            #expect(abs(m.normal.length - 1) < 1e-9)
            let deepest = m.points.map(\.separation).min()!
            #expect(deepest <= PhysicsConstants.speculativeDistance)
            #expect(deepest >= sat - 0.1 * PhysicsConstants.linearSlop - 1e-9, "seed \(seed)")
            if sat < -1e-6 { #expect(deepest < 0, "seed \(seed)") }
            for p in m.points {
                #expect((p.anchorA + xfA.position - p.point).length < 1e-9)
                #expect((p.anchorB + xfB.position - p.point).length < 1e-9)
            }
            // The normal points from A towards B.
            let centreA = xfA.position
            let centreB = xfB.position
            #expect(m.normal.dot(centreB - centreA) > -1e-9 || sat < 0, "seed \(seed)")
        }
    }

    @Test func dispatchFlipsNormalsAndAnchors() {
        let box = ShapeGeometry.polygon(.box(width: 20, height: 20))
        let ball = ShapeGeometry.circle(Circle(radius: 5))
        let xfBox = Transform(position: Vec2(0, 0), angle: 0.1)
        let xfBall = Transform(position: Vec2(1, -15.5))
        let forward = ShapeGeometry.collide(box, xfBox, ball, xfBall)
        let backward = ShapeGeometry.collide(ball, xfBall, box, xfBox)
        #expect(forward.pointCount == 1 && backward.pointCount == 1)
        #expect((forward.normal + backward.normal).length < 1e-12)
        #expect(forward.points[0].separation == backward.points[0].separation)
        #expect((backward.points[0].anchorA + xfBall.position - backward.points[0].point).length < 1e-12)
        let ground = ShapeGeometry.segment(Segment(Vec2(-50, 0), Vec2(50, 0)))
        #expect(
            ShapeGeometry.collide(box, Transform(position: Vec2(0, -10.5)), ground, .identity).pointCount
                == 2)
        #expect(ShapeGeometry.collide(ground, .identity, ground, .identity).isEmpty)
        #expect(ball.massData(density: 1).mass > 0 && ground.massData(density: 1) == .zero)
        #expect(!ground.isSolid && box.isSolid)
        let hit = box.rayCast(RayCastInput(origin: Vec2(-30, 0), translation: Vec2(60, 0)), xfBox)
        #expect(hit != nil && abs(hit!.normal.dot(xfBox.rotation.apply(Vec2(-1, 0))) - 1) < 1e-12)
    }

    @Test func roundedBoxesKeepTheirSkin() throws {
        let rounded = try Polygon(
            points: [Vec2(-10, -10), Vec2(10, -10), Vec2(10, 10), Vec2(-10, 10)], radius: 1)
        let m = collidePolygons(rounded, .identity, rounded, Transform(position: Vec2(22.5, 0)))
        #expect(m.pointCount == 2 && m.points.allSatisfy { abs($0.separation - 0.5) < 1e-9 })
        #expect(m.points.allSatisfy { abs($0.point.x - 11.25) < 1e-9 }, "midway between the rounded surfaces")
        #expect(rounded.aabb(.identity) == AABB(lower: Vec2(-11, -11), upper: Vec2(11, 11)))
    }
}
