import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: joints and sleeping")
struct JointSleepTests {
    /// Two 40×40 boxes resting 100 pt apart on a floor (they do not touch).
    static func restingPair() -> (World, BodyID, BodyID) {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        let b = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(200, 547))
        return (world, a, b)
    }

    /// Joins the pair with a joint of `kind` that holds them as they are.
    static func join(_ kind: JointType, _ world: inout World, _ a: BodyID, _ b: BodyID) -> JointID {
        switch kind {
        case .distance:
            world.createDistanceJoint(DistanceJointDefinition(bodyA: a, bodyB: b, length: 100))
        case .revolute:
            world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(50, 0), localAnchorB: Vec2(-50, 0)))
        case .prismatic:
            world.createPrismaticJoint(
                PrismaticJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: Vec2(-100, 0)))
        case .weld:
            world.createWeldJoint(
                WeldJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(50, 0), localAnchorB: Vec2(-50, 0)))
        case .mouse:
            world.createMouseJoint(MouseJointDefinition(body: a, target: Vec2(100, 547)))
        }
    }

    /// A joint links its bodies' islands: they fall asleep together and waking one wakes the
    /// other at once (no contact between them); destroying the joint wakes both, and afterwards
    /// they sleep and wake apart.
    @Test(arguments: [JointType.distance, .revolute, .prismatic, .weld])
    func aJointLinksIslands(kind: JointType) {
        var (world, a, b) = Self.restingPair()
        let joint = Self.join(kind, &world, a, b)
        WorldScene.run(&world, seconds: 2)
        #expect(!world.isAwake(a) && !world.isAwake(b))
        world.setLinearVelocity(Vec2(0, -1), of: a)
        #expect(world.isAwake(b))
        world.step(timeStep: WorldScene.h)
        #expect(world.isAwake(b))
        WorldScene.run(&world, seconds: 2)
        #expect(!world.isAwake(a) && !world.isAwake(b))
        world.destroyJoint(joint)
        #expect(world.isAwake(a) && world.isAwake(b))
        WorldScene.run(&world, seconds: 2)
        world.setLinearVelocity(Vec2(0, -1), of: a)
        world.step(timeStep: WorldScene.h)
        #expect(world.isAwake(a) && !world.isAwake(b))
    }

    /// Creating a joint wakes its sleeping bodies (a target joint only its one body).
    @Test(arguments: [JointType.distance, .revolute, .prismatic, .weld, .mouse])
    func creatingAJointWakesItsBodies(kind: JointType) {
        var (world, a, b) = Self.restingPair()
        WorldScene.run(&world, seconds: 2)
        #expect(!world.isAwake(a) && !world.isAwake(b))
        _ = Self.join(kind, &world, a, b)
        #expect(world.isAwake(a))
        #expect(world.isAwake(b) == (kind != .mouse))
    }
}
