// Workload+Run: running a workload once on a fresh solver, timing only the solver's work.
//
// Design. Every run builds its layout (variables and constraint objects) before the clock starts,
// then times only calls into the solver and the reading of values, with `ContinuousClock`. The
// values read while timed are summed into `readChecksum` so the reads cannot be optimised away.
// Correctness is checked after the clock stops, so `isCorrect` costs the timing nothing.
//
// - Build and solve (S1, S2s, S2i): add every constraint (one at a time, or in one batch), then
//   read every variable.
// - Resize (S3): untimed build, then C.w's required constraint is replaced by an edit variable at
//   priority 999 and the old width is suggested; then 100 drag suggestions 568 → 320 (both ends
//   included, equal steps) and 100 rotation suggestions 320, 568, …, each followed by reading every
//   variable. The time is per suggestion.
// - Hide (S4): untimed build, then the hide phase (per hidden element: remove its constraints,
//   add the bridge) and the unhide phase (remove the bridges, re-add the originals in order), each
//   followed by reading every variable. The time is both phases together.

import PlumbSolver

extension Workload {
    /// Runs the workload once at size N on a fresh `Solver`.
    ///
    /// - Parameters:
    ///   - size: N ≥ 1 (views for S1, cards for S2).
    ///   - mode: how constraints reach the solver; defaults to ``BuildMode/incremental``. For S3 it
    ///     only affects the untimed build.
    /// - Returns: the solver time (per suggestion for ``s3`` and ``s3chain``), the check value and
    ///   whether the solution is right.
    /// - Throws: a `SolverError` from the solver (a bug: every workload is satisfiable).
    public func run(size: Int, mode: BuildMode = .incremental) throws(SolverError) -> WorkloadResult {
        precondition(size >= 1, "a workload needs N ≥ 1")
        switch self {
        case .s1:
            let layout = ChainLayout(size: size)
            return try buildAndSolve(layout, mode: mode, check: layout.widthSum(in:))
        case .s2s, .s2i:
            let layout = CellsLayout(size: size, arrangement: self == .s2s ? .stacked : .independent)
            return try buildAndSolve(layout, mode: mode, check: layout.contentHeight(in:))
        case .s3:
            let layout = CellsLayout(size: size, arrangement: .stacked)
            return try resize(layout, mode: mode, check: layout.labelWidthSum(in:))
        case .s3chain:
            let layout = ChainLayout(size: size)
            return try resize(layout, mode: mode, check: layout.widthSum(in:))
        case .s4:
            let layout = CellsLayout(size: size, arrangement: .stacked)
            return try hideAndUnhide(layout, mode: mode, check: layout.contentHeight(in:))
        case .s4chain:
            let layout = ChainLayout(size: size)
            let last = layout.views[size - 1].x
            return try hideAndUnhide(layout, mode: mode) { $0.value(of: last) }
        }
    }

    /// Runs the workload once and tells whether its answer is the one docs/benchmarks.md states: S1
    /// every width 50; S2 every card 130 tall and content height 130·N; after S3 the solution for
    /// the last width; after S4's unhide the original solution again (and, while hidden, the
    /// visible elements closing ranks).
    /// - Parameters: as ``run(size:mode:)``.
    /// - Throws: as ``run(size:mode:)``.
    public func verify(size: Int, mode: BuildMode = .incremental) throws(SolverError) -> Bool {
        try run(size: size, mode: mode).isCorrect
    }

    /// The S3 widths before the offset is added: the drag 568 → 320 in 100 values with equal steps,
    /// both ends included, then the rotation 320, 568, 320, … (100 values, the last 568).
    package static func resizeWidths(offset: Double) -> (drag: [Double], rotation: [Double]) {
        let drag = (0..<100).map { 568 - 248 * Double($0) / 99 + offset }
        let rotation = (0..<100).map { ($0 % 2 == 0 ? 320 : 568) + offset }
        return (drag, rotation)
    }

    /// Adds `constraints` one at a time or in one batch.
    static func add(_ constraints: [Constraint], to solver: Solver, mode: BuildMode) throws(SolverError) {
        switch mode {
        case .incremental:
            for constraint in constraints { try solver.add(constraint) }
        case .batch:
            try solver.add(constraints)
        }
    }

