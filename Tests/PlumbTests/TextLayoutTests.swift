import Plumb
import Testing

/// TextLayout with the FallbackTextMeasurer: exact lines, sizes and baselines (its metrics are
/// fixed proportions, so every number here is deterministic).
@Suite struct TextLayoutTests {
    static let measurer = FallbackTextMeasurer()
    static let body = Font.systemFont(ofSize: 17)
    static let fox = "The quick brown fox jumps over the lazy dog"

    func layout(
        _ text: String, width: Double = .infinity, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
        font: Font = TextLayoutTests.body
    ) -> TextLayout {
        TextLayout(
            text, font: font, measurer: Self.measurer, maxWidth: width, numberOfLines: lines,
            lineBreakMode: mode)
    }

    @Test func fallbackMetrics() {
        let metrics = Self.measurer.metrics(of: Self.body)
        #expect(abs(metrics.ascender - 15.81) < 1e-9)
        #expect(abs(metrics.descender + 4.08) < 1e-9)
        #expect(abs(metrics.lineHeight - 19.89) < 1e-9)
        #expect(metrics.leading == 0)
        #expect(FallbackTextMeasurer.advance(of: "a") == 0.55)
        #expect(FallbackTextMeasurer.advance(of: "i") == 0.3)
        #expect(FallbackTextMeasurer.advance(of: " ") == 0.3)
        #expect(FallbackTextMeasurer.advance(of: "B") == 0.7)
        #expect(FallbackTextMeasurer.advance(of: "Ж") == 0.85)
        #expect(FallbackTextMeasurer.advance(of: "д") == 0.55)
        #expect(FallbackTextMeasurer.advance(of: "猫") == 1)
        #expect(FallbackTextMeasurer.advance(of: "…") == 1)
        #expect(FallbackTextMeasurer.advance(of: "é") == 0.55)  // e + combining acute: one character
        #expect(abs(Self.measurer.width(of: "Button", font: .systemFont(ofSize: 15)) - 44.25) < 1e-9)
        #expect(abs(Self.measurer.width(of: "ab", font: .boldSystemFont(ofSize: 10)) - 12.1) < 1e-9)
    }

    @Test func singleLine() {
        let hello = layout("Hello, world")
        #expect(hello.lines.map(\.text) == ["Hello, world"])
        #expect(abs(hello.lines[0].width - 94.35) < 1e-9)
        #expect(hello.size == Size(width: 94.5, height: 20))
        #expect(abs(hello.firstBaselineOffsetFromTop - 15.81) < 1e-9)
        #expect(abs(hello.lastBaselineOffsetFromBottom - 4.19) < 1e-9)
        #expect(!hello.isTruncated)
        // Whole points instead of the 2× grid.
        let points = TextLayout("Hello, world", font: Self.body, measurer: Self.measurer, scale: 1)
        #expect(points.size == Size(width: 95, height: 20))
    }

    @Test func emptyText() {
        let empty = layout("")
        #expect(empty.lines.isEmpty)
        #expect(empty.size == .zero)
        #expect(empty.firstBaselineOffsetFromTop == 0)
        #expect(empty.lastBaselineOffsetFromBottom == 0)
    }

