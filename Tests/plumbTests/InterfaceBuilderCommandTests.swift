// End-to-end tests of `plumb layout`, `check`, `render` and `convert` on Interface Builder files:
// the built binary run in the package root on the files of Tests/Fixtures/InterfaceBuilder (so
// paths print as written), compared with the goldens of Tests/Fixtures/Golden (ib-*). After a
// deliberate change of PlumbInterfaceBuilder, PLUMB_UPDATE_GOLDEN=1 rewrites them instead (then
// review the diff).

import Foundation
import Testing

@Suite("plumb with .xib and .storyboard files")
struct InterfaceBuilderCommandTests {
    static let directory = "Tests/Fixtures/InterfaceBuilder"
    static let feedback = "\(directory)/Real/duckduckgo-iOS/Feedback.storyboard"

    /// Runs `plumb` in the package root.
    static func run(_ arguments: [String]) throws -> PlumbRun {
        try PlumbRun(arguments, in: PlumbRun.packageRoot)
    }

    @Test(
        "plumb layout prints the golden JSON lines and frame tables and exits 0",
        arguments: [
            (["layout", "\(directory)/conflict.xib"], "ib-conflict.json"),
            (["layout", "\(directory)/cells.xib", "--size", "320x60", "--size", "400x80"], "ib-cells.json"),
            (["layout", "\(directory)/stacks.storyboard", "--format", "text"], "ib-stacks.txt"),
            (
                ["layout", "\(directory)/variations.storyboard", "--traits", "wR,hR", "--format", "text"],
                "ib-variations-regular.txt"
            ),
            (["layout", feedback, "--scene", "xnZ-YI-mV7", "--text", "design"], "ib-feedback-design.json"),
            (
                ["layout", "\(directory)/constraints.storyboard", "--direction", "rtl", "--format", "text"],
                "ib-constraints-rtl.txt"
            ),
        ])
    func layout(arguments: [String], golden: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        try SimulateCommandTests.expectGolden(run.output, golden)
    }

