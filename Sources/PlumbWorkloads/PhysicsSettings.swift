// PhysicsSettings: the world options `plumb bench physics` varies (`--no-sleep`, `--threads N`)
// beside docs/benchmarks.md's fixed scene constants.

/// How a physics workload configures its world: whether bodies may sleep and how many worker
/// threads the step may use.
public struct PhysicsSettings: Sendable, Equatable {
    /// Whether the boxes may fall asleep (default true, the spec's workloads; false for
    /// `--no-sleep`, which times a world that stays awake).
    public var isSleepEnabled: Bool
    /// The worker threads the world's step may use, at least 1 (default 1; `World.workerCount`).
    public var workerCount: Int

    /// Settings with sleeping on and one worker thread unless told otherwise.
    public init(isSleepEnabled: Bool = true, workerCount: Int = 1) {
        precondition(workerCount >= 1, "a world needs at least one worker thread")
        self.isSleepEnabled = isSleepEnabled
        self.workerCount = workerCount
    }
}
