// PhysicsSummary: one run of a physics workload (PhysicsResult) and several runs reduced to
// medians (PhysicsSummary), printed through BenchSummary like the solver and layout benches, with
// the check as the peers script writes it (`"check":"sleeping=500/500 escaped=0"`).

/// The outcome of one run of a ``PhysicsWorkload``.
public struct PhysicsResult: Sendable {
    /// The workload that ran.
    public let workload: PhysicsWorkload
    /// N: boxes (pile) or the base (pyramid).
    public let size: Int
    /// The number of dynamic bodies.
    public let bodies: Int
    /// The number of steps taken.
    public let steps: Int
    /// The time of all steps together.
    public let elapsed: Duration
    /// `sleeping=K/N escaped=E` (pile) or `standing=true|false maxDisp=D` (pyramid).
    public let check: String
    /// The check as a number: K (pile) or D in points (pyramid).
    public let checkValue: Double
    /// Nothing escaped (pile); the pyramid stands (pyramid).
    public let isCorrect: Bool
    /// Each stage's mean time per step (`World.profile`, named as Box2D v3's `b2Profile` fields)
    /// when the run was profiled; empty otherwise.
    public let phases: [WorkloadResult.Phase]

    /// The mean time per step.
    public var perStep: Duration { elapsed / steps }
}

/// Several runs of one physics workload at one size: `median_ms` is the median over runs of the
/// mean time per step.
public struct PhysicsSummary: BenchSummary {
    /// The runs, in the order they ran; at least one, all of the same workload, size and steps.
    public let results: [PhysicsResult]

    /// Summarises runs.
    /// - Parameter results: one or more runs of the same workload and size.
    public init(results: [PhysicsResult]) {
        precondition(!results.isEmpty, "a summary needs at least one run")
        self.results = results
    }

    /// Runs `workload` `runs` times, each on a fresh world.
    /// - Parameters:
    ///   - workload: the workload.
    ///   - size: N ≥ 1.
    ///   - runs: the number of runs, ≥ 1.
    ///   - steps: steps per run (default 600).
    ///   - settings: sleeping and worker threads (default: sleeping on, one thread).
    public static func measure(
        _ workload: PhysicsWorkload, size: Int, runs: Int, steps: Int = PhysicsWorkload.steps,
        settings: PhysicsSettings = PhysicsSettings()
    ) -> PhysicsSummary {
        precondition(runs >= 1, "measure at least one run")
        return PhysicsSummary(
            results: (0..<runs).map { _ in workload.run(size: size, steps: steps, settings: settings) })
    }

    /// `pile` or `pyramid`.
    public var workloadName: String { results[0].workload.rawValue }
    /// N.
    public var size: Int { results[0].size }
    /// `step`: the world is stepped at a fixed 1/60 s with 4 substeps.
    public var modeName: String { "step" }
    /// Each run's mean time per step.
    public var runTimes: [Duration] { results.map(\.perStep) }
    /// Each run's stages' mean times per step when profiled (`--profile`), none otherwise.
    public var runPhases: [[WorkloadResult.Phase]] { results.map(\.phases) }
    /// The last run's check as a number (K or D).
    public var check: Double { results[results.count - 1].checkValue }
    /// The last run's check as the peers write it.
    public var checkText: String? { results[results.count - 1].check }
    /// Whether every run's answer was right.
    public var isCorrect: Bool { results.allSatisfy(\.isCorrect) }
    /// `step`: every time is per step.
    public var timeUnit: String? { "step" }
}
