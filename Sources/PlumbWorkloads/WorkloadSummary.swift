// WorkloadSummary: several runs of one workload reduced to medians, and printed as
// `plumb bench solver` prints them (one JSON object line, or one line for people).
//
// Design. The JSON keys and their order are a contract with Benchmarks/peers/compare.sh and the
// kiwisolver script: workload, size, mode, median_ms, min_ms, max_ms, check come first; later keys
// only extend it. Numbers are rounded to 1e-6 (nanoseconds for times) to drop float noise.

import PlumbSolver

/// The runs of one workload at one size, summarised.
public struct WorkloadSummary: Sendable {
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
    /// - Throws: a ``PlumbSolver/SolverError`` from the solver.
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
    /// The median time in milliseconds (the mean of the two middle runs for an even count).
    public var medianMilliseconds: Double { Self.median(results.map(\.elapsed.milliseconds)) }
    /// The fastest run, in milliseconds.
    public var minMilliseconds: Double { results.map(\.elapsed.milliseconds).min() ?? 0 }
    /// The slowest run, in milliseconds.
    public var maxMilliseconds: Double { results.map(\.elapsed.milliseconds).max() ?? 0 }
    /// The last run's check value (every run computes the same one).
    public var check: Double { results[results.count - 1].check }
    /// Whether every run's answer was right.
    public var isCorrect: Bool { results.allSatisfy(\.isCorrect) }

    /// The median of each phase (S3: drag, rotation; S4: hide, unhide), in milliseconds.
    public var phaseMedians: [(name: String, milliseconds: Double)] {
        results[0].phases.indices.map { index in
            let name = results[0].phases[index].name
            return (name, Self.median(results.map { $0.phases[index].elapsed.milliseconds }))
        }
    }

    /// One JSON object: `{"workload":"s1","size":1000,"mode":"incremental","median_ms":…,
    /// "min_ms":…,"max_ms":…,"check":…,"runs":5,"correct":true}`, then for S3 and S4 the phase
    /// medians (`drag_median_ms`, `rotation_median_ms`, `hide_median_ms`, `unhide_median_ms`) and
    /// for S3 `"per":"suggestion"`.
    public var jsonLine: String {
        var fields = [
            ("workload", "\"\(workload.rawValue)\""),
            ("size", String(size)),
            ("mode", "\"\(mode.rawValue)\""),
            ("median_ms", Self.json(medianMilliseconds)),
            ("min_ms", Self.json(minMilliseconds)),
            ("max_ms", Self.json(maxMilliseconds)),
            ("check", Self.json(check)),
            ("runs", String(results.count)),
            ("correct", isCorrect ? "true" : "false"),
        ]
        for phase in phaseMedians {
            fields.append(("\(phase.name)_median_ms", Self.json(phase.milliseconds)))
        }
        if workload == .s3 || workload == .s3chain {
            fields.append(("per", "\"suggestion\""))
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// One line for people: `s1 N=1000 incremental: median 12.3 ms (min 12.1, max 13.0, 5 runs);
    /// check 50000, correct`.
    public var humanLine: String {
        let per = workload == .s3 || workload == .s3chain ? " per suggestion" : ""
        var line =
            "\(workload) N=\(size) \(mode): median \(Self.short(medianMilliseconds)) ms\(per) "
            + "(min \(Self.short(minMilliseconds)), max \(Self.short(maxMilliseconds)), "
            + "\(results.count) run\(results.count == 1 ? "" : "s"))"
        let phases = phaseMedians
        if !phases.isEmpty {
            line +=
                "; " + phases.map { "\($0.name) \(Self.short($0.milliseconds)) ms" }.joined(separator: ", ")
        }
        return line + "; check \(Frame.format(check)), \(isCorrect ? "correct" : "WRONG ANSWER")"
    }

    /// The median of a non-empty list.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A JSON number rounded to 1e-6, or `null` when not finite.
    static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return String((value * 1e6).rounded() / 1e6)
    }

    /// A time for people: one decimal from 100 ms up, three below.
    static func short(_ milliseconds: Double) -> String {
        let decimals = milliseconds >= 100 ? 1 : 3
        let scale = decimals == 1 ? 10.0 : 1000.0
        return String((milliseconds * scale).rounded() / scale)
    }
}
