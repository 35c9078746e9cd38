import Testing

@testable import Plumb

/// The fast paths for text of standalone scalars (StandaloneScalars.swift) agree with Swift's
/// `Character` operations: the table against the standard library for every scalar, and the
/// measurer's widths against the sum of ``FallbackTextMeasurer/advance(of:)`` over characters.
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
}
