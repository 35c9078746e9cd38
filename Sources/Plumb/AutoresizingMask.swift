/// Which parts of a view's frame stretch when its superview resizes (springs and struts), with
/// UIKit's bit values (docs/auto-layout.md §4.1).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The space to the left of the view stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space to the right of the view stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above the view stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below the view stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The three flexibility flags of one axis: (leading margin, size, trailing margin).
    func flexibility(along axis: LayoutAxis) -> (margin: Bool, size: Bool, trailing: Bool) {
        switch axis {
        case .horizontal:
            (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        case .vertical:
            (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        }
    }

    /// The log notation `h=--& v=--&`: per axis, leading margin, size and trailing margin, `-`
    /// fixed and `&` flexible; an axis with nothing flexible prints its trailing margin flexible.
    var notation: String {
        func axis(_ axis: LayoutAxis) -> String {
            var flags = flexibility(along: axis)
            if !flags.margin && !flags.size && !flags.trailing { flags.trailing = true }
            return [flags.margin, flags.size, flags.trailing].map { $0 ? "&" : "-" }.joined()
        }
        return "h=\(axis(.horizontal)) v=\(axis(.vertical))"
    }
}
