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

    @Option(help: "The workload: \(LayoutWorkload.validNames), \(ListWorkload.name).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    func run() throws {
        guard LayoutWorkload(rawValue: workload) != nil || workload == ListWorkload.name else {
            try fail(
                "unknown workload '\(workload)'; valid workloads: \(LayoutWorkload.validNames), \(ListWorkload.name)"
            )
        }
        try bench.validateCounts()
        guard let workload = LayoutWorkload(rawValue: workload) else {
            return try bench.report(
                ListSummary.measure(size: bench.size, runs: bench.runs),
                wrong:
                    "list at N=\(bench.size) gave a wrong answer (a cell out of place or a wrong content height)"
            )
        }
        try bench.report(
            try LayoutSummary.measure(workload, size: bench.size, runs: bench.runs),
            wrong: "\(workload) at N=\(bench.size) gave a wrong answer (see docs/benchmarks.md L1 and L2)")
    }
}
