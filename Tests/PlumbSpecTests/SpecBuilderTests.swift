import Foundation
import Plumb
import PlumbSpec
import Testing

/// Specs laid out: screen (a) of docs/auto-layout.md §10 in both orientations (views in order,
/// backgrounds, absolute frames) and diagnostics that quote the spec. Frame-only checks (screen
/// (b), springs and struts) are golden fixtures of Tests/Fixtures/layout.
@Suite("Spec builder")
struct SpecBuilderTests {
    /// A fixture spec of Tests/Fixtures.
    static func fixture(_ name: String) throws -> Spec {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
        return try Spec(contentsOfFile: path)
    }

    static let portrait = Size(width: 320, height: 568)
    static let landscape = Size(width: 568, height: 320)

    @Test("Screen (a): two gray views with a button each (§10.1), both orientations")
    func screenA() throws {
        let spec = try Self.fixture("screen-a.yaml")
        for size in [Self.portrait, Self.landscape] {
            let layout = try spec.layOut(size: size)
            let width = size.width - 40
            #expect(layout.frames["_topGrayView"] == Rect(x: 20, y: 20, width: width, height: 100))
            #expect(layout.frames["_bottomGrayView"] == Rect(x: 20, y: 128, width: width, height: 100))
            #expect(layout.frames["_topButton"] == Rect(x: 20, y: 35, width: 46, height: 30))
            #expect(layout.frames["_bottomButton"] == Rect(x: 66, y: 35, width: 46, height: 30))
            #expect(layout.absoluteFrames["_topButton"] == Rect(x: 40, y: 55, width: 46, height: 30))
            #expect(layout.absoluteFrames["_bottomButton"] == Rect(x: 86, y: 163, width: 46, height: 30))
            #expect(layout.frames["root"] == Rect(x: 0, y: 0, width: size.width, height: size.height))
            #expect(layout.diagnostics.isEmpty)
            #expect(
                layout.views.map(\.name) == [
                    "root", "_topGrayView", "_topButton", "_bottomGrayView", "_bottomButton",
                ])
            #expect(layout.backgrounds["_topGrayView"] == "#d3d3d3")
        }
    }

    @Test(
        "5,000 sibling views, as one VFL row H:|[v0(1)]…[v4999(1)]| or as equations, lay out with no diagnostics",
        arguments: [true, false])
    func manySiblings(asOneRow: Bool) throws {
        let count = 5000
        var yaml = "size: [\(count), 568]\nviews:\n"
        for index in 0..<count { yaml += "  - {name: v\(index)}\n" }
        yaml += "constraints:\n"
        if asOneRow {
            yaml += "  - \"H:|" + (0..<count).map { "[v\($0)(1)]" }.joined() + "|\"\n"
            for index in 0..<count { yaml += "  - \"V:|[v\(index)(1)]\"\n" }
        } else {
            for index in 0..<count {
                yaml += "  - \"v\(index).width == 1\"\n  - \"v\(index).height == 1\"\n"
                yaml += "  - \"v\(index).left == root.left + \(index)\"\n  - \"v\(index).top == root.top\"\n"
            }
        }
        let layout = try Spec(yaml: yaml, file: "many.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.views.count == count + 1)
        for (index, entry) in layout.views.dropFirst().enumerated() {
            #expect(entry.frame == Rect(x: Double(index), y: 0, width: 1, height: 1))
        }
    }

    @Test("Unsatisfiable constraints name the spec's entries, lines and the broken one")
    func unsatisfiable() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views: [{name: a}]
                constraints:
                  - "H:|-[a]-|"
                  - "V:|-[a(==100)]"
                  - a.width == 100
                """, file: "s.yaml")
        let layout = try spec.layOut()
        let diagnostic = try #require(layout.diagnostics.first)
        #expect(layout.diagnostics.count == 1)
        #expect(diagnostic.kind == .unsatisfiable)
        #expect(
            diagnostic.broken
                == SpecConstraintReference(
                    spec: "a.width == 100", line: 6, column: 5, constraint: "a.width == 100"))
        #expect(
            diagnostic.constraints.map(\.constraint) == [
                "a.leading == root.leading + 20", "root.trailing == a.trailing + 20", "root.width == 320",
                "a.width == 100",
            ])
        #expect(diagnostic.constraints.map(\.line) == [4, 4, 1, 6])
        #expect(diagnostic.constraints[2].spec == "size: [320, 568]")
        #expect(layout.hasFailures)
    }

    @Test("An ambiguous view is reported with the constraints on its ambiguous axes")
    func ambiguous() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views: [{name: button, intrinsicSize: [46, 30]}]
                constraints:
                  - "V:[button]-(>=100)-|"
                  - "H:|-[button]"
                """, file: "s.yaml")
        let layout = try spec.layOut()
        let diagnostic = try #require(layout.diagnostics.first)
        #expect(diagnostic.kind == .ambiguous)
        #expect(diagnostic.view == "button")
        #expect(diagnostic.variables == ["minY"])
        #expect(diagnostic.constraints.map(\.line).contains(4))
        #expect(diagnostic.constraints.map(\.spec).contains("button intrinsicSize: [46, 30]"))
    }

    @Test("JSON has the documented shape, views in spec order, unrounded numbers")
    func json() throws {
        let spec = try Spec(
            yaml:
                "size: [100, 100]\nviews: [{name: a}]\nconstraints: ['H:|[a]|', 'V:|[a]|', a.width == 0.3 * root.width @999]",
            file: "s.yaml")
        let text = try SpecReport.layoutOutput(spec, sizes: [], format: .json)
        #expect(
            text
                == #"{"size":{"width":100,"height":100},"views":{"root":{"superview":null,"frame":{"x":0,"y":0,"width":100,"height":100},"absoluteFrame":{"x":0,"y":0,"width":100,"height":100}},"a":{"superview":"root","frame":{"x":0,"y":0,"width":100,"height":100},"absoluteFrame":{"x":0,"y":0,"width":100,"height":100}}},"diagnostics":[]}"#
        )
        let two = try SpecReport.layoutOutput(
            spec, sizes: [Size(width: 10, height: 20), Size(width: 1.5, height: 2)], format: .json)
        #expect(two.hasPrefix("[\n{\"size\":{\"width\":10,\"height\":20}"))
        #expect(two.contains("{\"size\":{\"width\":1.5,\"height\":2}"))
    }
}
