// LayoutWorkload: docs/benchmarks.md's layout-level workloads (L1, L2), run through Plumb's view API
// rather than the raw solver, and their summaries for `plumb bench layout`.
//
// Design. As for the solver workloads, everything that is not the engine's work is done before
// the clock starts: the views, the label subclass and the (inactive) constraint objects. Timed:
// - initial: activating every constraint and `root.layoutIfNeeded()` on the fresh tree (the
//   update pass lowers all constraints in one solver batch, then frames are applied top-down);
// - resize: `root.frame = 568 × 320` and `root.layoutIfNeeded()` (an incremental re-solve of the
//   root's width, then every frame that moved is applied).
// The run's time is both phases together. Every frame is checked after the clock stops. The JSON
// line is BenchSummary's, with mode `layout` (the constraints reach the solver through the view
// layer's layout pass) and the phases as `initial_median_ms` and `resize_median_ms`.
//
// L2 (`stack`) times the first layout of a 5,000-view stack view (activation of its pins included)
// and, separately, the relayout after one member is hidden. Its run time (`median_ms`) is the first
// layout alone, as docs/benchmarks.md states the target; the hide is the `hide` phase and is printed
// again as `hide_ms` beside it.

import Plumb

/// One of docs/benchmarks.md's layout workloads, by the name `plumb bench layout --workload` takes.
public enum LayoutWorkload: String, CaseIterable, Sendable, CustomStringConvertible {
    /// L1: N cards of three labels (S2s through the view API), laid out at width 320, then again
    /// at 568. Check: the content height (130·N).
    case cells
    /// L2: a vertical stack view of N arranged 44-pt-high views in a root 320 wide, laid out once,
    /// then again after the middle view is hidden. Check: the stack's height after the hide
    /// (44·(N − 1)).
    case stack

    /// The valid names, comma-separated, for error messages.
    public static var validNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The workload's name.
    public var description: String { rawValue }

    /// What is timed and what the check value is, in one line.
    public var summary: String {
        switch self {
        case .cells: "L1 cards through views, layout at 320 + relayout at 568; check = content height"
        case .stack:
            "L2 stack view of N 44-pt views, first layout (the median) + relayout after hiding one; "
                + "check = stack height after the hide"
        }
    }

    /// Runs the workload once at size N on a fresh view tree.
    /// - Parameter size: N ≥ 1.
    /// - Returns: the run's time (cells: both phases; stack: the first layout), each phase's time,
    ///   the check value and whether every frame was right after each phase.
    /// - Throws: a `LayoutError` from activation (a bug: the constraints are well formed).
    public func run(size: Int) throws(LayoutError) -> LayoutResult {
        precondition(size >= 1, "a workload needs N ≥ 1")
        switch self {
        case .cells:
            return try run(CardsLayout(size: size))
        case .stack:
            return try run(StackLayout(size: size))
        }
    }

    /// Runs the workload once and tells whether every frame is the one docs/benchmarks.md states,
    /// after the first layout and after the resize (or the hide).
    /// - Parameter size: N ≥ 1.
    /// - Throws: as ``run(size:)``.
    public func verify(size: Int) throws(LayoutError) -> Bool {
        try run(size: size).isCorrect
    }

    /// L1: times the first layout (activation included) and the relayout at the new width.
    func run(_ layout: CardsLayout) throws(LayoutError) -> LayoutResult {
        let clock = ContinuousClock()
        let initialStart = clock.now
        try layout.activate()
        layout.layout()
        let initial = initialStart.duration(to: clock.now)
        let initialCorrect = layout.isLaidOut(width: CardsLayout.initialWidth)

        let resizeStart = clock.now
        layout.resize()
        let resize = resizeStart.duration(to: clock.now)
        let resizedCorrect = layout.isLaidOut(width: CardsLayout.resizedWidth)

        return LayoutResult(
            workload: self, size: layout.size, elapsed: initial + resize,
            phases: [.init(name: "initial", elapsed: initial), .init(name: "resize", elapsed: resize)],
            check: layout.contentHeight, isCorrect: initialCorrect && resizedCorrect)
    }

