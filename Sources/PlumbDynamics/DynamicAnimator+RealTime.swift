// Design note — real-time driving. The animator's clock is explicit (`step(by:)`); this is the
// thin layer a display link is: sleep until the next frame's deadline on a `Clock`, step by the
// time that really passed (the fixed-step accumulator turns uneven frames into whole 1/60 s steps,
// so a late frame runs two steps and an early one none, and the simulation stays the one a test
// sees), then hand the frame to the caller to draw. It runs in its caller's isolation
// (`nonisolated(nonsending)`): the animator and its views never cross threads.

extension DynamicAnimator {
    /// Drives the animator in real time: every `frameInterval` of `clock` time, steps it by the
    /// time that passed and calls `frame` (draw there). Returns when the animator pauses (true),
    /// or when `maximumDuration` of clock time has passed without a pause (false).
    ///
    /// - Parameters:
    ///   - clock: `ContinuousClock()` for a live display; any clock measured in `Duration` (a
    ///     virtual one in tests).
    ///   - frameInterval: the display's frame time; 1/60 s by default.
    ///   - maximumDuration: the longest run, in clock time; nil (the default) runs until the pause.
    ///   - frame: called after each frame's steps, before the next sleep.
    /// - Returns: whether the animator paused.
    /// - Throws: what the clock's `sleep` throws: `CancellationError` when the task is cancelled.
    /// - Complexity: one `step(by:)` per frame.
    @discardableResult
    nonisolated(nonsending) public func run<C: Clock>(
        on clock: C, frameInterval: Duration = .seconds(1) / 60, maximumDuration: Duration? = nil,
        frame: () -> Void = {}
    ) async throws -> Bool where C.Duration == Duration {
        let start = clock.now
        var last = start
        synchronize()
        while isRunning {
            if let maximumDuration, start.duration(to: last) >= maximumDuration { return false }
            try await clock.sleep(until: last.advanced(by: frameInterval), tolerance: nil)
            let now = clock.now
            step(by: Self.seconds(last.duration(to: now)))
            last = now
            frame()
        }
        return true
    }

    /// A duration in seconds.
    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
