// WorkloadSummary: several runs of one solver workload reduced to medians, and printed as
// `plumb bench solver` prints them (one JSON object line, or one line for people).
//
// Design. The statistics and both printed lines (whose JSON keys are a contract with
// Benchmarks/peers) are BenchSummary's, shared with `plumb bench layout`; this type only states
// the runs, their names and S3's "per suggestion".

import PlumbSolver

/// The runs of one workload at one size, summarised.
public struct WorkloadSummary: BenchSummary {
    /// The runs, in the order they ran; at least one, all of the same workload, size and mode.
    public let results: [WorkloadResult]

    /// Summarises runs.
    /// - Parameter results: one or more runs of the same workload, size and mode.
    public init(results: [WorkloadResult]) {
        precondition(!results.isEmpty, "a summary needs at least one run")
        self.results = results
    }

    /// Runs `workload` `runs` times, each with fresh variables, constraints and solver.
    /// - Parameters:
    ///   - workload: the workload.
    ///   - size: N ≥ 1.
    ///   - mode: incremental or batch.
    ///   - runs: the number of runs, ≥ 1.
    /// - Throws: a `SolverError` from the solver.
    public static func measure(
        _ workload: Workload, size: Int, mode: BuildMode, runs: Int
    ) throws(SolverError) -> WorkloadSummary {
        precondition(runs >= 1, "measure at least one run")
        var results: [WorkloadResult] = []
        for _ in 0..<runs {
            results.append(try workload.run(size: size, mode: mode))
        }
        return WorkloadSummary(results: results)
    }

    /// The workload.
    public var workload: Workload { results[0].workload }
    /// N.
    public var size: Int { results[0].size }
    /// How constraints reached the solver.
    public var mode: BuildMode { results[0].mode }
    /// The last run's check value (every run computes the same one).
    public var check: Double { results[results.count - 1].check }
    /// Whether every run's answer was right.
    public var isCorrect: Bool { results.allSatisfy(\.isCorrect) }

    /// The workload's name: `s1`, `s2s`, ….
    public var workloadName: String { workload.rawValue }
    /// `incremental` or `batch`.
    public var modeName: String { mode.rawValue }
    /// Each run's solver time (per suggestion for S3).
    public var runTimes: [Duration] { results.map(\.elapsed) }
    /// Each run's phases: S3 drag and rotation, S4 hide and unhide, none otherwise.
    public var runPhases: [[WorkloadResult.Phase]] { results.map(\.phases) }
    /// `suggestion` for S3 (times are per suggestion), nil otherwise.
    public var timeUnit: String? { workload == .s3 || workload == .s3chain ? "suggestion" : nil }
}
