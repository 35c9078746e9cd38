// SimulationRenderer: a recorded dynamics run (`SimulationRecording`) → one animated SVG document.
//
// Design. The picture is LayoutRenderer's panel of the tree at its size (caption above, the root
// outlined, views parents before children, filled with their backgrounds or outlined, with their
// text), and the run is SMIL animation, which browsers play without script: each dynamic item is
// drawn once about its own centre inside two groups, the outer one translated and the inner one
// rotated by `<animateTransform>`s whose `values` list the item's pose in every frame (evenly spaced,
// so no `keyTimes`), `dur` the run's length, repeating. A view inside an item moves with it; the
// other views stay where layout put them. Collision boundaries are drawn as
// dashed gray lines, anchor points of attachments as small dots with a line to the attachment point
// (animated with the item), and snap points as crosses. Rotation is in degrees, positive clockwise,
// as the animator's angles are on screen. Numbers go through `SVGWriter.number` (hundredths), so the
// same run gives the same bytes.

import Plumb
import PlumbDynamics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws a ``SimulationRecording`` as an animated SVG that plays in a browser (see the file's
/// design note).
///
/// ```swift
/// let recording = SimulationRecording(
///     panel: LayoutRenderer.Panel(root: root), items: [square], frames: frames, duration: 3, fps: 60)
/// let svg = SimulationRenderer().svg(recording)
/// ```
public struct SimulationRenderer: Sendable {
    /// The CSS family the system font is drawn in (`"DejaVu Sans"`, as ``LayoutRenderer``).
    public var systemFamily: String

    /// Gray `#909090`: boundaries, anchors and snap points.
    static let guide = SVGColor(red: 0x90, green: 0x90, blue: 0x90)

    /// A renderer.
    public init(systemFamily: String = "DejaVu Sans") {
        self.systemFamily = systemFamily
    }

    /// The animated SVG of `run`.
    /// Never fails: every colour it draws is a value Plumb has checked.
    /// - Complexity: O(views + frames · items).
    public func svg(_ run: SimulationRecording) -> String {
        let renderer = LayoutRenderer(systemFamily: systemFamily)
        let size = run.panel.size
        var svg = SVGWriter()
        let margin = LayoutRenderer.margin
        let top = margin + LayoutRenderer.captionHeight
        svg.text(
            caption(run), x: margin, y: margin + LayoutRenderer.captionFontSize,
            fontSize: LayoutRenderer.captionFontSize, family: systemFamily, fill: .rootOutline)
        svg.beginGroup([("transform", "translate(\(SVGWriter.number(margin)),\(SVGWriter.number(top)))")])
        let itemViews = run.items
        let views = run.panel.visibleViews
        for view in views where owner(of: view, among: itemViews) == nil {
            draw(
                view, isRoot: view === run.panel.root, offset: Point(x: 0, y: 0), renderer: renderer,
                into: &svg)
        }
        drawGuides(run, into: &svg)
        for (index, item) in itemViews.enumerated() where views.contains(where: { $0 === item }) {
            let frame = item.frameInRoot
            let center = Point(x: frame.midX, y: frame.midY)
            svg.beginGroup([("transform", translate(run.frames.first?.poses[index].center ?? center))])
            animate(run, "translate", into: &svg) { translateValue($0.poses[index].center) }
            svg.beginGroup([("transform", "rotate(\(degrees(run.frames.first?.poses[index].angle ?? 0)))")])
            animate(run, "rotate", into: &svg) { degrees($0.poses[index].angle) }
            for view in views where owner(of: view, among: itemViews) === item {
                draw(view, isRoot: false, offset: center, renderer: renderer, into: &svg)
            }
            svg.endGroup()
            svg.endGroup()
        }
        drawAttachmentLines(run, into: &svg)
        svg.endGroup()
        return svg.document(width: size.width + 2 * margin, height: top + size.height + margin)
    }

    /// "320 × 568 · 5 s at 60 fps · paused at 1.15 s" (or "did not pause").
    func caption(_ run: SimulationRecording) -> String {
        let size = "\(SVGWriter.number(run.panel.size.width)) × \(SVGWriter.number(run.panel.size.height))"
        let pause = run.pausedAt.map { "paused at \(SVGWriter.number($0)) s" } ?? "did not pause"
        return "\(size) · \(SVGWriter.number(run.duration)) s at \(SVGWriter.number(run.fps)) fps · \(pause)"
    }

    /// The item among `items` that is `view` or its nearest ancestor, if any.
    private func owner(of view: View, among items: [View]) -> View? {
        var current: View? = view
        while let candidate = current {
            if items.contains(where: { $0 === candidate }) { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// One view at its laid-out frame moved by −`offset`: the root outlined, others filled or
    /// outlined, then their text.
    private func draw(
        _ view: View, isRoot: Bool, offset: Point, renderer: LayoutRenderer, into svg: inout SVGWriter
    ) {
        let absolute = view.frameInRoot
        let frame = Rect(
            x: absolute.origin.x - offset.x, y: absolute.origin.y - offset.y, width: absolute.width,
            height: absolute.height)
        if isRoot {
            svg.rect(frame, fill: SVGColor(red: 0xff, green: 0xff, blue: 0xff), stroke: .rootOutline)
            return
        }
        if let color = view.backgroundColor {
            svg.rect(frame, fill: color)
        } else {
            svg.rect(frame, stroke: .outline)
        }
        renderer.drawText(of: view, in: frame, into: &svg)
    }

    /// An `<animateTransform>` of `type` through every frame's value, if the run has two frames or more.
    private func animate(
        _ run: SimulationRecording, _ type: String, into svg: inout SVGWriter,
        value: (SimulationRecording.Frame) -> String
    ) {
        guard run.frames.count > 1, let last = run.frames.last else { return }
        let values = run.frames.map(value).joined(separator: ";")
        svg.element(
            "<animateTransform attributeName=\"transform\" type=\"\(type)\" dur=\"\(SVGWriter.number(last.time))s\" "
                + "repeatCount=\"indefinite\" values=\"\(values)\"/>")
    }

    /// The boundaries (dashed), snap points (crosses) and attachment anchors (dots), which do
    /// not move.
    private func drawGuides(_ run: SimulationRecording, into svg: inout SVGWriter) {
        for guide in run.guides {
            switch guide {
            case .boundary(let path):
                for polyline in path.polylines {
                    let points = polyline.points + (polyline.isClosed ? polyline.points.prefix(1) : [])
                    for (a, b) in zip(points, points.dropFirst()) {
                        svg.line(from: a, to: b, stroke: Self.guide, strokeWidth: 2, dash: [6, 4])
                    }
                }
            case .snapPoint(let p):
                svg.line(
                    from: Point(x: p.x - 5, y: p.y - 5), to: Point(x: p.x + 5, y: p.y + 5), stroke: Self.guide
                )
                svg.line(
                    from: Point(x: p.x - 5, y: p.y + 5), to: Point(x: p.x + 5, y: p.y - 5), stroke: Self.guide
                )
            case .anchor(let anchor):
                svg.circle(center: anchor, radius: 3, fill: Self.guide)
            }
        }
    }

    /// A line from each attachment's anchor (or first item's attachment point) to its (second)
    /// item's attachment point, following the items.
    private func drawAttachmentLines(_ run: SimulationRecording, into svg: inout SVGWriter) {
        for a in run.attachments {
            func ends(_ frame: SimulationRecording.Frame) -> (Point, Point) {
                let p1 = attachmentPoint(frame.poses[a.item], a.offset)
                guard let second = a.attachedItem else { return (a.anchorPoint ?? p1, p1) }
                return (p1, attachmentPoint(frame.poses[second], a.attachedOffset))
            }
            guard let firstFrame = run.frames.first else { continue }
            let (start, end) = ends(firstFrame)
            svg.element(
                "<line x1=\"\(SVGWriter.number(start.x))\" y1=\"\(SVGWriter.number(start.y))\" "
                    + "x2=\"\(SVGWriter.number(end.x))\" y2=\"\(SVGWriter.number(end.y))\" "
                    + "stroke=\"\(Self.guide.hex)\" stroke-width=\"1.5\">")
            if run.frames.count > 1, let last = run.frames.last {
                let all = run.frames.map(ends)
                let attributes: [(String, (Point, Point) -> Double)] = [
                    ("x1", { a, _ in a.x }), ("y1", { a, _ in a.y }), ("x2", { _, b in b.x }),
                    ("y2", { _, b in b.y }),
                ]
                for (name, read) in attributes where a.attachedItem != nil || name.hasSuffix("2") {
                    let values = all.map { SVGWriter.number(read($0.0, $0.1)) }.joined(separator: ";")
                    svg.element(
                        "  <animate attributeName=\"\(name)\" dur=\"\(SVGWriter.number(last.time))s\" "
                            + "repeatCount=\"indefinite\" values=\"\(values)\"/>")
                }
            }
            svg.element("</line>")
        }
    }

    /// The point `offset` (item coordinates) from the pose's centre.
    private func attachmentPoint(_ pose: SimulationRecording.Pose, _ offset: Offset) -> Point {
        Point(
            x: pose.center.x + offset.horizontal * cos(pose.angle) - offset.vertical * sin(pose.angle),
            y: pose.center.y + offset.horizontal * sin(pose.angle) + offset.vertical * cos(pose.angle))
    }

    private func translate(_ p: Point) -> String { "translate(\(translateValue(p)))" }

    private func translateValue(_ p: Point) -> String { "\(SVGWriter.number(p.x)),\(SVGWriter.number(p.y))" }

    private func degrees(_ radians: Double) -> String { SVGWriter.number(radians * 180 / Double.pi) }
}
