// LayoutRenderer: laid-out view trees (one per size) → one SVG document.
//
// Design. The renderer draws a `View` tree as Plumb laid it out and knows no input format: the
// tree has everything a picture needs — every view's frame, its `backgroundColor`, whether it is
// hidden, the controls' text layouts, the scroll views that clip, the constraints the views hold
// and whether they hold in the frames drawn. What only the tree's builder knows (which views to
// draw, where each constraint was written, the names a report gave ambiguous views) comes as
// `RenderAnnotations` (RenderAnnotations.swift); `plumb` makes them from a screen spec's layout.
// The renderer only reads; it never lays out. It records the picture as a `Drawing`
// (Drawing.swift), which `svg` writes as SVG and PlumbRaster paints as a PNG, so both show the same.
//
// Page. Each tree is a panel, left to right in the order given, 40 pt apart, with a caption
// above it ("320 × 568", the root's size). A panel is as large as the root, or larger when views
// lie outside it (they are drawn, as UIKit draws them without clipping), except that a scroll
// view's content is clipped to what the scroll view shows, as UIKit's `clipsToBounds` does
// (LayoutRenderer+Clipping.swift), unless `clipsScrollViews` is off (`plumb render --full`).
// Coordinates are points, one SVG user unit each. With the overlay a legend runs beneath the
// panels.
//
// Views. Drawn parents before children (the annotated order, else a preorder of the tree), so a
// subview covers its superview and a later sibling an earlier one; hidden views and their
// subtrees are skipped. A view with a `backgroundColor` is filled with it; the others are
// outlined in light gray (text fields get a rounded border, image views a crossed frame);
// switches, sliders and the other system controls are schematic shapes
// (LayoutRenderer+Controls.swift).
// Text (LayoutRenderer+Text.swift) is drawn from the controls' own text layouts — the lines,
// their widths and their baselines as Plumb measured them — in "DejaVu Sans" (the system font,
// the family FreeType measured) at the font's size, each line with `textLength` set to its
// measured width, so that it fills exactly the space layout gave it even in a viewer whose font
// differs.
//
// Overlay (LayoutRenderer+Overlay.swift). Every constraint (the annotated ones in their order,
// else those the views hold) is drawn: a relation between two edges or centres as a line between
// them, across the gap they keep; a width or height as a bar along the view. A required
// constraint that does not hold in the frames drawn (the one Plumb broke to recover from a
// conflict) is red, the others blue; every ambiguous view gets a dashed orange outline; a legend
// explains the colours.
//
// Determinism. The output depends only on the trees and annotations: stable order, numbers
// through `SVGWriter.number` (hundredths), no dictionary iteration, no dates or random
// identifiers.

import Plumb

/// Draws laid-out view trees as SVG: every view at its frame in the root with its background
/// colour and text, one panel per tree side by side with captions, and with ``overlay`` the
/// constraints, broken constraints and ambiguous views (see the file's design note).
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let card = View()
/// card.backgroundColor = Color(hex: "#d3d3d3")
/// root.addSubview(card)
/// // … constraints, then:
/// root.layoutIfNeeded()
/// let svg = LayoutRenderer(overlay: true).svg([root])
/// ```
public struct LayoutRenderer: Sendable {
    /// Whether constraints, broken constraints and ambiguous views are drawn over the views.
    public var overlay: Bool
    /// The CSS family the system font is drawn in: `"DejaVu Sans"`, the face PlumbText's
    /// FreeType measurer uses for it.
    public var systemFamily: String
    /// Whether a scroll view's content is clipped to the part the scroll view shows (true by
    /// default, as UIKit's scroll views clip); false draws it whole, overflowing.
    public var clipsScrollViews: Bool

    /// The space around the page and between panels, in points: 20.
    public static let margin = 20.0
    /// The horizontal space between two panels, in points: 40.
    public static let panelGap = 40.0
    /// The height of a panel's caption above it, in points: 28.
    public static let captionHeight = 28.0
    /// The caption's font size, in points: 14.
    public static let captionFontSize = 14.0

    /// A renderer.
    /// - Parameters:
    ///   - overlay: draw the constraints and diagnostics too (false by default).
    ///   - systemFamily: the CSS family for Plumb's system font (`"DejaVu Sans"` by default).
    ///   - clipsScrollViews: clip scroll views' content to what they show (true by default).
    public init(overlay: Bool = false, systemFamily: String = "DejaVu Sans", clipsScrollViews: Bool = true) {
        self.overlay = overlay
        self.systemFamily = systemFamily
        self.clipsScrollViews = clipsScrollViews
    }

    /// The SVG document of the laid-out trees under `roots`, one panel per root in order, with
    /// nothing but the trees to go by (see ``RenderAnnotations``).
    /// - Complexity: O(views + constraints) per tree, plus the text layouts of the controls (and,
    ///   with the overlay, the tree's ambiguity queries).
    public func svg(_ roots: [View]) -> String {
        svg(roots.map { Panel(root: $0) })
    }

    /// The SVG document of `panels`, one panel per laid-out tree in order: ``drawing(_:)`` written
    /// as SVG. Never fails: every colour, font and size it draws is a value Plumb has checked.
    /// - Complexity: O(views + constraints) per panel, plus the text layouts of the controls.
    public func svg(_ panels: [Panel]) -> String {
        drawing(panels).svg(systemFamily: systemFamily)
    }

