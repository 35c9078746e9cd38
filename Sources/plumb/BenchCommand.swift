import ArgumentParser
import PlumbPhysics
import PlumbWorkloads

/// `plumb bench solver|layout|physics …`: docs/benchmarks.md's workloads, each run printed as one
/// line of JSON (the contract with Benchmarks/peers/compare.sh and physics_workloads.py) or for
/// people.
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
        discussion:
            "Workloads: \(BenchRun.workloadList(.solver(mode: .batch))). Bad arguments exit with status 2; "
            + "a wrong answer exits with status 1."
    )

    @Option(help: "The workload: \(BenchRun.validNames(.solver(mode: .batch))).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    @Flag(help: "Add all constraints with one call (the solver optimises once) instead of one at a time.")
    var batch = false

    func run() throws { try bench.run(.solver(mode: batch ? .batch : .incremental), workload: workload) }
}

/// `plumb bench layout --workload NAME --size N [--runs R] [--json]`.
struct LayoutBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            "Run a layout workload of docs/benchmarks.md (L1, L2) through Plumb's views; print its median time.",
        discussion: "Workloads: \(BenchRun.workloadList(.layout)). Bad arguments exit with status 2; "
            + "a wrong answer exits with status 1."
    )

    @Option(help: "The workload: \(BenchRun.validNames(.layout)).")
    var workload: String

    @OptionGroup var bench: BenchArguments

    func run() throws { try bench.run(.layout, workload: workload) }
}

/// `plumb bench physics --workload pile|pyramid --size N [--runs R] [--steps S] [--no-sleep]
/// [--threads T] [--profile] [--substeps N] [--contact-hertz H] [--json]`.
struct PhysicsBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics",
        abstract: "Run a physics workload of docs/benchmarks.md (P1, P2) and print its median time per step.",
        discussion:
            "Workloads: \(BenchRun.workloadList(.physics(steps: 1, threads: 1, isSleepEnabled: true)))"
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

    @Flag(help: "Time the step's stages (as Box2D v3's b2Profile) and print each one's median time per step.")
    var profile = false

    @Option(
        help:
            "Solver substeps of each step, at least 1; a contact's stiffness is capped at a quarter of the substep rate."
    )
    var substeps = 4

    @Option(help: "Contact stiffness in Hz (Box2D v3's contact hertz), solved point by point.")
    var contactHertz = ContactTuning.soft.hertz

    func run() throws {
        try bench.run(
            .physics(
                steps: steps, threads: threads, isSleepEnabled: !noSleep, isProfilingEnabled: profile,
                subSteps: substeps, contactHertz: contactHertz),
            workload: workload)
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
