import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: destroying joints, shapes and bodies")
struct WorldDestroyTests {
    /// Free fall from rest over `t` seconds at 1/240 s substeps: `½gt²` plus semi-implicit
    /// Euler's `½g·h·t` (docs/dynamics.md §17.1).
    static func expectFreeFall(from y0: Double, to y: Double, velocity: Double, seconds t: Double) {
        let drop = y - y0
        #expect(abs(drop - 0.5 * 1000 * t * t) <= 0.5 * 1000 * t / 240 + 1e-6, "drop \(drop)")
        #expect(abs(velocity - 1000 * t) <= 1e-6 * 1000 * t, "velocity \(velocity)")
    }

    @Test func destroyingAJointWakesTheBodyAndLetsItFall() {
        var world = World()
        let ground = world.createBody(BodyDefinition(position: Vec2(160, 200)))
        let box = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(160, 200))
        let weld = world.createWeldJoint(
            WeldJointDefinition(bodyA: ground, bodyB: box, localAnchorA: .zero, localAnchorB: .zero))
        WorldScene.run(&world, seconds: 2)
        #expect(!world.isAwake(box))
        let y0 = world.position(of: box).y
        world.destroyJoint(weld)
        #expect(world.isAwake(box))
        #expect(!world.isValid(weld) && world.jointCount == 0)
        WorldScene.run(&world, seconds: 0.5)
        Self.expectFreeFall(
            from: y0, to: world.position(of: box).y, velocity: world.linearVelocity(of: box).y, seconds: 0.5)
        #expect(world.position(of: box).x == 160)
    }

    /// Two boxes resting on a floor; destroying one ends its floor contact with an end event at
    /// once; the other box, the floor and new handles are unaffected.
    @Test func destroyingABodyEndsItsContactsAndKeepsOtherHandles() {
        var (world, floor) = WorldScene.withFloor()
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        let b = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(220, 547))
        WorldScene.run(&world, seconds: 1)
        #expect(world.touchingContactCount == 2)
        let bPosition = world.position(of: b)
        let shapeA = ShapeID(index: 1)
        let shapeB = ShapeID(index: 2)
        #expect(world.body(of: shapeA) == a && world.body(of: shapeB) == b)
        world.destroyBody(a)
        #expect(world.contactEndEvents == [ContactEndEvent(shapeA: floor, shapeB: shapeA)])
        #expect(world.touchingContactCount == 1)
        #expect(!world.isValid(a) && !world.isValid(shapeA))
        #expect(world.isValid(b) && world.isValid(shapeB) && world.isValid(floor))
        #expect(world.bodyCount == 2 && world.shapeCount == 2)
        let c = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(300, 100))
        #expect(c == BodyID(index: 3))
        #expect(world.body(of: ShapeID(index: 3)) == c)
        WorldScene.run(&world, seconds: 1)
        #expect(world.position(of: b).distance(to: bPosition) < 0.01)
        #expect(world.contactEndEvents.isEmpty)
        #expect(world.shapes(overlapping: AABB(lower: Vec2(60, 500), upper: Vec2(140, 600))) == [floor])
    }

    /// Removing the floor under a sleeping box wakes it (end event for the pair) and it falls
    /// freely from rest.
    @Test func destroyingTheFloorWakesWhatRestedOnIt() {
        var (world, floor) = WorldScene.withFloor()
        let box = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        WorldScene.run(&world, seconds: 3)
        #expect(!world.isAwake(box))
        let y0 = world.position(of: box).y
        world.destroyBody(world.body(of: floor))
        #expect(world.contactEndEvents == [ContactEndEvent(shapeA: floor, shapeB: ShapeID(index: 1))])
        #expect(world.isAwake(box))
        WorldScene.run(&world, seconds: 0.5)
        Self.expectFreeFall(
            from: y0, to: world.position(of: box).y, velocity: world.linearVelocity(of: box).y, seconds: 0.5)
    }

    /// Destroying a box's only shape ends its floor contact and its sensor overlap at once; the
    /// shapeless dynamic body keeps Box2D's unit mass and falls.
    @Test func destroyingAShapeEndsItsContactsAndSensorOverlaps() {
        var (world, floor) = WorldScene.withFloor()
        let zone = world.createBody(BodyDefinition(position: Vec2(100, 540)))
        let sensor = world.createShape(
            ShapeDefinition(isSensor: true), geometry: .polygon(.box(width: 100, height: 40)), on: zone)
        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(100, 547)))
        let shape = world.createShape(
            ShapeDefinition(), geometry: .polygon(.box(width: 40, height: 40)), on: box)
        WorldScene.run(&world, seconds: 1)
        #expect(world.touchingContactCount == 1)
        world.destroyShape(shape)
        #expect(world.contactEndEvents == [ContactEndEvent(shapeA: floor, shapeB: shape)])
        #expect(world.sensorEndEvents == [SensorEvent(sensor: sensor, visitor: shape)])
        #expect(world.touchingContactCount == 0 && world.isValid(box) && world.isAwake(box))
        #expect(world.mass(of: box) == 1)
        let y0 = world.position(of: box).y
        WorldScene.run(&world, seconds: 0.5)
        #expect(world.position(of: box).y > y0 + 100)
    }

    /// Destroying a shape updates the body's mass, centre and inertia to the remaining shape's.
    @Test func destroyingAShapeUpdatesTheMass() {
        var world = World(gravity: .zero)
        let body = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(100, 100)))
        let first = world.createShape(
            ShapeDefinition(), geometry: .polygon(.box(width: 100, height: 100)), on: body)
        let second = world.createShape(
            ShapeDefinition(),
            geometry: .polygon(.box(width: 100, height: 100, center: Vec2(100, 0), angle: 0)), on: body)
        #expect(abs(world.mass(of: body) - 20_000) < 1e-9)
        #expect(world.worldCenterOfMass(of: body).distance(to: Vec2(150, 100)) < 1e-9)
        world.destroyShape(second)
        #expect(!world.isValid(second) && world.isValid(first))
        #expect(abs(world.mass(of: body) - 10_000) < 1e-9)
        #expect(world.worldCenterOfMass(of: body).distance(to: Vec2(100, 100)) < 1e-9)
        #expect(abs(world.rotationalInertia(of: body) - 10_000 * 20_000 / 12) < 1e-6)
        #expect(world.shapes(overlapping: AABB(lower: Vec2(160, 60), upper: Vec2(240, 140))).isEmpty)
    }

    /// A body's joints go with it; the body hanging below falls freely.
    @Test func destroyingABodyDestroysItsJoints() {
        var world = World()
        let ground = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let upper = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(160, 150))
        let lower = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(160, 200))
        let top = world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: ground, bodyB: upper, localAnchorA: .zero, localAnchorB: Vec2(0, -50)))
        let link = world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: upper, bodyB: lower, localAnchorA: .zero, localAnchorB: Vec2(0, -50)))
        let other = world.createDistanceJoint(
            DistanceJointDefinition(bodyA: ground, bodyB: ground, length: 1))
        WorldScene.run(&world, seconds: 1)
        let y0 = world.position(of: lower).y
        world.destroyBody(upper)
        #expect(!world.isValid(top) && !world.isValid(link) && world.isValid(other))
        #expect(world.jointCount == 1 && world.type(of: other) == .distance)
        WorldScene.run(&world, seconds: 0.5)
        Self.expectFreeFall(
            from: y0, to: world.position(of: lower).y, velocity: world.linearVelocity(of: lower).y,
            seconds: 0.5)
    }

    /// Joints and removals in the middle of a run stay deterministic: two runs hash the same.
    @Test func destroyingInTheMiddleOfARunIsDeterministic() {
        var hashes: [UInt64] = []
        for _ in 0..<2 {
            var (world, bodies) = WorldSceneTests.pile()
            let ground = world.createBody(BodyDefinition(position: Vec2(300, 300)))
            world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: ground, bodyB: bodies[5], localAnchorA: .zero, localAnchorB: .zero,
                    enableMotor: true,
                    motorSpeed: 2, maxMotorTorque: 1e8))
            world.createPrismaticJoint(
                PrismaticJointDefinition(
                    bodyA: bodies[0], bodyB: bodies[1], localAnchorA: .zero, localAnchorB: Vec2(-55, 0),
                    enableLimit: true, lowerTranslation: -20, upperTranslation: 20))
            let weld = world.createWeldJoint(
                WeldJointDefinition(
                    bodyA: bodies[20], bodyB: bodies[21], localAnchorA: Vec2(27, 0),
                    localAnchorB: Vec2(-27, 0),
                    angularHertz: 3, angularDampingRatio: 0.2))
            WorldScene.run(&world, seconds: 1)
            world.destroyJoint(weld)
            world.destroyBody(bodies[30])
            world.destroyShape(ShapeID(index: 4 + 40))
            WorldScene.run(&world, seconds: 2)
            hashes.append(WorldSceneTests.hash(world, bodies.filter { world.isValid($0) }))
        }
        #expect(hashes[0] == hashes[1])
    }
}
