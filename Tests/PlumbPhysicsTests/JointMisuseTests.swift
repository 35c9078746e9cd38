import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: misusing joint and body handles")
struct JointMisuseTests {
    /// Asking a distance joint for an angle stops with a message naming the joint's real kind.
    @Test func askingTheWrongKindOfJointNamesItsKind() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var world = World()
            let a = world.createBody(BodyDefinition())
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, 100)))
            let rod = world.createDistanceJoint(DistanceJointDefinition(bodyA: a, bodyB: b, length: 100))
            _ = world.jointAngle(of: rod)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "jointAngle(of:) needs a revolute or weld joint; JointID(index: 0) is a distance joint"),
            "\(text)")
    }

    /// A destroyed joint's handle stops with a message that says to check `isValid(_:)`.
    @Test func usingADestroyedJointSaysHowToCheck() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var world = World()
            let a = world.createBody(BodyDefinition())
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, 100)))
            let pin = world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: Vec2(0, -100)))
            world.destroyJoint(pin)
            _ = world.jointAngle(of: pin)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "JointID(index: 0) is not a joint of this world (destroyed or never created); "
                    + "check isValid(_:) before using a handle you kept"), "\(text)")
    }

    /// Joining a destroyed body stops with a message that says to create a new body.
    @Test func joiningADestroyedBodySaysToCreateANewOne() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var world = World()
            let a = world.createBody(BodyDefinition())
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, 100)))
            world.destroyBody(b)
            world.createWeldJoint(
                WeldJointDefinition(bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: .zero))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "cannot attach a weld joint to BodyID(index: 1): it was destroyed; create a new body"),
            "\(text)")
    }
}
