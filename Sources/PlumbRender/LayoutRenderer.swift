// LayoutRenderer: laid-out screen specs (one `SpecLayout` per size) → one SVG document.
//
// Design. The module sits on top of PlumbSpec (PlumbRender → PlumbSpec → Plumb; nothing below
// knows it exists): a `SpecLayout` already has everything a picture needs — the live view tree,
// every view's absolute frame, the spec's names and backgrounds, the constraints made from each
// spec entry and the diagnostics in spec terms — so there is no second, "drawable" model to keep
// in step. The renderer only reads; it never lays out.
//
// Page. Each size is a panel, left to right in the order given, 40 pt apart, with a caption
// above it ("320 × 568"). A panel is as large as the root, or larger when views lie outside it
// (they are drawn, as UIKit draws them without clipping), except that a scroll view's content is
// clipped to what the scroll view shows, as UIKit's `clipsToBounds` does
// (LayoutRenderer+Clipping.swift), unless `clipsScrollViews` is off (`plumb render --full`). Coordinates are points, one SVG user
// unit each. With the overlay a legend runs beneath the panels.
//
// Views. Drawn parents before children in spec order (the `SpecLayout.views` order, a preorder
// of the tree), so a subview covers its superview and a later sibling an earlier one; hidden
// views and their subtrees are skipped. A view with a `background:` is filled with it; the others
// are outlined in light gray (text fields get a rounded border, image views a crossed frame).
// Text (LayoutRenderer+Text.swift) is drawn from the controls' own text layouts — the lines,
// their widths and their baselines as Plumb measured them — in "DejaVu Sans" (the system font,
// the family FreeType measured) at the font's size, each line with `textLength` set to its
// measured width, so that it fills exactly the space layout gave it even in a viewer whose font
// differs.
//
// Overlay (LayoutRenderer+Overlay.swift). Every constraint made from the spec is drawn in spec
// order: a relation between two edges or centres as a line between them, across the gap they
// keep; a width or height as a bar along the view. A required constraint that does not hold in
// the frames drawn (the one Plumb broke to recover from a conflict) is red, the others blue;
// every view reported ambiguous gets a dashed orange outline; a legend explains the colours.
//
// Determinism. The output depends only on the layouts: stable order, numbers through
// `SVGWriter.number` (hundredths), no dictionary iteration, no dates or random identifiers.

import Plumb
import PlumbSpec