    @Test("Every line of plumb layout's JSON is one scene at one size")
    func jsonLines() throws {
        let run = try Self.run(["layout", Self.feedback, "--size", "320x568", "--size", "414x736"])
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 8)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(Set(object?.keys.map { $0 } ?? []) == ["scene", "size", "views", "diagnostics"])
        }
    }

    @Test(
        "plumb check reports findings with lines, ids and labels, a summary, and its exit status",
        arguments: [
            (["check", feedback], "ib-check-feedback.txt", Int32(1)),
            (
                ["check", "\(directory)/constraints.storyboard", "\(directory)/stacks.storyboard"],
                "ib-check-clean.txt", 0
            ),
            (["check", "\(directory)/Real/duckduckgo-iOS"], "ib-check-directory.txt", 1),
        ])
    func check(arguments: [String], golden: String, status: Int32) throws {
        let run = try Self.run(arguments)
        #expect(run.status == status)
        #expect(run.errorOutput.isEmpty)
        try SimulateCommandTests.expectGolden(run.output, golden)
    }

    @Test("plumb check takes specs and documents together; a bad file exits 2 after checking the rest")
    func checkMixed() throws {
        let run = try Self.run([
            "check", "Tests/Fixtures/screen-a.yaml", "\(Self.directory)/constraints.storyboard",
            "missing.storyboard",
        ])
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("Tests/Fixtures/screen-a.yaml: 320×568: ok\n"))
        #expect(
            run.output.hasSuffix(
                "checked 1 file, 1 scene, 6 views: 0 unsatisfiable, 0 ambiguous, 0 misplaced, 1 unreadable\n")
        )
        #expect(
            run.errorOutput
                == "missing.storyboard:1:1: error: cannot read the file: no readable file at this path (check the path "
                + "and that the file is UTF-8 XML)\n")
    }

    @Test("plumb render draws each scene, with the overlay titled by IB ids and lines")
    func render() throws {
        let run = try Self.run(["render", "\(Self.directory)/conflict.xib", "--overlay", "-o", "-"])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "<title>X02-aa-aaa (too-wide): CON-01-aaa.width == 200 (line 13): broken</title>"))
        try SimulateCommandTests.expectGolden(run.output, "ib-conflict-overlay.svg")
        let scenes = try Self.run(["render", "\(Self.directory)/cells.xib", "-o", "-"])
        let layout = try Self.run(["layout", "\(Self.directory)/cells.xib"])
        #expect(
            scenes.output.components(separatedBy: "<g transform=").count - 1
                == layout.output.split(separator: "\n").count)
    }

    @Test("plumb convert writes the golden spec; what a spec cannot say is a warning at its line")
    func convert() throws {
        let run = try Self.run(["convert", "\(Self.directory)/constraints.storyboard", "-o", "-"])
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        try SimulateCommandTests.expectGolden(run.output, "ib-constraints.yaml")
        let scroll = try Self.run(["convert", "\(Self.directory)/scroll.storyboard", "-o", "-"])
        #expect(scroll.status == 0)
        #expect(
            scroll.errorOutput
                == "\(Self.directory)/scroll.storyboard:46:37: warning: <constraint>: R13-aa-aaa: it relates "
                + "SCR_01_aaa's UIScrollViewFrameLayoutGuide top in a way a spec cannot say; the constraint is left out\n"
                + "\(Self.directory)/scroll.storyboard:47:37: warning: <constraint>: R14-aa-aaa: it relates "
                + "SCR_01_aaa's UIScrollViewFrameLayoutGuide trailing in a way a spec cannot say; the constraint is "
                + "left out\n")
    }

    @Test("The converted spec lays out as the document does")
    func convertRoundTrip() throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-convert-\(getpid()).yaml")
        defer { try? FileManager.default.removeItem(at: spec) }
        let run = try Self.run(["convert", "\(Self.directory)/constraints.storyboard", "-o", spec.path])
        #expect(run.status == 0)
        let document = try Self.run([
            "layout", "\(Self.directory)/constraints.storyboard", "--format", "text",
        ])
        let converted = try Self.run(["layout", spec.path, "--format", "text"])
        func frames(_ text: String) -> [String] {
            text.matches(of: #/\((-?[0-9.]+, ){3}-?[0-9.]+\)/#).map { String($0.output.0) }
        }
        #expect(frames(converted.output).count == 12)
        #expect(frames(converted.output) == frames(document.output))
    }

    @Test(
        "Invalid input exits 2 with FILE:LINE:COLUMN: error: on standard error",
        arguments: [
            ("<document", "malformed.xib", ":1:10: error: "),
            ("<?xml version=\"1.0\"?>\n<plist/>", "plist.xib", ":2:1: error: the root element is <plist>"),
        ])
    func invalidDocument(text: String, name: String, expected: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(getpid())-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        for command in ["layout", "render", "convert"] {
            let run = try Self.run([command, url.path] + (command == "layout" ? [] : ["-o", "-"]))
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errorOutput.hasPrefix(url.path + expected), "\(command): \(run.errorOutput)")
        }
    }

    @Test("An unknown --scene lists the scenes; bad --traits is a usage error; both exit 2")
    func badArguments() throws {
        let scene = try Self.run(["layout", "\(Self.directory)/conflict.xib", "--scene", "nope"])
        #expect(scene.status == 2)
        #expect(
            scene.errorOutput
                == "\(Self.directory)/conflict.xib:1:1: error: no scene has id 'nope'; pass one of the document's "
                + "scenes to --scene: CON-00-roo (UIView)\n")
        let several = try Self.run(["convert", "\(Self.directory)/cells.xib", "-o", "-"])
        #expect(several.status == 2)
        #expect(
            several.errorOutput.contains(
                " scenes; choose one; pass one of the document's scenes to --scene: "))
        let traits = try Self.run(["layout", "\(Self.directory)/cells.xib", "--traits", "wX"])
        #expect(traits.status == 2)
        #expect(
            traits.errorOutput.hasPrefix("Error: The value 'wX' is invalid for '--traits <traits>'"))
    }
}
