// Drawing: what a picture shows, in drawing order, as plain values — the one description that
// both the SVG writer (Drawing+SVG.swift) and a rasteriser (the PlumbRaster module, with cairo)
// consume, so that a PNG shows exactly what the SVG shows.
//
// Design. `LayoutRenderer` and `SimulationRenderer` record rectangles, lines, circles, text runs
// and groups (a translation, a rotation, a rectangular clip) into a `Drawing` instead of writing
// markup, and finish it with the page's size. Coordinates are points; a group's transform and
// clip apply to the elements up to its matching `endGroup`. Text keeps its `Font` (not a CSS
// family) and the width it was measured at, so that the SVG can name the family and stretch the
// line to that width, and a rasteriser can draw the very face that measured it at the measured
// advances. Two things only a viewer can use are kept as data every consumer may ignore: a
// group's tooltip (`title`) and SMIL animations (`Animation`), which SVG plays and a rasteriser,
// drawing one frame, leaves out.

import Plumb

/// A picture as a list of drawing elements in painting order, on a page of ``size`` points with a
/// white background: what ``LayoutRenderer`` and ``SimulationRenderer`` draw, consumed by
/// ``svg(systemFamily:)`` and by rasterisers.
///
/// ```swift
/// var drawing = Drawing()
/// drawing.rect(Rect(x: 10, y: 10, width: 100, height: 40), fill: Color(hex: "#d3d3d3"))
/// drawing.text("Hello", x: 16, y: 34, font: .systemFont(ofSize: 17))
/// drawing.size = Size(width: 120, height: 60)
/// let svg = drawing.svg()
/// ```
public struct Drawing: Sendable {
    /// One thing drawn, or the start or end of a group.
    public enum Element: Sendable {
        /// A rectangle: filled (nil: not filled), outlined (nil: no outline) with the width in
        /// points and the dash pattern (empty: solid), its corners rounded by the radius.
        case rect(
            Rect, fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double, dash: [Double])
        /// A straight line of the colour, width and dash pattern; an SVG viewer plays its
        /// animations (of `x1`, `y1`, `x2`, `y2`), a rasteriser draws it where it is.
        case line(
            from: Point, to: Point, stroke: Color, strokeWidth: Double, dash: [Double],
            animations: [Animation])
        /// A filled circle.
        case circle(center: Point, radius: Double, fill: Color)
        /// One line of text.
        case text(Text)
        /// Opens a group: its transform and clip apply up to the matching ``endGroup``.
        case beginGroup(Group)
        /// Closes the innermost group.
        case endGroup
    }

    /// One line of text, positioned by its baseline.
    public struct Text: Sendable {
        /// Where ``x`` is on the line: its left end or its centre.
        public enum Anchor: Sendable {
            /// `x` is the left end of the line.
            case start
            /// `x` is the centre of the line.
            case middle
        }

        /// The text.
        public var string: String
        /// The anchor's x, in points.
        public var x: Double
        /// The baseline's y, in points.
        public var y: Double
        /// The font (its family, weight, size in points and file) the text is drawn in.
        public var font: Font
        /// The text colour.
        public var fill: Color
        /// Where `x` is on the line.
        public var anchor: Anchor
        /// The advance width the line was measured at, in points: the line is fitted to exactly
        /// this width (SVG's `textLength`); nil leaves the width to the font.
        public var length: Double?

        /// A line of text.
        public init(
            _ string: String, x: Double, y: Double, font: Font, fill: Color = .black, anchor: Anchor = .start,
            length: Double? = nil
        ) {
            self.string = string
            self.x = x
            self.y = y
            self.font = font
            self.fill = fill
            self.anchor = anchor
            self.length = length
        }
    }

    /// A group's transform, clip and tooltip.
    public struct Group: Sendable {
        /// A translation, in points, applied first; nil for none.
        public var translation: Point?
        /// A rotation about the (translated) origin, in degrees, positive clockwise; nil for none.
        public var rotation: Double?
        /// A rectangle the group's elements are clipped to, in the group's coordinates, with the
        /// id SVG names it by (unique in the drawing); nil for no clip.
        public var clip: (id: String, rect: Rect)?
        /// A tooltip (SVG's `<title>`); nil for none.
        public var title: String?
        /// A class name for style sheets (SVG's `class`); nil for none.
        public var className: String?
        /// Animations of the group's transform, played by SVG viewers.
        public var animations: [Animation]

        /// A group; every part nil or empty unless given.
        public init(
            translation: Point? = nil, rotation: Double? = nil, clip: (id: String, rect: Rect)? = nil,
            title: String? = nil, className: String? = nil, animations: [Animation] = []
        ) {
            self.translation = translation
            self.rotation = rotation
            self.clip = clip
            self.title = title
            self.className = className
            self.animations = animations
        }
    }

    /// A SMIL animation of a group's transform or of a line's end points, repeating forever;
    /// consumers that draw one moment (rasterisers) ignore it.
    public struct Animation: Sendable {
        /// What the animation changes.
        public enum Target: Sendable {
            /// The group's translation; each value is `[x, y]` in points.
            case translation
            /// The group's rotation; each value is `[degrees]`.
            case rotation
            /// A line's attribute (`x1`, `y1`, `x2` or `y2`); each value is `[points]`.
            case attribute(String)
        }

        /// What changes.
        public var target: Target
        /// One cycle's length, in seconds.
        public var duration: Double
        /// The values, evenly spaced in time over ``duration``.
        public var values: [[Double]]

        /// An animation.
        public init(_ target: Target, duration: Double, values: [[Double]]) {
            self.target = target
            self.duration = duration
            self.values = values
        }
    }

    /// The elements, in painting order.
    public private(set) var elements: [Element] = []
    /// The page's size, in points; the picture covers (0, 0) to (width, height).
    public var size = Size(width: 0, height: 0)

    /// An empty drawing on an empty page.
    public init() {}

    /// Adds a rectangle; see ``Element/rect(_:fill:stroke:strokeWidth:cornerRadius:dash:)``.
    public mutating func rect(
        _ rect: Rect, fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1,
        cornerRadius: Double = 0, dash: [Double] = []
    ) {
        elements.append(
            .rect(
                rect, fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: cornerRadius,
                dash: dash
            ))
    }

    /// Adds a straight line from `start` to `end`, `strokeWidth` points wide (1 by default).
    public mutating func line(
        from start: Point, to end: Point, stroke: Color, strokeWidth: Double = 1, dash: [Double] = [],
        animations: [Animation] = []
    ) {
        elements.append(
            .line(
                from: start, to: end, stroke: stroke, strokeWidth: strokeWidth, dash: dash,
                animations: animations
            ))
    }

    /// Adds a filled circle.
    public mutating func circle(center: Point, radius: Double, fill: Color) {
        elements.append(.circle(center: center, radius: radius, fill: fill))
    }

    /// Adds one line of text whose baseline's anchor is at (`x`, `y`); see ``Text``.
    public mutating func text(
        _ string: String, x: Double, y: Double, font: Font, fill: Color = .black,
        anchor: Text.Anchor = .start,
        length: Double? = nil
    ) {
        elements.append(
            .text(Text(string, x: x, y: y, font: font, fill: fill, anchor: anchor, length: length)))
    }

    /// Opens a group; close it with ``endGroup()``.
    public mutating func beginGroup(_ group: Group) {
        elements.append(.beginGroup(group))
    }

    /// Closes the innermost group.
    public mutating func endGroup() {
        elements.append(.endGroup)
    }
}