    /// L2: times the first layout (activation of the stack's pins included) and the relayout after
    /// one member is hidden; the run's time is the first layout alone.
    func run(_ layout: StackLayout) throws(LayoutError) -> LayoutResult {
        let clock = ContinuousClock()
        let initialStart = clock.now
        try layout.activate()
        layout.layout()
        let initial = initialStart.duration(to: clock.now)
        let initialCorrect = layout.isLaidOut(hidden: false)

        let hideStart = clock.now
        layout.hide()
        let hide = hideStart.duration(to: clock.now)
        let hiddenCorrect = layout.isLaidOut(hidden: true)

        return LayoutResult(
            workload: self, size: layout.size, elapsed: initial,
            phases: [.init(name: "initial", elapsed: initial), .init(name: "hide", elapsed: hide)],
            check: layout.stackHeight, isCorrect: initialCorrect && hiddenCorrect)
    }
}

/// The outcome of one run of a ``LayoutWorkload``.
public struct LayoutResult: Sendable {
    /// The workload that ran.
    public let workload: LayoutWorkload
    /// N.
    public let size: Int
    /// The run's time: both phases together for `cells`, the first layout for `stack`.
    public let elapsed: Duration
    /// The timed parts: `initial` (activation and first layout), then `resize` (`cells`) or
    /// `hide` (`stack`).
    public let phases: [WorkloadResult.Phase]
    /// The workload's check value (see each ``LayoutWorkload`` case).
    public let check: Double
    /// Whether every frame was the one docs/benchmarks.md states, checked after the clock stopped.
    public let isCorrect: Bool
}

/// The runs of one layout workload at one size, summarised and printed as `plumb bench layout`
/// prints them (the solver bench's JSON line, with mode `layout`).
public struct LayoutSummary: BenchSummary {
    /// The runs, in the order they ran; at least one, all of the same workload and size.
    public let results: [LayoutResult]

    /// Summarises runs.
    /// - Parameter results: one or more runs of the same workload and size.
    public init(results: [LayoutResult]) {
        precondition(!results.isEmpty, "a summary needs at least one run")
        self.results = results
    }

    /// Runs `workload` `runs` times, each on a fresh view tree.
    /// - Parameters:
    ///   - workload: the workload.
    ///   - size: N ≥ 1.
    ///   - runs: the number of runs, ≥ 1.
    /// - Throws: a `LayoutError` from activation.
    public static func measure(_ workload: LayoutWorkload, size: Int, runs: Int) throws(LayoutError)
        -> LayoutSummary
    {
        precondition(runs >= 1, "measure at least one run")
        var results: [LayoutResult] = []
        for _ in 0..<runs {
            results.append(try workload.run(size: size))
        }
        return LayoutSummary(results: results)
    }

    /// The workload.
    public var workload: LayoutWorkload { results[0].workload }
    /// N.
    public var size: Int { results[0].size }
    /// The last run's check value (every run computes the same one).
    public var check: Double { results[results.count - 1].check }
    /// Whether every run's answer was right.
    public var isCorrect: Bool { results.allSatisfy(\.isCorrect) }

    /// The workload's name: `cells` or `stack`.
    public var workloadName: String { workload.rawValue }
    /// `layout`: the constraints reach the solver through the view layer's layout pass.
    public var modeName: String { "layout" }
    /// Each run's time: both phases together (`cells`), the first layout (`stack`).
    public var runTimes: [Duration] { results.map(\.elapsed) }
    /// Each run's phases: `initial`, then `resize` or `hide`.
    public var runPhases: [[WorkloadResult.Phase]] { results.map(\.phases) }
    /// Nil: a time is the whole run.
    public var timeUnit: String? { nil }
    /// `hide_ms` for `stack`: the median relayout after the hide, beside `median_ms` (the first
    /// layout) as docs/benchmarks.md L2 states them; nothing for `cells`.
    public var extraMedians: [(name: String, milliseconds: Double)] {
        phaseMedians.filter { $0.name == "hide" }.map { ("hide_ms", $0.milliseconds) }
    }
}
