// LayoutBenchCommand: `plumb bench layout …`, docs/benchmarks.md's layout workloads, printed as
// `plumb bench solver` prints (one JSON object or a line for people).

import ArgumentParser
import PlumbWorkloads

/// `plumb bench layout --workload NAME --size N [--runs R] [--json]`.
struct LayoutBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            "Run a layout workload of docs/benchmarks.md (L1, L2) through Plumb's views; print its median time.",
        discussion: "Workloads: "
            + LayoutWorkload.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + "; \(ListWorkload.name) (\(ListWorkload.summary))"
            + ". Bad arguments exit with status 2; a wrong answer exits with status 1."
    )

    @Option(help: "The workload: \(BenchRun.validNames(.layout)).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    func run() throws { try bench.run(.layout, workload: workload) }
}
