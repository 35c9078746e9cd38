import Plumb
import PlumbDynamics
import Synchronization
import Testing

/// A clock whose time moves only when something sleeps on it: real-time driving, without waiting.
final class VirtualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let time = Mutex<Duration>(.zero)
    /// Added to every sleep: a display that is late by this much each frame.
    let lateness: Duration

    init(lateness: Duration = .zero) { self.lateness = lateness }

    var now: Instant { Instant(offset: time.withLock { $0 }) }
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        time.withLock { $0 = max($0, deadline.offset + lateness) }
    }
}

/// `DynamicAnimator.run(on:)`: the real-time layer over the explicit clock.
@Suite struct RealTimeTests {
    /// The cookbook scene (docs/dynamics.md §16) driven frame by frame on a clock pauses at the same simulated time
    /// with the squares where the stepped run puts them, bit for bit, whether frames come on time
    /// or late (late frames run extra whole steps; the simulation is the same).
    @Test(arguments: [Duration.zero, .milliseconds(7)])
    func seedSceneInRealTime(lateness: Duration) async throws {
        // The root is returned too: the animator holds its reference view weakly, as UIKit.
        func scene() throws -> (View, DynamicAnimator, View, View) {
            let (root, animator) = makeScene()
            let red = makeItem("red", in: root, center: Point(x: 160, y: 284))
            let green = makeItem("green", in: root, center: Point(x: 160, y: 334))
            try animator.addBehavior(GravityBehavior(items: [red, green]))
            let collision = CollisionBehavior(items: [red, green])
            collision.translatesReferenceBoundsIntoBoundary = true
            try animator.addBehavior(collision)
            return (root, animator, red, green)
        }
        let (steppedRoot, stepped, steppedRed, steppedGreen) = try scene()
        #expect(stepped.runUntilPaused(maximumDuration: 3))
        let (root, animator, red, green) = try scene()
        var frames = 0
        let paused = try await animator.run(on: VirtualClock(lateness: lateness)) { frames += 1 }
        #expect(paused)
        #expect(animator.elapsedTime == stepped.elapsedTime)
        #expect(red.center == steppedRed.center && green.center == steppedGreen.center)
        #expect(abs(green.center.y - 543) <= 0.5 && abs(red.center.y - 493) <= 0.5)
        #expect(root.subviews.count == 2 && steppedRoot.subviews.count == 2)
        // One frame per 1/60 s, or per 1/60 s + 7 ms when late.
        let frameTime = 1.0 / 60 + Double(lateness.components.attoseconds) * 1e-18
        #expect(abs(Double(frames) - animator.elapsedTime / frameTime) <= 1)
    }

    /// A run that never pauses (an item falling with no collision) stops once `maximumDuration`
    /// of clock time has passed: within a frame of it (thirty 1/60 s frames sum to a hair under
    /// 0.5 s in `Duration`'s attoseconds, so a 31st runs).
    @Test func maximumDurationEndsARunWithoutAPause() async throws {
        let (root, animator) = makeScene()
        let item = makeItem("faller", in: root, center: Point(x: 160, y: 100))
        try animator.addBehavior(GravityBehavior(items: [item]))
        let paused = try await animator.run(on: VirtualClock(), maximumDuration: .milliseconds(500))
        #expect(!paused)
        #expect(animator.elapsedTime >= 0.5 - 1e-9 && animator.elapsedTime <= 0.5 + 1.0 / 60 + 1e-9)
        #expect(animator.isRunning)
    }

    /// A cancelled task stops the run with `CancellationError`.
    @Test func cancellationStopsTheRun() async throws {
        let (root, animator) = makeScene()
        let item = makeItem("faller", in: root, center: Point(x: 160, y: 100))
        try animator.addBehavior(GravityBehavior(items: [item]))
        withUnsafeCurrentTask { $0?.cancel() }
        await #expect(throws: CancellationError.self) {
            try await animator.run(on: VirtualClock(), maximumDuration: .seconds(1))
        }
        #expect(animator.elapsedTime == 0)
    }
}
