// The text of labels, buttons and text fields, drawn at the lines and baselines the controls'
// own text layouts give (see LayoutRenderer.swift).

import Plumb

extension LayoutRenderer {
    /// Draws the text a view shows, if it is a label, a button or a text field.
    func drawText(of view: View, in frame: Rect, into drawing: inout Drawing) {
        switch view {
        case let label as Label:
            // A label's text sits at the top, as Plumb measures its baselines.
            let layout = label.textLayout(width: frame.width > 0 ? frame.width : .infinity)
            for line in layout.lines {
                drawLine(
                    line, font: label.font, x: frame.origin.x, y: frame.origin.y, fill: .black, into: &drawing
                )
            }
        case let button as Button:
            let insets = button.contentEdgeInsets
            let available = frame.width - insets.left - insets.right
            let layout = button.titleLayout(width: available > 0 ? available : .infinity)
            guard let line = layout.lines.first else { return }
            // Centred between the insets on both axes, as UIKit centres a button's title.
            let left = frame.origin.x + insets.left + (available - line.width) / 2
            let top =
                frame.origin.y + insets.top
                + (frame.height - insets.top - insets.bottom - layout.size.height) / 2
            drawLine(line, font: button.font, x: left, y: top, fill: .tint, into: &drawing)
        case let field as TextField:
            let shown = field.text.isEmpty ? field.placeholder ?? "" : field.text
            let inset = TextField.horizontalTextInset
            let layout = TextLayout(
                shown, font: field.font, measurer: field.textMeasurer,
                maxWidth: max(frame.width - 2 * inset, 0), numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            guard let line = layout.lines.first else { return }
            // One line centred vertically, its rounded line height as TextField measures it.
            let lineHeight = TextLayout.roundUp(layout.metrics.lineHeight, scale: TextLayout.defaultScale)
            let top = frame.origin.y + (frame.height - lineHeight) / 2
            drawLine(
                line, font: field.font, x: frame.origin.x + inset, y: top,
                fill: field.text.isEmpty ? .placeholder : .black, into: &drawing)
        default:
            break
        }
    }

    /// One line of a text layout whose top-left corner is at (`x`, `y`).
    private func drawLine(
        _ line: TextLayout.Line, font: Font, x: Double, y: Double, fill: SVGColor, into drawing: inout Drawing
    ) {
        guard !line.text.isEmpty else { return }
        drawing.text(line.text, x: x, y: y + line.baseline, font: font, fill: fill, length: line.width)
    }
}
