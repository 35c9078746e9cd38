// Color: components clamped to 0…1, 8-bit channels, `#rrggbb`/`#rgb` parsing and `hex`.

import Plumb
import Testing

@Suite("Color")
struct ColorTests {
    @Test("Components are clamped to 0…1, NaN is 0, and 8-bit channels are divided by 255")
    func components() {
        let color = Color(red: 1.5, green: -0.25, blue: .nan, alpha: 0.5)
        #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 0.5)
        let gray = Color(red: 0x80, green: 0, blue: 0xff)
        #expect(abs(gray.red - 128.0 / 255) <= 1e-12 && gray.blue == 1 && gray.alpha == 1)
    }

    @Test(
        "hex parses #rrggbb and #rgb and writes lowercase #rrggbb",
        arguments: [("#D3D3D3", "#d3d3d3"), ("#abc", "#aabbcc"), ("#0a0b0c", "#0a0b0c"), ("#FFF", "#ffffff")])
    func hex(text: String, expected: String) {
        #expect(Color(hex: text)?.hex == expected)
        #expect(Color(hex: text)?.alpha == 1)
    }

    @Test("hex rounds each component to 8 bits and leaves alpha out")
    func hexRounds() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25).hex == "#ff8000")
        #expect(Color(red: 0.001, green: 0.999, blue: 0.1, alpha: 1).hex == "#00ff1a")
    }

    @Test(
        "Anything but #rgb or #rrggbb is not a colour",
        arguments: ["gray", "d3d3d3", "#d3d3d", "#ggg", "#", "", "#d3d3d3ff"])
    func rejects(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test("A view has no background colour until given one")
    func viewBackground() {
        let view = View()
        #expect(view.backgroundColor == nil)
        view.backgroundColor = Color(hex: "#123456")
        #expect(view.backgroundColor?.hex == "#123456")
    }
}
