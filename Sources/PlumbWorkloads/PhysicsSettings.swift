// PhysicsSettings: the world options `plumb bench physics` varies (`--no-sleep`, `--threads N`,
// `--profile`, `--substeps N`, `--contact-hertz H`) beside docs/benchmarks.md's fixed scene
// constants.

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
    /// The solver substeps of each 1/60 s step, at least 1 (default 4, Box2D v3's and
    /// `World.step(timeStep:subSteps:)`'s). More substeps allow stiffer contacts: a contact's
    /// stiffness is capped at a quarter of the substep rate.
    public var subSteps: Int

    /// Settings with sleeping on, one worker thread, Box2D v3's contact tuning, four substeps and
    /// no profile unless told otherwise.
    public init(
        isSleepEnabled: Bool = true, workerCount: Int = 1, contactTuning: ContactTuning = .soft,
        isProfilingEnabled: Bool = false, subSteps: Int = 4
    ) {
        precondition(workerCount >= 1, "a world needs at least one worker thread")
        precondition(subSteps >= 1, "a step needs at least one substep")
        self.isSleepEnabled = isSleepEnabled
        self.workerCount = workerCount
        self.contactTuning = contactTuning
        self.isProfilingEnabled = isProfilingEnabled
        self.subSteps = subSteps
    }
}
