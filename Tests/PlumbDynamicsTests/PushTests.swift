import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.2: pushes in UIKit newtons.
@Suite struct PushTests {
    /// Continuous magnitude 1 along +x: a = 100·F/m with m = density·area/10⁴.
    @Test(arguments: [(100.0, 1.0, 50.0), (50.0, 1.0, 200.0), (100.0, 2.0, 25.0)])
    func continuous(side: Double, density: Double, expected: Double) throws {
        let (root, animator) = makeScene(width: 2000)
        let item = makeItem("a", in: root, center: Point(x: 100, y: 200), width: side, height: side)
        let push = PushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        let material = DynamicItemBehavior(items: [item])
        material.density = density
        try animator.addBehavior(push)
        try animator.addBehavior(material)
        run(animator, for: 1)
        let a = 2 * expected
        #expect(abs(item.center.x - 100 - expected) <= 0.5 * a * substep + 1e-6)
        #expect(abs(material.linearVelocity(for: item).x - a) < 1e-6)
    }

    /// Force (0, 1) at offset (50, 0) on a 100×100 item: a = 100 pt/s² down, α = 3 rad/s² clockwise.
    @Test func offCentreTorque() throws {
        let (root, animator) = makeScene(width: 2000, height: 2000)
        let item = makeItem("a", in: root, center: Point(x: 500, y: 500), width: 100, height: 100)
        let push = PushBehavior(items: [item], mode: .continuous)
        push.setAngle(Double.pi / 2, magnitude: 1)
        push.setTargetOffsetFromCenter(Offset(horizontal: 50, vertical: 0), for: item)
        #expect(push.targetOffsetFromCenter(for: item) == Offset(horizontal: 50, vertical: 0))
        let probe = DynamicItemBehavior(items: [item])
        try animator.addBehavior(push)
        try animator.addBehavior(probe)
        run(animator, for: 0.1)
        #expect(abs(probe.linearVelocity(for: item).y - 10) < 1e-6)
        #expect(abs(probe.angularVelocity(for: item) - 0.3) < 0.003)
        #expect(item.transform.rotationAngle > 0)
    }

    /// Instantaneous magnitude 1 on 100×100 ρ = 1: Δv = 100 pt/s once, `active` turns false,
    /// setting it again fires again.
    @Test func instantaneous() throws {
        let (root, animator) = makeScene(width: 2000)
        let item = makeItem("a", in: root, center: Point(x: 100, y: 200), width: 100, height: 100)
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = Vector(dx: 1, dy: 0)
        #expect(push.active)
        let probe = DynamicItemBehavior(items: [item])
        try animator.addBehavior(push)
        try animator.addBehavior(probe)
        run(animator, for: 0.5)
        #expect(!push.active)
        #expect(abs(probe.linearVelocity(for: item).x - 100) < 1e-9)
        push.active = true
        run(animator, for: 0.1)
        #expect(abs(probe.linearVelocity(for: item).x - 200) < 1e-9)
    }

    /// pushDirection and (angle, magnitude) are two views of one vector; a zero vector keeps the angle.
    @Test func directionCoupling() {
        let push = PushBehavior(items: [], mode: .continuous)
        #expect(push.pushDirection == .zero)
        #expect(push.angle == 0)
        push.pushDirection = Vector(dx: 0, dy: -2)
        #expect(abs(push.angle + Double.pi / 2) < 1e-12)
        #expect(push.magnitude == 2)
        push.pushDirection = .zero
        #expect(abs(push.angle + Double.pi / 2) < 1e-12)
        #expect(push.magnitude == 0)
    }
}
