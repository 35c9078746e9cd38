import Plumb
import PlumbText
import Testing

/// The fixed-proportion fallback, used only for fonts that resolve to no face. These tests hold on
/// any machine, with or without DejaVu.
@Suite struct FallbackTests {
    /// A family that no machine has.
    static let missing = Font(family: "Plumb Missing Family 7f3a", pointSize: 17)

    /// A font that resolves to no face is measured exactly as Plumb's default measurer would.
    @Test func fallbackIsPlumbsDefaultMeasurer() {
        let measurer = FreeTypeTextMeasurer()
        let fallback = FallbackTextMeasurer()
        #expect(measurer.metrics(of: Self.missing) == fallback.metrics(of: Self.missing))
        #expect(measurer.metrics(of: Self.missing).ascender == 0.93 * 17)
        // B 0.7, u 0.55, t 0.3, t 0.3, o 0.55, n 0.55 ems.
        #expect(
            measurer.width(of: "Button", font: Self.missing)
                == fallback.width(of: "Button", font: Self.missing))
        #expect(abs(measurer.width(of: "Button", font: Self.missing) - 2.95 * 17) < 1e-9)
        // Р 0.7 and ten lowercase letters at 0.55.
        #expect(abs(measurer.width(of: "Регистрация", font: Self.missing) - 6.2 * 17) < 1e-9)
        // Controls and combining marks take no space: "й" spelled as и + U+0306.
        #expect(measurer.advances(of: "и\u{306}", font: Self.missing) == [0.55 * 17, 0])
    }

    /// An unknown family falls back, deterministically, in every measurer.
    @Test func missingFamilyFallsBack() {
        let first = FreeTypeTextMeasurer()
        let second = FreeTypeTextMeasurer()
        #expect(first.isUsingFallback(for: Self.missing))
        #expect(first.resolvedFace(for: Self.missing) == nil)
        for text in ["Button", "Регистрация", "AV"] {
            let width = first.width(of: text, font: Self.missing)
            #expect(width == FallbackTextMeasurer().width(of: text[...], font: Self.missing))
            #expect(width == second.width(of: text, font: Self.missing))
        }
        #expect(first.metrics(of: Self.missing) == FallbackTextMeasurer().metrics(of: Self.missing))
        #expect(first.metrics(of: Self.missing) == second.metrics(of: Self.missing))
    }

    /// A font file that does not exist falls back.
    @Test func missingFileFallsBack() {
        let measurer = FreeTypeTextMeasurer()
        let font = Font(family: "DejaVu Sans", pointSize: 17, file: "/nonexistent/Plumb-Missing.ttf")
        #expect(measurer.isUsingFallback(for: font))
        #expect(abs(measurer.width(of: "Button", font: font) - 2.95 * 17) < 1e-9)
    }

    /// Without font directories even the system font falls back; a font file still resolves.
    @Test func noDirectoriesFallBack() {
        let measurer = FreeTypeTextMeasurer(fontDirectories: [])
        #expect(measurer.isUsingFallback(for: .systemFont(ofSize: 17)))
        #expect(abs(measurer.width(of: "Button", font: .systemFont(ofSize: 17)) - 2.95 * 17) < 1e-9)
        if DejaVu.isInstalled {
            let font = Font(family: "", pointSize: 17, file: DejaVu.sans)
            #expect(!measurer.isUsingFallback(for: font))
            #expect(measurer.width(of: "Button", font: font) == 56.943359375)
        }
    }
}
