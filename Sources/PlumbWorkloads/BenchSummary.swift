// BenchSummary: what every `plumb bench` summary shares (the solver workloads S1–S4 and the
// layout workloads L1…): medians over runs, and the two ways of printing them (one JSON object
// line, or one line for people).
//
// Design. The JSON keys and their order are a contract with Benchmarks/peers/compare.sh and the
// kiwisolver script: workload, size, mode, median_ms, min_ms, max_ms, check come first, then runs,
// correct, each phase's `<name>_median_ms`, and `per` when a time is per step; later keys only
// extend it. Numbers are rounded to 1e-6 (nanoseconds for times) to drop float noise. A summary
// states its runs' times and phases; everything computed from them lives here, once.

import PlumbSolver

/// Several runs of one benchmark workload at one size, reduced to medians and printed.
public protocol BenchSummary: Sendable {
    /// The workload's name, as `plumb bench … --workload` takes it.
    var workloadName: String { get }
    /// N.
    var size: Int { get }
    /// The `mode` of the JSON line: how the constraints reached the solver.
    var modeName: String { get }
    /// Each run's timed total, in the order the runs ran; at least one.
    var runTimes: [Duration] { get }
    /// Each run's timed parts (the same names in every run), in the order the runs ran; empty
    /// lists for a workload without phases.
    var runPhases: [[WorkloadResult.Phase]] { get }
    /// The last run's check value (every run computes the same one).
    var check: Double { get }
    /// The check as text, printed instead of the number when set (the physics benches'
    /// `sleeping=K/N escaped=E`, as the peers script writes it); nil by default.
    var checkText: String? { get }
    /// Whether every run's answer was right.
    var isCorrect: Bool { get }
    /// What one time covers when it is not the whole run (`suggestion` for S3), else nil.
    var timeUnit: String? { get }
    /// Further medians printed last in the JSON line under their own names (`hide_ms` for L2);
    /// none by default.
    var extraMedians: [(name: String, milliseconds: Double)] { get }
}

extension BenchSummary {
    /// Nil: the check is a number.
    public var checkText: String? { nil }

    /// None: only L2 adds a median under its own name.
    public var extraMedians: [(name: String, milliseconds: Double)] { [] }

    /// The median time in milliseconds (the mean of the two middle runs for an even count).
    public var medianMilliseconds: Double { Self.median(runTimes.map(\.milliseconds)) }
    /// The fastest run, in milliseconds.
    public var minMilliseconds: Double { runTimes.map(\.milliseconds).min() ?? 0 }
    /// The slowest run, in milliseconds.
    public var maxMilliseconds: Double { runTimes.map(\.milliseconds).max() ?? 0 }

    /// The median of each phase (S3: drag, rotation; S4: hide, unhide; L1: initial, resize), in
    /// milliseconds.
    public var phaseMedians: [(name: String, milliseconds: Double)] {
        let phases = runPhases
        guard let first = phases.first else { return [] }
        return first.indices.map { index in
            (first[index].name, Self.median(phases.map { $0[index].elapsed.milliseconds }))
        }
    }

    /// One JSON object: `{"workload":"s1","size":1000,"mode":"incremental","median_ms":…,
    /// "min_ms":…,"max_ms":…,"check":…,"runs":5,"correct":true}`, then each phase's median
    /// (`drag_median_ms`, `hide_median_ms`, `resize_median_ms`, …) and, when times are per step,
    /// `"per":"suggestion"`.
    public var jsonLine: String {
        var fields = [
            ("workload", "\"\(workloadName)\""),
            ("size", String(size)),
            ("mode", "\"\(modeName)\""),
            ("median_ms", Self.json(medianMilliseconds)),
            ("min_ms", Self.json(minMilliseconds)),
            ("max_ms", Self.json(maxMilliseconds)),
            ("check", checkText.map { "\"\($0)\"" } ?? Self.json(check)),
            ("runs", String(runTimes.count)),
            ("correct", isCorrect ? "true" : "false"),
        ]
        for phase in phaseMedians {
            fields.append(("\(phase.name)_median_ms", Self.json(phase.milliseconds)))
        }
        if let timeUnit {
            fields.append(("per", "\"\(timeUnit)\""))
        }
        for extra in extraMedians {
            fields.append((extra.name, Self.json(extra.milliseconds)))
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// One line for people: `s1 N=1000 incremental: median 12.3 ms (min 12.1, max 13.0, 5 runs);
    /// check 50000, correct`, with the phase medians before the check when there are phases.
    public var humanLine: String {
        let per = timeUnit.map { " per \($0)" } ?? ""
        let runs = runTimes.count
        var line =
            "\(workloadName) N=\(size) \(modeName): median \(Self.short(medianMilliseconds)) ms\(per) "
            + "(min \(Self.short(minMilliseconds)), max \(Self.short(maxMilliseconds)), "
            + "\(runs) run\(runs == 1 ? "" : "s"))"
        let phases = phaseMedians
        if !phases.isEmpty {
            line +=
                "; " + phases.map { "\($0.name) \(Self.short($0.milliseconds)) ms" }.joined(separator: ", ")
        }
        return line
            + "; check \(checkText ?? NumberFormat.micro(check)), \(isCorrect ? "correct" : "WRONG ANSWER")"
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
