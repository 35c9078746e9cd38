// SVGColor: an sRGB colour as the spec writes it (`#rrggbb` or `#rgb`) and as SVG writes it
// (`#rrggbb`, lowercase), and the renderer's palette.

/// An opaque sRGB colour, 8 bits per channel.
///
/// ```swift
/// SVGColor(hex: "#D3D3D3")?.hex  // "#d3d3d3"
/// SVGColor(hex: "#abc")?.hex     // "#aabbcc"
/// SVGColor(hex: "gray")          // nil
/// ```
public struct SVGColor: Hashable, Sendable {
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

    /// Black, `#000000`: text.
    public static let black = SVGColor(red: 0, green: 0, blue: 0)
    /// Mid gray, `#808080`: the root's outline and captions.
    public static let rootOutline = SVGColor(red: 0x80, green: 0x80, blue: 0x80)
    /// Light gray, `#a0a0a0`: the outline of a view without a background.
    public static let outline = SVGColor(red: 0xa0, green: 0xa0, blue: 0xa0)
    /// iOS 7's tint blue, `#007aff`: button titles.
    public static let tint = SVGColor(red: 0x00, green: 0x7a, blue: 0xff)
    /// Placeholder gray, `#b3b3b3`: a text field's placeholder.
    public static let placeholder = SVGColor(red: 0xb3, green: 0xb3, blue: 0xb3)
    /// Border gray, `#c8c8c8`: a text field's rounded border and an image view's frame.
    public static let border = SVGColor(red: 0xc8, green: 0xc8, blue: 0xc8)
    /// Overlay blue, `#1f77d0`: a constraint that holds.
    public static let constraint = SVGColor(red: 0x1f, green: 0x77, blue: 0xd0)
    /// Overlay red, `#e0201b`: a required constraint that does not hold (broken to recover).
    public static let broken = SVGColor(red: 0xe0, green: 0x20, blue: 0x1b)
    /// Overlay orange, `#f08c00`: the dashed outline of an ambiguous view.
    public static let ambiguous = SVGColor(red: 0xf0, green: 0x8c, blue: 0x00)
}
