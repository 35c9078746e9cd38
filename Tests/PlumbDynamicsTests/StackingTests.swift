import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.9: towers and pyramids stand still and let the animator pause.
@Suite struct StackingTests {
    /// Ten 40×40 boxes (friction 0.5) stacked with 0.5 pt gaps: after 3 s each is within 0.25 pt
    /// of x = 160, |θ| < 0.002, y within 1 pt of 548 − 40k, and the animator has paused.
    @Test func tower() throws {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        let boxes = (0..<10).map { k in
            makeItem(
                "box\(k)", in: root, center: Point(x: 160, y: 548 - 40.5 * Double(k)), width: 40, height: 40)
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.5
        try animator.addBehavior(GravityBehavior(items: boxes))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        run(animator, for: 3)
        for (k, box) in boxes.enumerated() {
            #expect(abs(box.center.x - 160) < 0.25)
            #expect(abs(box.transform.rotationAngle) < 0.002)
            #expect(abs(box.center.y - (548 - 40 * Double(k))) <= 1)
        }
        #expect(!animator.isRunning)
        #expect(lifecycle.pauses == 1)
    }

    /// A frictionless, perfectly aligned tower stands for 10 s without drifting sideways.
    @Test func frictionlessTower() throws {
        let (root, animator) = makeScene()
        let boxes = (0..<10).map { k in
            makeItem(
                "box\(k)", in: root, center: Point(x: 160, y: 548 - 40.5 * Double(k)), width: 40, height: 40)
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: boxes))
        try animator.addBehavior(collision)
        var drift = 0.0
        run(animator, for: 10) { _ in
            for box in boxes { drift = max(drift, abs(box.center.x - 160)) }
        }
        #expect(drift <= 0.5)
    }

    /// A pyramid of 55 boxes 28×28 (base 10, friction 0.5) stands 10 s (top drift < 1 pt) and the
    /// animator pauses within 3 s.
    @Test func pyramid() throws {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        var boxes: [View] = []
        for row in 0..<10 {
            for column in 0..<(10 - row) {
                let x = 160 + (Double(column) - Double(9 - row) / 2) * 28.5
                boxes.append(
                    makeItem(
                        "b\(row)_\(column)", in: root, center: Point(x: x, y: 554 - 28.5 * Double(row)),
                        width: 28,
                        height: 28))
            }
        }
        let top = boxes.last!
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.5
        try animator.addBehavior(GravityBehavior(items: boxes))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        run(animator, for: 0.5)
        let settled = top.center
        run(animator, for: 9.5)
        #expect(abs(top.center.x - settled.x) < 1 && abs(top.center.y - settled.y) < 1)
        let pause = try #require(lifecycle.pauseTimes.first)
        #expect(pause <= 3)
    }
}