    @Test func wordWrapping() {
        let wrapped = layout(Self.fox, width: 120)
        #expect(wrapped.lines.map(\.text) == ["The quick", "brown fox", "jumps over the", "lazy dog"])
        #expect(wrapped.size == Size(width: 115, height: 80))
        #expect(
            wrapped.lines.map(\.baseline).map { ($0 * 100).rounded() / 100 } == [15.81, 35.7, 55.59, 75.48])
        #expect(abs(wrapped.lastBaselineOffsetFromBottom - 4.52) < 1e-9)
        #expect(
            layout(Self.fox, width: 280).lines.map(\.text) == [
                "The quick brown fox jumps over the", "lazy dog",
            ])
        #expect(layout(Self.fox, width: 280).size == Size(width: 280, height: 40))
        #expect(layout(Self.fox, width: 528).size == Size(width: 351.5, height: 20))
        // Every line fits.
        for width in stride(from: 40.0, through: 400, by: 7) {
            for line in layout(Self.fox, width: width).lines { #expect(line.width <= width + 1e-9) }
        }
    }

    @Test func characterWrapping() {
        let wrapped = layout(Self.fox, width: 120, mode: .byCharWrapping)
        #expect(wrapped.lines.map(\.text) == ["The quick bro", "wn fox jumps o", "ver the lazy do", "g"])
        #expect(wrapped.size == Size(width: 120, height: 80))
    }

    @Test("A label holding one 200,000-character word wraps into lines of 34 characters (linear time)")
    func longWord() {
        // "x" is 0.55 em, 9.35 pt at 17 pt: 34 fit in 320 pt (317.9 pt), 35 do not.
        let word = String(repeating: "x", count: 200_000)
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
            let wrapped = layout(word, width: 320, mode: mode)
            #expect(wrapped.lines.count == 5883)  // 5882 × 34 + 12
            #expect(
                wrapped.lines.dropLast().allSatisfy { $0.text.count == 34 && abs($0.width - 317.9) < 1e-6 })
            #expect(wrapped.lines.last?.text.count == 12)
            #expect(abs((wrapped.lines.last?.width ?? 0) - 112.2) < 1e-6)
        }
        // The rest of a broken word starts a line that takes the next words while they fit.
        let mixed = layout("ab " + String(repeating: "x", count: 40) + " cd ef", width: 120)
        #expect(
            mixed.lines.map(\.text) == ["ab", "xxxxxxxxxxxx", "xxxxxxxxxxxx", "xxxxxxxxxxxx", "xxxx cd ef"])
    }

    @Test func truncation() {
        let tail = layout(Self.fox, width: 120, lines: 2, mode: .byTruncatingTail)
        #expect(tail.lines.map(\.text) == ["The quick", "brown fox ju…"])
        #expect(tail.size == Size(width: 113.5, height: 40))
        #expect(tail.isTruncated)
        #expect(
            layout(Self.fox, width: 120, lines: 1, mode: .byTruncatingHead).lines.map(\.text) == [
                "…the lazy dog"
            ])
        #expect(
            layout(Self.fox, width: 120, lines: 1, mode: .byTruncatingMiddle).lines.map(\.text) == [
                "The q…zy dog"
            ])
        #expect(
            layout(Self.fox, width: 120, lines: 1, mode: .byClipping).lines.map(\.text) == ["The quick bro"])
        #expect(
            layout(Self.fox, width: 120, lines: 2, mode: .byWordWrapping).lines.map(\.text) == [
                "The quick", "brown fox",
            ])
        #expect(layout(Self.fox, width: 120, lines: 2, mode: .byWordWrapping).isTruncated)
        // A text that fits is not truncated, whatever the mode.
        for mode in LineBreakMode.allCases {
            #expect(layout("Hello", width: 120, lines: 1, mode: mode).lines.map(\.text) == ["Hello"])
        }
    }

    @Test func newlines() {
        let two = layout("a\nb")
        #expect(two.lines.map(\.text) == ["a", "b"])
        #expect(two.size == Size(width: 9.5, height: 40))
        #expect(layout("a\n\nb").lines.map(\.text) == ["a", "", "b"])
        #expect(layout("a\r\nb").lines.count == 2)
        // One line that loses a paragraph ends in an ellipsis.
        let one = layout("a\nb", lines: 1, mode: .byTruncatingTail)
        #expect(one.lines.map(\.text) == ["a…"])
        #expect(one.size == Size(width: 26.5, height: 20))
    }

    @Test func cyrillic() {
        let siamese = layout("Сиамская кошка родом из Таиланда", width: 120)
        #expect(siamese.lines.map(\.text) == ["Сиамская", "кошка родом", "из Таиланда"])
        #expect(siamese.size == Size(width: 104, height: 60))
        // A word longer than the line breaks between characters.
        let long = layout("Абиссинская", width: 50)
        #expect(long.lines.map(\.text) == ["Абисс", "инска", "я"])
        #expect(long.size == Size(width: 49.5, height: 60))
        #expect(
            layout("Абиссинская кошка", width: 120, lines: 1, mode: .byTruncatingTail).lines.map(\.text) == [
                "Абиссинска…"
            ])
    }
}
