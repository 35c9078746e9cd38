// Cooperative cancellation of a long layout or simulation: the spec builder and the simulation
// loop check the current task between steps, so that a server that gives up on a request (the
// playground's time limit) frees the CPU soon after.

extension SpecError {
    /// Throws when the current task is cancelled: `FILE:1:1: error: the run was cancelled …`.
    /// Outside a task, never. O(1).
    /// - Throws: ``SpecError`` at the start of `file`.
    static func checkCancellation(file: String) throws(SpecError) {
        guard Task.isCancelled else { return }
        throw SpecError(
            file: file, location: .start,
            message: "the run was cancelled before it finished (a time limit); make the spec smaller")
    }
}
