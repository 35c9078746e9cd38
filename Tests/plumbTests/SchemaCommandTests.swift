// End-to-end test of `plumb schema`: the built binary's output against the golden schema
// (regenerate it with `swift run plumb schema > Tests/Fixtures/Golden/schema.json` after changing
// the spec's grammar, and read the diff).

import Foundation
import Testing

@Suite("plumb schema")
struct SchemaCommandTests {
    @Test("plumb schema prints the golden JSON Schema and exits 0")
    func schema() throws {
        let run = try PlumbRun(["schema"])
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        let golden = try String(
            contentsOf: PlumbRun.packageRoot.appendingPathComponent("Tests/Fixtures/Golden/schema.json"),
            encoding: .utf8)
        #expect(run.output == golden)
    }
}
