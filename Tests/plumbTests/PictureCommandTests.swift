// End-to-end tests of PNG and GIF output: `plumb render --format png`, `plumb simulate --format
// gif|png`. Built without the package's PNG trait (the default), plumb refuses them with exit
// status 2 and says how to build with it; built with it (`swift test --traits PNG --filter
// PictureCommandTests`), it writes the images.

import Foundation
import Testing

@Suite("plumb render and simulate: PNG and GIF")
struct PictureCommandTests {
    #if PNG
        /// A temporary file path ending in `name`, removed by the caller.
        static func temporary(_ name: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "plumb-picture-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        }

        /// The width and height a PNG's IHDR gives.
        static func size(ofPNG data: Data) -> (Int, Int) {
            let bytes = [UInt8](data)
            return (
                bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            )
        }

        @Test(
            "plumb render --format png writes the page at 1, 2 or 3 pixels per point, the same bytes each run",
            arguments: [1, 2, 3])
        func renderPNG(scale: Int) throws {
            let file = Self.temporary("screen-a-\(scale).png")
            defer { try? FileManager.default.removeItem(at: file) }
            let arguments = ["render", "SPEC", "--format", "png", "--scale", "\(scale)", "-o", file.path]
            let run = try SpecCommandTests.run(arguments, fixture: "screen-a.yaml")
            #expect(run.status == 0)
            #expect(run.errorOutput.isEmpty)
            let data = try Data(contentsOf: file)
            // The SVG's page: 360 × 636 points (screen-a.svg's width and height).
            #expect(Self.size(ofPNG: data) == (360 * scale, 636 * scale))
            _ = try SpecCommandTests.run(arguments, fixture: "screen-a.yaml")
            #expect(try Data(contentsOf: file) == data)
        }

        @Test("plumb simulate --format gif writes a looping GIF89a; --format png --time T one frame")
        func simulate() throws {
            let gif = Self.temporary("drop.gif")
            let png = Self.temporary("drop.png")
            defer { for file in [gif, png] { try? FileManager.default.removeItem(at: file) } }
            var run = try SpecCommandTests.run(
                ["simulate", "SPEC", "--duration", "1", "--format", "gif", "-o", gif.path],
                fixture: "dynamics-drop.yaml")
            #expect(run.status == 0)
            let bytes = [UInt8](try Data(contentsOf: gif))
            #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
            #expect(bytes.count > 1000)
            run = try SpecCommandTests.run(
                ["simulate", "SPEC", "--duration", "1", "--format", "png", "--time", "0.5", "-o", png.path],
                fixture: "dynamics-drop.yaml")
            #expect(run.status == 0)
            #expect(Self.size(ofPNG: try Data(contentsOf: png)) == (360, 636))
        }

        @Test(
            "binary output to standard output, --time without png or past the run, and --scale 4 exit 2",
            arguments: [
                (
                    ["render", "SPEC", "--format", "png", "-o", "-"], "screen-a.yaml",
                    "error: --format png writes binary data: give -o the path of a .png file\n"
                ),
                (
                    ["simulate", "SPEC", "--format", "gif"], "dynamics-drop.yaml",
                    "error: --format gif writes binary data: give -o the path of a .gif file\n"
                ),
                (
                    ["simulate", "SPEC", "--duration", "1", "--time", "2", "--format", "png", "-o", "x.png"],
                    "dynamics-drop.yaml",
                    "Error: --time goes with --format png and is 0…1.0 s (the run's length), not 2.0\n"
                ),
                (
                    ["render", "SPEC", "--format", "png", "--scale", "4", "-o", "x.png"], "screen-a.yaml",
                    "Error: --scale must be 1, 2 or 3, not 4\n"
                ),
            ])
        func refusals(arguments: [String], fixture: String, message: String) throws {
            let run = try SpecCommandTests.run(arguments, fixture: fixture)
            #expect(run.status == 2)
            #expect(run.errorOutput.hasPrefix(message))
            #expect(run.output.isEmpty)
        }
    #else
        @Test(
            "without the PNG trait, --format png and gif exit 2 and say how to build with it",
            arguments: [
                (["render", "SPEC", "--format", "png", "-o", "x.png"], "screen-a.yaml", "png"),
                (["simulate", "SPEC", "--format", "gif", "-o", "x.gif"], "dynamics-drop.yaml", "gif"),
                (["simulate", "SPEC", "--format", "png", "-o", "x.png"], "dynamics-drop.yaml", "png"),
            ])
        func withoutTrait(arguments: [String], fixture: String, format: String) throws {
            let run = try SpecCommandTests.run(arguments, fixture: fixture)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(
                run.errorOutput
                    == "error: \(format) pictures need Plumb built with the PNG trait: apt-get install libcairo2-dev "
                    + "libgif-dev, then swift build --traits PNG (or swift run --traits PNG plumb …)\n")
            #expect(!FileManager.default.fileExists(atPath: "x.\(format)"))
        }
    #endif
}
