// TextLayout: the lines, size and baselines of a text set in one font (what UILabel draws and
// measures), through any `TextMeasuring`.
//
// Design. The text is split into paragraphs at explicit newlines (`\n`, `\r\n`, U+2028…); an empty
// paragraph is an empty line. Each paragraph is broken into lines greedily at `maxWidth`
// (`TextLayout+Breaking.swift`): with word wrapping a line ends before the first word that does
// not fit, and the spaces at the break hang (they neither count toward the width nor start the
// next line); a word wider than a whole line is broken between characters (grapheme clusters, so
// Cyrillic, accents and emoji are never split). With character wrapping any character boundary
// is a break. Only spaces are word boundaries (no hyphenation, no breaks after `-`).
//
// When the lines outnumber `numberOfLines` (0 = unlimited), the first N − 1 stay and the last one
// shows the rest of its paragraph as the line break mode says (`TextLayout+Truncation.swift`):
// as wrapped (word and character wrapping), cut to the characters that fit (clipping), or
// shortened with "…" at the tail, head or middle, by characters. A single line that only loses
// later paragraphs ends in "…" in every truncating mode.
//
// Widths are measured on each line's whole text (so kerning counts). The layout's width is its
// widest line and its height the number of lines times the font's line height, each rounded up
// to the pixel grid: `scale` pixels per point, 2 by default (the iPhone 5 of the seed screens).
// UIKit rounds a label's intrinsic size up to pixels (a 17 pt system label is 20.5 pt high on a
// 2× screen); whether it rounds each line or the total is not documented: Plumb rounds the total.
//
// Baselines: a line box is one line height, the ascender above the baseline, the descender and
// the leading below it. The first baseline is one ascender below the top; the last is
// `(lines − 1) × lineHeight + ascender` below the top, and the rest of the rounded height above
// the bottom. An empty text has no lines, size zero and both baseline offsets 0 (its edges).

/// Text laid out in lines at a maximum width: the lines, their size and the baselines, as a
/// `UILabel` sets it. Any ``TextMeasuring`` supplies the widths and metrics.
///
/// ```swift
/// let layout = TextLayout(
///     "Сиамская кошка родом из Таиланда", font: .systemFont(ofSize: 17),
///     measurer: FallbackTextMeasurer(), maxWidth: 120)
/// // layout.lines.map(\.text) == ["Сиамская", "кошка родом", "из Таиланда"]
/// ```
public struct TextLayout: Hashable, Sendable {
    /// One line of a layout.
    public struct Line: Hashable, Sendable {
        /// The characters shown, without the spaces hanging at a break; with "…" when truncated.
        public var text: String
        /// The advance width of ``text``, in points (not rounded).
        public var width: Double
        /// The distance from the top of the layout to the line's baseline, in points.
        public var baseline: Double
    }

    /// The character that stands for truncated text: "…" (U+2026).
    public static let ellipsis = "…"
    /// Pixels per point used when rounding sizes up: 2, the iPhone 5's Retina screen.
    public static let defaultScale = 2.0

    /// The lines, top to bottom; empty for an empty text.
    public let lines: [Line]
    /// The widest line's width and the lines' total height, each rounded up to the pixel grid, in
    /// points.
    public let size: Size
    /// The font's metrics, as the measurer reported them.
    public let metrics: FontMetrics
    /// The distance from the top to the first line's baseline, in points (the ascender); 0 for an
    /// empty text.
    public let firstBaselineOffsetFromTop: Double
    /// The distance from the last line's baseline to the bottom of ``size``, in points; 0 for an
    /// empty text.
    public let lastBaselineOffsetFromBottom: Double
    /// Whether lines were dropped or shortened to respect the number of lines.
    public let isTruncated: Bool

