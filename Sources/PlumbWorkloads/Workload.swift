// Workload: the names of docs/benchmarks.md's solver workloads and what each one builds.
//
// Design. A workload is a name (what the CLI, the benchmarks and the peers' script share) plus a
// layout to build; running it lives in Workload+Run.swift, one file per kind of run (build and
// solve, resize, hide). Names are the contract with Benchmarks/peers: never rename one.

/// One of docs/benchmarks.md's solver workloads, by the name `plumb bench solver --workload` takes.
public enum Workload: String, CaseIterable, Sendable, CustomStringConvertible {
    /// S1: build and solve a chain of N views. Check: the sum of the widths (50·N).
    case s1
    /// S2s: build and solve N stacked cards. Check: the content height C.h (130·N).
    case s2s
    /// S2i: build and solve N cards in independent rows. Check: C.h (130·N).
    case s2i
    /// S3 on S2s: 200 suggestions of C.w (a drag, then a rotation), time per suggestion.
    /// Check: the sum of all label widths after the last suggestion (3·552·N).
    case s3
    /// S3 on S1 (the widths offset by 58·N − 528), time per suggestion.
    /// Check: the sum of the view widths after the last suggestion (50·N).
    case s3chain
    /// S4 on S2s: hide the country label of every card K mod 10 = 5, then unhide.
    /// Check: C.h after the hide phase (130·N − 25·hidden).
    case s4
    /// S4 on S1: hide every view i mod 10 = 5 (i < N − 1), then unhide.
    /// Check: the last view's x after the hide phase (20 + 58·(N − 1 − hidden)).
    case s4chain

    /// The valid names, comma-separated, for error messages.
    public static var validNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The workload's name.
    public var description: String { rawValue }

    /// What is timed and what the check value is, in one line.
    public var summary: String {
        switch self {
        case .s1: "S1 chain, build + solve; check = sum of widths"
        case .s2s: "S2s stacked cards, build + solve; check = content height"
        case .s2i: "S2i independent cards, build + solve; check = content height"
        case .s3: "S3 resize on S2s, per suggestion; check = sum of label widths"
        case .s3chain: "S3 resize on S1, per suggestion; check = sum of widths"
        case .s4: "S4 hide + unhide on S2s; check = content height after hiding"
        case .s4chain: "S4 hide + unhide on S1; check = last view's x after hiding"
        }
    }

    /// The layout the workload runs on, built for size N (no solver involved).
    /// - Parameter size: N ≥ 1.
    public func makeLayout(size: Int) -> any SolverLayout {
        switch self {
        case .s1, .s3chain, .s4chain: ChainLayout(size: size)
        case .s2s, .s3, .s4: CellsLayout(size: size, arrangement: .stacked)
        case .s2i: CellsLayout(size: size, arrangement: .independent)
        }
    }
}

/// How a workload hands its constraints to the solver.
public enum BuildMode: String, CaseIterable, Sendable, CustomStringConvertible {
    /// One `Solver.add(_:)` per constraint: the solver re-optimises after each.
    case incremental
    /// One `Solver.add(_:)` call with the whole sequence: the solver optimises once. For S4 also
    /// one `remove` call and one `add` call per phase.
    case batch

    /// `incremental` or `batch`.
    public var description: String { rawValue }
}
