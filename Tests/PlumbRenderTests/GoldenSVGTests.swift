// Every golden SVG of the package (plumb render's and plumb demo's) is well-formed XML, and the
// renderer on a spec made in code draws what the spec says.

import Foundation
import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import Testing

@Suite("Golden SVGs and LayoutRenderer")
struct GoldenSVGTests {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The golden SVG files, sorted.
    static func goldenFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in ["Tests/Fixtures/Golden", "Tests/plumbTests/Golden/demo"] {
            let directory = packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix(".svg") {
                files.append(directory.appendingPathComponent(name))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("Every golden SVG is well-formed XML with an <svg> root")
    func wellFormed() throws {
        let files = try Self.goldenFiles()
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(XMLCheck.problem(in: text) == nil, "\(file.lastPathComponent)")
            #expect(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        }
    }

    @Test("The well-formedness check rejects what an unescaped writer would produce")
    func checkRejects() {
        #expect(XMLCheck.isWellFormed("<svg><g><text>a &amp; b</text></g></svg>"))
        for bad in [
            "<svg><text>a & b</text></svg>", "<svg><text>a < b</text></svg>", "<svg><g></svg>",
            "<svg x=\"1\" x=\"2\"/>", "<svg x=1/>", "<svg/><svg/>", "<svg title=\"<\"/>",
        ] {
            #expect(!XMLCheck.isWellFormed(bad), "\(bad)")
        }
    }

    /// A spec laid out with the fallback measurer at its size.
    static func render(_ yaml: String, overlay: Bool = false) throws -> String {
        let spec = try Spec(yaml: yaml, file: "test.yaml")
        return LayoutRenderer(overlay: overlay).svg([try spec.layOut().panel])
    }

    @Test("Backgrounds are filled, views without one outlined, hidden views skipped, the root framed")
    func views() throws {
        let svg = try Self.render(
            """
            size: [100, 50]
            views:
              - {name: a, background: "#ABC", subviews: [{name: inner}]}
              - {name: gone, background: "#000000", isHidden: true}
            constraints: ["H:|-10-[a(30)]", "V:|-10-[a(20)]", "H:|[inner]|", "V:|[inner]|", "H:|[gone(5)]", "V:|[gone(5)]"]
            """)
        #expect(
            svg.contains(
                ##"<rect x="0" y="0" width="100" height="50" fill="#ffffff" stroke="#808080" stroke-width="1"/>"##
            ))
        #expect(svg.contains(##"<rect x="10" y="10" width="30" height="20" fill="#aabbcc"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="10" y="10" width="30" height="20" fill="none" stroke="#a0a0a0" stroke-width="1"/>"##
            ))
        #expect(!svg.contains("#000000\"/>"))
        #expect(svg.contains(#"width="140" height="118" viewBox="0 0 140 118""#))
    }

    @Test("A label's lines are drawn at its baselines with their measured widths")
    func labelText() throws {
        let yaml = """
            size: [200, 100]
            views: [{name: l, kind: label, text: "Сиамская кошка родом из Таиланда", numberOfLines: 0}]
            constraints: ["H:|-10-[l(120)]", "V:|-10-[l]"]
            """
        let svg = try Self.render(yaml)
        let layout = TextLayout(
            "Сиамская кошка родом из Таиланда", font: .systemFont(ofSize: 17),
            measurer: FallbackTextMeasurer(),
            maxWidth: 120)
        #expect(layout.lines.map(\.text) == ["Сиамская", "кошка родом", "из Таиланда"])
        for line in layout.lines {
            let expected =
                "<text x=\"10\" y=\"\(SVGWriter.number(10 + line.baseline))\" font-family=\"DejaVu Sans\" font-size=\"17\" "
                + "textLength=\"\(SVGWriter.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\" "
                + "xml:space=\"preserve\">\(line.text)</text>"
            #expect(svg.contains(expected), "\(line.text)")
        }
    }

    @Test("A background that is not a colour is an error when the spec is read, before drawing")
    func badBackground() throws {
        #expect(throws: SpecError.self) {
            try Self.render(
                "size: [10, 10]\nviews: [{name: a, background: red}]\nconstraints: ['H:|[a]|', 'V:|[a]|']")
        }
    }

    @Test("The same layouts give the same bytes")
    func deterministic() throws {
        let yaml = """
            size: [320, 568]
            views: [{name: a}, {name: b, kind: button, title: Go}]
            constraints: ["H:|-[a]-[b]-|", "V:|-[a(==b)]", "b.top == a.top", "a.width == 2 * b.width"]
            """
        #expect(try Self.render(yaml, overlay: true) == (try Self.render(yaml, overlay: true)))
    }
}