/// Draws laid-out screen specs as SVG: every view at its absolute frame with its background and
/// text, one panel per size side by side with captions, and with ``overlay`` the constraints,
/// broken constraints and ambiguous views (see the file's design note).
///
/// ```swift
/// let spec = try Spec(contentsOfFile: "screen.yaml")
/// let layouts = try SpecReport.layouts(spec, sizes: [Size(width: 320, height: 568), Size(width: 568, height: 320)])
/// let svg = LayoutRenderer(overlay: true).svg(layouts)
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

    /// The SVG document of `layouts`, one panel per layout in order.
    /// Never fails: the spec parser has checked every colour, font and size it draws.
    /// - Complexity: O(views + constraints) per layout, plus the text layouts of the controls.
    public func svg(_ layouts: [SpecLayout]) -> String {
        var svg = SVGWriter()
        var x = LayoutRenderer.margin
        var panelsHeight = 0.0
        let top = LayoutRenderer.margin + LayoutRenderer.captionHeight
        for (panel, layout) in layouts.enumerated() {
            let bounds = LayoutRenderer.contentBounds(layout, clipping: clipsScrollViews)
            svg.text(
                caption(layout), x: x, y: LayoutRenderer.margin + LayoutRenderer.captionFontSize,
                fontSize: LayoutRenderer.captionFontSize, family: systemFamily, fill: .rootOutline)
            let origin = Point(x: x - bounds.origin.x, y: top - bounds.origin.y)
            svg.beginGroup([
                ("transform", "translate(\(SVGWriter.number(origin.x)),\(SVGWriter.number(origin.y)))")
            ])
            drawViews(layout, panel: panel, into: &svg)
            if overlay { drawOverlay(layout, into: &svg) }
            svg.endGroup()
            x += bounds.width + LayoutRenderer.panelGap
            panelsHeight = max(panelsHeight, bounds.height)
        }
        let width = max(x - LayoutRenderer.panelGap + LayoutRenderer.margin, 2 * LayoutRenderer.margin)
        var height = top + panelsHeight + LayoutRenderer.margin
        if overlay {
            drawLegend(at: Point(x: LayoutRenderer.margin, y: height), into: &svg)
            height += LayoutRenderer.legendHeight
        }
        return svg.document(width: max(width, overlay ? LayoutRenderer.legendWidth : 0), height: height)
    }

    /// "320 × 568", and with the overlay the failures at that size ("320 × 568: 1 unsatisfiable,
    /// 1 ambiguous").
    func caption(_ layout: SpecLayout) -> String {
        let size =
            "\(LayoutRenderer.integerOrNumber(layout.size.width)) × \(LayoutRenderer.integerOrNumber(layout.size.height))"
        guard overlay else { return size }
        let unsatisfiable = layout.diagnostics.filter { $0.kind == .unsatisfiable }.count
        let ambiguous = layout.diagnostics.filter { $0.kind == .ambiguous }.count
        guard unsatisfiable + ambiguous > 0 else { return size }
        return "\(size): \(unsatisfiable) unsatisfiable, \(ambiguous) ambiguous"
    }

    /// A size in a caption: `320`, `320.5`.
    static func integerOrNumber(_ value: Double) -> String { SVGWriter.number(value) }

    /// The rectangle a panel shows: the root's frame and every visible view's absolute frame
    /// (clipped to its scroll views when `clipping`).
    static func contentBounds(_ layout: SpecLayout, clipping: Bool = true) -> Rect {
        var minX = 0.0
        var minY = 0.0
        var maxX = layout.size.width
        var maxY = layout.size.height
        for entry in visibleEntries(layout) {
            var frame = entry.absoluteFrame
            if clipping, let clip = clipRect(of: entry) {
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

    /// The entries drawn: all but hidden views and their subtrees, in the layout's order.
    static func visibleEntries(_ layout: SpecLayout) -> [SpecLayout.Entry] {
        layout.views.filter { entry in
            var view: View? = entry.view
            while let current = view {
                if current.isHidden { return false }
                view = current.superview
            }
            return true
        }
    }

    /// Every visible view: background or outline, then its text; inside a scroll view clipped
    /// to what it shows (`clip-N-K` clip paths, N the panel).
    private func drawViews(_ layout: SpecLayout, panel: Int, into svg: inout SVGWriter) {
        var clips = 0
        for entry in LayoutRenderer.visibleEntries(layout) {
            guard clipsScrollViews, let clip = LayoutRenderer.clipRect(of: entry) else {
                drawView(entry, into: &svg)
                continue
            }
            guard let visible = entry.absoluteFrame.intersection(clip), !visible.isEmpty else { continue }
            if visible == entry.absoluteFrame {
                drawView(entry, into: &svg)
                continue
            }
            clips += 1
            let id = "clip-\(panel)-\(clips)"
            svg.clipPath(id: id, rect: clip)
            svg.beginGroup([("clip-path", "url(#\(id))")])
            drawView(entry, into: &svg)
            svg.endGroup()
        }
    }

    /// One view: background or outline, then its text.
    private func drawView(_ entry: SpecLayout.Entry, into svg: inout SVGWriter) {
        let frame = entry.absoluteFrame
        let fill = entry.spec?.background
        if entry.name == "root" {
            svg.rect(frame, fill: .init(red: 0xff, green: 0xff, blue: 0xff), stroke: .rootOutline)
            return
        }
        switch entry.view {
        case is TextField:
            svg.rect(
                frame, fill: fill ?? .init(red: 0xff, green: 0xff, blue: 0xff), stroke: .border,
                cornerRadius: 5)
        case is ImageView:
            svg.rect(frame, fill: fill, stroke: .border)
            if fill == nil {
                let end = Point(x: frame.origin.x + frame.width, y: frame.origin.y + frame.height)
                svg.line(from: frame.origin, to: end, stroke: .border)
                svg.line(
                    from: Point(x: frame.origin.x, y: end.y), to: Point(x: end.x, y: frame.origin.y),
                    stroke: .border)
            }
        default:
            if let fill {
                svg.rect(frame, fill: fill)
            } else {
                svg.rect(frame, stroke: .outline)
            }
        }
        drawText(of: entry.view, in: frame, into: &svg)
    }
}
