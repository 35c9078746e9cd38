// PhysicsBenchCommand: `plumb bench physics …`, docs/benchmarks.md's physics workloads, one line as
// JSON (the contract with Benchmarks/peers/physics_workloads.py) or for people.

import ArgumentParser
import PlumbWorkloads

/// `plumb bench physics --workload pile|pyramid --size N [--runs R] [--steps S] [--no-sleep]
/// [--threads T] [--json]`.
struct PhysicsBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics",
        abstract: "Run a physics workload of docs/benchmarks.md (P1, P2) and print its median time per step.",
        discussion: "Workloads: "
            + PhysicsWorkload.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + ". median_ms is the median over runs of the mean time per step. Bad arguments exit with "
            + "status 2; a wrong answer (an escaped box, a fallen pyramid) exits with status 1."
    )

    @Option(help: "The workload: \(PhysicsWorkload.validNames).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    @Option(help: "Steps of 1/60 s per run (docs/benchmarks.md: 600).")
    var steps = PhysicsWorkload.steps

    @Flag(help: "Keep every box awake (no sleeping).") var noSleep = false

    @Option(help: "Worker threads the world's step may use, at least 1.") var threads = 1

    func run() throws {
        try bench.run(.physics(steps: steps, threads: threads, isSleepEnabled: !noSleep), workload: workload)
    }
}
