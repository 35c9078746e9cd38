// What the engine needs from views that show text: re-measuring when the tree's measurer
// changes, line heights for baseline spacing (docs/auto-layout.md §6.4), and the intrinsic size at a
// width for systemLayoutSizeFitting's second pass (§8.8, §8.9).

/// A view whose intrinsic size and baselines come from text measured by the tree's
/// ``View/textMeasurer``.
protocol TextContent: View {
    /// The line heights of the first and last lines, in points, or nil without text.
    var baselineLineHeights: (first: Double, last: Double)? { get }

    /// The intrinsic size the view would have if laid out at `width`, or nil when its intrinsic
    /// size does not depend on its width (everything but a multi-line label without a preferred
    /// width).
    func intrinsicContentSize(forLayoutWidth width: Double) -> Size?
}

extension View {
    /// The text's measurements changed (text, font, measurer, wrapping width): the intrinsic size
    /// is read again in the next update pass, and every lowered constraint that reads this view's
    /// baselines moves now (baselines are lowered as constants, §1.2).
    func textLayoutDidChange() {
        invalidateIntrinsicContentSize()
        for constraint in referencing
        where constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
            constraint.engine?.constantDidChange(constraint)
        }
    }
}

extension LayoutAttribute {
    /// Whether the attribute is the first or the last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
