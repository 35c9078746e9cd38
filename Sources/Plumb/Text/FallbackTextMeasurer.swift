/// Deterministic approximate text metrics that need no font file: the measurer a tree uses until
/// ``View/textMeasurer`` is set (`PlumbText`'s FreeType measurer reads real fonts).
///
/// Every font is measured as a proportional sans-serif face shaped like DejaVu Sans, in ems of its
/// ``Font/pointSize``:
///
/// | Metric | em |
/// |---|---|
/// | ascender | 0.93 |
/// | descender | −0.24 |
/// | leading | 0 (line height 1.17) |
/// | cap height | 0.73 |
/// | x-height | 0.55 |
///
/// A line's width is the sum of its characters' advances (no kerning), by class
/// (``advance(of:)``): 0 for zero-width characters, 0.3 for spaces and narrow glyphs, 0.55 for
/// most letters and digits, 0.7 for capitals, 0.85 for the widest letters, 1 for full-width
/// (East Asian, emoji) characters and the ellipsis. Weights above regular widen every advance by
/// `weight × 0.25` (bold: × 1.1). The numbers are fixed, so tests can pin them: "Button" in the
/// system font at 15 pt is 2.95 em = 44.25 pt wide; a 17 pt line is 19.89 pt high.
public struct FallbackTextMeasurer: TextMeasuring, Hashable {
    /// The ascender, in ems: 0.93.
    public static let ascender = 0.93
    /// The descender, in ems (negative): −0.24.
    public static let descender = -0.24
    /// The cap height, in ems: 0.73.
    public static let capHeight = 0.73
    /// The x-height, in ems: 0.55.
    public static let xHeight = 0.55

    /// Creates the measurer; it has no state.
    public init() {}

    /// The metrics of `font`: the em proportions above times its point size, no leading.
    public func metrics(of font: Font) -> FontMetrics {
        let size = font.pointSize
        return FontMetrics(
            ascender: FallbackTextMeasurer.ascender * size, descender: FallbackTextMeasurer.descender * size,
            leading: 0, capHeight: FallbackTextMeasurer.capHeight * size,
            xHeight: FallbackTextMeasurer.xHeight * size)
    }

    /// The sum of the characters' advances (``advance(of:)``) times the point size and the weight
    /// factor, in points.
    /// - Complexity: O(n) in the characters of `text`.
    public func width(of text: Substring, font: Font) -> Double {
        // Text of ASCII and standalone scalars (one character per scalar, see StandaloneScalars;
        // CR LF weighs 0 either way) sums a table in scalar order; anything else walks the
        // grapheme clusters.
        let tabulated = text.utf8.withContiguousStorageIfAvailable(FallbackTextMeasurer.tabulatedEms) ?? nil
        let ems =
            tabulated
            ?? text.reduce(0) { $0 + FallbackTextMeasurer.advance(of: $1) }
        return ems * font.pointSize * FallbackTextMeasurer.widthFactor(of: font.weight)
    }

    /// The summed advances of UTF-8 text whose scalars all have an entry in `scalarAdvances`, nil
    /// when one has none.
    private static func tabulatedEms(_ utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        var ems = 0.0
        var offset = 0
        while offset < utf8.count {
            guard let (value, next) = StandaloneScalars.decode(utf8, at: offset), value < scalarAdvances.count
            else { return nil }
            let advance = scalarAdvances[value]
            guard advance >= 0 else { return nil }
            ems += advance
            offset = next
        }
        return ems
    }

    /// ``advance(of:)`` by scalar value below ``StandaloneScalars/limit``: every ASCII character
    /// and every standalone scalar; −1 for the others (marks, controls above ASCII).
    private static let scalarAdvances: [Double] = (0..<StandaloneScalars.limit).map { value in
        guard value < 0x80 || StandaloneScalars.kinds[value] != 0, let scalar = Unicode.Scalar(UInt32(value))
        else { return -1 }
        return advance(of: Character(scalar))
    }

    /// How much wider a weight sets text than the regular weight: `1 + 0.25 × weight` above
    /// regular (bold 1.1), 1 for regular and lighter weights.
    public static func widthFactor(of weight: Font.Weight) -> Double {
        1 + max(0, weight.rawValue) * 0.25
    }

    /// The advance of one character (grapheme cluster), in ems, by its first scalar's class:
    /// - 0: controls, newlines, format characters and zero-width spaces;
    /// - 0.3: whitespace and the narrow glyphs `i j l I f t r . , : ; ! | ' " ( ) [ ] { } - / \`;
    /// - 0.7: other capitals (Latin, Cyrillic, Greek);
    /// - 0.85: the widest letters `m w M W` and Cyrillic `ж ш щ ы ю Ж Ш Щ Ы Ю`;
    /// - 1: full-width characters (CJK, Hangul, kana, full-width forms, emoji) and `…` `—`;
    /// - 0.55: everything else (lowercase letters, digits, other punctuation).
    public static func advance(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.isNewline { return 0 }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default: break
        }
        if character.isWhitespace { return 0.3 }
        if narrow.contains(character) { return 0.3 }
        if widest.contains(character) { return 0.85 }
        if character == "…" || character == "—" || isFullWidth(scalar) { return 1 }
        if character.isUppercase { return 0.7 }
        return 0.55
    }

    /// Glyphs set at 0.3 em.
    private static let narrow: Set<Character> = [
        "i", "j", "l", "I", "f", "t", "r", ".", ",", ":", ";", "!", "|", "'", "\"", "(", ")", "[", "]",
        "{", "}", "-", "/", "\\",
    ]
    /// Glyphs set at 0.85 em.
    private static let widest: Set<Character> = [
        "m", "w", "M", "W", "ж", "ш", "щ", "ы", "ю", "Ж", "Ш", "Щ", "Ы", "Ю",
    ]

    /// Whether a scalar is set full width: CJK ideographs and symbols, kana, Hangul, full-width
    /// forms and emoji presentation.
    private static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
