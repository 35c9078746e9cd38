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

    @Option(help: "The workload: \(BenchRun.validNames(.solver(mode: .batch))).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    @Flag(help: "Add all constraints with one call (the solver optimises once) instead of one at a time.")
    var batch = false

    func run() throws { try bench.run(.solver(mode: batch ? .batch : .incremental), workload: workload) }
}

/// `--size`, `--runs` and `--json`, which every benchmark takes.
struct BenchArguments: ParsableArguments {
    @Option(help: "N: the workload's size (views, cards, arranged views, boxes or a base), at least 1.")
    var size: Int

    @Option(help: "Runs, each from scratch (a fresh solver, view tree or world); the median is reported.")
    var runs = 5

    @Flag(help: "Print one JSON object line.")
    var json = false

    /// Checks and runs the request and prints its summary, as JSON or for people; exits 2 for a bad
    /// request and 1 with `error: …` when the answer was wrong.
    func run(_ family: BenchRun.Family, workload: String) throws {
        let request = BenchRun(family, workload: workload, size: size, runs: runs)
        if let problem = request.problem { try fail(problem) }
        let summary = try request.measure()
        print(json ? summary.jsonLine : summary.humanLine)
        guard summary.isCorrect else {
            printError("error: \(request.wrongAnswer(summary))")
            throw ExitCode.failure
        }
    }
}
