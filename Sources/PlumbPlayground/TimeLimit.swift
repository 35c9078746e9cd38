// Design note — the time limit. A layout or a simulation is synchronous work that a client can
// make long (a big spec, an hour of simulated time). It runs in a detached task on Dispatch's
// global queue (`DispatchTaskExecutor`), off Swift's cooperative pool, so that slow requests never
// hold the threads the server's own tasks need; it is raced against a Dispatch timer, and
// whichever finishes first answers the request, exactly once (a per-request lock). When the timer
// wins, it answers with `PlaygroundError.timedOut` and cancels the task; the spec layout and
// simulation loops check `Task.isCancelled` and stop at their next step, so the CPU is freed soon
// after.

import Dispatch
import Foundation
import Synchronization

/// Runs `work` in a detached task and returns its result, or throws `timedOut` once `limit`
/// seconds have passed, cancelling the task.
/// - Throws: `work`'s ``PlaygroundError``, or `timedOut` at the limit.
func withTimeLimit<T: Sendable>(
    _ limit: Double, timedOut: PlaygroundError,
    _ work: @escaping @Sendable () throws(PlaygroundError) -> T
) async throws(PlaygroundError) -> T {
    let result: Result<T, PlaygroundError> = await withCheckedContinuation { continuation in
        let answer = OneAnswer(continuation)
        let task = Task.detached(executorPreference: DispatchTaskExecutor.global) {
            answer.give(Result { () throws(PlaygroundError) in try work() })
        }
        // The timer fires on a queue of its own: a private queue gets a thread even when every
        // thread of the global queue is busy with work (a run that blocks, as a slow text
        // measurer does), where a timer on the global queue waited behind that work and the
        // work answered first.
        DispatchQueue(label: "plumb.time-limit").asyncAfter(deadline: .now() + limit) {
            if answer.give(.failure(timedOut)) { task.cancel() }
        }
    }
    return try result.get()
}

/// A continuation resumed by the first of two racers; the second is ignored.
private final class OneAnswer<T: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Result<T, PlaygroundError>, Never>?>

    init(_ continuation: CheckedContinuation<Result<T, PlaygroundError>, Never>) {
        self.continuation = Mutex(continuation)
    }

    /// Resumes with `result` when nobody has yet; returns whether this call did.
    @discardableResult
    func give(_ result: Result<T, PlaygroundError>) -> Bool {
        guard
            let continuation = continuation.withLock({ value in
                defer { value = nil }
                return value
            })
        else { return false }
        continuation.resume(returning: result)
        return true
    }
}

/// Runs a task's jobs on Dispatch's global concurrent queue instead of Swift's cooperative pool.
/// Stateless.
final class DispatchTaskExecutor: TaskExecutor {
    /// The executor; it holds no state.
    static let global = DispatchTaskExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
