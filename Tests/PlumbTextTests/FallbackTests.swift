import Plumb
import PlumbText
import Testing

/// The fixed-proportion fallback, used only for fonts that resolve to no face. These tests hold on
/// any machine, with or without DejaVu.
@Suite struct FallbackTests {
    /// A family that no machine has.
    static let missing = Font(family: "Plumb Missing Family 7f3a", pointSize: 17)

    /// The fallback's numbers: 0.55 em per character, ascender 0.93 em, descender −0.24 em.
    @Test func fallbackProportions() {
        let fallback = FallbackMetrics()
        let metrics = fallback.metrics(of: Self.missing)
        #expect(metrics.ascender == 0.93 * 17)
        #expect(metrics.descender == -0.24 * 17)
        #expect(metrics.leading == 0)
        #expect(metrics.lineHeight == 0.93 * 17 + 0.24 * 17)
        #expect(metrics.capHeight == 0.72 * 17)
        #expect(metrics.xHeight == 0.53 * 17)
        #expect(fallback.width(of: "Button", font: Self.missing) == 6 * 0.55 * 17)
        #expect(fallback.width(of: "Регистрация", font: Self.missing) == 11 * 0.55 * 17)
        // Controls and combining marks take no space: "й" spelled as и + U+0306.
        #expect(fallback.width(of: "и\u{306}\n", font: Self.missing) == 0.55 * 17)
        #expect(fallback.advances(of: "и\u{306}", font: Self.missing) == [0.55 * 17, 0])
    }

    /// An unknown family falls back, deterministically, in every measurer.
    @Test func missingFamilyFallsBack() {
        let first = FreeTypeTextMeasurer()
        let second = FreeTypeTextMeasurer()
        #expect(first.isUsingFallback(for: Self.missing))
        #expect(first.resolvedFace(for: Self.missing) == nil)
        for text in ["Button", "Регистрация", "AV"] {
            let width = first.width(of: text, font: Self.missing)
            #expect(width == FallbackMetrics().width(of: text[...], font: Self.missing))
            #expect(width == second.width(of: text, font: Self.missing))
        }
        #expect(first.metrics(of: Self.missing) == FallbackMetrics().metrics(of: Self.missing))
        #expect(first.metrics(of: Self.missing) == second.metrics(of: Self.missing))
    }

    /// A font file that does not exist falls back.
    @Test func missingFileFallsBack() {
        let measurer = FreeTypeTextMeasurer()
        let font = Font(family: "DejaVu Sans", pointSize: 17, file: "/nonexistent/Plumb-Missing.ttf")
        #expect(measurer.isUsingFallback(for: font))
        #expect(measurer.width(of: "Button", font: font) == 6 * 0.55 * 17)
    }

    /// Without font directories even the system font falls back; a font file still resolves.
    @Test func noDirectoriesFallBack() {
        let measurer = FreeTypeTextMeasurer(fontDirectories: [])
        #expect(measurer.isUsingFallback(for: .systemFont(ofSize: 17)))
        #expect(measurer.width(of: "Button", font: .systemFont(ofSize: 17)) == 6 * 0.55 * 17)
        if DejaVu.isInstalled {
            let font = Font(family: "", pointSize: 17, file: DejaVu.sans)
            #expect(!measurer.isUsingFallback(for: font))
            #expect(measurer.width(of: "Button", font: font) == 56.943359375)
        }
    }
}
