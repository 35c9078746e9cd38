import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: prismatic joints")
struct PrismaticJointTests {
    /// A 40×40 box sliding on an axis through the static anchor (100, 100), `theta` from the
    /// vertical (towards +x), under gravity.
    static func slider(theta: Double, definition: (BodyID, BodyID, Vec2) -> PrismaticJointDefinition) -> (
        World, BodyID, JointID, Vec2
    ) {
        var world = World()
        let ground = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        let box = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 100))
        let axis = Vec2(sin(theta), cos(theta))
        let joint = world.createPrismaticJoint(definition(ground, box, axis))
        return (world, box, joint, axis)
    }

    /// Projected gravity: along an axis θ from the vertical the box accelerates at g·cos θ (with
    /// semi-implicit Euler's `½·a·h·t` discretisation, docs/dynamics.md §17.1), stays on the axis
    /// without turning, and stops at the upper limit (docs/dynamics.md §17.12 for θ = 0).
    @Test(arguments: [0.0, 60.0, -30.0])
    func slidesAtProjectedGravityAndStopsAtItsLimit(degrees: Double) {
        let theta = degrees * Double.pi / 180
        var (world, box, joint, axis) = Self.slider(theta: theta) { a, b, axis in
            PrismaticJointDefinition(
                bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: .zero, localAxisA: axis,
                enableLimit: true,
                lowerTranslation: -50, upperTranslation: 50)
        }
        let a = 1000 * cos(theta)
        WorldScene.run(&world, seconds: 0.25)
        let t = 0.25
        let s = world.jointTranslation(of: joint)
        #expect(abs(s - 0.5 * a * t * t) <= 0.5 * a * t / 240 + 1e-6, "translation \(s)")
        #expect(abs(world.jointSpeed(of: joint) - a * t) <= 1e-6 * a * t)
        var worstOffAxis = 0.0
        var worstAngle = 0.0
        var largest = 0.0
        WorldScene.run(&world, seconds: 2) { w in
            let d = w.position(of: box) - Vec2(100, 100)
            worstOffAxis = max(worstOffAxis, abs(d.cross(axis)))
            worstAngle = max(worstAngle, abs(w.angle(of: box)))
            largest = max(largest, w.jointTranslation(of: joint))
        }
        #expect(
            abs(world.jointTranslation(of: joint) - 50) < 0.05, "rest \(world.jointTranslation(of: joint))")
        #expect(largest - 50 < 0.5, "overshoot \(largest - 50)")
        #expect(worstOffAxis < 0.01, "off axis \(worstOffAxis)")
        #expect(worstAngle < 1e-9)
    }

    /// A horizontal motor accelerates the box at F/m up to its speed, then holds it.
    @Test func motorReachesItsSpeedAtMaxForce() {
        var world = World(gravity: .zero)
        let ground = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        let box = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 100))
        let force = 1600.0 * 400
        let joint = world.createPrismaticJoint(
            PrismaticJointDefinition(
                bodyA: ground, bodyB: box, localAnchorA: .zero, localAnchorB: .zero, enableMotor: true,
                motorSpeed: 200, maxMotorForce: force))
        WorldScene.run(&world, seconds: 0.25)
        #expect(abs(world.jointSpeed(of: joint) - 100) < 1e-9)
        #expect(abs(world.motorForce(of: joint) - force) < 1e-6 * force)
        WorldScene.run(&world, seconds: 0.75)
        #expect(abs(world.jointSpeed(of: joint) - 200) < 1e-9)
        #expect(abs(world.linearVelocity(of: box).y) < 1e-9)
    }

    /// A vertical motor lifting with half the box's weight loses: it falls at g/2.
    @Test func anOverloadedMotorGivesWayAtThePredictedAcceleration() {
        var (world, _, joint, _) = Self.slider(theta: 0) { a, b, axis in
            PrismaticJointDefinition(
                bodyA: a, bodyB: b, localAnchorA: .zero, localAnchorB: .zero, localAxisA: axis,
                enableMotor: true,
                motorSpeed: -100, maxMotorForce: 0.5 * 1600 * 1000)
        }
        WorldScene.run(&world, seconds: 0.5)
        #expect(abs(world.jointSpeed(of: joint) - 500 * 0.5) < 1e-9)
        #expect(abs(world.motorForce(of: joint) + 0.5 * 1600 * 1000) < 1e-3)
    }

    /// A spring of f Hz (ζ = 0) released 50 pt from rest oscillates with period 1/f (±3 %,
    /// the soft step's implicit spring runs slightly slow), for light and heavy boxes alike.
    @Test(arguments: [(2.0, 1.0), (2.0, 10.0), (4.0, 1.0)])
    func springOscillatesAtItsHertz(hertz: Double, density: Double) {
        var world = World(gravity: .zero)
        let ground = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        let box = WorldScene.addBox(
            &world, width: 40, height: 40, center: Vec2(150, 100), shape: ShapeDefinition(density: density))
        let joint = world.createPrismaticJoint(
            PrismaticJointDefinition(
                bodyA: ground, bodyB: box, localAnchorA: .zero, localAnchorB: .zero, enableSpring: true,
                hertz: hertz))
        var xs: [Double] = []
        WorldScene.run(&world, seconds: 4 / hertz) { w in xs.append(w.jointTranslation(of: joint)) }
        let crossings = WorldJointTests.upwardCrossings(xs, h: WorldScene.h)
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings.last! - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(period * hertz - 1) <= 0.03, "period \(period)")
        }
        #expect(abs(world.position(of: box).y - 100) < 1e-9)
    }
}
