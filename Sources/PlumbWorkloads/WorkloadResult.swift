// WorkloadResult: what one run of a workload measured, and whether its answer was right.

/// The outcome of one run of a ``Workload``.
public struct WorkloadResult: Sendable {
    /// A timed part of a run: S3's drag and rotation (per suggestion), S4's hide and unhide.
    public struct Phase: Sendable, Equatable {
        /// `drag`, `rotation`, `hide` or `unhide`.
        public let name: String
        /// The phase's time: per suggestion for S3, in all for S4.
        public let elapsed: Duration
    }

    /// The workload that ran.
    public let workload: Workload
    /// N.
    public let size: Int
    /// How the constraints were handed to the solver.
    public let mode: BuildMode
    /// The solver time: per suggestion for S3, the whole timed part otherwise.
    public let elapsed: Duration
    /// The timed parts, for S3 and S4; empty otherwise.
    public let phases: [Phase]
    /// The workload's check value (see each ``Workload`` case).
    public let check: Double
    /// Whether the solution is the one docs/benchmarks.md states, checked after the clock stopped.
    public let isCorrect: Bool
    /// The sum of every value read while timed; it only keeps the reads from being optimised away.
    public let readChecksum: Double
}

extension Duration {
    /// The duration in milliseconds.
    package var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15
    }
}
