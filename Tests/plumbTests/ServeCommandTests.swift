// `plumb serve`: prints the playground's URL, serves the preloaded spec, and rejects a file it
// cannot read as other commands do.

import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("plumb serve")
struct ServeCommandTests {
    @Test func anUnreadableFileIsAnError() throws {
        let run = try PlumbRun(["serve", "no-such-spec.yaml"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput
                == "no-such-spec.yaml:1:1: error: cannot read the file as UTF-8 text; check the path\n")
    }

    /// On port 0 the system chooses the port, and the printed URL names it; the preloaded spec is
    /// served at /api/preload.
    @Test func printsTheURLAndServesThePreloadedSpec() async throws {
        let spec = PlumbRun.packageRoot.appendingPathComponent("Tests/Fixtures/screen-a.yaml").path
        let process = Process()
        process.executableURL = try PlumbRun.binary()
        process.arguments = ["serve", "--port", "0", spec]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let printed = String(decoding: line, as: UTF8.self)
        #expect(printed.hasPrefix("Plumb playground: http://127.0.0.1:"))
        let address = try #require(
            printed.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(!address.hasSuffix(":0/"))
        let (data, response) = try await URLSession.shared.data(
            from: try #require(URL(string: address + "api/preload")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let preload = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(preload["file"] == spec)
        #expect(preload["spec"] == (try String(contentsOfFile: spec, encoding: .utf8)))
    }
}
