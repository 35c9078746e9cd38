import Plumb
import PlumbText
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The DejaVu files these tests measure (installed on Plumb's machines and CI).
enum DejaVu {
    static let directory = "/usr/share/fonts/truetype/dejavu/"
    static let sans = directory + "DejaVuSans.ttf"
    static let sansBold = directory + "DejaVuSans-Bold.ttf"
    static let serif = directory + "DejaVuSerif.ttf"
    static var isInstalled: Bool { access(sans, R_OK) == 0 && access(sansBold, R_OK) == 0 }
}

/// `FreeTypeTextMeasurer` against FreeType itself and against pinned DejaVu Sans numbers.
@Suite(.enabled(if: DejaVu.isInstalled, "DejaVu Sans is not installed"))
struct FreeTypeTextMeasurerTests {
    static let measurer = FreeTypeTextMeasurer()

    static let texts = [
        "Button", "Регистрация", "Войти через Facebook", "Hello, Мир!", "Привет, World! AV To", "AV", "To",
        "Yo", "WAVE", "Sign up", "The quick brown fox jumps over the lazy dog",
        "Съешь же ещё этих мягких французских булок, да выпей чаю", "AVAVAVAVAVAVAV",
    ]
    static let sizes = [12.0, 17, 24.5, 34]

    // MARK: - Agreement with FreeType

    /// Every width agrees with FreeType's own scaled, unhinted advances at the size, kerning scaled
    /// by the face's `x_scale`, to 0.01 pt (in fact to ~1e-5 pt: only FreeType's 16.16 rounding
    /// differs). Against `FT_KERNING_UNFITTED`, which rounds each pair's kerning to 1/64 pt, the
    /// difference is at most 1/128 pt per kerned pair.
    @Test(arguments: [DejaVu.sans, DejaVu.sansBold, DejaVu.serif])
    func widthsAgreeWithFreeType(file: String) throws {
        let raw = try #require(RawFreeType(path: file))
        for size in Self.sizes {
            let font = Font(family: "", pointSize: size, file: file)
            for text in Self.texts {
                let width = Self.measurer.width(of: text, font: font)
                let line = raw.measure(text, size: size)
                #expect(abs(width - line.width) <= 0.01, "\(text) at \(size)")
                #expect(abs(width - line.width) <= 1e-4, "\(text) at \(size)")
                let rounding = Double(line.kernedPairs) / 128 + 1e-6
                #expect(abs(width - line.widthWithUnfittedKerning) <= rounding, "\(text) at \(size)")
                if line.kernedPairs <= 1 {
                    #expect(abs(width - line.widthWithUnfittedKerning) <= 0.01, "\(text) at \(size)")
                }
            }
        }
    }

    /// At size = unitsPerEm (2048 pt), where one FreeType pixel is one font unit, FreeType's scaled
    /// path rounds nothing and agrees with the measurer exactly, however many pairs kern.
    @Test func exactAtUnitsPerEm() throws {
        let raw = try #require(RawFreeType(path: DejaVu.sans))
        let size = Double(raw.unitsPerEm)
        #expect(size == 2048)
        let font = Font(family: "", pointSize: size, file: DejaVu.sans)
        for text in Self.texts {
            let line = raw.measure(text, size: size)
            #expect(Self.measurer.width(of: text, font: font) == line.width, "\(text)")
            #expect(Self.measurer.width(of: text, font: font) == line.widthWithUnfittedKerning, "\(text)")
        }
    }

    /// Kerning pairs: the pair is narrower than its letters apart by exactly the `kern` table's value.
    @Test(arguments: [("A", "V", -131), ("T", "o", -348), ("Y", "o", -272), ("L", "T", -282)])
    func kerningPairs(left: Unicode.Scalar, right: Unicode.Scalar, units: Int) throws {
        let raw = try #require(RawFreeType(path: DejaVu.sans))
        #expect(raw.unscaledKerning(left, right) == units)
        let font = Font.systemFont(ofSize: 17)
        let pair = Self.measurer.width(of: "\(left)\(right)", font: font)
        let apart =
            Self.measurer.width(of: "\(left)", font: font) + Self.measurer.width(of: "\(right)", font: font)
        #expect(abs(pair - (apart + Double(units) * 17 / 2048)) < 1e-12)
        #expect(pair < apart)
    }

    /// Pinned widths of DejaVu Sans 17 pt (font units × 17 / 2048, exact in binary).
    @Test func pinnedWidths() {
        let font = Font.systemFont(ofSize: 17)
        #expect(Self.measurer.width(of: "Button", font: font) == 56.943359375)
        #expect(Self.measurer.width(of: "Регистрация", font: font) == 113.99462890625)
        #expect(Self.measurer.width(of: "AV", font: font) == 22.17138671875)
        #expect(Self.measurer.width(of: "To", font: font) == 17.896484375)
        #expect(Self.measurer.width(of: "", font: font) == 0)
        #expect(Self.measurer.width(of: "Button", font: .boldSystemFont(ofSize: 17)) == 65.0947265625)
    }

    // MARK: - Metrics

    /// DejaVu Sans 17 pt: ascender 1901, descender −483, line gap 0, cap height 1493, x-height 1120
    /// font units of 2048.
    @Test func metricsOfDejaVuSans17() {
        let metrics = Self.measurer.metrics(of: .systemFont(ofSize: 17))
        #expect(metrics.ascender == 15.77978515625)
        #expect(metrics.descender == -4.00927734375)
        #expect(metrics.leading == 0)
        #expect(metrics.lineHeight == 19.7890625)
        #expect(metrics.capHeight == 12.39306640625)
        #expect(metrics.xHeight == 9.296875)
        #expect(metrics.ascender > metrics.capHeight)
        #expect(metrics.capHeight > metrics.xHeight)
        #expect(metrics.xHeight > 0)
        #expect(metrics.descender < 0)
        #expect(metrics.lineHeight == metrics.ascender - metrics.descender + metrics.leading)
    }

    /// Metrics scale linearly with the size.
    @Test func metricsScaleWithSize() {
        let small = Self.measurer.metrics(of: .systemFont(ofSize: 8.5))
        let large = Self.measurer.metrics(of: .systemFont(ofSize: 17))
        #expect(small.ascender * 2 == large.ascender)
        #expect(small.descender * 2 == large.descender)
        #expect(small.capHeight * 2 == large.capHeight)
        #expect(small.xHeight * 2 == large.xHeight)
    }

    // MARK: - Resolution

    /// "System" is DejaVu Sans; weights from `.semibold` up take the bold face, lighter ones the
    /// regular (Book) face, never the condensed, oblique or extra-light ones.
    @Test func systemFontResolvesByWeight() throws {
        let regular = try #require(Self.measurer.resolvedFace(for: .systemFont(ofSize: 17)))
        #expect(regular.path.hasSuffix("/DejaVuSans.ttf"))
        for weight in [Font.Weight.ultraLight, .thin, .light, .regular, .medium] {
            #expect(
                Self.measurer.resolvedFace(for: .systemFont(ofSize: 17, weight: weight))?.path == regular.path
            )
        }
        for weight in [Font.Weight.semibold, .bold, .heavy, .black] {
            let face = Self.measurer.resolvedFace(for: .systemFont(ofSize: 17, weight: weight))
            #expect(face?.path.hasSuffix("/DejaVuSans-Bold.ttf") == true)
        }
        let named = Self.measurer.resolvedFace(for: Font(family: "dejavu sans", pointSize: 17))
        #expect(named?.path == regular.path)
        let serif = Self.measurer.resolvedFace(for: Font(family: "DejaVu Serif", pointSize: 17))
        #expect(serif?.path.hasSuffix("/DejaVuSerif.ttf") == true)
        #expect(!Self.measurer.isUsingFallback(for: .systemFont(ofSize: 17)))
    }

    /// Bold text is wider than regular text, with the same vertical metrics in DejaVu.
    @Test func boldDiffersFromRegular() {
        for text in Self.texts {
            let regular = Self.measurer.width(of: text, font: .systemFont(ofSize: 17))
            let bold = Self.measurer.width(of: text, font: .boldSystemFont(ofSize: 17))
            #expect(bold > regular, "\(text)")
        }
    }

    /// A file named by the font is used as is, whatever its family and weight.
    @Test func fileOverridesFamily() {
        let font = Font(family: "No Such Family", pointSize: 17, weight: .bold, file: DejaVu.sans)
        #expect(Self.measurer.width(of: "Button", font: font) == 56.943359375)
        #expect(Self.measurer.resolvedFace(for: font)?.path == DejaVu.sans)
    }

    // MARK: - Unicode

    /// Cyrillic letters have their own glyphs (not `.notdef`) and advances.
    @Test func cyrillicIsMeasured() throws {
        let raw = try #require(RawFreeType(path: DejaVu.sans))
        let font = Font.systemFont(ofSize: 17)
        let notdef = Self.measurer.width(of: "\u{10FFFD}", font: font)
        #expect(raw.glyphIndex("\u{10FFFD}") == 0)
        #expect(notdef == 1229.0 * 17 / 2048)
        var widths: Set<Double> = []
        for scalar in "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя".unicodeScalars {
            #expect(raw.glyphIndex(scalar) != 0, "\(scalar)")
            widths.insert(Self.measurer.width(of: "\(scalar)", font: font))
        }
        // Real advances, not one fallback width: Ж is wider than .notdef, and the 66 letters take
        // many different widths.
        #expect(Self.measurer.width(of: "Ж", font: font) > notdef)
        #expect(widths.count > 10)
        #expect(!widths.contains(0))
    }

    /// Characters the font lacks take `.notdef`'s advance; controls take none.
    @Test func missingGlyphsAndControls() {
        let font = Font.systemFont(ofSize: 17)
        let notdef = Self.measurer.width(of: "\u{10FFFD}", font: font)
        #expect(Self.measurer.width(of: "\u{10FFFD}\u{10FFFE}", font: font) == 2 * notdef)
        #expect(Self.measurer.width(of: "\u{0}\t\n", font: font) == 0)
        #expect(Self.measurer.width(of: "B\nu", font: font) == Self.measurer.width(of: "Bu", font: font))
        // A control breaks kerning: "A\u{1}V" is A and V apart.
        let apart = Self.measurer.width(of: "A", font: font) + Self.measurer.width(of: "V", font: font)
        #expect(Self.measurer.width(of: "A\u{1}V", font: font) == apart)
    }

    /// Per-scalar advances include the kerning and add up to the width.
    @Test func advancesSumToWidth() {
        let font = Font.systemFont(ofSize: 17)
        for text in Self.texts {
            let advances = Self.measurer.advances(of: text[...], font: font)
            #expect(advances.count == text.unicodeScalars.count)
            #expect(abs(advances.reduce(0, +) - Self.measurer.width(of: text, font: font)) < 1e-9)
        }
        let av = Self.measurer.advances(of: "AV", font: font)
        #expect(av[1] == Self.measurer.width(of: "V", font: font) - 131 * 17 / 2048)
    }

    // MARK: - Determinism and threads

    /// Two measurers give the same numbers, bit for bit.
    @Test func deterministicAcrossInstances() {
        let other = FreeTypeTextMeasurer()
        for font in [
            Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13),
            Font(family: "DejaVu Serif", pointSize: 21),
        ] {
            #expect(other.metrics(of: font) == Self.measurer.metrics(of: font))
            for text in Self.texts {
                #expect(other.width(of: text, font: font) == Self.measurer.width(of: text, font: font))
            }
        }
    }

    /// One measurer used from many tasks at once (a fresh one, so that the tasks race to scan the
    /// font directories and fill the caches) gives the results it gives serially.
    @Test func concurrentUse() async {
        let shared = FreeTypeTextMeasurer()
        let fonts = [
            Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17),
            Font(family: "DejaVu Serif", pointSize: 12),
        ]
        let results = await withTaskGroup(of: [Double].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var widths: [Double] = []
                    for round in 0..<20 {
                        let font = fonts[(task + round) % fonts.count]
                        widths += Self.texts.map { shared.width(of: $0, font: font) }
                        widths.append(shared.metrics(of: font).lineHeight)
                    }
                    return widths
                }
            }
            var results: [[Double]] = []
            for await widths in group { results.append(widths) }
            return results
        }
        #expect(results.count == 8)
        var expected: Set<[Double]> = []
        for task in 0..<8 {
            var widths: [Double] = []
            for round in 0..<20 {
                let font = fonts[(task + round) % fonts.count]
                widths += Self.texts.map { Self.measurer.width(of: $0, font: font) }
                widths.append(Self.measurer.metrics(of: font).lineHeight)
            }
            expected.insert(widths)
        }
        #expect(Set(results) == expected)
    }
}
