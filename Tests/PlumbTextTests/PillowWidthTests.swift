import Foundation
import Plumb
import PlumbText
import Testing

/// Plumb's widths against an independent rasteriser's: Pillow's `ImageFont.getlength` (basic
/// layout, `kern`-table kerning) on the same font files, measured once by
/// `Benchmarks/peers/text_widths.py` into `Fixtures/pillow-widths.json` (see its `command` and
/// `method` fields: Pillow measures at unitsPerEm px, where hinting rounds nothing, scaled to the
/// size).
@Suite(.enabled(if: DejaVu.isInstalled, "DejaVu is not installed"))
struct PillowWidthTests {
    struct Fixture: Decodable {
        struct FontInfo: Decodable {
            var font: String
            var unitsPerEm: Int
            var ascentUnits: Int
            var descentUnits: Int

            enum CodingKeys: String, CodingKey {
                case font, unitsPerEm
                case ascentUnits = "ascent_units"
                case descentUnits = "descent_units"
            }
        }
        struct Case: Decodable {
            var font: String
            var size: Double
            var text: String
            var width: Double
        }
        var command: String
        var fonts: [FontInfo]
        var cases: [Case]
    }

    static func fixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pillow-widths.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Every width agrees with Pillow's to 0.01 pt.
    @Test func widthsAgreeWithPillow() throws {
        let fixture = try Self.fixture()
        #expect(fixture.cases.count >= 100)
        let measurer = FreeTypeTextMeasurer()
        var largest = 0.0
        for item in fixture.cases {
            let font = Font(family: "", pointSize: item.size, file: item.font)
            #expect(!measurer.isUsingFallback(for: font))
            let difference = abs(measurer.width(of: item.text, font: font) - item.width)
            largest = max(largest, difference)
            #expect(difference <= 0.01, "\(item.text) at \(item.size) in \(item.font)")
        }
        #expect(largest < 1e-9)
    }

    /// Ascender and descender agree with Pillow's `getmetrics()`.
    @Test func metricsAgreeWithPillow() throws {
        let measurer = FreeTypeTextMeasurer()
        for info in try Self.fixture().fonts {
            let metrics = measurer.metrics(of: Font(family: "", pointSize: 17, file: info.font))
            let scale = 17 / Double(info.unitsPerEm)
            #expect(metrics.ascender == Double(info.ascentUnits) * scale)
            #expect(metrics.descender == -Double(info.descentUnits) * scale)
        }
    }
}
