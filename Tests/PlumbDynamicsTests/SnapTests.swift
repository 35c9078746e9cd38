import Plumb
import PlumbDynamics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/dynamics.md §17.7: snapping a 60×60 item from (200, 300) to (80, 252).
@Suite struct SnapTests {
    struct Run {
        var overshoot: Double
        var errorAtOneSecond: Double
        var angleAtOneSecond: Double
        var pauseTime: Double?
    }

    func snap(damping: Double) throws -> Run {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        let item = makeItem("card", in: root, center: Point(x: 200, y: 300), width: 60, height: 60)
        let target = Point(x: 80, y: 252)
        let snap = SnapBehavior(item: item, snapTo: target)
        #expect(snap.damping == 0.5)
        snap.damping = damping
        try animator.addBehavior(snap)
        let start = Point(x: 200, y: 300)
        let travel = hypot(target.x - start.x, target.y - start.y)
        let ux = (target.x - start.x) / travel
        let uy = (target.y - start.y) / travel
        var overshoot = 0.0
        var result = Run(overshoot: 0, errorAtOneSecond: 0, angleAtOneSecond: 0)
        run(animator, for: 2) { t in
            let along = (item.center.x - start.x) * ux + (item.center.y - start.y) * uy
            overshoot = max(overshoot, along - travel)
            if abs(t - 1) < 1e-9 {
                result.errorAtOneSecond = hypot(item.center.x - target.x, item.center.y - target.y)
                result.angleAtOneSecond = abs(item.transform.rotationAngle)
            }
        }
        result.overshoot = overshoot / travel
        result.pauseTime = lifecycle.pauseTimes.first
        return result
    }

    /// Default damping: within 0.5 pt and 0.01 rad by 1 s, first overshoot 2–20 % of the travel,
    /// pause between 0.9 and 1.6 s.
    @Test func defaultDamping() throws {
        let run = try snap(damping: 0.5)
        #expect(run.errorAtOneSecond <= 0.5)
        #expect(run.angleAtOneSecond < 0.01)
        #expect(run.overshoot >= 0.02 && run.overshoot <= 0.2)
        let pause = try #require(run.pauseTime)
        #expect(pause >= 0.9 && pause <= 1.6)
    }

    /// Overshoot falls as damping goes 0.1 → 0.5 → 1.0; at 1.0 it stays under 3 %.
    @Test func overshootFallsWithDamping() throws {
        let low = try snap(damping: 0.1).overshoot
        let mid = try snap(damping: 0.5).overshoot
        let high = try snap(damping: 1).overshoot
        #expect(low > mid && mid > high)
        #expect(high < 0.03)
    }

    /// Moving the snap point after the pause resumes the animator once and the item follows.
    @Test func movingThePointResumes() throws {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        let item = makeItem("card", in: root, center: Point(x: 200, y: 300), width: 60, height: 60)
        let snap = SnapBehavior(item: item, snapTo: Point(x: 80, y: 252))
        try animator.addBehavior(snap)
        #expect(animator.runUntilPaused(maximumDuration: 3))
        #expect(lifecycle.resumes == 1 && lifecycle.pauses == 1)
        snap.snapPoint = Point(x: 160, y: 400)
        #expect(animator.isRunning)
        #expect(lifecycle.resumes == 2)
        #expect(animator.runUntilPaused(maximumDuration: 3))
        #expect(hypot(item.center.x - 160, item.center.y - 400) < 0.5)
        #expect(lifecycle.resumes == 2 && lifecycle.pauses == 2)
    }
}
