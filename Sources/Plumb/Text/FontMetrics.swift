/// The vertical metrics of a font at its size, in points, as UIKit's `UIFont` reports them.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public var ascender: Double
    /// Distance from the baseline to the bottom of the lowest glyphs (negative, as UIKit).
    public var descender: Double
    /// The distance between two baselines: ascender − descender + leading.
    public var lineHeight: Double
    /// The extra space between lines (≥ 0).
    public var leading: Double
    /// The height of a capital letter above the baseline.
    public var capHeight: Double
    /// The height of a lowercase x above the baseline.
    public var xHeight: Double

    /// Creates metrics; `lineHeight` is computed from the others.
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.lineHeight = ascender - descender + leading
    }
}
