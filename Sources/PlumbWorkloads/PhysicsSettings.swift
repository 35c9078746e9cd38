// PhysicsSettings: the world options `plumb bench physics` varies (`--no-sleep`, `--threads N`,
// `--profile`) beside docs/benchmarks.md's fixed scene constants.

import PlumbPhysics

/// How a physics workload configures its world: whether bodies may sleep, how many worker
/// threads the step may use and how hard contacts push back.
public struct PhysicsSettings: Sendable, Equatable {
    /// Whether the boxes may fall asleep (default true, the spec's workloads; false for
    /// `--no-sleep`, which times a world that stays awake).
    public var isSleepEnabled: Bool
    /// The worker threads the world's step may use, at least 1 (default 1; `World.workerCount`).
    public var workerCount: Int
    /// How hard the contacts push back (default `ContactTuning.soft`, Box2D v3's tuning, as the
    /// benchmarks' Box2D peer runs with it).
    public var contactTuning: ContactTuning
    /// Whether each step times its stages (`World.isProfilingEnabled`; default false, `--profile`
    /// turns it on): a run then reports each stage's mean time per step.
    public var isProfilingEnabled: Bool

    /// Settings with sleeping on, one worker thread, Box2D v3's contact tuning and no profile
    /// unless told otherwise.
    public init(
        isSleepEnabled: Bool = true, workerCount: Int = 1, contactTuning: ContactTuning = .soft,
        isProfilingEnabled: Bool = false
    ) {
        precondition(workerCount >= 1, "a world needs at least one worker thread")
        self.isSleepEnabled = isSleepEnabled
        self.workerCount = workerCount
        self.contactTuning = contactTuning
        self.isProfilingEnabled = isProfilingEnabled
    }
}
