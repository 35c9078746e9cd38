// BenchCommand: `plumb bench solver …`, docs/benchmarks.md's solver workloads, one line as JSON (the
// contract with Benchmarks/peers/compare.sh) or for people.

import ArgumentParser
import PlumbWorkloads

/// `plumb bench`: the benchmark commands.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run benchmarks.",
        subcommands: [SolverBenchCommand.self, LayoutBenchCommand.self, PhysicsBenchCommand.self]
    )
}

/// `plumb bench solver --workload NAME --size N [--runs R] [--batch] [--json]`.
struct SolverBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Run a solver workload of docs/benchmarks.md (S1–S4) and print its median time.",
        discussion: "Workloads: "
            + Workload.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + ". Bad arguments exit with status 2; a wrong answer exits with status 1."
    )

    @Option(help: "The workload: \(Workload.validNames).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    @Flag(help: "Add all constraints with one call (the solver optimises once) instead of one at a time.")
    var batch = false

    func run() throws {
        guard let workload = Workload(rawValue: workload) else {
            try fail("unknown workload '\(self.workload)'; valid workloads: \(Workload.validNames)")
        }
        try bench.validateCounts()
        let summary = try WorkloadSummary.measure(
            workload, size: bench.size, mode: batch ? .batch : .incremental, runs: bench.runs)
        try bench.report(
            summary, wrong: "\(workload) at N=\(bench.size) gave a wrong answer (see docs/benchmarks.md)")
    }
}

/// `--size`, `--runs` and `--json`, which every benchmark takes.
struct BenchArguments: ParsableArguments {
    @Option(help: "N: the workload's size (views, cards, arranged views, boxes or a base), at least 1.")
    var size: Int

    @Option(help: "Runs, each from scratch (a fresh solver, view tree or world); the median is reported.")
    var runs = 5

    @Flag(help: "Print one JSON object line.")
    var json = false

    /// Exits 2 unless the size and the number of runs are at least 1.
    func validateCounts() throws {
        guard size >= 1 else { try fail("--size must be at least 1, got \(size)") }
        guard runs >= 1 else { try fail("--runs must be at least 1, got \(runs)") }
    }

    /// Prints `summary` as JSON or for people; exits 1 with `error: wrong` when its answer was wrong.
    func report(_ summary: some BenchSummary, wrong: String) throws {
        print(json ? summary.jsonLine : summary.humanLine)
        if !summary.isCorrect {
            printError("error: \(wrong)")
            throw ExitCode.failure
        }
    }
}
