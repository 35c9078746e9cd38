// The attributes a conflict log prints after an item: Auto Layout's, plus the frame names
// autoresizing constraints use (minX, midX, …).

/// An attribute of a logged item, by the name Apple prints.
public enum LoggedAttribute: String, Sendable, Equatable, CaseIterable {
    /// Auto Layout's edges, sizes and centres.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Text baselines (`baseline` is the old name of `lastBaseline`).
    case lastBaseline, firstBaseline, baseline
    /// Edges inset by the view's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// Centres within the layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// Frame values, as autoresizing-mask constraints print them.
    case minX, midX, maxX, minY, midY, maxY

    /// Whether the attribute lies on the horizontal axis.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX:
            true
        default: false
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    public var isSize: Bool { self == .width || self == .height }
}
