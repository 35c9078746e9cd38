// End-to-end tests of `plumb layout` and `plumb check`: the built binary on the spec files of
// Tests/Fixtures, compared with the golden files of Tests/Fixtures/Golden (paths in the output
// are made relative to the package root first).

import Foundation
import Testing

@Suite("plumb layout and plumb check")
struct SpecCommandTests {
    static let fixtures = PlumbRun.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Runs `plumb` on a fixture; output with the package root's path removed.
    static func run(_ arguments: [String], fixture: String) throws -> PlumbRun {
        try PlumbRun(arguments.map { $0 == "SPEC" ? fixtures.appendingPathComponent(fixture).path : $0 })
    }

    /// Text with the package root's path removed, so that paths read `Tests/Fixtures/…`.
    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: PlumbRun.packageRoot.path + "/", with: "")
    }

    /// A golden file's text.
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent("Golden/\(name)"), encoding: .utf8)
    }

    @Test(
        "plumb layout prints the golden JSON and text and exits 0",
        arguments: [
            (["layout", "SPEC", "--size", "320x568", "--size", "568x320"], "screen-a.yaml", "screen-a.json"),
            (["layout", "SPEC"], "screen-a.json", "screen-a-portrait.json"),
            (["layout", "SPEC", "--size", "320x568", "--size", "568x320"], "screen-b.yaml", "screen-b.json"),
            (
                ["layout", "SPEC", "--format", "text", "--size", "320x568", "--size", "568x320"],
                "screen-b.yaml",
                "screen-b.txt"
            ),
            (["layout", "SPEC"], "conflict.yaml", "conflict.json"),
            (
                ["layout", "SPEC", "--constraints", "--size", "320x200", "--size", "480x200"],
                "constraints.yaml",
                "constraints.json"
            ),
            (["layout", "SPEC", "--constraints", "--format", "text"], "constraints.yaml", "constraints.txt"),
        ])
    func layout(arguments: [String], fixture: String, golden: String) throws {
        let run = try Self.run(arguments, fixture: fixture)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(Self.relative(run.output) == (try Self.golden(golden)))
    }

    @Test("The JSON parses and has the documented keys")
    func jsonShape() throws {
        let run = try Self.run(["layout", "SPEC"], fixture: "conflict.yaml")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["size", "views", "diagnostics"])
        let views = try #require(object["views"] as? [String: [String: Any]])
        #expect(Set(views.keys) == ["root", "a", "b"])
        #expect(views["root"]?["superview"] is NSNull)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["unsatisfiable", "ambiguous"])
        let constraints = try #require(diagnostics[0]["constraints"] as? [[String: Any]])
        #expect(constraints.last?["spec"] as? String == "a.width == 100")
        #expect(constraints.last?["line"] as? Int == 10)
    }

    @Test(
        "--constraints adds every active constraint with the documented keys; without it the JSON is unchanged"
    )
    func constraintsShape() throws {
        let plain = try Self.run(["layout", "SPEC"], fixture: "constraints.yaml")
        let run = try Self.run(["layout", "SPEC", "--constraints"], fixture: "constraints.yaml")
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["size", "views", "diagnostics", "constraints"])
        let withoutConstraints = run.output.replacing(
            #/,"constraints":\[\{"firstItem".*\]\}\n$/#, with: "}\n")
        #expect(withoutConstraints == plain.output)
        let constraints = try #require(object["constraints"] as? [[String: Any]])
        let keys: Set<String> = [
            "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
            "constant",
            "priority", "identifier", "spec", "line",
        ]
        let contentSizeKeys = keys.union(["huggingPriority", "compressionResistancePriority"])
        #expect(
            constraints.allSatisfy {
                Set($0.keys)
                    == (($0["spec"] as? String)?.hasSuffix("intrinsic content size") == true
                        || ($0["spec"] as? String)?.contains("intrinsicSize") == true
                        ? contentSizeKeys : keys)
            })
        let titleWidth = try #require(
            constraints.first {
                $0["firstItem"] as? String == "title" && $0["firstAttribute"] as? String == "width"
            })
        #expect(titleWidth["huggingPriority"] as? Int == 251)
        #expect(titleWidth["compressionResistancePriority"] as? Int == 750)
        // One of each source: the spec's VFL and equation, the stack's, intrinsic sizes, the
        // autoresizing mask and the root's size.
        let specs = Set(constraints.compactMap { $0["spec"] as? String })
        #expect(
            specs == [
                "H:|-[row]", "V:|-[row]", "box.width == 0.5 * title.width @750", "row stack view arrangement",
                "title intrinsic content size", "box intrinsicSize: [40, 20]", "badge frame and autoresizing",
                "size: [320, 200]",
            ])
        let spacing = try #require(constraints.first { $0["identifier"] as? String == "UISV-spacing" })
        #expect(spacing["firstItem"] as? String == "box")
        #expect(spacing["firstAttribute"] as? String == "leading")
        #expect(spacing["secondItem"] as? String == "title")
        #expect(spacing["secondAttribute"] as? String == "trailing")
        #expect(spacing["constant"] as? Double == 8)
        #expect(spacing["line"] as? Int == 5)
    }

    @Test("plumb check exits 0 on a good screen and 1 on a conflict or ambiguity")
    func check() throws {
        let good = try Self.run(
            ["check", "SPEC", "--size", "320x568", "--size", "568x320"], fixture: "screen-a.yaml")
        #expect(good.status == 0)
        #expect(
            Self.relative(good.output)
                == "Tests/Fixtures/screen-a.yaml: 320×568: ok\nTests/Fixtures/screen-a.yaml: 568×320: ok\n")
        let bad = try Self.run(["check", "SPEC"], fixture: "conflict.yaml")
        #expect(bad.status == 1)
        #expect(Self.relative(bad.output) == (try Self.golden("conflict-check.txt")))
    }

    /// Sizes are never negative: at `--size 0x568` a label 8 points from both sides would be −16
    /// wide, so the two margins and the screen's width conflict (exactly those three), the
    /// trailing margin is broken and the label is 0 wide.
    @Test("plumb check on a 0-wide screen lists the three conflicting constraints and exits 1")
    func zeroWideScreen() throws {
        let run = try Self.run(["check", "SPEC", "--size", "0x568"], fixture: "zero-width.yaml")
        #expect(run.status == 1)
        #expect(run.errorOutput.isEmpty)
        #expect(Self.relative(run.output) == (try Self.golden("zero-width-check.txt")))
        let layout = try Self.run(["layout", "SPEC", "--size", "0x568"], fixture: "zero-width.yaml")
        #expect(layout.status == 0)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(layout.output.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [String: [String: Any]])
        #expect(views["label"]?["frame"] as? [String: Double] == ["x": 8, "y": 8, "width": 0, "height": 20])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["unsatisfiable"])
        let constraints = try #require(diagnostics.first?["constraints"] as? [[String: Any]])
        #expect(constraints.count == 3)
        let fine = try Self.run(["check", "SPEC"], fixture: "zero-width.yaml")
        #expect(fine.status == 0)
    }

    @Test(
        "Invalid input exits 2 with FILE:LINE:COLUMN: error: on stderr and prints nothing",
        arguments: [("bad-vfl.yaml", "bad-vfl.stderr"), ("bad-view.yaml", "bad-view.stderr")])
    func invalid(fixture: String, golden: String) throws {
        for command in ["layout", "check"] {
            let run = try Self.run([command, "SPEC"], fixture: fixture)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(Self.relative(run.errorOutput) == (try Self.golden(golden)))
        }
    }

    @Test(
        "What plumb render rejects, plumb check and plumb layout reject with the same error and exit 2",
        arguments: [
            ("bad-background.yaml", "bad-background.stderr"), ("bad-image.yaml", "bad-image.stderr"),
            ("bad-font.yaml", "bad-font.stderr"),
        ])
    func checkRejectsWhatRenderRejects(fixture: String, golden: String) throws {
        let expected = try Self.golden(golden)
        for command in [["check", "SPEC"], ["layout", "SPEC"], ["render", "SPEC", "-o", "-"]] {
            let run = try Self.run(command, fixture: fixture)
            #expect(run.status == 2, "\(command[0])")
            #expect(run.output.isEmpty, "\(command[0])")
            #expect(Self.relative(run.errorOutput) == expected, "\(command[0])")
        }
    }

    @Test("A missing file and a bad --size exit 2")
    func badArguments() throws {
        let missing = try Self.run(["layout", "SPEC"], fixture: "missing.yaml")
        #expect(missing.status == 2)
        #expect(
            Self.relative(missing.errorOutput)
                == "Tests/Fixtures/missing.yaml:1:1: error: no such file; check the path\n")
        let size = try Self.run(["layout", "SPEC", "--size", "320by568"], fixture: "screen-a.yaml")
        #expect(size.status == 2)
        #expect(size.errorOutput.contains("The value '320by568' is invalid for '--size <size>'"))
    }
}