    /// The picture of `panels`, one panel per laid-out tree in order, as a ``Drawing`` (what the
    /// SVG shows, for a rasteriser to draw the same).
    /// - Complexity: O(views + constraints) per panel, plus the text layouts of the controls.
    public func drawing(_ panels: [Panel]) -> Drawing {
        var drawing = Drawing()
        var x = LayoutRenderer.margin
        var panelsHeight = 0.0
        let top = LayoutRenderer.margin + LayoutRenderer.captionHeight
        for (index, panel) in panels.enumerated() {
            let ambiguous = overlay ? panel.ambiguousViews : []
            let bounds = LayoutRenderer.contentBounds(panel, clipping: clipsScrollViews)
            drawing.text(
                caption(panel, ambiguous: ambiguous), x: x,
                y: LayoutRenderer.margin + LayoutRenderer.captionFontSize,
                font: .systemFont(ofSize: LayoutRenderer.captionFontSize), fill: .rootOutline)
            drawing.beginGroup(
                Drawing.Group(translation: Point(x: x - bounds.origin.x, y: top - bounds.origin.y)))
            drawViews(panel, index: index, into: &drawing)
            if overlay { drawOverlay(panel, ambiguous: ambiguous, into: &drawing) }
            drawing.endGroup()
            x += bounds.width + LayoutRenderer.panelGap
            panelsHeight = max(panelsHeight, bounds.height)
        }
        let width = max(x - LayoutRenderer.panelGap + LayoutRenderer.margin, 2 * LayoutRenderer.margin)
        var height = top + panelsHeight + LayoutRenderer.margin
        if overlay {
            drawLegend(at: Point(x: LayoutRenderer.margin, y: height), into: &drawing)
            height += LayoutRenderer.legendHeight
        }
        drawing.size = Size(width: max(width, overlay ? LayoutRenderer.legendWidth : 0), height: height)
        return drawing
    }

    /// "320 × 568", and with the overlay the failures at that size ("320 × 568: 1 unsatisfiable,
    /// 1 ambiguous"), counting the `ambiguous` views as listed.
    func caption(_ panel: Panel, ambiguous: [RenderAnnotations.AmbiguousView]) -> String {
        let size =
            (panel.annotations.title.map { "\($0) · " } ?? "")
            + "\(LayoutRenderer.integerOrNumber(panel.size.width)) × \(LayoutRenderer.integerOrNumber(panel.size.height))"
        guard overlay else { return size }
        let unsatisfiable =
            panel.annotations.unsatisfiableCount
            ?? panel.overlayConstraints.filter {
                $0.constraint.priority.isRequired && !LayoutRenderer.holds($0.constraint)
            }.count
        guard unsatisfiable + ambiguous.count > 0 else { return size }
        return "\(size): \(unsatisfiable) unsatisfiable, \(ambiguous.count) ambiguous"
    }

    /// A size in a caption: `320`, `320.5`.
    static func integerOrNumber(_ value: Double) -> String { SVGWriter.number(value) }

    /// The rectangle a panel shows: the root's frame and every visible view's frame in the root
    /// (clipped to its scroll views when `clipping`).
    static func contentBounds(_ panel: Panel, clipping: Bool = true) -> Rect {
        var minX = 0.0
        var minY = 0.0
        var maxX = panel.size.width
        var maxY = panel.size.height
        for view in panel.visibleViews {
            var frame = view.frameInRoot
            if clipping, let clip = clipRect(of: view) {
                guard let visible = frame.intersection(clip) else { continue }
                frame = visible
            }
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
                frame.height.isFinite
            else { continue }
            minX = min(minX, frame.origin.x)
            minY = min(minY, frame.origin.y)
            maxX = max(maxX, frame.origin.x + frame.width)
            maxY = max(maxY, frame.origin.y + frame.height)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Every visible view: background or outline, then its text; inside a scroll view clipped
    /// to what it shows (`clip-N-K` clip paths, N the panel).
    private func drawViews(_ panel: Panel, index: Int, into drawing: inout Drawing) {
        var clips = 0
        for view in panel.visibleViews {
            let frame = view.frameInRoot
            guard clipsScrollViews, let clip = LayoutRenderer.clipRect(of: view) else {
                drawView(view, isRoot: view === panel.root, into: &drawing)
                continue
            }
            guard let visible = frame.intersection(clip), !visible.isEmpty else { continue }
            if visible == frame {
                drawView(view, isRoot: view === panel.root, into: &drawing)
                continue
            }
            clips += 1
            let id = "clip-\(index)-\(clips)"
            drawing.beginGroup(Drawing.Group(clip: (id, clip)))
            drawView(view, isRoot: view === panel.root, into: &drawing)
            drawing.endGroup()
        }
    }

    /// One view: background or outline, then its text; the root is white, outlined in gray.
    private func drawView(_ view: View, isRoot: Bool, into drawing: inout Drawing) {
        let frame = view.frameInRoot
        let fill = view.backgroundColor
        if isRoot {
            drawing.rect(frame, fill: .init(red: 0xff, green: 0xff, blue: 0xff), stroke: .rootOutline)
            return
        }
        if drawControl(view, in: frame, into: &drawing) { return }
        switch view {
        case is TextField:
            drawing.rect(
                frame, fill: fill ?? .init(red: 0xff, green: 0xff, blue: 0xff), stroke: .border,
                cornerRadius: 5)
        case is ImageView:
            drawing.rect(frame, fill: fill, stroke: .border)
            if fill == nil {
                let end = Point(x: frame.origin.x + frame.width, y: frame.origin.y + frame.height)
                drawing.line(from: frame.origin, to: end, stroke: .border)
                drawing.line(
                    from: Point(x: frame.origin.x, y: end.y), to: Point(x: end.x, y: frame.origin.y),
                    stroke: .border)
            }
        default:
            if let fill {
                drawing.rect(frame, fill: fill)
            } else {
                drawing.rect(frame, stroke: .outline)
            }
        }
        drawText(of: view, in: frame, into: &drawing)
    }
}
