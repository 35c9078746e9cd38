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

    @Option(help: "N: cards (cells, list) or arranged views (stack), at least 1.")
    var size: Int

    @Option(help: "Runs, each with a fresh view tree; the median is reported.")
    var runs = 5

    @Flag(help: "Print one JSON object line.")
    var json = false

    func run() throws {
        guard LayoutWorkload(rawValue: workload) != nil || workload == ListWorkload.name else {
            try fail(
                "unknown workload '\(workload)'; valid workloads: \(LayoutWorkload.validNames), \(ListWorkload.name)"
            )
        }
        guard size >= 1 else { try fail("--size must be at least 1, got \(size)") }
        guard runs >= 1 else { try fail("--runs must be at least 1, got \(runs)") }
        guard let workload = LayoutWorkload(rawValue: workload) else { return try runList() }

        let summary = try LayoutSummary.measure(workload, size: size, runs: runs)
        print(json ? summary.jsonLine : summary.humanLine)
        if !summary.isCorrect {
            printError(
                "error: \(workload) at N=\(size) gave a wrong answer (see docs/benchmarks.md L1 and L2)")
            throw ExitCode.failure
        }
    }

    /// The cat-breed list: screens scrolled through a reusing collection view.
    private func runList() throws {
        let summary = ListSummary.measure(size: size, runs: runs)
        print(json ? summary.jsonLine : summary.humanLine)
        if !summary.isCorrect {
            printError(
                "error: list at N=\(size) gave a wrong answer (a cell out of place or a wrong content height)"
            )
            throw ExitCode.failure
        }
    }
}
