// Unit tests of the SVG writer: number formatting, escaping, colours and the document's shape.

import Plumb
import PlumbRender
import Testing

@Suite("SVGWriter and SVGColor")
struct SVGWriterTests {
    @Test(
        "Numbers are rounded to hundredths without trailing zeros",
        arguments: [
            (20.0, "20"), (20.5, "20.5"), (1.0 / 3, "0.33"), (-4.25, "-4.25"), (-0.001, "0"), (0.0, "0"),
            (-0.0, "0"), (2.005, "2.01"), (56.943359375, "56.94"), (0.1 + 0.2, "0.3"), (1e6, "1000000"),
            (.nan, "0"), (.infinity, "0"), (-7.07, "-7.07"), (3.999, "4"),
        ])
    func number(value: Double, expected: String) {
        #expect(SVGWriter.number(value) == expected)
    }

    @Test("Text is escaped for XML, control characters dropped")
    func escaping() {
        #expect(SVGWriter.escape(#"<&>"'"#) == "&lt;&amp;&gt;&quot;&apos;")
        #expect(SVGWriter.escape("Сиамская кошка…") == "Сиамская кошка…")
        #expect(SVGWriter.escape("a\u{0}b\u{7}c\td") == "abc\td")
        var svg = SVGWriter()
        svg.text(#"Tom & "Jerry" <3"#, x: 1, y: 2, fontSize: 17)
        #expect(
            svg.lines == [
                ##"  <text x="1" y="2" font-family="DejaVu Sans" font-size="17" fill="#000000" xml:space="preserve">Tom &amp; &quot;Jerry&quot; &lt;3</text>"##
            ])
    }

    @Test("Colours parse #rrggbb and #rgb in either case and print lowercase #rrggbb")
    func colours() {
        #expect(SVGColor(hex: "#D3D3D3")?.hex == "#d3d3d3")
        #expect(SVGColor(hex: "#abc")?.hex == "#aabbcc")
        #expect(SVGColor(hex: "#000000") == .black)
        #expect(SVGColor(hex: "#0a0b0c")?.hex == "#0a0b0c")
        for bad in ["gray", "d3d3d3", "#d3d3d", "#ggg", "#", "", "#d3d3d3ff"] {
            #expect(SVGColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test("Elements: rectangles, lines, groups with escaped titles, text with textLength")
    func elements() {
        var svg = SVGWriter()
        svg.beginGroup([("transform", "translate(20,48)")], title: "a.width == 100 & <more>")
        svg.rect(Rect(x: 0.5, y: 0, width: 10, height: 5), fill: SVGColor(hex: "#d3d3d3"))
        svg.rect(Rect(x: 0, y: 0, width: 3, height: 4), stroke: .outline, dash: [5, 3])
        svg.line(from: Point(x: 0, y: 1), to: Point(x: 2, y: 1), stroke: .broken, strokeWidth: 2)
        svg.text("Button", x: 3, y: 4, fontSize: 15, weight: "bold", fill: .tint, length: 50.244140625)
        svg.endGroup()
        #expect(
            svg.lines == [
                #"  <g transform="translate(20,48)">"#,
                #"    <title>a.width == 100 &amp; &lt;more&gt;</title>"#,
                ##"    <rect x="0.5" y="0" width="10" height="5" fill="#d3d3d3"/>"##,
                ##"    <rect x="0" y="0" width="3" height="4" fill="none" stroke="#a0a0a0" stroke-width="1" stroke-dasharray="5 3"/>"##,
                ##"    <line x1="0" y1="1" x2="2" y2="1" stroke="#e0201b" stroke-width="2"/>"##,
                ##"    <text x="3" y="4" font-family="DejaVu Sans" font-size="15" font-weight="bold" textLength="50.24" lengthAdjust="spacingAndGlyphs" fill="#007aff" xml:space="preserve">Button</text>"##,
                "  </g>",
            ])
        let document = svg.document(width: 100, height: 50.5)
        #expect(document.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"))
        #expect(
            document.contains(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50.5" viewBox="0 0 100 50.5">"#)
        )
        #expect(document.hasSuffix("</svg>\n"))
        #expect(XMLCheck.isWellFormed(document))
    }
}
