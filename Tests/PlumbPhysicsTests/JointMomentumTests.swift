import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: joints between two dynamic bodies")
struct JointMomentumTests {
    /// Two free boxes (40×40 and 60×60) in zero gravity joined by a joint of `kind` (revolute
    /// and prismatic with a limit and a motor working); B is thrown with a velocity and spin.
    /// Joint impulses are internal: the total linear momentum and the angular momentum about the
    /// origin stay as thrown (the latter to 0.1 %, the soft joints' position error), and the
    /// joint holds within 0.5 pt.
    @Test(arguments: [JointType.distance, .revolute, .prismatic, .weld])
    func internalImpulsesConserveMomentum(kind: JointType) {
        var world = World(gravity: .zero)
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 300))
        let b = WorldScene.addBox(&world, width: 60, height: 60, center: Vec2(200, 300))
        let joint: JointID
        switch kind {
        case .distance:
            joint = world.createDistanceJoint(
                DistanceJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(20, 10), localAnchorB: Vec2(-30, 10),
                    length: 50))
        case .revolute:
            joint = world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(50, 0), localAnchorB: Vec2(-50, 0),
                    enableLimit: true,
                    lowerAngle: -0.5, upperAngle: 0.5, enableMotor: true, motorSpeed: 1, maxMotorTorque: 1e7))
        case .prismatic:
            joint = world.createPrismaticJoint(
                PrismaticJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(0, 10), localAnchorB: Vec2(-100, 10),
                    localAxisA: Vec2(1, 0), enableLimit: true, lowerTranslation: -20, upperTranslation: 20,
                    enableMotor: true, motorSpeed: 50, maxMotorForce: 1e6))
        default:
            joint = world.createWeldJoint(
                WeldJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: Vec2(50, 0), localAnchorB: Vec2(-50, 0)))
        }
        world.setLinearVelocity(Vec2(30, -200), of: b)
        world.setAngularVelocity(1.5, of: b)
        func momentum(_ w: World) -> (linear: Vec2, angular: Double) {
            var p = Vec2.zero
            var l = 0.0
            for body in [a, b] {
                let m = w.mass(of: body)
                let v = w.linearVelocity(of: body)
                p += m * v
                l +=
                    w.rotationalInertia(of: body) * w.angularVelocity(of: body)
                    + m * w.worldCenterOfMass(of: body).cross(v)
            }
            return (p, l)
        }
        let before = momentum(world)
        var worstError = 0.0
        WorldScene.run(&world, seconds: 2) { w in
            let ta = w.transform(of: a)
            let tb = w.transform(of: b)
            let error: Double
            switch kind {
            case .distance:
                error = abs(w.currentLength(of: joint) - 50)
            case .revolute:
                error = ta.apply(Vec2(50, 0)).distance(to: tb.apply(Vec2(-50, 0)))
            case .prismatic:
                let d = tb.apply(Vec2(-100, 10)) - ta.apply(Vec2(0, 10))
                error = max(
                    abs(d.cross(ta.rotation.apply(Vec2(1, 0)))), 100 * abs(w.angle(of: b) - w.angle(of: a)))
            default:
                error = max(
                    ta.apply(Vec2(50, 0)).distance(to: tb.apply(Vec2(-50, 0))),
                    100 * abs(w.jointAngle(of: joint)))
            }
            worstError = max(worstError, error)
        }
        let after = momentum(world)
        let scale = 3600 * 200.0
        #expect(
            (after.linear - before.linear).length < 1e-9 * scale, "linear \(before.linear) → \(after.linear)")
        #expect(
            abs(after.angular - before.angular) < 1e-3 * abs(before.angular),
            "angular \(before.angular) → \(after.angular)")
        #expect(worstError < 0.5, "worst joint error \(worstError)")
    }
}
