import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: changing joint definitions while running")
struct JointDefinitionTests {
    /// UIKit's `attachmentRange` changed on a pin: the bar resting (asleep) at π/4 wakes and
    /// comes to rest at the new limit π/3.
    @Test func wideningARevoluteLimitLetsTheBarSwingToTheNewLimit() {
        var (world, bar, joint) = RevoluteJointTests.horizontalBar(limits: -Double.pi / 4...Double.pi / 4)
        WorldScene.run(&world, seconds: 3)
        #expect(!world.isAwake(bar))
        var definition = world.revoluteJointDefinition(of: joint)
        #expect(definition.upperAngle == Double.pi / 4)
        definition.upperAngle = Double.pi / 3
        world.setDefinition(definition, of: joint)
        #expect(world.isAwake(bar))
        WorldScene.run(&world, seconds: 3)
        #expect(
            abs(world.jointAngle(of: joint) - Double.pi / 3) < 2e-3, "rest \(world.jointAngle(of: joint))")
    }

    /// UIKit's `length` changed on a rigid attachment: the rod pulls the bob to the new length.
    @Test func shorteningADistanceJoint() {
        var world = World()
        let anchor = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let bob = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(160, 300))
        let rod = world.createDistanceJoint(DistanceJointDefinition(bodyA: anchor, bodyB: bob, length: 200))
        WorldScene.run(&world, seconds: 1)
        var definition = world.distanceJointDefinition(of: rod)
        definition.length = 150
        world.setDefinition(definition, of: rod)
        WorldScene.run(&world, seconds: 2)
        #expect(abs(world.currentLength(of: rod) - 150) < 0.5, "length \(world.currentLength(of: rod))")
    }

    /// A vertical slider resting on its upper limit at 50 pt drops to a new limit at 80 pt; the
    /// axis reads back normalised.
    @Test func movingAPrismaticLimit() {
        var (world, _, joint, _) = PrismaticJointTests.slider(theta: 0) { a, b, _ in
            PrismaticJointDefinition(
                bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: .zero, localAxisA: Vec2(0, 3),
                enableLimit: true, lowerTranslation: -50, upperTranslation: 50)
        }
        WorldScene.run(&world, seconds: 1)
        var definition = world.prismaticJointDefinition(of: joint)
        #expect(definition.localAxisA == Vec2(0, 1))
        definition.upperTranslation = 80
        world.setDefinition(definition, of: joint)
        WorldScene.run(&world, seconds: 1)
        #expect(
            abs(world.jointTranslation(of: joint) - 80) < 0.05, "rest \(world.jointTranslation(of: joint))")
    }

    /// Softening a weld at run time: the cantilever, rigid at first, swings on a 2 Hz angular
    /// spring once its definition changes (it sags well past the rigid weld's 0.07 pt).
    @Test func softeningAWeld() {
        var (world, beam, joint) = WeldJointTests.cantilever()
        WorldScene.run(&world, seconds: 1)
        var definition = world.weldJointDefinition(of: joint)
        definition.angularHertz = 2
        world.setDefinition(definition, of: joint)
        #expect(world.isAwake(beam))
        var largest = 0.0
        WorldScene.run(&world, seconds: 1) { w in largest = max(largest, w.jointAngle(of: joint)) }
        #expect(largest > 0.1)
    }

    /// A target joint's stiffness and target change together.
    @Test func changingATargetJoint() {
        var world = World(gravity: .zero)
        let item = WorldScene.addBox(&world, width: 60, height: 60, center: Vec2(200, 300))
        let joint = world.createMouseJoint(MouseJointDefinition(body: item, target: Vec2(200, 300)))
        var definition = world.mouseJointDefinition(of: joint)
        definition.target = Vec2(80, 252)
        definition.dampingRatio = 1
        world.setDefinition(definition, of: joint)
        WorldScene.run(&world, seconds: 2)
        #expect(world.position(of: item).distance(to: Vec2(80, 252)) < 0.5)
    }
}
