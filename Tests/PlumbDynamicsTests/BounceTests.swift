import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.3: bounce heights follow e², slow impacts stick.
@Suite struct BounceTests {
    /// A 50×50 item dropped from 400 pt above the floor; returns the apex heights (of the bottom
    /// edge above the floor) after each bounce, the time of the last impact (the step in which the
    /// item, falling faster than 1 pt/s, stopped), and the pause time.
    func drop(elasticity: Double, seconds: Double) throws -> (
        apexes: [Double], settled: Double, paused: Double?
    ) {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        let item = makeItem("ball", in: root, center: Point(x: 160, y: 143))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [item])
        material.elasticity = elasticity
        material.allowsRotation = false
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        var apexes: [Double] = []
        var previousVelocity = 0.0
        var lastImpact = 0.0
        run(animator, for: seconds) { t in
            let v = material.linearVelocity(for: item).y
            if previousVelocity < 0 && v >= 0 { apexes.append(543 - item.center.y) }
            if previousVelocity > 1 && v <= 0 { lastImpact = t }
            previousVelocity = v
        }
        return (apexes, lastImpact, lifecycle.pauseTimes.first)
    }

    /// e = 0.8: apexes 256.0, 163.8, 104.9, 67.1 pt (±2 % or ±2 pt); ten rebounds, the 11th
    /// impact sticks at ≈7.28 s (±3 %; the stepped ball sticks at 7.15 s, its 11th impact at
    /// 68 pt/s); the animator pauses ≈0.5–0.7 s later.
    @Test func elasticityPointEight() throws {
        let result = try drop(elasticity: 0.8, seconds: 9)
        #expect(abs(result.apexes[0] - 256) <= 0.02 * 256)
        for (k, apex) in result.apexes.prefix(4).enumerated() {
            let previous = k == 0 ? 400 : result.apexes[k - 1]
            let ratio = apex / previous
            #expect(ratio > 0.6 && ratio < 0.64, "apex \(k + 1): bounce energy ratio \(ratio)")
        }
        for (k, expected) in [163.84, 104.86, 67.11].enumerated() {
            #expect(abs(result.apexes[k + 1] - expected) <= max(2, 0.02 * expected), "apex \(k + 2)")
        }
        let paused = try #require(result.paused)
        #expect(result.apexes.filter { $0 > 0.5 }.count == 10)
        #expect(abs(result.settled - 7.28) <= 0.03 * 7.28)
        // The step that stops the item counts towards the 0.5 s of rest (as Box2D's sleep timer),
        // so the pause comes 29 steps after it.
        let lag = paused - result.settled
        #expect(
            lag >= 0.5 - DynamicAnimator.timeStep - 1e-9 && lag <= 0.7, "pause \(lag) s after the last impact"
        )
    }

    /// e = 1: apexes within 2 % of 400 pt (the later ones lose the same ≈4–5 pt/s per bounce).
    @Test func perfectlyElastic() throws {
        let result = try drop(elasticity: 1, seconds: 9.5)
        #expect(result.apexes.count == 5)
        #expect(abs(result.apexes[0] - 400) <= 8)
        #expect(result.apexes.allSatisfy { $0 > 380 })
        for apex in result.apexes { #expect(abs(apex - 400) <= 8) }
    }

    /// e = 0: no rebound (apex < 1 pt after impact).
    @Test func inelastic() throws {
        let result = try drop(elasticity: 0, seconds: 2)
        #expect(result.apexes.allSatisfy { $0 < 1 })
    }
}
