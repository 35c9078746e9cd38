import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: revolute joint limits and motor")
struct RevoluteJointTests {
    /// A 20×200 bar pinned at one end to a static pivot at (160, 100), starting horizontal
    /// (pointing right, angle −π/2), with the reference angle at its start (docs/dynamics.md §10.2).
    static func horizontalBar(limits: ClosedRange<Double>?) -> (World, BodyID, JointID) {
        var world = World()
        let pivot = world.createBody(BodyDefinition(position: Vec2(160, 100)))
        let bar = world.createBody(
            BodyDefinition(type: .dynamic, position: Vec2(260, 100), angle: -Double.pi / 2))
        world.createShape(ShapeDefinition(), geometry: .polygon(.box(width: 20, height: 200)), on: bar)
        let joint = world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: pivot, bodyB: bar, localAnchorA: .zero, localAnchorB: Vec2(0, -100),
                referenceAngle: -Double.pi / 2, enableLimit: limits != nil,
                lowerAngle: limits?.lowerBound ?? 0,
                upperAngle: limits?.upperBound ?? 0))
        return (world, bar, joint)
    }

    /// docs/dynamics.md §17.12: a pin with range (−π/4, π/4) under gravity clamps at π/4 and rests
    /// there (the bar would otherwise swing down through π/2).
    @Test func pendulumRestsAtItsAngleLimit() {
        var (world, bar, joint) = Self.horizontalBar(limits: -Double.pi / 4...Double.pi / 4)
        #expect(abs(world.jointAngle(of: joint)) < 1e-12)
        var largest = -Double.infinity
        WorldScene.run(&world, seconds: 3) { w in largest = max(largest, w.jointAngle(of: joint)) }
        #expect(
            abs(world.jointAngle(of: joint) - Double.pi / 4) < 2e-3, "rest \(world.jointAngle(of: joint))")
        #expect(largest - Double.pi / 4 < 0.02, "overshoot \(largest - Double.pi / 4)")
        #expect(abs(world.angle(of: bar) + Double.pi / 4) < 2e-3)
        #expect(abs(world.jointSpeed(of: joint)) < 1e-3)
        let pin = world.transform(of: bar).apply(Vec2(0, -100))
        #expect(pin.distance(to: Vec2(160, 100)) < 0.5)
    }

    @Test func withoutALimitTheBarSwingsPast() {
        var (world, _, joint) = Self.horizontalBar(limits: nil)
        var largest = -Double.infinity
        WorldScene.run(&world, seconds: 1) { w in largest = max(largest, w.jointAngle(of: joint)) }
        #expect(largest > 2.5)
    }

    /// A 100 pt disc (m = 2500π, I = m·r²/2) pinned at its centre, no gravity.
    static func pinnedDisc(motorSpeed: Double, maxMotorTorque: Double) -> (World, BodyID, JointID, Double) {
        var world = World(gravity: .zero)
        let ground = world.createBody(BodyDefinition(position: Vec2(160, 300)))
        let disc = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(160, 300)))
        world.createShape(ShapeDefinition(), geometry: .circle(Circle(radius: 50)), on: disc)
        let joint = world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: ground, bodyB: disc, localAnchorA: .zero, localAnchorB: .zero, enableMotor: true,
                motorSpeed: motorSpeed, maxMotorTorque: maxMotorTorque))
        return (world, disc, joint, world.rotationalInertia(of: disc))
    }

    /// The motor accelerates at T/I until it reaches its speed, then holds it.
    @Test(arguments: [3.0, -2.0])
    func motorReachesItsSpeedAtMaxTorque(speed: Double) {
        let torque = 2e7
        var (world, _, joint, inertia) = Self.pinnedDisc(motorSpeed: speed, maxMotorTorque: torque)
        #expect(abs(inertia - 2500 * Double.pi * 2500 / 2) < 1e-6 * inertia)
        let alpha = torque / inertia
        WorldScene.run(&world, seconds: 0.5)
        let expected = (speed > 0 ? 1.0 : -1.0) * alpha * 0.5
        #expect(
            abs(world.jointSpeed(of: joint) - expected) < 1e-9 * alpha, "speed \(world.jointSpeed(of: joint))"
        )
        #expect(abs(abs(world.motorTorque(of: joint)) - torque) < 1e-6 * torque)
        WorldScene.run(&world, seconds: 2.5)
        #expect(abs(world.jointSpeed(of: joint) - speed) < 1e-9)
        #expect(abs(world.motorTorque(of: joint)) < 1e-6 * torque)
    }

    /// An opposing load torque larger than the motor's maximum reverses the disc at
    /// α = (T − L)/I while the motor pushes at its full T.
    @Test func anOverloadedMotorReversesAtThePredictedAcceleration() {
        let torque = 2e7
        let load = 3e7
        var (world, disc, joint, inertia) = Self.pinnedDisc(motorSpeed: 3, maxMotorTorque: torque)
        for _ in 0..<60 {
            world.applyTorque(-load, to: disc)
            world.step(timeStep: WorldScene.h, subSteps: 4)
        }
        let expected = (torque - load) / inertia * 1.0
        #expect(
            abs(world.jointSpeed(of: joint) - expected) < 1e-9 * abs(expected),
            "speed \(world.jointSpeed(of: joint))")
        #expect(abs(world.motorTorque(of: joint) - torque) < 1e-6 * torque)
    }

    /// A load below the maximum torque: the motor holds its speed and carries the load.
    @Test func aMotorUnderASmallerLoadHoldsItsSpeed() {
        let torque = 2e7
        var (world, disc, joint, _) = Self.pinnedDisc(motorSpeed: 3, maxMotorTorque: torque)
        for _ in 0..<180 {
            world.applyTorque(-1e7, to: disc)
            world.step(timeStep: WorldScene.h, subSteps: 4)
        }
        #expect(abs(world.jointSpeed(of: joint) - 3) < 1e-9)
        #expect(abs(world.motorTorque(of: joint) - 1e7) < 1e-6 * 1e7)
    }

    /// A 600 pt chain of 20 pinned 30×6 links (not colliding with each other) released
    /// horizontally from a static pivot: the largest gap between neighbouring pins over 10 s of
    /// swinging, in points. Measured 2.6 pt for equal links and 5.2 pt with a 100× heavier last
    /// link: the soft step's joint softness stretches a chain under load (Box2D v3 does the
    /// same); the chain never comes apart.
    static func chainGap(lastLinkDensity: Double) -> Double {
        var world = World()
        let ground = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        var previous = ground
        var anchor = Vec2.zero
        var links: [BodyID] = []
        for i in 0..<20 {
            let link = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(115 + 30 * Double(i), 100)))
            world.createShape(
                ShapeDefinition(
                    density: i == 19 ? lastLinkDensity : 1, filter: CollisionFilter(groupIndex: -1)),
                geometry: .polygon(.box(width: 30, height: 6)), on: link)
            world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: previous, bodyB: link, localAnchorA: anchor, localAnchorB: Vec2(-15, 0)))
            previous = link
            anchor = Vec2(15, 0)
            links.append(link)
        }
        var worst = 0.0
        WorldScene.run(&world, seconds: 10) { w in
            var pin = Vec2(100, 100)
            for link in links {
                worst = max(worst, w.transform(of: link).apply(Vec2(-15, 0)).distance(to: pin))
                pin = w.transform(of: link).apply(Vec2(15, 0))
            }
        }
        return worst
    }

    @Test func aSwingingChainHoldsTogether() {
        #expect(Self.chainGap(lastLinkDensity: 1) < 4)
        #expect(Self.chainGap(lastLinkDensity: 100) < 8)
    }

    /// A soft point (`pointHertz` f, ζ = 0) pulling a box back to a pivot 50 pt away (along a
    /// diagonal) oscillates with period 1/f (±3 %) along that line, for light and heavy boxes
    /// alike; the pivot's anchor point is the box's centre, so the box does not turn.
    @Test(arguments: [(2.0, 1.0), (2.0, 10.0), (4.0, 1.0)])
    func softPointOscillatesAtItsHertz(hertz: Double, density: Double) {
        var world = World(gravity: .zero)
        let pivot = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        let box = WorldScene.addBox(
            &world, width: 40, height: 40, center: Vec2(130, 140), shape: ShapeDefinition(density: density))
        world.createRevoluteJoint(
            RevoluteJointDefinition(
                bodyA: pivot, bodyB: box, localAnchorA: .zero, localAnchorB: .zero, pointHertz: hertz))
        var xs: [Double] = []
        var worstOffLine = 0.0
        WorldScene.run(&world, seconds: 4 / hertz) { w in
            let d = w.position(of: box) - Vec2(100, 100)
            xs.append((3 * d.x + 4 * d.y) / 5)
            worstOffLine = max(worstOffLine, abs(4 * d.x - 3 * d.y) / 5)
        }
        let crossings = WorldJointTests.upwardCrossings(xs, h: WorldScene.h)
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings.last! - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(period * hertz - 1) <= 0.03, "period \(period)")
        }
        #expect(worstOffLine < 1e-9)
        #expect(abs(world.angle(of: box)) < 1e-12)
    }

    /// `pointHertz` 0 (the default) keeps the pin rigid: the box released 50 pt away is at the pivot
    /// within a few steps and stays there.
    @Test func aRigidPointClosesAtOnce() {
        var world = World(gravity: .zero)
        let pivot = world.createBody(BodyDefinition(position: Vec2(100, 100)))
        let box = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(130, 140))
        world.createRevoluteJoint(
            RevoluteJointDefinition(bodyA: pivot, bodyB: box, localAnchorA: .zero, localAnchorB: .zero))
        WorldScene.run(&world, seconds: 0.25)
        #expect((world.position(of: box) - Vec2(100, 100)).length < 0.5)
    }
}
