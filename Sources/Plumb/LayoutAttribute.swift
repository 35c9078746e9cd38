import PlumbSolver

/// An attribute of a layout item that a constraint relates, with the raw values of
/// `NSLayoutConstraint.Attribute` (docs/auto-layout.md §1.2).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No attribute: used only as the second attribute of a constraint without a second item.
    case notAnAttribute = 0
    /// The left edge (minX).
    case left = 1
    /// The right edge (minX + width).
    case right = 2
    /// The top edge (minY).
    case top = 3
    /// The bottom edge (minY + height).
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones (§1.5).
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (`baseline` in older SDKs); the bottom edge of a
    /// view without text.
    case lastBaseline = 11
    /// The baseline of the first line of text; the top edge of a view without text.
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The centre between the top and bottom margins.
    case centerYWithinMargins = 20

    /// The axis the attribute measures along, or nil for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a location: an edge, a centre, a baseline or a margin.
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// Whether the attribute depends on the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Apple's name, as descriptions print it: `leading`, `centerY`, `lastBaseline`.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// The two layout axes, with the raw values of `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, CaseIterable {
    /// Left to right: x positions and widths.
    case horizontal = 0
    /// Top to bottom: y positions and heights.
    case vertical = 1
}

/// How a constraint relates its two sides, with the raw values of `NSLayoutConstraint.Relation`.
public typealias LayoutRelation = PlumbSolver.Relation

/// How strongly a constraint wants to hold: Apple's `Float` scale in (0, 1000] with its names
/// (`.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`).
public typealias LayoutPriority = PlumbSolver.Priority
