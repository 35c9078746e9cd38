// plumb: the command-line front end. It only parses arguments and prints; everything it runs
// lives in the libraries (PlumbSpec, PlumbRender, PlumbWorkloads), where the tests reach it.

import ArgumentParser

/// The `plumb` command: `plumb layout`, `plumb check`, `plumb render`, `plumb convert`, `plumb simulate`, `plumb demo`, `plumb bench solver …`, `plumb explain`, `plumb schema`, `plumb serve`.
@main
struct Plumb: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract:
            "Plumb, a constraint layout engine: lay out, check, draw and convert screen specs and .xib and "
            + ".storyboard files; demos and benchmarks.",
        subcommands: [
            LayoutCommand.self, CheckCommand.self, RenderCommand.self, ConvertCommand.self,
            SimulateCommand.self, DemoCommand.self, BenchCommand.self, ExplainCommand.self,
            SchemaCommand.self, ServeCommand.self,
        ]
    )

    /// Runs the command; bad command-line input exits with status 2 (not ArgumentParser's 64),
    /// as every `plumb` error on bad input does.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError(fullMessage(for: error))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
