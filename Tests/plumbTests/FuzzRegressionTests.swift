// The inputs the spec fuzzer (Fuzz/run-spec.sh) found crashing, hanging or printing what strict
// JSON rejects, kept in Tests/Fixtures/Fuzz under names that say what each found: every one now
// goes through `plumb layout`, `check` and `render` as any spec does, invalid input or a layout.

import Foundation
import Testing

@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    static let directory = PlumbRun.packageRoot.appendingPathComponent("Tests/Fixtures/Fuzz")

    /// The kept inputs' file names, sorted.
    static let inputs: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

    @Test("Each kept input is invalid input (exit 2) or lays out, checks and renders", arguments: inputs)
    func input(name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let layout = try PlumbRun(["layout", path])
        let check = try PlumbRun(["check", path])
        let render = try PlumbRun(["render", path, "-o", "-"])
        #expect([0, 2].contains(layout.status), "\(layout.errorOutput)")
        #expect([0, 1, 2].contains(check.status))
        #expect((check.status == 2) == (layout.status == 2), "\(check.errorOutput)")
        #expect(render.status == layout.status, "\(render.errorOutput)")
        if layout.status == 0 {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(layout.output.utf8)) }
            #expect(render.output.hasPrefix("<?xml"))
        } else {
            #expect(layout.errorOutput.hasPrefix(path + ":"), "\(layout.errorOutput)")
            #expect(layout.output.isEmpty)
        }
    }

    @Test("The kept inputs are there")
    func inputsExist() {
        #expect(!Self.inputs.isEmpty)
    }
}
