// The time limit: the answer comes at the limit, and the work, which checks for cancellation,
// stops soon after.

import Synchronization
import Testing

@testable import PlumbPlayground

@Suite("Playground time limit")
struct TimeLimitTests {
    @Test func workPastTheLimitIsAnsweredAndCancelled() async throws {
        let stopped = Flag()
        let timedOut = PlaygroundError.timedOut(file: "slow.yaml", seconds: 0.2)
        await #expect(throws: timedOut) {
            try await withTimeLimit(0.2, timedOut: timedOut) { () throws(PlaygroundError) -> Int in
                while !Task.isCancelled {}
                stopped.raise()
                return 0
            }
        }
        for _ in 0..<600 where !stopped.isRaised {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(stopped.isRaised)
    }

    @Test func workWithinTheLimitIsAnswered() async throws {
        let answer = try await withTimeLimit(60, timedOut: .timedOut(file: "fast.yaml", seconds: 60)) {
            () throws(PlaygroundError) -> Int in 42
        }
        #expect(answer == 42)
    }

    @Test func errorsOfTheWorkAreAnswered() async throws {
        await #expect(throws: PlaygroundError.badRequest("no")) {
            try await withTimeLimit(60, timedOut: .timedOut(file: "fast.yaml", seconds: 60)) {
                () throws(PlaygroundError) -> Int in throw .badRequest("no")
            }
        }
    }
}

/// A flag one task raises and another reads.
private final class Flag: Sendable {
    private let value = Mutex(false)

    /// Whether it was raised.
    var isRaised: Bool { value.withLock { $0 } }

    /// Raises it.
    func raise() { value.withLock { $0 = true } }
}
