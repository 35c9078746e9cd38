/// Measures text for layout: font metrics and the advance width of a line. Plumb's controls lay
/// out text through this protocol; `PlumbText` implements it with FreeType and real font files,
/// and ``View/textMeasurer`` chooses the one a tree uses.
///
/// Implementations must be deterministic (the same input, the same result) and thread-safe.
public protocol TextMeasuring: Sendable {
    /// The font's vertical metrics at its size, in points.
    func metrics(of font: Font) -> FontMetrics

    /// The advance width of `text` set on one line in `font`, kerning included, in points.
    func width(of text: Substring, font: Font) -> Double
}
