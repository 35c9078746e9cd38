// The standard space between two baselines (docs/auto-layout.md §6.4): VFL's bare `-` with
// `spacingBaselineToBaseline` and the system spacing of anchors between baselines.
//
// UIKit derives it from the line heights of the fonts involved; the exact formula is not
// documented. Plumb uses the larger line height of the two texts plus the sibling spacing (8),
// rounded up to the pixel grid: two texts in one font then have 8 pt between their line boxes,
// as two views without text have between their edges (17 pt fallback text: 19.89 + 8 → 28 pt from
// baseline to baseline). When only one item shows text its line height is used; between items
// without text the space is the sibling spacing, from their edges.

extension LayoutConstraint {
    /// The font-derived standard space when the constraint relates two baselines and one of its
    /// items shows text, else nil.
    func baselineSpacing(_ siblingSpacing: Double) -> Double? {
        guard firstAttribute.isBaseline, secondAttribute.isBaseline else { return nil }
        let first = (firstItem as? any TextContent)?.baselineLineHeights
        let second = (secondItem as? any TextContent)?.baselineLineHeights
        let firstHeight = firstAttribute == .firstBaseline ? first?.first : first?.last
        let secondHeight = secondAttribute == .firstBaseline ? second?.first : second?.last
        guard let height = [firstHeight, secondHeight].compactMap({ $0 }).max() else { return nil }
        return TextLayout.roundUp(height + siblingSpacing, scale: TextLayout.defaultScale)
    }
}
