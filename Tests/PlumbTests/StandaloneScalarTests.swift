import Testing

@testable import Plumb

/// The fast paths for text of standalone scalars (StandaloneScalars.swift) agree with Swift's
/// `Character` operations: the table against the standard library for every scalar, the
/// measurer's widths against the sum of ``FallbackTextMeasurer/advance(of:)`` over characters,
/// line breaking by UTF-8 bytes against breaking by grapheme clusters.
@Suite struct StandaloneScalarTests {
    /// Texts mixing ASCII, Latin, Greek and Cyrillic with what the fast paths must leave to the
    /// grapheme walk: combining marks (after ASCII and after Cyrillic), CR LF, controls, emoji,
    /// CJK, the ellipsis.
    static let mixedTexts = [
        "The quick brown fox", "Спокойная и независимая кошка с плотной шерстью.", "Ωμέγα ß Æ ¿Qué?",
        "Мейн-кун: 1966 год, ЖШЩЫЮ", "e\u{301}te\u{301}", "Ж\u{301}и\u{483}", "line\r\nnext", "tab\there",
        "кот 🐈 cat", "猫 и кот", "Сиамская…", "\u{85}next\u{AD}line", "a\u{200D}b", "© ® ¶ §",
        "\u{A0}non-breaking\u{A0}", "",
    ]

    @Test func tableMatchesCharacters() {
        for value in 0..<StandaloneScalars.limit where StandaloneScalars.kinds[value] != 0 {
            let scalar = Unicode.Scalar(UInt32(value))!
            let text = String(Character(scalar))
            #expect(("a" + text).count == 2, "U+\(String(value, radix: 16)) joins a preceding letter")
            #expect((text + "a").count == 2, "U+\(String(value, radix: 16)) joins a following letter")
            #expect((text + text).count == 2, "U+\(String(value, radix: 16)) joins itself")
            #expect(Character(scalar).isWhitespace == (StandaloneScalars.kinds[value] == 2))
            #expect(
                FallbackTextMeasurer().width(of: Substring(text), font: .systemFont(ofSize: 1))
                    == FallbackTextMeasurer.advance(of: Character(scalar)))
        }
        // Latin, Greek and Cyrillic letters are standalone; marks and controls are not.
        #expect(StandaloneScalars.kinds[0x20] == 2)
        #expect(StandaloneScalars.kinds[0xA0] == 2)
        #expect(StandaloneScalars.kinds[Int(("ж" as Unicode.Scalar).value)] == 1)
        #expect(StandaloneScalars.kinds[Int(("ω" as Unicode.Scalar).value)] == 1)
        #expect(StandaloneScalars.kinds[0x301] == 0)
        #expect(StandaloneScalars.kinds[0x483] == 0)
        #expect(StandaloneScalars.kinds[0x0A] == 0)
    }

    @Test(arguments: mixedTexts) func measurerWidthMatchesCharacterSum(text: String) {
        for font in [Font.systemFont(ofSize: 15), .boldSystemFont(ofSize: 17)] {
            let characters = text.reduce(0.0) { $0 + FallbackTextMeasurer.advance(of: $1) }
            let expected = characters * font.pointSize * FallbackTextMeasurer.widthFactor(of: font.weight)
            #expect(FallbackTextMeasurer().width(of: Substring(text), font: font) == expected)
        }
    }

    /// Paragraphs of standalone scalars: Latin, Cyrillic, Greek, long words, runs of spaces,
    /// leading and trailing spaces, no-break spaces.
    static let standaloneParagraphs = [
        "The quick brown fox jumps over the lazy dog",
        "Бесшёрстная порода, выведенная в Торонто в 1966 году. Любопытна, ласкова и очень общительна.",
        "  Ωμέγα   ß Æ ¿Qué? Серебристо-голубая\u{A0}шерсть  ",
        "Британскаякороткошёрстнаякошкасплотнойшерстью и Zwischenüberschriftengestaltung", "ж", " ",
    ]

    @Test(arguments: standaloneParagraphs) func standaloneWalkBreaksAsGraphemes(paragraph: String) throws {
        let text = paragraph[...]
        let walk = try #require(StandaloneWalk(text))
        let graphemes = GraphemeWalk(paragraph: text)
        var index = text.startIndex
        while index < text.endIndex {
            #expect(walk.isWhitespace(at: index) == graphemes.isWhitespace(at: index))
            #expect(walk.index(after: index) == graphemes.index(after: index))
            index = graphemes.index(after: index)
        }
        for width in stride(from: 1.0, through: 400, by: 3.5) {
            let measure = TextLayout.Measure(
                measurer: FallbackTextMeasurer(), font: .systemFont(ofSize: 15), maxWidth: width)
            #expect(TextLayout.wordWrap(walk, measure) == TextLayout.wordWrap(graphemes, measure))
            #expect(TextLayout.characterWrap(walk, measure) == TextLayout.characterWrap(graphemes, measure))
        }
    }

    @Test(arguments: mixedTexts) func onlyStandaloneTextTakesTheFastWalk(text: String) {
        let isStandalone = text.unicodeScalars.allSatisfy {
            Int($0.value) < StandaloneScalars.limit && StandaloneScalars.kinds[Int($0.value)] != 0
        }
        #expect((StandaloneWalk(text[...]) != nil) == isStandalone)
    }

    @Test(
        arguments: mixedTexts + [
            "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{B}b", "a\u{C}b", "a\rb", "х\u{2026}",
        ])
    func newlineScanIsConservative(text: String) {
        if text.contains(where: \.isNewline) { #expect(TextLayout.mayHaveNewlines(text)) }
        if !text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xE2 || $0 == 0x85 }) {
            #expect(!TextLayout.mayHaveNewlines(text))
        }
    }
}
