// The system controls drawn as schematic shapes at their frames (see LayoutRenderer.swift): a
// switch is a pill with its knob at the end its state says, a slider a track with a round thumb
// at its value, a stepper a rounded box split in − and +, a segmented control a rounded box with
// one white segment per selection and its titles centred, an activity indicator eight spokes, a
// progress view a track filled to its progress, and a text view its text inside its insets.

import Plumb

extension SVGColor {
    /// Switch green, `#34c759`: the track of a switch that is on.
    static let switchOn = SVGColor(red: 0x34, green: 0xc7, blue: 0x59)
    /// Control gray, `#e9e9eb`: tracks, the off switch, the segmented control's background.
    static let controlFill = SVGColor(red: 0xe9, green: 0xe9, blue: 0xeb)
    /// White, `#ffffff`: knobs, thumbs and the selected segment.
    static let white = SVGColor(red: 0xff, green: 0xff, blue: 0xff)
}

extension LayoutRenderer {
    /// Draws `view` if it is a system control (its background first, if it has one); returns
    /// whether it was one.
    func drawControl(_ view: View, in frame: Rect, into drawing: inout Drawing) -> Bool {
        switch view {
        case is Switch, is Slider, is Stepper, is SegmentedControl, is ActivityIndicatorView, is ProgressView,
            is TextView:
            if let fill = view.backgroundColor { drawing.rect(frame, fill: fill) }
        default:
            return false
        }
        let middle = Point(x: frame.origin.x + frame.width / 2, y: frame.origin.y + frame.height / 2)
        switch view {
        case let control as Switch:
            let radius = frame.height / 2
            drawing.rect(frame, fill: control.isOn ? .switchOn : .controlFill, cornerRadius: radius)
            let x = control.isOn ? frame.origin.x + frame.width - radius : frame.origin.x + radius
            drawing.circle(center: Point(x: x, y: middle.y), radius: max(radius - 2, 0), fill: .white)
        case let slider as Slider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? min(max((slider.value - slider.minimumValue) / span, 0), 1) : 0
            let radius = min(frame.height / 2, 14)
            let left = frame.origin.x + radius
            let thumb = left + (frame.width - 2 * radius) * fraction
            drawing.line(
                from: Point(x: left, y: middle.y), to: Point(x: thumb, y: middle.y), stroke: .tint,
                strokeWidth: 4)
            drawing.line(
                from: Point(x: thumb, y: middle.y),
                to: Point(x: frame.origin.x + frame.width - radius, y: middle.y),
                stroke: .controlFill, strokeWidth: 4)
            drawing.circle(center: Point(x: thumb, y: middle.y), radius: radius, fill: .border)
            drawing.circle(center: Point(x: thumb, y: middle.y), radius: max(radius - 0.5, 0), fill: .white)
        case is Stepper:
            drawing.rect(frame, fill: .controlFill, cornerRadius: 8)
            drawing.line(
                from: Point(x: middle.x, y: frame.origin.y + 6),
                to: Point(x: middle.x, y: frame.origin.y + frame.height - 6), stroke: .border)
            for (sign, x) in [
                ("−", frame.origin.x + frame.width / 4), ("+", frame.origin.x + frame.width * 3 / 4),
            ] {
                drawing.text(sign, x: x, y: middle.y + 6, font: .systemFont(ofSize: 17), anchor: .middle)
            }
        case let control as SegmentedControl:
            drawSegments(of: control, in: frame, into: &drawing)
        case let indicator as ActivityIndicatorView:
            let outer = min(frame.width, frame.height) / 2
            let diagonal = 0.5.squareRoot()
            let directions = [
                (1, 0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal), (-1, 0), (-diagonal, -diagonal),
                (0, -1), (diagonal, -diagonal),
            ]
            for (dx, dy) in directions {
                drawing.line(
                    from: Point(x: middle.x + dx * outer * 0.5, y: middle.y + dy * outer * 0.5),
                    to: Point(x: middle.x + dx * outer, y: middle.y + dy * outer),
                    stroke: indicator.isAnimating ? .rootOutline : .outline, strokeWidth: max(outer / 5, 1))
            }
        case let progress as ProgressView:
            let radius = frame.height / 2
            drawing.rect(frame, fill: .controlFill, cornerRadius: radius)
            var done = frame
            done.size.width = frame.width * min(max(progress.progress, 0), 1)
            drawing.rect(done, fill: .tint, cornerRadius: radius)
        case let textView as TextView:
            if view.backgroundColor == nil { drawing.rect(frame, stroke: .outline) }
            let insets = textView.textContainerInset
            let layout = textView.textLayout(width: frame.width)
            let left = frame.origin.x + insets.left + textView.lineFragmentPadding
            for line in layout.lines where !line.text.isEmpty {
                drawing.text(
                    line.text, x: left, y: frame.origin.y + insets.top + line.baseline,
                    font: textView.font, length: line.width)
            }
        default:
            break
        }
        return true
    }

    /// A segmented control: the gray box, the selected segment in white, thin dividers between
    /// the others, each title centred in its segment (the segments share out the frame's width in
    /// proportion to their intrinsic widths).
    private func drawSegments(of control: SegmentedControl, in frame: Rect, into drawing: inout Drawing) {
        drawing.rect(frame, fill: .controlFill, cornerRadius: 8)
        let widths = control.segmentWidths
        let total = widths.reduce(0, +)
        let scale = total > 0 ? frame.width / total : 0
        var x = frame.origin.x
        let lineHeight = TextLayout.roundUp(
            control.textMeasurer.metrics(of: control.font).lineHeight, scale: TextLayout.defaultScale)
        for (index, width) in widths.enumerated() {
            let segment = Rect(x: x, y: frame.origin.y, width: width * scale, height: frame.height)
            if index == control.selectedSegmentIndex {
                drawing.rect(
                    Rect(
                        x: segment.origin.x + 2, y: segment.origin.y + 2, width: segment.width - 4,
                        height: segment.height - 4),
                    fill: .white, cornerRadius: 7)
            } else if index > 0, index - 1 != control.selectedSegmentIndex {
                drawing.line(
                    from: Point(x: x, y: frame.origin.y + 7),
                    to: Point(x: x, y: frame.origin.y + frame.height - 7),
                    stroke: .border)
            }
            let layout = TextLayout(
                control.titleForSegment(at: index) ?? "", font: control.font, measurer: control.textMeasurer,
                maxWidth: max(segment.width - SegmentedControl.segmentPadding, 0), numberOfLines: 1,
                lineBreakMode: .byTruncatingTail)
            if let line = layout.lines.first, !line.text.isEmpty {
                let top = frame.origin.y + (frame.height - lineHeight) / 2
                drawing.text(
                    line.text, x: segment.origin.x + (segment.width - line.width) / 2, y: top + line.baseline,
                    font: control.font, length: line.width)
            }
            x += segment.width
        }
    }
}
