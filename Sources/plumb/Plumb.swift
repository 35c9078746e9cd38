// plumb: the command-line front end. It only parses arguments and prints; everything it runs
// lives in PlumbWorkloads, where the tests reach it.

import ArgumentParser

/// The `plumb` command: `plumb demo`, `plumb bench solver …`.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Plumb, a constraint layout engine: demos and benchmarks.",
        subcommands: [DemoCommand.self, BenchCommand.self]
    )
}
