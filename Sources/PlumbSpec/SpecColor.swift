// SpecColor: an sRGB colour as the spec writes it (`#rrggbb` or `#rgb`) and as SVG writes it
// (`#rrggbb`, lowercase). The spec parser reads `background:` into one, so a spec that parses
// has only colours a renderer can draw (PlumbRender calls it `SVGColor`).

/// An opaque sRGB colour, 8 bits per channel.
///
/// ```swift
/// SpecColor(hex: "#D3D3D3")?.hex  // "#d3d3d3"
/// SpecColor(hex: "#abc")?.hex     // "#aabbcc"
/// SpecColor(hex: "gray")          // nil
/// ```
public struct SpecColor: Hashable, Sendable {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` or `#rgb` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for character in text.dropFirst() {
            guard let digit = character.hexDigitValue else { return nil }
            digits.append(UInt8(digit))
        }
        switch digits.count {
        case 3: self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6:
            self.init(
                red: digits[0] * 16 + digits[1], green: digits[2] * 16 + digits[3],
                blue: digits[4] * 16 + digits[5])
        default: return nil
        }
    }

    /// `#rrggbb`, lowercase.
    public var hex: String {
        "#"
            + [red, green, blue].map { value in
                let text = String(value, radix: 16)
                return value < 16 ? "0" + text : text
            }.joined()
    }
}
