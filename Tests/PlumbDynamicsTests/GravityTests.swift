import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.1: free fall under gravity behaviours.
@Suite struct GravityTests {
    /// y(t) = 100 + ½gt² within the semi-implicit Euler term ½·g·h_s·t; v = g·t.
    @Test(arguments: [0.5, 1.0])
    func freeFall(seconds: Double) throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let gravity = GravityBehavior(items: [item])
        let probe = DynamicItemBehavior(items: [item])
        try animator.addBehavior(gravity)
        try animator.addBehavior(probe)
        run(animator, for: seconds)
        let g = 1000.0
        let exact = 100 + 0.5 * g * seconds * seconds
        #expect(abs(item.center.y - exact) <= 0.5 * g * substep * seconds + 1e-6)
        #expect(item.center.y >= exact)
        #expect(abs(probe.linearVelocity(for: item).y - g * seconds) <= 1e-6 * g * seconds)
        #expect(item.center.x == 160)
    }

    /// setAngle(0, magnitude: 2): x(t) = ½·2000·t² (0.5 s → 250 pt), plus the discretisation term.
    @Test func sidewaysDoubleGravity() throws {
        let (root, animator) = makeScene(width: 1000)
        let item = makeItem("a", in: root, center: Point(x: 0, y: 100))
        let gravity = GravityBehavior(items: [item])
        gravity.setAngle(0, magnitude: 2)
        #expect(abs(gravity.gravityDirection.dx - 2) < 1e-12)
        #expect(abs(gravity.gravityDirection.dy) < 1e-12)
        try animator.addBehavior(gravity)
        run(animator, for: 0.5)
        #expect(abs(item.center.x - 250) <= 0.5 * 2000 * substep * 0.5 + 1e-6)
        #expect(abs(item.center.y - 100) < 1e-9)
    }

    /// Only the behaviour's items fall; an item in another behaviour stays exactly still.
    @Test func onlyItsItems() throws {
        let (root, animator) = makeScene()
        let falling = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let still = makeItem("b", in: root, center: Point(x: 200, y: 100))
        try animator.addBehavior(GravityBehavior(items: [falling]))
        try animator.addBehavior(DynamicItemBehavior(items: [still]))
        run(animator, for: 0.5)
        #expect(falling.center.y > 200)
        #expect(still.center == Point(x: 200, y: 100))
        #expect(still.transform == .identity)
    }

    /// magnitude = 0: nothing moves, angle reads 0; a later magnitude points along +x.
    @Test func zeroMagnitude() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let gravity = GravityBehavior(items: [item])
        #expect(gravity.angle == Double.pi / 2)
        #expect(gravity.magnitude == 1)
        gravity.magnitude = 0
        #expect(gravity.angle == 0)
        #expect(gravity.gravityDirection == .zero)
        try animator.addBehavior(gravity)
        try animator.addBehavior(DynamicItemBehavior(items: [item]))
        run(animator, for: 0.5)
        #expect(item.center == Point(x: 160, y: 100))
        #expect(gravity.angle == 0)
        gravity.magnitude = 1
        #expect(gravity.gravityDirection == Vector(dx: 1, dy: 0))
    }

    /// Two gravity behaviours on one item add (docs/dynamics.md §6 [SPEC]).
    @Test func gravitiesAdd() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let probe = DynamicItemBehavior(items: [item])
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(probe)
        run(animator, for: 0.25)
        #expect(abs(probe.linearVelocity(for: item).y - 500) < 1e-6)
    }
}
