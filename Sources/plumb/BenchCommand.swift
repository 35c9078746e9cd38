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

    @Option(help: "N: views (S1) or cards (S2), at least 1.")
    var size: Int

    @Option(help: "Runs, each with a fresh solver; the median is reported.")
    var runs = 5

    @Flag(help: "Add all constraints with one call (the solver optimises once) instead of one at a time.")
    var batch = false

    @Flag(help: "Print one JSON object line.")
    var json = false

    func run() throws {
        guard let workload = Workload(rawValue: workload) else {
            try fail("unknown workload '\(self.workload)'; valid workloads: \(Workload.validNames)")
        }
        guard size >= 1 else { try fail("--size must be at least 1, got \(size)") }
        guard runs >= 1 else { try fail("--runs must be at least 1, got \(runs)") }

        let summary = try WorkloadSummary.measure(
            workload, size: size, mode: batch ? .batch : .incremental, runs: runs)
        print(json ? summary.jsonLine : summary.humanLine)
        if !summary.isCorrect {
            printError("error: \(workload) at N=\(size) gave a wrong answer (see docs/benchmarks.md)")
            throw ExitCode.failure
        }
    }
}
