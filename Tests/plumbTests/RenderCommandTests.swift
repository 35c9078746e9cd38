// End-to-end tests of `plumb render`: the built binary on the spec files of Tests/Fixtures,
// compared with the golden SVGs of Tests/Fixtures/Golden, plain and with the overlay, and its
// exit codes on invalid input.

import Foundation
import Testing

@Suite("plumb render")
struct RenderCommandTests {
    @Test(
        "plumb render writes the golden SVG and exits 0",
        arguments: [
            (["--size", "320x568", "--size", "568x320"], "screen-a.yaml", "screen-a.svg"),
            (
                ["--overlay", "--size", "320x568", "--size", "568x320"], "screen-b.yaml",
                "screen-b-overlay.svg"
            ),
            (["--overlay"], "conflict.yaml", "conflict-overlay.svg"),
            (["--size", "320x568", "--size", "568x320"], "text.yaml", "text.svg"),
        ])
    func render(options: [String], fixture: String, golden: String) throws {
        let expected = try SpecCommandTests.golden(golden)
        let run = try SpecCommandTests.run(["render", "SPEC", "-o", "-"] + options, fixture: fixture)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output == expected)

        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-render-\(ProcessInfo.processInfo.processIdentifier)-\(golden)")
        defer { try? FileManager.default.removeItem(at: file) }
        let toFile = try SpecCommandTests.run(
            ["render", "SPEC", "--output", file.path] + options, fixture: fixture)
        #expect(toFile.status == 0)
        #expect(toFile.output.isEmpty)
        #expect((try String(contentsOf: file, encoding: .utf8)) == expected)
    }

    @Test("The overlay marks the broken constraint red and the ambiguous view dashed orange, with a legend")
    func overlayMarks() throws {
        let svg = try SpecCommandTests.golden("conflict-overlay.svg")
        #expect(svg.contains("320 × 568: 1 unsatisfiable, 1 ambiguous"))
        #expect(svg.contains("<title>a.width == 100 (line 10): broken</title>"))
        #expect(svg.contains(##"stroke="#e0201b" stroke-width="2""##))
        #expect(svg.contains("<title>b: ambiguous"))
        #expect(svg.contains(##"stroke="#f08c00" stroke-width="2" stroke-dasharray="5 3""##))
        #expect(svg.contains(">broken constraint (unsatisfiable)</text>"))
        let plain = try SpecCommandTests.run(["render", "SPEC", "-o", "-"], fixture: "conflict.yaml")
        #expect(!plain.output.contains("<title>"))
        #expect(plain.output.contains(">320 × 568</text>"))
    }

    @Test(
        "Invalid input exits 2 with FILE:LINE:COLUMN: error: on stderr and writes nothing",
        arguments: [
            ("bad-vfl.yaml", "bad-vfl.stderr"), ("bad-view.yaml", "bad-view.stderr"),
            ("bad-background.yaml", "bad-background.stderr"),
        ])
    func invalid(fixture: String, golden: String) throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-render-invalid-\(ProcessInfo.processInfo.processIdentifier).svg")
        let run = try SpecCommandTests.run(["render", "SPEC", "-o", file.path], fixture: fixture)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(SpecCommandTests.relative(run.errorOutput) == (try SpecCommandTests.golden(golden)))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("A missing file, a missing -o, a bad --size and an unwritable output exit 2")
    func usage() throws {
        let missing = try PlumbRun(["render", "no-such-screen.yaml", "-o", "-"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput == "no-such-screen.yaml:1:1: error: no such file; check the path\n")
        let noOutput = try SpecCommandTests.run(["render", "SPEC"], fixture: "screen-a.yaml")
        #expect(noOutput.status == 2)
        #expect(noOutput.errorOutput.contains("Missing expected argument '--output <output>'"))
        let badSize = try SpecCommandTests.run(
            ["render", "SPEC", "-o", "-", "--size", "wide"], fixture: "screen-a.yaml")
        #expect(badSize.status == 2)
        let unwritable = try SpecCommandTests.run(
            ["render", "SPEC", "-o", "/nonexistent-plumb-directory/out.svg"], fixture: "screen-a.yaml")
        #expect(unwritable.status == 2)
        #expect(
            unwritable.errorOutput
                == "/nonexistent-plumb-directory/out.svg:1:1: error: cannot write the file; check that its directory exists\n"
        )
    }
}