    /// S1, S2s, S2i: times adding every constraint and reading every value.
    func buildAndSolve(
        _ layout: some SolverLayout, mode: BuildMode, check: (Solver) -> Double
    ) throws(SolverError) -> WorkloadResult {
        let constraints = layout.constraints
        let variables = layout.variables
        let solver = Solver()
        let clock = ContinuousClock()
        let start = clock.now
        try Self.add(constraints, to: solver, mode: mode)
        let checksum = solver.readAll(variables)
        let elapsed = start.duration(to: clock.now)
        return WorkloadResult(
            workload: self, size: layout.size, mode: mode, elapsed: elapsed, phases: [],
            check: check(solver), isCorrect: layout.isOriginalSolution(in: solver), readChecksum: checksum)
    }

    /// S3: times 200 suggestions of C.w, each followed by reading every value.
    func resize(
        _ layout: some SolverLayout, mode: BuildMode, check: (Solver) -> Double
    ) throws(SolverError) -> WorkloadResult {
        let solver = Solver()
        try Self.add(layout.constraints, to: solver, mode: mode)
        var isCorrect = layout.isOriginalSolution(in: solver)
        let width = layout.container.w
        try solver.remove(layout.widthConstraint)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(layout.initialWidth, for: width)
        isCorrect = isCorrect && layout.isOriginalSolution(in: solver)

        let (drag, rotation) = Self.resizeWidths(offset: layout.resizeOffset)
        let variables = layout.variables
        let clock = ContinuousClock()
        var checksum = 0.0

        /// Suggests each value and reads every variable after it; returns the time taken.
        func suggest(_ values: [Double]) throws(SolverError) -> Duration {
            let start = clock.now
            for value in values {
                try solver.suggestValue(value, for: width)
                checksum += solver.readAll(variables)
            }
            return start.duration(to: clock.now)
        }

        let dragTime = try suggest(drag)
        isCorrect = isCorrect && layout.isResizedSolution(in: solver, width: drag[drag.count - 1])
        let rotationTime = try suggest(rotation)
        isCorrect = isCorrect && layout.isResizedSolution(in: solver, width: rotation[rotation.count - 1])

        return WorkloadResult(
            workload: self, size: layout.size, mode: mode,
            elapsed: (dragTime + rotationTime) / (drag.count + rotation.count),
            phases: [
                .init(name: "drag", elapsed: dragTime / drag.count),
                .init(name: "rotation", elapsed: rotationTime / rotation.count),
            ],
            check: check(solver), isCorrect: isCorrect, readChecksum: checksum)
    }

    /// S4: times the hide phase and the unhide phase, each followed by reading every value. The
    /// check is taken after the hide phase.
    func hideAndUnhide(
        _ layout: some SolverLayout, mode: BuildMode, check: (Solver) -> Double
    ) throws(SolverError) -> WorkloadResult {
        let solver = Solver()
        try Self.add(layout.constraints, to: solver, mode: mode)
        let variables = layout.variables
        let original = variables.map { solver.value(of: $0) }
        var isCorrect = layout.isOriginalSolution(in: solver)

        let steps = layout.hideSteps
        let removed = steps.flatMap(\.removed)
        let bridges = steps.map(\.bridge)
        let clock = ContinuousClock()

        let hideStart = clock.now
        switch mode {
        case .incremental:
            for step in steps {
                for constraint in step.removed { try solver.remove(constraint) }
                try solver.add(step.bridge)
            }
        case .batch:
            try solver.remove(removed)
            try solver.add(bridges)
        }
        var checksum = solver.readAll(variables)
        let hideTime = hideStart.duration(to: clock.now)
        let hiddenCheck = check(solver)
        isCorrect = isCorrect && layout.isHiddenSolution(in: solver)

        let unhideStart = clock.now
        switch mode {
        case .incremental:
            for step in steps {
                try solver.remove(step.bridge)
                for constraint in step.removed { try solver.add(constraint) }
            }
        case .batch:
            try solver.remove(bridges)
            try solver.add(removed)
        }
        checksum += solver.readAll(variables)
        let unhideTime = unhideStart.duration(to: clock.now)
        let restored = zip(variables, original).allSatisfy { variable, value in
            solver.value(of: variable, is: value)
        }

        return WorkloadResult(
            workload: self, size: layout.size, mode: mode, elapsed: hideTime + unhideTime,
            phases: [.init(name: "hide", elapsed: hideTime), .init(name: "unhide", elapsed: unhideTime)],
            check: hiddenCheck, isCorrect: isCorrect && restored, readChecksum: checksum)
    }
}
