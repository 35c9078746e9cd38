import Testing

@testable import PlumbPhysics

@Suite("Physics world: contacts and validation scenes (docs/dynamics.md §17)")
struct WorldContactTests {
    /// A 50×50 box resting on the floor stays within the linear slop of exact contact and sleeps.
    @Test func boxRestsOnFloor() {
        var (world, _) = WorldScene.withFloor()
        let box = WorldScene.addBox(&world, width: 50, height: 50, center: Vec2(160, 543))
        var worst = 0.0
        WorldScene.run(&world, seconds: 2) { w in worst = max(worst, abs(w.position(of: box).y - 543)) }
        #expect(worst <= PhysicsConstants.linearSlop)
        #expect(abs(world.position(of: box).x - 160) < 1e-9)
        #expect(!world.isAwake(box))
    }

    /// docs/dynamics.md §17.3: rebound apex e²·400 pt for e = 0.8 (256.0, 163.8 pt; ±2 % or ±2 pt).
    @Test func bounceHeightWithRestitution() {
        var (world, _) = WorldScene.withFloor()
        let box = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(160, 143), shape: ShapeDefinition(restitution: 0.8),
            fixedRotation: true)
        var apexes: [Double] = []
        var previousVelocity = 0.0
        WorldScene.run(&world, seconds: 3.5) { w in
            let v = w.linearVelocity(of: box).y
            if previousVelocity < 0 && v >= 0 {
                apexes.append(WorldScene.floorY - (w.position(of: box).y + 25))
            }
            previousVelocity = v
        }
        #expect(apexes.count >= 2)
        for (k, expected) in [256.0, 163.84].enumerated() where k < apexes.count {
            #expect(abs(apexes[k] - expected) <= max(0.02 * expected, 2), "apex \(k + 1): \(apexes[k])")
        }
    }

    /// Restitution 0: no bounce (apex below 1 pt after impact).
    @Test func noBounceWithoutRestitution() {
        var (world, _) = WorldScene.withFloor()
        let box = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(160, 143), fixedRotation: true)
        var impacted = false
        var highest = 0.0
        WorldScene.run(&world, seconds: 2) { w in
            let height = WorldScene.floorY - (w.position(of: box).y + 25)
            if height < 1 { impacted = true }
            if impacted { highest = max(highest, height) }
        }
        #expect(impacted && highest < 1)
    }

    /// docs/dynamics.md §17.4: 100×50 box at 400 pt/s with μ = 0.5 decelerates at μg and stops at 220 pt.
    @Test func slidingFrictionDeceleratesAtMuG() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let box = WorldScene.addBox(
            &world, width: 100, height: 50, center: Vec2(60, 543), shape: ShapeDefinition(friction: 0.5),
            fixedRotation: true)
        WorldScene.run(&world, seconds: 0.1)
        world.setLinearVelocity(Vec2(400, 0), of: box)
        let start = world.position(of: box).x
        var speedAt04 = 0.0
        var steps = 0
        WorldScene.run(&world, seconds: 1.5) { w in
            steps += 1
            if steps == 24 { speedAt04 = w.linearVelocity(of: box).x }
        }
        #expect(abs(world.position(of: box).x - start - 160) <= 3)
        #expect(abs(speedAt04 - 200) <= 6)
        #expect(abs(world.linearVelocity(of: box).x) < 1e-6)
    }

    /// docs/dynamics.md §17.4 incline: a 40×20 box on a 30° slope slides at g(sin 30° − μ cos 30°) for
    /// μ = 0.3 (240.2 pt/s²: 30.0 pt in 0.5 s, ±3 %) and holds for μ = 0.7 (drift < 1 pt in 2 s).
    @Test(arguments: [0.3, 0.7]) func inclineSlidesBelowTanThetaHoldsAbove(mu: Double) {
        var world = World()
        let ground = world.createBody(BodyDefinition())
        world.createShape(
            ShapeDefinition(friction: mu), geometry: .segment(Segment(Vec2(0, 200), Vec2(320, 384.75))),
            on: ground)
        let angle = Double.pi / 6
        let normal = Vec2(0.5, -(0.75.squareRoot()))
        let start = Vec2(100, 200 + 100 * (1.0 / 3).squareRoot()) + 10.5 * normal
        let box = world.createBody(
            BodyDefinition(type: .dynamic, position: start, angle: angle, fixedRotation: true))
        world.createShape(
            ShapeDefinition(friction: mu), geometry: .polygon(.box(width: 40, height: 20)), on: box)
        let along = Vec2(0.75.squareRoot(), 0.5)
        if mu < 0.5 {
            WorldScene.run(&world, seconds: 0.5)
            let travelled = (world.position(of: box) - start).dot(along)
            #expect(abs(travelled - 30.0) <= 0.03 * 30.0, "travelled \(travelled)")
        } else {
            WorldScene.run(&world, seconds: 2)
            #expect(abs((world.position(of: box) - start).dot(along)) < 1)
            #expect(!world.isAwake(box))
        }
    }

    /// Frictionless: the box keeps its speed.
    @Test func frictionlessSlideKeepsSpeed() {
        var (world, _) = WorldScene.withFloor()
        let box = WorldScene.addBox(
            &world, width: 100, height: 50, center: Vec2(60, 543), fixedRotation: true)
        world.setLinearVelocity(Vec2(400, 0), of: box)
        WorldScene.run(&world, seconds: 0.5)
        #expect(abs(world.linearVelocity(of: box).x - 400) < 1e-6)
    }

    /// docs/dynamics.md §17.9: ten 40×40 boxes, μ = 0.5, 0.5 pt gaps, stand 10 s.
    @Test func tenBoxTowerStands() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let boxes = WorldScene.addTower(&world)
        WorldScene.run(&world, seconds: 10)
        for (k, box) in boxes.enumerated() {
            let p = world.position(of: box)
            #expect(abs(p.x - 160) < 0.25, "box \(k) x \(p.x)")
            #expect(abs(p.y - (548 - 40 * Double(k))) < 1, "box \(k) y \(p.y)")
            #expect(abs(world.angle(of: box)) < 0.002)
        }
        #expect(boxes.allSatisfy { !world.isAwake($0) })
    }

    /// docs/dynamics.md §17.8: equal masses head-on, e = 1: velocities exchange.
    @Test func elasticHeadOnCollisionExchangesVelocities() {
        var world = World(gravity: .zero)
        let shape = ShapeDefinition(restitution: 1)
        let a = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(100, 300), shape: shape, fixedRotation: true)
        let b = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(250, 300), shape: shape, fixedRotation: true)
        world.setLinearVelocity(Vec2(400, 0), of: a)
        WorldScene.run(&world, seconds: 0.5)
        #expect(abs(world.linearVelocity(of: a).x) < 8)
        #expect(abs(world.linearVelocity(of: b).x - 400) <= 8)
        let momentum =
            world.mass(of: a) * world.linearVelocity(of: a).x + world.mass(of: b)
            * world.linearVelocity(of: b).x
        #expect(abs(momentum - world.mass(of: a) * 400) <= 0.005 * world.mass(of: a) * 400)
    }

    /// Unequal masses (1 : 0.25), e = 1: 240 and 640 pt/s (±2 %), kinetic energy kept to 2 %.
    @Test func elasticCollisionOfUnequalMasses() {
        var world = World(gravity: .zero)
        let shape = ShapeDefinition(restitution: 1)
        let a = WorldScene.addBox(
            &world, width: 100, height: 100, center: Vec2(100, 300), shape: shape, fixedRotation: true)
        let b = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(250, 300), shape: shape, fixedRotation: true)
        world.setLinearVelocity(Vec2(400, 0), of: a)
        WorldScene.run(&world, seconds: 0.5)
        let va = world.linearVelocity(of: a).x
        let vb = world.linearVelocity(of: b).x
        #expect(abs(va - 240) <= 0.02 * 240)
        #expect(abs(vb - 640) <= 0.02 * 640)
        let energy = 0.5 * world.mass(of: a) * va * va + 0.5 * world.mass(of: b) * vb * vb
        let initial = 0.5 * world.mass(of: a) * 400 * 400
        #expect(abs(energy - initial) <= 0.02 * initial)
    }

    /// Unequal masses (1 : 0.25), e = 0: both move at 320 pt/s.
    @Test func inelasticCollisionConservesMomentum() {
        var world = World(gravity: .zero)
        let a = WorldScene.addBox(
            &world, width: 100, height: 100, center: Vec2(100, 300), fixedRotation: true)
        let b = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(250, 300), fixedRotation: true)
        world.setLinearVelocity(Vec2(400, 0), of: a)
        WorldScene.run(&world, seconds: 0.5)
        #expect(abs(world.linearVelocity(of: a).x - 320) <= 6.4)
        #expect(abs(world.linearVelocity(of: b).x - 320) <= 6.4)
    }

    @Test func contactBeginAndEndEventsCarryThePoint() {
        var (world, floor) = WorldScene.withFloor()
        let box = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(160, 443), shape: ShapeDefinition(restitution: 0.5),
            fixedRotation: true)
        var begins: [ContactBeginEvent] = []
        var ends: [ContactEndEvent] = []
        WorldScene.run(&world, seconds: 0.6) { w in
            begins += w.contactBeginEvents
            ends += w.contactEndEvents
        }
        #expect(world.body(of: ShapeID(index: 1)) == box)
        #expect(begins.count >= 1)
        if let first = begins.first {
            #expect(first.shapeA == floor && first.shapeB == ShapeID(index: 1))
            #expect(abs(first.point.y - WorldScene.floorY) <= PhysicsConstants.speculativeDistance)
            #expect(abs(first.point.x - 160) <= 25)
            #expect(abs(first.normal.y - (-1)) < 1e-9)
        }
        #expect(ends.count >= 1)
    }

    @Test func filteredShapesPassThrough() {
        var (world, _) = WorldScene.withFloor()
        let ghost = WorldScene.addBox(
            &world, width: 50, height: 50, center: Vec2(160, 500),
            shape: ShapeDefinition(filter: CollisionFilter(categoryBits: 2, maskBits: ~1)))
        WorldScene.run(&world, seconds: 0.5)
        #expect(world.position(of: ghost).y > WorldScene.floorY + 25)
        #expect(world.touchingContactCount == 0)
    }

    @Test func negativeGroupNeverCollidesPositiveAlways() {
        let never = CollisionFilter(groupIndex: -3)
        let always = CollisionFilter(categoryBits: 1, maskBits: 0, groupIndex: 4)
        #expect(!never.shouldCollide(with: never))
        #expect(always.shouldCollide(with: always))
        #expect(!always.shouldCollide(with: CollisionFilter()))
    }

    @Test func sensorDetectsWithoutResponse() {
        var world = World()
        let ground = world.createBody(BodyDefinition())
        let sensor = world.createShape(
            ShapeDefinition(isSensor: true),
            geometry: .polygon(.box(width: 200, height: 50, center: Vec2(160, 300))),
            on: ground)
        let ball = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(160, 200)))
        let ballShape = world.createShape(ShapeDefinition(), geometry: .circle(Circle(radius: 10)), on: ball)
        var begins: [SensorEvent] = []
        var ends: [SensorEvent] = []
        var maxY = 0.0
        WorldScene.run(&world, seconds: 1) { w in
            begins += w.sensorBeginEvents
            ends += w.sensorEndEvents
            maxY = max(maxY, w.position(of: ball).y)
        }
        #expect(begins == [SensorEvent(sensor: sensor, visitor: ballShape)])
        #expect(ends == [SensorEvent(sensor: sensor, visitor: ballShape)])
        #expect(maxY > 400)
    }
}
