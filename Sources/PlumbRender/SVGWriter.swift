// SVGWriter: SVG text written by hand, one element per line, with fixed number formatting and
// escaping, so that the same drawing is the same file, byte for byte, on every run and machine.

import Plumb
import PlumbSolver

/// Writes an SVG document element by element: rectangles, lines, circles, text and groups, with
/// numbers in a fixed format (``number(_:)``) and text escaped for XML (``escape(_:)``).
///
/// ```swift
/// var svg = SVGWriter()
/// svg.rect(Rect(x: 0, y: 0, width: 10, height: 5), fill: SVGColor(hex: "#d3d3d3"))
/// svg.text("a < b", x: 1, y: 4, fontSize: 3)
/// let document = svg.document(width: 10, height: 5)
/// ```
public struct SVGWriter: Sendable {
    /// The elements written so far, one per line, indented by group depth.
    public private(set) var lines: [String] = []
    /// The depth of open groups.
    private var depth = 1

    /// An empty drawing.
    public init() {}

    /// The number as SVG attributes write it: rounded to hundredths, without trailing zeros or a
    /// trailing point (`20`, `20.5`, `0.33`, `-4.25`); `-0` is `0`, a NaN or infinite value is
    /// `0` (never written as such), and a magnitude from 1e13 up is written in exponent form
    /// (`1e+20`), never converted to an integer that could overflow.
    public static func number(_ value: Double) -> String { NumberFormat.hundredths(value) }

    /// `text` with the five XML special characters escaped (`&amp;` `&lt;` `&gt;` `&quot;`
    /// `&apos;`) and control characters other than tab and newline dropped (XML 1.0 forbids them),
    /// safe in both text and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends a raw element line (already escaped) at the current depth.
    public mutating func element(_ markup: String) {
        lines.append(String(repeating: "  ", count: depth) + markup)
    }

    /// Opens a `<g>` with optional attributes (`transform`, `class`, …) and a `<title>` tooltip;
    /// close it with ``endGroup()``.
    public mutating func beginGroup(_ attributes: [(String, String)] = [], title: String? = nil) {
        element("<g\(Self.attributes(attributes))>")
        depth += 1
        if let title { element("<title>\(Self.escape(title))</title>") }
    }

    /// Closes the innermost group.
    public mutating func endGroup() {
        depth = max(1, depth - 1)
        element("</g>")
    }

    /// A rectangle; `fill` nil draws no fill (`fill="none"`), `stroke` nil no outline; a fill
    /// below full opacity adds its `fill-opacity`.
    /// - Parameters:
    ///   - rect: the rectangle, in points.
    ///   - fill: the fill colour; nil for none.
    ///   - stroke: the outline colour; nil for none.
    ///   - strokeWidth: the outline's width in points, 1 by default.
    ///   - cornerRadius: the corner radius (`rx`), 0 for square corners.
    ///   - dash: a dash pattern such as `[4, 3]`, empty for a solid outline.
    public mutating func rect(
        _ rect: Rect, fill: SVGColor? = nil, stroke: SVGColor? = nil, strokeWidth: Double = 1,
        cornerRadius: Double = 0, dash: [Double] = []
    ) {
        var attributes = [
            ("x", Self.number(rect.origin.x)), ("y", Self.number(rect.origin.y)),
            ("width", Self.number(max(0, rect.width))), ("height", Self.number(max(0, rect.height))),
        ]
        if cornerRadius > 0 { attributes.append(("rx", Self.number(cornerRadius))) }
        attributes += paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth, dash: dash)
        element("<rect\(Self.attributes(attributes))/>")
    }

    /// A straight line from `start` to `end`.
    public mutating func line(
        from start: Point, to end: Point, stroke: SVGColor, strokeWidth: Double = 1, dash: [Double] = []
    ) {
        var attributes = [
            ("x1", Self.number(start.x)), ("y1", Self.number(start.y)),
            ("x2", Self.number(end.x)), ("y2", Self.number(end.y)),
        ]
        attributes += paint(fill: nil, stroke: stroke, strokeWidth: strokeWidth, dash: dash, omitFill: true)
        element("<line\(Self.attributes(attributes))/>")
    }

    /// A filled circle.
    public mutating func circle(center: Point, radius: Double, fill: SVGColor) {
        element(
            "<circle\(Self.attributes([("cx", Self.number(center.x)), ("cy", Self.number(center.y)), ("r", Self.number(radius)), ("fill", fill.hex)]))/>"
        )
    }

    /// One line of text with its baseline's left end at (`x`, `y`) (or its centre, with
    /// `anchor` `"middle"`).
    /// - Parameters:
    ///   - string: the text, escaped when written.
    ///   - x: the anchor's x, in points.
    ///   - y: the baseline's y, in points.
    ///   - fontSize: the font size in points.
    ///   - family: the CSS font family.
    ///   - weight: the CSS weight (`normal`, `bold`).
    ///   - fill: the text colour, black by default.
    ///   - anchor: the SVG `text-anchor`: `start` (default), `middle` or `end`.
    ///   - length: the advance width the text was measured at; written as `textLength` with
    ///     `lengthAdjust="spacingAndGlyphs"`, so that a viewer with other font metrics still fits
    ///     the text into exactly that width. Nil leaves the width to the viewer.
    public mutating func text(
        _ string: String, x: Double, y: Double, fontSize: Double, family: String = "DejaVu Sans",
        weight: String = "normal", fill: SVGColor = .black, anchor: String = "start", length: Double? = nil
    ) {
        var attributes = [
            ("x", Self.number(x)), ("y", Self.number(y)), ("font-family", family),
            ("font-size", Self.number(fontSize)),
        ]
        if weight != "normal" { attributes.append(("font-weight", weight)) }
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        if let length, length > 0 {
            attributes += [("textLength", Self.number(length)), ("lengthAdjust", "spacingAndGlyphs")]
        }
        attributes += [("fill", fill.hex), ("xml:space", "preserve")]
        element("<text\(Self.attributes(attributes))>\(Self.escape(string))</text>")
    }

    /// The whole document: the XML declaration, an `<svg>` root of the size (in user units, which
    /// are points here) with a white background, and the elements written.
    public func document(width: Double, height: Double) -> String {
        let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        var result = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        result +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">\n"
        result += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        for line in lines { result += line + "\n" }
        result += "</svg>\n"
        return result
    }

    /// ` name="value"` for each attribute, values escaped.
    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// The fill and stroke attributes.
    private func paint(
        fill: SVGColor?, stroke: SVGColor?, strokeWidth: Double, dash: [Double], omitFill: Bool = false
    ) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if !omitFill {
            attributes.append(("fill", fill?.hex ?? "none"))
            if let fill, fill.alpha < 1 { attributes.append(("fill-opacity", Self.number(fill.alpha))) }
        }
        if let stroke {
            attributes += [("stroke", stroke.hex), ("stroke-width", Self.number(strokeWidth))]
            if !dash.isEmpty {
                attributes.append(("stroke-dasharray", dash.map(Self.number).joined(separator: " ")))
            }
        }
        return attributes
    }
}
