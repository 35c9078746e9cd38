import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: distance joints")
struct WorldJointTests {
    /// Crossing times of `x` going up through 0, interpolated within the step, in seconds.
    static func upwardCrossings(_ samples: [Double], h: Double) -> [Double] {
        var times: [Double] = []
        for i in 1..<samples.count where samples[i - 1] < 0 && samples[i] >= 0 {
            let f = -samples[i - 1] / (samples[i] - samples[i - 1])
            times.append((Double(i - 1) + f) * h)
        }
        return times
    }

    /// docs/dynamics.md §17.5: L = 200 pt, θ0 = 10°: T = 2.8153 s (±0.5 % over 3 periods), rod 200 ± 0.5 pt.
    @Test func pendulumPeriod() {
        var world = World()
        let anchor = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let theta0 = 10 * Double.pi / 180
        let bob = world.createBody(
            BodyDefinition(type: .dynamic, position: Vec2(160 + 200 * sin(theta0), 100 + 200 * cos(theta0)))
        )
        world.createShape(ShapeDefinition(), geometry: .polygon(.box(width: 20, height: 20)), on: bob)
        let joint = world.createDistanceJoint(DistanceJointDefinition(bodyA: anchor, bodyB: bob, length: 200))
        var xs: [Double] = []
        var worstLength = 0.0
        var worstAngle = 0.0
        WorldScene.run(&world, seconds: 15) { w in
            xs.append(w.position(of: bob).x - 160)
            worstLength = max(worstLength, abs(w.currentLength(of: joint) - 200))
            worstAngle = max(worstAngle, abs(w.angle(of: bob)))
        }
        let crossings = Self.upwardCrossings(xs, h: WorldScene.h)
        #expect(crossings.count >= 4)
        if crossings.count >= 4 {
            let period = (crossings[3] - crossings[0]) / 3
            #expect(abs(period - 2.8153) <= 0.005 * 2.8153, "period \(period)")
        }
        #expect(worstLength <= 0.5)
        #expect(worstAngle < 1e-3)
        let lastAmplitude = xs.suffix(Int(2.9 / WorldScene.h)).map(abs).max() ?? 0
        #expect(
            abs(lastAmplitude - 200 * sin(theta0)) <= 0.03 * 200 * sin(theta0), "amplitude \(lastAmplitude)")
    }

    /// docs/dynamics.md §17.6: a spring of f = 2 Hz, ζ = 0.1 released from a 50 pt stretch; substepped
    /// mode (240 Hz): T ≈ 0.51 s (±3 %), amplitude ratio ≈ 0.38 per period (±0.05).
    @Test func dampedSpring() {
        var world = World(gravity: .zero)
        let anchor = world.createBody(BodyDefinition(position: Vec2(160, 284)))
        let item = WorldScene.addBox(&world, width: 50, height: 50, center: Vec2(160, 434))
        world.createDistanceJoint(
            DistanceJointDefinition(
                bodyA: anchor, bodyB: item, length: 100, enableSpring: true, hertz: 2, dampingRatio: 0.1))
        var xs: [Double] = []
        WorldScene.run(&world, seconds: 3) { w in xs.append(w.position(of: item).y - 384) }
        let crossings = Self.upwardCrossings(xs, h: WorldScene.h)
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings[2] - crossings[0]) / 2
            #expect(abs(period - 0.51) <= 0.03 * 0.51, "period \(period)")
            // Per-period amplitude ratio (substepped mode ≈ 0.38 ± 0.05): the second period's
            // largest stretch over the initial 50 pt.
            let perPeriod = Int((period / WorldScene.h).rounded())
            let second = xs.dropFirst(perPeriod / 2).prefix(perPeriod).max() ?? 0
            #expect(abs(second / 50 - 0.38) <= 0.05, "ratio \(second / 50)")
        }
    }

    /// A 20×200 bar pinned at its top end, released 5° from vertical: a physical pendulum with
    /// T = 2π√(I_pivot / (m·g·d)) = 2.2972 s (× 1.0005 for the amplitude), ±0.5 % over 3 periods.
    static func pinnedBar(maxFrictionTorque: Double = 0) -> (World, BodyID) {
        var world = World()
        let pivot = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let theta0 = 5 * Double.pi / 180
        let bar = world.createBody(
            BodyDefinition(
                type: .dynamic, position: Vec2(160 + 100 * sin(theta0), 100 + 100 * cos(theta0)),
                angle: -theta0))
        world.createShape(ShapeDefinition(), geometry: .polygon(.box(width: 20, height: 200)), on: bar)
        world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: pivot, bodyB: bar, localAnchorA: .zero, localAnchorB: Vec2(0, -100),
                maxFrictionTorque: maxFrictionTorque))
        return (world, bar)
    }

    @Test func revolutePhysicalPendulumPeriod() {
        var (world, bar) = Self.pinnedBar()
        var angles: [Double] = []
        var worstPin = 0.0
        WorldScene.run(&world, seconds: 8) { w in
            angles.append(w.angle(of: bar))
            worstPin = max(
                worstPin, w.transform(of: bar).apply(Vec2(0, -100)).distance(to: Vec2(160, 100)))
        }
        let crossings = Self.upwardCrossings(angles, h: WorldScene.h)
        #expect(crossings.count >= 4)
        if crossings.count >= 4 {
            let period = (crossings[3] - crossings[0]) / 3
            let inertiaPerMass: Double = (20.0 * 20 + 200 * 200) / 12 + 100 * 100
            let gd: Double = 1000 * 100
            let expected: Double = 2 * Double.pi * (inertiaPerMass / gd).squareRoot()
            #expect(abs(period - expected * 1.0005) <= 0.005 * expected, "period \(period)")
        }
        #expect(worstPin <= 0.5)
    }

    @Test func revoluteFrictionTorqueHoldsThePendulum() {
        var (world, bar) = Self.pinnedBar(maxFrictionTorque: 1e9)
        WorldScene.run(&world, seconds: 1)
        #expect(abs(world.angle(of: bar) + 5 * Double.pi / 180) < 0.01)
    }

    @Test func mouseJointPullsTheBodyToItsTarget() {
        var world = World(gravity: .zero)
        let item = WorldScene.addBox(&world, width: 60, height: 60, center: Vec2(200, 300))
        let joint = world.createMouseJoint(
            MouseJointDefinition(body: item, target: Vec2(80, 252), hertz: 4, dampingRatio: 0.7))
        WorldScene.run(&world, seconds: 1.5)
        #expect(world.position(of: item).distance(to: Vec2(80, 252)) < 0.5)
        world.setTarget(Vec2(100, 100), ofMouseJoint: joint)
        WorldScene.run(&world, seconds: 1.5)
        #expect(world.position(of: item).distance(to: Vec2(100, 100)) < 0.5)
    }

    @Test func ropeOnlyPullsWhenTaut() {
        var world = World()
        let anchor = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let ball = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(160, 150)))
        world.createShape(ShapeDefinition(), geometry: .circle(Circle(radius: 5)), on: ball)
        let rope = world.createDistanceJoint(
            DistanceJointDefinition(
                bodyA: anchor, bodyB: ball, length: 100, minLength: 0, maxLength: 100, enableSpring: true))
        WorldScene.run(&world, seconds: 0.1)
        #expect(world.position(of: ball).y > 150)
        WorldScene.run(&world, seconds: 2)
        #expect(abs(world.currentLength(of: rope) - 100) <= 0.5)
    }
}

@Suite("Physics world: joint handles")
struct JointHandleTests {
    @Test func allKindsShareOneIDSpaceInCreationOrder() {
        var world = World()
        let ground = world.createBody(BodyDefinition())
        let a = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(100, 100))
        let b = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(200, 100))
        let rod = world.createDistanceJoint(DistanceJointDefinition(bodyA: ground, bodyB: a, length: 100))
        let pin = world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: a, bodyB: b, localAnchorA: Vec2(50, 0), localAnchorB: Vec2(-50, 0)))
        let pull = world.createMouseJoint(MouseJointDefinition(body: b, target: Vec2(200, 100)))
        #expect([rod, pin, pull] == [JointID(index: 0), JointID(index: 1), JointID(index: 2)])
        #expect(
            [world.type(of: rod), world.type(of: pin), world.type(of: pull)] == [
                .distance, .revolute, .mouse,
            ])
        #expect(world.jointCount == 3)
        #expect(world.isValid(pull) && !world.isValid(JointID(index: 3)))
    }
}
