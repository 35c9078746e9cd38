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
// as the animator's angles are on screen. The picture is recorded as a `Drawing`; `drawing(_:frame:)`
// with a frame's index is the still picture of that moment (no animation), which PlumbRaster paints
// for a PNG or a GIF frame. Numbers go through `SVGWriter.number` (hundredths), so the
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

    /// The animated SVG of `run`: ``drawing(_:frame:)`` of every frame, written as SVG.
    /// Never fails: every colour it draws is a value Plumb has checked.
    /// - Complexity: O(views + frames · items).
    public func svg(_ run: SimulationRecording) -> String {
        drawing(run).svg(systemFamily: systemFamily)
    }

    /// The picture of `run` as a ``Drawing``: with `frame` nil, every item at its first pose with
    /// the animations of all frames (what the SVG plays); with a frame's index, still, every item
    /// and attachment line where that frame has them (what one picture of that moment shows).
    /// A frame index past the end is the last frame.
    /// - Complexity: O(views + items), and O(frames · items) for the animations.
    public func drawing(_ run: SimulationRecording, frame: Int? = nil) -> Drawing {
        let renderer = LayoutRenderer(systemFamily: systemFamily)
        let size = run.panel.size
        var drawing = Drawing()
        let margin = LayoutRenderer.margin
        let top = margin + LayoutRenderer.captionHeight
        let still = frame.flatMap {
            run.frames.isEmpty ? nil : run.frames[min(max($0, 0), run.frames.count - 1)]
        }
        let shown = still ?? run.frames.first
        drawing.text(
            caption(run), x: margin, y: margin + LayoutRenderer.captionFontSize,
            font: .systemFont(ofSize: LayoutRenderer.captionFontSize), fill: .rootOutline)
        drawing.beginGroup(Drawing.Group(translation: Point(x: margin, y: top)))
        let itemViews = run.items
        let views = run.panel.visibleViews
        for view in views where owner(of: view, among: itemViews) == nil {
            draw(
                view, isRoot: view === run.panel.root, offset: Point(x: 0, y: 0), renderer: renderer,
                into: &drawing)
        }
        drawGuides(run, into: &drawing)
        let animated = still == nil && run.frames.count > 1
        let duration = run.frames.last?.time ?? 0
        for (index, item) in itemViews.enumerated() where views.contains(where: { $0 === item }) {
            let frame = item.frameInRoot
            let center = Point(x: frame.midX, y: frame.midY)
            let pose = shown?.poses[index]
            drawing.beginGroup(
                Drawing.Group(
                    translation: pose?.center ?? center,
                    animations: animated
                        ? [
                            .init(
                                .translation, duration: duration,
                                values: run.frames.map {
                                    [$0.poses[index].center.x, $0.poses[index].center.y]
                                })
                        ]
                        : []))
            drawing.beginGroup(
                Drawing.Group(
                    rotation: degrees(pose?.angle ?? 0),
                    animations: animated
                        ? [
                            .init(
                                .rotation, duration: duration,
                                values: run.frames.map { [degrees($0.poses[index].angle)] })
                        ]
                        : []))
            for view in views where owner(of: view, among: itemViews) === item {
                draw(view, isRoot: false, offset: center, renderer: renderer, into: &drawing)
            }
            drawing.endGroup()
            drawing.endGroup()
        }
        if let shown { drawAttachmentLines(run, at: shown, animated: animated, into: &drawing) }
        drawing.endGroup()
        drawing.size = Size(width: size.width + 2 * margin, height: top + size.height + margin)
        return drawing
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
        _ view: View, isRoot: Bool, offset: Point, renderer: LayoutRenderer, into drawing: inout Drawing
    ) {
        let absolute = view.frameInRoot
        let frame = Rect(
            x: absolute.origin.x - offset.x, y: absolute.origin.y - offset.y, width: absolute.width,
            height: absolute.height)
        if isRoot {
            drawing.rect(frame, fill: SVGColor(red: 0xff, green: 0xff, blue: 0xff), stroke: .rootOutline)
            return
        }
        if let color = view.backgroundColor {
            drawing.rect(frame, fill: color)
        } else {
            drawing.rect(frame, stroke: .outline)
        }
        renderer.drawText(of: view, in: frame, into: &drawing)
    }

    /// The boundaries (dashed), snap points (crosses) and attachment anchors (dots), which do
    /// not move.
    private func drawGuides(_ run: SimulationRecording, into drawing: inout Drawing) {
        for guide in run.guides {
            switch guide {
            case .boundary(let path):
                for polyline in path.polylines {
                    let points = polyline.points + (polyline.isClosed ? polyline.points.prefix(1) : [])
                    for (a, b) in zip(points, points.dropFirst()) {
                        drawing.line(from: a, to: b, stroke: Self.guide, strokeWidth: 2, dash: [6, 4])
                    }
                }
            case .snapPoint(let p):
                drawing.line(
                    from: Point(x: p.x - 5, y: p.y - 5), to: Point(x: p.x + 5, y: p.y + 5), stroke: Self.guide
                )
                drawing.line(
                    from: Point(x: p.x - 5, y: p.y + 5), to: Point(x: p.x + 5, y: p.y - 5), stroke: Self.guide
                )
            case .anchor(let anchor):
                drawing.circle(center: anchor, radius: 3, fill: Self.guide)
            }
        }
    }

    /// A line from each attachment's anchor (or first item's attachment point) to its (second)
    /// item's attachment point in `shown`, following the items through every frame when `animated`.
    private func drawAttachmentLines(
        _ run: SimulationRecording, at shown: SimulationRecording.Frame, animated: Bool,
        into drawing: inout Drawing
    ) {
        for a in run.attachments {
            func ends(_ frame: SimulationRecording.Frame) -> (Point, Point) {
                let p1 = attachmentPoint(frame.poses[a.item], a.offset)
                guard let second = a.attachedItem else { return (a.anchorPoint ?? p1, p1) }
                return (p1, attachmentPoint(frame.poses[second], a.attachedOffset))
            }
            let (start, end) = ends(shown)
            var animations: [Drawing.Animation] = []
            if animated, let last = run.frames.last {
                let all = run.frames.map(ends)
                let attributes: [(String, (Point, Point) -> Double)] = [
                    ("x1", { a, _ in a.x }), ("y1", { a, _ in a.y }), ("x2", { _, b in b.x }),
                    ("y2", { _, b in b.y }),
                ]
                for (name, read) in attributes where a.attachedItem != nil || name.hasSuffix("2") {
                    animations.append(
                        Drawing.Animation(
                            .attribute(name), duration: last.time, values: all.map { [read($0.0, $0.1)] }))
                }
            }
            drawing.line(from: start, to: end, stroke: Self.guide, strokeWidth: 1.5, animations: animations)
        }
    }

    /// The point `offset` (item coordinates) from the pose's centre.
    private func attachmentPoint(_ pose: SimulationRecording.Pose, _ offset: Offset) -> Point {
        Point(
            x: pose.center.x + offset.horizontal * cos(pose.angle) - offset.vertical * sin(pose.angle),
            y: pose.center.y + offset.horizontal * sin(pose.angle) + offset.vertical * cos(pose.angle))
    }

    /// Radians as degrees.
    private func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }
}
