import Plumb

/// Fixed-proportion text metrics for machines without the font: the deterministic fallback that
/// ``FreeTypeTextMeasurer`` uses only for a font it cannot resolve to a real face (a missing file,
/// an unknown family, no font directories, FreeType failing to start).
///
/// Every proportion is a fraction of the point size (1 em):
/// - each Unicode scalar advances 0.55 em, except controls (`Cc`), format characters (`Cf`) and
///   non-spacing or enclosing marks (`Mn`, `Me`), which advance 0; there is no kerning;
/// - ascender 0.93 em, descender −0.24 em, leading 0 (so a line is 1.17 em);
/// - cap height 0.72 em, x-height 0.53 em (DejaVu Sans' proportions, rounded).
///
/// The same text and font always give the same numbers, on every machine.
public struct FallbackMetrics: TextMeasuring, Hashable {
    /// The advance of one character, in em: 0.55.
    public static let averageAdvance = 0.55
    /// The ascender, in em: 0.93.
    public static let ascender = 0.93
    /// The descender, in em: −0.24.
    public static let descender = -0.24
    /// The cap height, in em: 0.72.
    public static let capHeight = 0.72
    /// The x-height, in em: 0.53.
    public static let xHeight = 0.53

    /// Creates the fallback measurer (it has no state).
    public init() {}

    /// The fixed-proportion metrics at `font.pointSize`, in points. O(1).
    public func metrics(of font: Font) -> FontMetrics {
        let size = font.pointSize
        return FontMetrics(
            ascender: Self.ascender * size, descender: Self.descender * size, leading: 0,
            capHeight: Self.capHeight * size, xHeight: Self.xHeight * size)
    }

    /// 0.55 em for each spacing Unicode scalar of `text`, in points. O(n) in the scalars.
    public func width(of text: Substring, font: Font) -> Double {
        Double(spacingScalarCount(text)) * Self.averageAdvance * font.pointSize
    }

    /// The advance of each Unicode scalar of `text` (0.55 em, or 0 for a control, format
    /// character or combining mark), in points. O(n) in the scalars.
    public func advances(of text: Substring, font: Font) -> [Double] {
        text.unicodeScalars.map { Self.isSpacing($0) ? Self.averageAdvance * font.pointSize : 0 }
    }

    private func spacingScalarCount(_ text: Substring) -> Int {
        var count = 0
        for scalar in text.unicodeScalars where Self.isSpacing(scalar) { count += 1 }
        return count
    }

    /// Whether a scalar takes horizontal space: not a control, format character or combining mark.
    static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: false
        default: true
        }
    }
}
