import ArgumentParser
import Foundation
import PlumbPlayground

/// `plumb serve [--port 8080] [--host 127.0.0.1] [FILE]`: the playground page and its JSON API
/// (docs/playground.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the live playground: edit a screen spec in a browser, see it laid out.",
        discussion: "Prints the page's URL, then serves until interrupted (docs/playground.md).")

    @Option(name: .long, help: "The TCP port.") var port = 8080
    @Option(name: .long, help: "The address to listen on (loopback by default).") var host = "127.0.0.1"
    @Argument(help: "A spec file the editor opens with.") var file: String?

    func run() async throws {
        let preload = try file.map { path in
            try exitingOnError { () throws(PlaygroundError) in try Playground.preload(contentsOfFile: path) }
        }
        let playground = try Playground(host: host, port: port, preload: preload)
        try await playground.run { FileHandle.standardOutput.write(Data("Plumb playground: \($0)\n".utf8)) }
    }
}