    /// Lays out `text`.
    /// - Parameters:
    ///   - text: the text; newlines start paragraphs.
    ///   - font: the font of every character.
    ///   - measurer: what measures widths and metrics.
    ///   - maxWidth: the width lines break at, in points; infinite (the default) keeps each
    ///     paragraph on one line.
    ///   - numberOfLines: the most lines shown; 0 (the default) for no limit.
    ///   - lineBreakMode: how lines wrap and how the last line shows what does not fit
    ///     (``LineBreakMode/byWordWrapping`` by default).
    ///   - scale: pixels per point of the grid sizes are rounded up to (2 by default; 1 rounds to
    ///     whole points).
    /// - Complexity: at a finite width, O(n · c) characters measured for a paragraph of n
    ///   characters, c the characters of its longest line (a line is measured again each time it
    ///   grows by a word, or by a character when a word wider than the line is broken); O(n) at an
    ///   infinite width.
    public init(
        _ text: String, font: Font, measurer: any TextMeasuring, maxWidth: Double = .infinity,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
        scale: Double = TextLayout.defaultScale
    ) {
        let metrics = measurer.metrics(of: font)
        self.metrics = metrics
        guard !text.isEmpty else {
            lines = []
            size = .zero
            firstBaselineOffsetFromTop = 0
            lastBaselineOffsetFromBottom = 0
            isTruncated = false
            return
        }
        let measure = Measure(measurer: measurer, font: font, maxWidth: maxWidth)
        let paragraphs =
            TextLayout.mayHaveNewlines(text)
            ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) : [text[...]]
        var broken: [(paragraph: Substring, range: Range<String.Index>)] = []
        for paragraph in paragraphs {
            let ranges = TextLayout.breakLines(
                paragraph, byCharacter: lineBreakMode == .byCharWrapping, measure: measure)
            for range in ranges { broken.append((paragraph, range)) }
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var texts = broken.prefix(limit).map { String($0.paragraph[$0.range]) }
        isTruncated = broken.count > limit
        if isTruncated, let last = broken.prefix(limit).last {
            switch lineBreakMode {
            case .byWordWrapping, .byCharWrapping:
                break
            case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
                let rest = last.paragraph[last.range.lowerBound...]
                texts[texts.count - 1] = TextLayout.lastLine(of: rest, mode: lineBreakMode, measure: measure)
            }
        }

        let lineHeight = metrics.lineHeight
        lines = texts.enumerated().map { index, line in
            Line(
                text: line, width: measure.width(Substring(line)),
                baseline: Double(index) * lineHeight + metrics.ascender)
        }
        let widest = lines.reduce(0) { max($0, $1.width) }
        size = Size(
            width: TextLayout.roundUp(widest, scale: scale),
            height: TextLayout.roundUp(Double(lines.count) * lineHeight, scale: scale))
        firstBaselineOffsetFromTop = metrics.ascender
        lastBaselineOffsetFromBottom = size.height - (lines.last?.baseline ?? 0)
    }

    /// `value` rounded up to a multiple of `1 / scale`, ignoring floating-point noise below 1e-6
    /// pixel (so that 3 × 19.89 = 59.67 rounds to 60, and 20.000000000000004 to 20).
    public static func roundUp(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return max(0, (value * scale - 1e-6).rounded(.up) / scale)
    }

    /// Whether `text` may hold a newline character (`Character.isNewline`: its first scalar is
    /// U+000A–U+000D, U+0085, U+2028 or U+2029): false only when no UTF-8 byte could start one, so
    /// that one-paragraph text skips the split. Counts a lead byte 0xE2 (U+2000–U+2FFF) as a
    /// possible newline.
    static func mayHaveNewlines(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (0x0A...0x0D).contains(byte) || byte == 0xE2 || (previous == 0xC2 && byte == 0x85) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// Measures substrings in one font against the maximum width.
    struct Measure {
        let measurer: any TextMeasuring
        let font: Font
        let maxWidth: Double

        /// The advance width of `text`.
        func width(_ text: Substring) -> Double { measurer.width(of: text, font: font) }

        /// Whether `text` fits in the maximum width (within 1e-9 pt).
        func fits(_ text: Substring) -> Bool {
            !maxWidth.isFinite || width(text) <= maxWidth + 1e-9
        }
    }
}
