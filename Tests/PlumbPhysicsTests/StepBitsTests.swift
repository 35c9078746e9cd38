// Pinned results of the step: refactorings of the solver's data (its layout, where it reads the
// bodies from) must not change a bit of what it computes. Each scene runs one second and hashes
// every body's pose and velocities (`WorldSceneTests.hash`); the values were first taken before
// `BodyState` (Solver/BodyState.swift) replaced the reads of `Body` in the substeps. A change that
// is meant to alter results updates them, and says why in its commit. Two changes did (issue 21):
// friction moved to the relax pass only, and contact recycling (`World/Contact+Recycling.swift`)
// came; the values with recycling off stay pinned for the same scenes too.

import Testing

@testable import PlumbPhysics

@Suite("Physics world: the step's results, bit for bit")
struct StepBitsTests {
    /// A ground and one joint of each kind: a pendulum of two links (revolute with a limit and a
    /// motor), a rope (distance with a spring and limits), a slider (prismatic with a limit and a
    /// spring), a welded pair (soft weld) and a box dragged by a target joint; the bodies.
    static func joints() -> (World, [BodyID]) {
        var world = World()
        let ground = world.createBody(BodyDefinition())
        world.createShape(
            ShapeDefinition(friction: 0.5), geometry: .segment(Segment(Vec2(0, 600), Vec2(800, 600))),
            on: ground)
        var bodies: [BodyID] = []
        func box(_ center: Vec2, _ size: Double = 30) -> BodyID {
            let body = world.createBody(BodyDefinition(type: .dynamic, position: center, angle: 0.2))
            world.createShape(
                ShapeDefinition(friction: 0.5), geometry: .polygon(.box(width: size, height: size)), on: body)
            bodies.append(body)
            return body
        }
        let link1 = box(Vec2(160, 100))
        let link2 = box(Vec2(220, 100))
        world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: ground, bodyB: link1, localAnchorA: Vec2(100, 100), localAnchorB: Vec2(-60, 0)))
        world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: link1, bodyB: link2, localAnchorA: Vec2(30, 0), localAnchorB: Vec2(-30, 0),
                enableLimit: true, lowerAngle: -0.5, upperAngle: 0.5, enableMotor: true, motorSpeed: 1,
                maxMotorTorque: 1e6))
        let rope = box(Vec2(400, 200))
        world.createDistanceJoint(
            DistanceJointDefinition(
                bodyA: ground, bodyB: rope, localAnchorA: Vec2(400, 50), localAnchorB: Vec2(0, -15),
                length: 120, minLength: 100, maxLength: 160, enableSpring: true, hertz: 3, dampingRatio: 0.3))
        let slider = box(Vec2(550, 300))
        world.createPrismaticJoint(
            PrismaticJointDefinition(
                bodyA: ground, bodyB: slider, localAnchorA: Vec2(550, 300), localAnchorB: .zero,
                localAxisA: Vec2(1, 1), enableLimit: true, lowerTranslation: -50, upperTranslation: 80,
                enableSpring: true, hertz: 2, dampingRatio: 0.5))
        let weldA = box(Vec2(650, 500))
        let weldB = box(Vec2(690, 500))
        world.createWeldJoint(
            WeldJointDefinition(
                bodyA: weldA, bodyB: weldB, localAnchorA: Vec2(20, 0), localAnchorB: Vec2(-20, 0),
                linearHertz: 5, linearDampingRatio: 0.7))
        let dragged = box(Vec2(300, 500))
        world.createMouseJoint(MouseJointDefinition(body: dragged, target: Vec2(350, 400), maxForce: 1e7))
        return (world, bodies)
    }

    @Test(
        "One second of each scene hashes to the pinned value",
        arguments: [
            ("pile", UInt64(16_630_168_593_747_682_019)),
            ("pyramid", UInt64(4_133_223_758_116_569_193)),
            ("joints", UInt64(18_278_228_857_984_931_081)),
        ])
    func pinned(scene: String, expected: UInt64) {
        #expect(Self.hash(scene, recycleDistance: PhysicsConstants.contactRecycleDistance) == expected)
    }

    /// With contact recycling off (`World.contactRecycleDistance` 0) every manifold is recomputed
    /// every step, as before recycling came.
    @Test(
        "With contact recycling off, one second of each scene hashes to its pinned value",
        arguments: [
            ("pile", UInt64(4_002_864_195_527_820_289)),
            ("pyramid", UInt64(6_700_592_902_675_013_468)),
            ("joints", UInt64(10_302_916_281_102_595_990)),
        ])
    func pinnedWithoutRecycling(scene: String, expected: UInt64) {
        #expect(Self.hash(scene, recycleDistance: 0) == expected)
    }

    /// The hash of `scene` after one second with `recycleDistance`.
    static func hash(_ scene: String, recycleDistance: Double) -> UInt64 {
        var (world, bodies) =
            switch scene {
            case "pile": WorldSceneTests.pile()
            case "pyramid": SolverThreadsTests.pyramid(base: 20)
            default: Self.joints()
            }
        world.contactRecycleDistance = recycleDistance
        WorldScene.run(&world, seconds: 1)
        return WorldSceneTests.hash(world, bodies)
    }
}
