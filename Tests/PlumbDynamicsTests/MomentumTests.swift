import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.8: head-on item–item collisions conserve momentum (and energy for e = 1).
@Suite struct MomentumTests {
    /// Returns the velocities (pt/s) of A and B after A (at 400 pt/s) hits B at rest.
    func collide(sideA: Double, sideB: Double, elasticity: Double) throws -> (Double, Double) {
        let (root, animator) = makeScene(width: 2000)
        let a = makeItem("a", in: root, center: Point(x: 200, y: 284), width: sideA, height: sideA)
        let b = makeItem("b", in: root, center: Point(x: 400, y: 284), width: sideB, height: sideB)
        let material = DynamicItemBehavior(items: [a, b])
        material.elasticity = elasticity
        material.allowsRotation = false
        material.addLinearVelocity(Point(x: 400, y: 0), for: a)
        try animator.addBehavior(CollisionBehavior(items: [a, b]))
        try animator.addBehavior(material)
        run(animator, for: 1)
        return (material.linearVelocity(for: a).x, material.linearVelocity(for: b).x)
    }

    /// Equal masses, e = 1: A stops (|v| < 8 pt/s), B leaves at 400 pt/s (±2 %).
    @Test func equalMassesElastic() throws {
        let (va, vb) = try collide(sideA: 50, sideB: 50, elasticity: 1)
        #expect(abs(va) < 8)
        #expect(abs(vb - 400) <= 8)
        #expect(abs(0.25 * va + 0.25 * vb - 100) <= 0.5)
    }

    /// m_A = 1, m_B = 0.25: e = 1 gives 240 and 640 pt/s, e = 0 gives 320 and 320 (±2 %);
    /// momentum within 0.5 %, energy within 2 % for e = 1.
    @Test(arguments: [(1.0, 240.0, 640.0), (0.0, 320.0, 320.0)])
    func unequalMasses(elasticity: Double, expectedA: Double, expectedB: Double) throws {
        let (va, vb) = try collide(sideA: 100, sideB: 50, elasticity: elasticity)
        #expect(abs(va - expectedA) <= 0.02 * expectedA)
        #expect(abs(vb - expectedB) <= 0.02 * expectedB)
        #expect(abs(1 * va + 0.25 * vb - 400) <= 2)
        if elasticity == 1 {
            let energy = 0.5 * va * va + 0.5 * 0.25 * vb * vb
            #expect(abs(energy - 0.5 * 400 * 400) <= 0.02 * 0.5 * 400 * 400)
        }
    }
}
