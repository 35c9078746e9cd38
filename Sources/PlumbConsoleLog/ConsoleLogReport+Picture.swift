// The SVG picture: each log as a panel, its items as rectangles at one solution of the
// constraints that can hold, each constraint of a minimal conflicting set as a red line between
// the attributes it relates (the broken one dashed), labelled with class and label.

extension ConsoleLogReport {
    /// Width of the drawing area of one panel, in SVG units.
    private static let panelWidth = 640.0
    /// Height of the drawing area of one panel, in SVG units.
    private static let panelHeight = 400.0
    /// Room above each panel for its title.
    private static let titleHeight = 28.0
    /// Margin around the drawing.
    private static let margin = 16.0

    /// An SVG picture of every log, one panel each, top to bottom.
    public var svg: String {
        var body: [String] = []
        var top = Self.margin
        for (number, explanation) in explanations.enumerated() {
            body += Self.panel(explanation, number: number + 1, top: top)
            top += Self.titleHeight + Self.panelHeight + Self.margin
        }
        let width = Self.panelWidth + 2 * Self.margin
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.format(width))" height="\(Self.format(top))" \
            viewBox="0 0 \(Self.format(width)) \(Self.format(top))" font-family="sans-serif" font-size="11">
            <rect x="0" y="0" width="\(Self.format(width))" height="\(Self.format(top))" fill="white"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    private static func panel(_ explanation: Explanation, number: Int, top: Double) -> [String] {
        let log = explanation.log
        var elements = [
            "<text x=\"\(format(margin))\" y=\"\(format(top + 16))\" font-size=\"13\" font-weight=\"bold\">"
                + escape("Log \(number) (line \(log.line))") + "</text>"
        ]
        let frames = explanation.frames
        guard !frames.isEmpty else { return elements }
        let minX = frames.map(\.x).min()!
        let minY = frames.map(\.y).min()!
        let maxX = frames.map { $0.x + $0.width }.max()!
        let maxY = frames.map { $0.y + $0.height }.max()!
        let scale = min(1, panelWidth / max(maxX - minX, 1), panelHeight / max(maxY - minY, 1))
        let originX = margin
        let originY = top + titleHeight
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (originX + (x - minX) * scale, originY + (y - minY) * scale)
        }
        let words = ConstraintWording(log)
        // Larger rectangles first, so that containers lie behind what they hold.
        let order = frames.indices.sorted {
            let areas = (frames[$0].width * frames[$0].height, frames[$1].width * frames[$1].height)
            return areas.0 != areas.1 ? areas.0 > areas.1 : $0 < $1
        }
        for index in order {
            let frame = frames[index]
            let (x, y) = point(frame.x, frame.y)
            let guide = log.views[index].isLayoutGuide
            let style =
                guide
                ? "fill=\"none\" stroke=\"#888\" stroke-dasharray=\"2 2\""
                : "fill=\"#eef3fb\" fill-opacity=\"0.6\" stroke=\"#333\""
            elements.append(
                "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(frame.width * scale))\" "
                    + "height=\"\(format(frame.height * scale))\" \(style)/>")
            elements.append(
                "<text x=\"\(format(x + 2))\" y=\"\(format(y + 11))\">" + escape(words.name(index))
                    + "</text>")
        }
        let members = Set(explanation.conflicts.flatMap(\.constraints))
        for constraint in log.constraints
        where members.contains(constraint.index) || constraint.index == log.broken {
            guard let first = constraint.first else { continue }
            let start = anchorPoint(first, frames: frames)
            let end = constraint.second.map { anchorPoint($0, frames: frames).point } ?? start.across
            let (x1, y1) = point(start.point.0, start.point.1)
            let (x2, y2) = point(end.0, end.1)
            let color = members.contains(constraint.index) ? "#d22" : "#888"
            let dash = constraint.index == log.broken ? " stroke-dasharray=\"6 3\"" : ""
            elements.append(
                "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" "
                    + "stroke=\"\(color)\" stroke-width=\"2\"\(dash)><title>"
                    + escape("[\(constraint.index)] \(words.equation(constraint))") + "</title></line>")
            elements.append(
                "<text x=\"\(format((x1 + x2) / 2 + 3))\" y=\"\(format((y1 + y2) / 2 - 3))\" fill=\"\(color)\">"
                    + "[\(constraint.index)]</text>")
        }
        return elements
    }

    /// Where an attribute lies on a solved frame, and the point across the frame from it (for a
    /// size, or a position measured from the superview, drawn on the item alone).
    private static func anchorPoint(_ anchor: LoggedAnchor, frames: [Explanation.Frame]) -> (
        point: (Double, Double), across: (Double, Double)
    ) {
        let frame = frames[anchor.item]
        let midX = frame.x + frame.width / 2
        let midY = frame.y + frame.height / 2
        let inset = LogLowering.defaultMargin
        let x: Double
        switch anchor.attribute {
        case .left, .minX, .leading: x = frame.x
        case .leftMargin, .leadingMargin: x = frame.x + inset
        case .right, .maxX, .trailing: x = frame.x + frame.width
        case .rightMargin, .trailingMargin: x = frame.x + frame.width - inset
        case .width: return ((frame.x, midY), (frame.x + frame.width, midY))
        case .height: return ((midX, frame.y), (midX, frame.y + frame.height))
        case .centerX, .midX, .centerXWithinMargins: x = midX
        default:
            let y: Double
            switch anchor.attribute {
            case .top, .minY, .firstBaseline: y = frame.y
            case .topMargin: y = frame.y + inset
            case .bottomMargin: y = frame.y + frame.height - inset
            case .centerY, .midY, .centerYWithinMargins: y = midY
            default: y = frame.y + frame.height
            }
            return ((midX, y), (midX - 12, y))
        }
        return ((x, midY), (x, midY - 12))
    }

    /// A coordinate rounded to 0.01, as SVG text.
    private static func format(_ value: Double) -> String {
        ConstraintWording.number((value * 100).rounded() / 100)
    }

    /// Text with XML's special characters escaped and control characters made spaces.
    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case _ where character.unicodeScalars.contains { $0.value < 0x20 }: result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
