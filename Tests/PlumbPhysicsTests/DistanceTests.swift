import PropertyBased
import Testing

@testable import PlumbPhysics

@Suite("Physics distance and time of impact")
struct DistanceTests {
    static var seeds: Generator<UInt64, Shrink.Integer<UInt64>> { Gen.uint64() }

    let box = ShapeGeometry.polygon(.box(width: 20, height: 20)).proxy

    @Test func boxesFaceToFace() {
        let out = shapeDistance(box, .identity, box, Transform(position: Vec2(30, 5)))
        #expect(abs(out.distance - 10) < 1e-9)
        #expect((out.normal - Vec2(1, 0)).length < 1e-9)
        #expect(abs(out.pointA.x - 10) < 1e-9 && abs(out.pointB.x - 20) < 1e-9)
    }

    @Test func circleToCorner() {
        let ball = ShapeGeometry.circle(Circle(radius: 2)).proxy
        let out = shapeDistance(box, .identity, ball, Transform(position: Vec2(13, 14)))
        // Corner (10, 10) to centre (13, 14) is 5; minus the radius.
        #expect(abs(out.distance - 3) < 1e-9)
        #expect((out.pointA - Vec2(10, 10)).length < 1e-9)
        #expect((out.pointB - Vec2(13, 14) + 2 * Vec2(0.6, 0.8)).length < 1e-9)
    }

    @Test func overlapAndRoundedTouch() {
        #expect(
            shapeDistance(box, .identity, box, Transform(position: Vec2(15, 3), angle: 0.4)).distance == 0)
        let rounded = ShapeProxy(points: box.points, radius: 1)
        let out = shapeDistance(rounded, .identity, rounded, Transform(position: Vec2(21.5, 0)))
        #expect(out.distance == 0, "radii overlap although the cores are 1.5 pt apart")
        let apart = shapeDistance(rounded, .identity, rounded, Transform(position: Vec2(25, 0)))
        #expect(abs(apart.distance - 3) < 1e-9)
    }

    @Test func distanceMatchesBruteForce() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            let (a, xfA) = CollidePropertyTests.randomBox(&rng)
            let (b, xfB) = CollidePropertyTests.randomBox(&rng)
            let wa = CollidePropertyTests.worldVertices(a, xfA)
            let wb = CollidePropertyTests.worldVertices(b, xfB)
            let out = shapeDistance(
                ShapeProxy(points: a.vertices, radius: 0), xfA, ShapeProxy(points: b.vertices, radius: 0), xfB
            )
            if CollidePropertyTests.satSeparation(wa, wb) > 1e-9 {
                let expected = CollidePropertyTests.distance(wa, wb)
                #expect(abs(out.distance - expected) < 1e-7, "seed \(seed)")
                #expect(abs(out.pointA.distance(to: out.pointB) - out.distance) < 1e-7)
            } else if CollidePropertyTests.satSeparation(wa, wb) < -1e-9 {
                #expect(out.distance == 0, "seed \(seed)")
            }
        }
    }

    @Test func fastBoxHitsAThinWall() {
        // A 20×20 box crossing 1,000 pt in one step towards a segment at x = 500: it must stop
        // about `linearSlop` short of the wall.
        let wall = ShapeGeometry.segment(Segment(Vec2(500, -100), Vec2(500, 100))).proxy
        let still = Sweep(localCenter: .zero, c1: .zero, c2: .zero, q1: .identity, q2: .identity)
        let moving = Sweep(
            localCenter: .zero, c1: Vec2(0, 0), c2: Vec2(1000, 0), q1: .identity, q2: .identity)
        let out = timeOfImpact(wall, still, box, moving)
        #expect(out.state == .hit)
        let gap = 500 - (1000 * out.fraction + 10)
        #expect(gap >= PhysicsConstants.linearSlop - 1e-9 && gap <= 1.25 * PhysicsConstants.linearSlop + 1e-9)
        // Moving parallel to the wall, or away from it: no hit.
        let parallel = Sweep(
            localCenter: .zero, c1: Vec2(0, 0), c2: Vec2(0, 1000), q1: .identity, q2: .identity)
        #expect(timeOfImpact(wall, still, box, parallel).state == .separated)
        let away = Sweep(
            localCenter: .zero, c1: Vec2(0, 0), c2: Vec2(-1000, 0), q1: .identity, q2: .identity)
        #expect(timeOfImpact(wall, still, box, away).state == .separated)
        let inside = Sweep(
            localCenter: .zero, c1: Vec2(495, 0), c2: Vec2(600, 0), q1: .identity, q2: .identity)
        #expect(timeOfImpact(wall, still, box, inside).state == .overlapped)
    }

    @Test func spinningStickReachesAPoint() {
        // A 100×2 stick centred at the origin turning a quarter turn; a ball at (0, 40) of radius 1.
        let stick = ShapeGeometry.polygon(.box(width: 100, height: 2)).proxy
        let ball = ShapeGeometry.circle(Circle(center: Vec2(0, 40), radius: 1)).proxy
        let still = Sweep(localCenter: .zero, c1: .zero, c2: .zero, q1: .identity, q2: .identity)
        let spin = Sweep(
            localCenter: .zero, c1: .zero, c2: .zero, q1: .identity, q2: Rotation(angle: .pi / 2))
        let out = timeOfImpact(stick, spin, ball, still)
        #expect(out.state == .hit)
        let xf = spin.transform(at: out.fraction)
        let d = shapeDistance(stick, xf, ball, .identity).distance
        #expect(d >= PhysicsConstants.linearSlop - 1e-9 && d <= 1.25 * PhysicsConstants.linearSlop + 1e-9)
        #expect(out.fraction > 0.5 && out.fraction < 1)
    }

    @Test func sweepInterpolates() {
        let sweep = Sweep(
            localCenter: Vec2(1, 0), c1: Vec2(0, 0), c2: Vec2(10, 0), q1: .identity,
            q2: Rotation(angle: 0.5))
        let end = sweep.transform(at: 1)
        #expect(abs(end.rotation.angle - 0.5) < 1e-12)
        #expect((end.apply(Vec2(1, 0)) - Vec2(10, 0)).length < 1e-12, "the centre of mass follows c")
        #expect(abs(sweep.deltaAngle - 0.5) < 1e-12)
    }
}
