// BenchRun: one `plumb bench` request — a family (solver, layout, physics) with its options, a
// workload by name, N and the number of runs — checked and run in one place, so that the command
// only parses and prints, and the same messages reach every family.

import PlumbPhysics

/// A benchmark request as `plumb bench solver|layout|physics` makes it.
///
/// ```swift
/// let run = BenchRun(.solver(mode: .incremental), workload: "s2s", size: 100, runs: 5)
/// if let problem = run.problem { print(problem) }  // `unknown workload …`, `--size must be …`
/// let summary = try run.measure()
/// print(summary.jsonLine)
/// ```
public struct BenchRun: Sendable {
    /// A family of workloads and the options only it takes.
    public enum Family: Sendable {
        /// docs/benchmarks.md's solver workloads (S1–S4), constraints added one at a time or in one
        /// batch.
        case solver(mode: BuildMode)
        /// The layout workloads through views (L1, L2) and the cat-card list.
        case layout
        /// The physics workloads (P1, P2): `steps` of 1/60 s per run, on `threads` worker threads,
        /// with or without sleeping, with each stage's time per step when `isProfilingEnabled`;
        /// `subSteps` solver substeps a step (default 4) and contacts of `contactHertz` (in Hz,
        /// default 30: `ContactTuning.soft`, Box2D v3's tuning) solved point by point.
        case physics(
            steps: Int, threads: Int, isSleepEnabled: Bool, isProfilingEnabled: Bool = false,
            subSteps: Int = 4,
            contactHertz: Double = ContactTuning.soft.hertz)
    }

    /// The family and its options.
    public var family: Family
    /// The workload's name, as `--workload` takes it.
    public var workload: String
    /// N, the workload's size.
    public var size: Int
    /// How many runs, each from scratch; the median is reported.
    public var runs: Int

    /// A request.
    public init(_ family: Family, workload: String, size: Int, runs: Int) {
        self.family = family
        self.workload = workload
        self.size = size
        self.runs = runs
    }

    /// The workload names the family takes, comma-separated, for help and error messages.
    public static func validNames(_ family: Family) -> String {
        switch family {
        case .solver: Workload.validNames
        case .layout: "\(LayoutWorkload.validNames), \(ListWorkload.name)"
        case .physics: PhysicsWorkload.validNames
        }
    }

    /// The family's workloads for help, `NAME (what it is)`, separated by semicolons: such as
    /// `s1 (…); s2s (…)`.
    public static func workloadList(_ family: Family) -> String {
        let entries: [(String, String)] =
            switch family {
            case .solver: Workload.allCases.map { ($0.rawValue, $0.summary) }
            case .layout:
                LayoutWorkload.allCases.map { ($0.rawValue, $0.summary) } + [
                    (ListWorkload.name, ListWorkload.summary)
                ]
            case .physics: PhysicsWorkload.allCases.map { ($0.rawValue, $0.summary) }
            }
        return entries.map { "\($0.0) (\($0.1))" }.joined(separator: "; ")
    }

    /// What is wrong with the request (`unknown workload 'x'; valid workloads: …`, `--size must be
    /// at least 1, got 0`, the same for `--runs`, `--steps`, `--threads`, `--substeps`;
    /// `--contact-hertz must be a positive number of hertz, got 0.0`), or nil.
    public var problem: String? {
        let known =
            switch family {
            case .solver: Workload(rawValue: workload) != nil
            case .layout: LayoutWorkload(rawValue: workload) != nil || workload == ListWorkload.name
            case .physics: PhysicsWorkload(rawValue: workload) != nil
            }
        guard known else {
            return "unknown workload '\(workload)'; valid workloads: \(Self.validNames(family))"
        }
        var counts = [("--size", size), ("--runs", runs)]
        if case .physics(let steps, let threads, _, _, let subSteps, _) = family {
            counts += [("--steps", steps), ("--threads", threads), ("--substeps", subSteps)]
        }
        if let (name, count) = counts.first(where: { $0.1 < 1 }) {
            return "\(name) must be at least 1, got \(count)"
        }
        if case .physics(_, _, _, _, _, let hertz) = family, !(hertz.isFinite && hertz > 0) {
            return "--contact-hertz must be a positive number of hertz, got \(hertz)"
        }
        return nil
    }

    /// Runs the request (which must have no ``problem``) and returns its summary.
    /// - Throws: a solver or layout error from a workload (a bug: the workloads are well formed).
    /// - Complexity: `runs` times the workload's own.
    public func measure() throws -> any BenchSummary {
        precondition(problem == nil, "measure a checked request")
        switch family {
        case .solver(let mode):
            return try WorkloadSummary.measure(
                Workload(rawValue: workload)!, size: size, mode: mode, runs: runs)
        case .layout:
            guard let layout = LayoutWorkload(rawValue: workload) else {
                return ListSummary.measure(size: size, runs: runs)
            }
            return try LayoutSummary.measure(layout, size: size, runs: runs)
        case .physics(
            let steps, let threads, let isSleepEnabled, let isProfilingEnabled, let subSteps, let hertz):
            let settings = PhysicsSettings(
                isSleepEnabled: isSleepEnabled, workerCount: threads,
                contactTuning: ContactTuning(
                    hertz: hertz, dampingRatio: ContactTuning.soft.dampingRatio, usesBlockSolver: false),
                isProfilingEnabled: isProfilingEnabled, subSteps: subSteps)
            return PhysicsSummary.measure(
                PhysicsWorkload(rawValue: workload)!, size: size, runs: runs, steps: steps, settings: settings
            )
        }
    }

    /// The message for a wrong answer: the workload, N and what was wrong.
    public func wrongAnswer(_ summary: any BenchSummary) -> String {
        switch family {
        case .solver: "\(workload) at N=\(size) gave a wrong answer (see docs/benchmarks.md)"
        case .layout where workload == ListWorkload.name:
            "list at N=\(size) gave a wrong answer (a cell out of place or a wrong content height)"
        case .layout: "\(workload) at N=\(size) gave a wrong answer (see docs/benchmarks.md L1 and L2)"
        case .physics: "\(workload) at N=\(size) gave a wrong answer: \(summary.checkText ?? "")"
        }
    }
}
