// A `Drawing` written as SVG through `SVGWriter`: element for element, groups as `<g>` (a clip as
// a `<clipPath>` defined just before its group), text in its font's CSS family with `textLength`
// set to its measured width, and animations as SMIL `<animateTransform>` / `<animate>` children.

import Plumb

extension Drawing {
    /// The SVG document of the drawing: the page's size in points (one user unit each), a white
    /// background, then every element in order. Deterministic: numbers in hundredths
    /// (`SVGWriter.number(_:)`), no dictionary order, no identifiers but the clips' own.
    /// - Parameter systemFamily: the CSS family written for `Font.systemFamily` (`"DejaVu Sans"`,
    ///   the face PlumbText measures the system font with, by default).
    /// - Complexity: O(elements + animation values).
    public func svg(systemFamily: String = "DejaVu Sans") -> String {
        var svg = SVGWriter()
        for element in elements {
            switch element {
            case .rect(let rect, let fill, let stroke, let strokeWidth, let cornerRadius, let dash):
                svg.rect(
                    rect, fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: cornerRadius,
                    dash: dash)
            case .line(let start, let end, let stroke, let strokeWidth, let dash, let animations):
                guard !animations.isEmpty else {
                    svg.line(from: start, to: end, stroke: stroke, strokeWidth: strokeWidth, dash: dash)
                    continue
                }
                svg.animatedLine(
                    from: start, to: end, stroke: stroke, strokeWidth: strokeWidth,
                    animations: animations.map(Self.markup))
            case .circle(let center, let radius, let fill):
                svg.circle(center: center, radius: radius, fill: fill)
            case .text(let text):
                let font = text.font
                svg.text(
                    text.string, x: text.x, y: text.y, fontSize: font.pointSize,
                    family: font.family == Font.systemFamily ? systemFamily : font.family,
                    weight: font.weight >= .semibold ? "bold" : "normal", fill: text.fill,
                    anchor: text.anchor == .middle ? "middle" : "start", length: text.length)
            case .beginGroup(let group):
                var attributes: [(String, String)] = []
                let transform = [
                    group.translation.map {
                        "translate(\(SVGWriter.number($0.x)),\(SVGWriter.number($0.y)))"
                    },
                    group.rotation.map { "rotate(\(SVGWriter.number($0)))" },
                ].compactMap { $0 }
                if !transform.isEmpty { attributes.append(("transform", transform.joined(separator: " "))) }
                if let clip = group.clip {
                    svg.clipPath(id: clip.id, rect: clip.rect)
                    attributes.append(("clip-path", "url(#\(clip.id))"))
                }
                if let className = group.className { attributes.append(("class", className)) }
                svg.beginGroup(attributes, title: group.title)
                for animation in group.animations { svg.element(Self.markup(animation)) }
            case .endGroup:
                svg.endGroup()
            }
        }
        return svg.document(width: size.width, height: size.height)
    }

    /// The SMIL element of an animation: `<animateTransform>` for a group's translation or
    /// rotation, `<animate>` for a line's attribute.
    private static func markup(_ animation: Animation) -> String {
        let values = animation.values.map { $0.map(SVGWriter.number).joined(separator: ",") }.joined(
            separator: ";")
        let timing = "dur=\"\(SVGWriter.number(animation.duration))s\" repeatCount=\"indefinite\""
        switch animation.target {
        case .translation, .rotation:
            let type = if case .translation = animation.target { "translate" } else { "rotate" }
            return
                "<animateTransform attributeName=\"transform\" type=\"\(type)\" \(timing) values=\"\(values)\"/>"
        case .attribute(let name):
            return "<animate attributeName=\"\(name)\" \(timing) values=\"\(values)\"/>"
        }
    }
}

extension SVGWriter {
    /// A line with SMIL children (`<line …>`, each child indented, `</line>`).
    mutating func animatedLine(
        from start: Point, to end: Point, stroke: SVGColor, strokeWidth: Double, animations: [String]
    ) {
        element(
            "<line x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" "
                + "x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\" "
                + "stroke=\"\(stroke.hex)\" stroke-width=\"\(Self.number(strokeWidth))\">")
        for animation in animations { element("  " + animation) }
        element("</line>")
    }
}
