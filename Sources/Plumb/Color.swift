// Color: an sRGB colour with alpha, as UIKit's `UIColor` holds one made with
// `init(red:green:blue:alpha:)`: four components from 0 to 1. A view's `backgroundColor` is one;
// renderers draw it. `init?(hex:)` reads the `#rrggbb` and `#rgb` forms a screen spec writes, and
// `hex` writes `#rrggbb` (lowercase, each component rounded to 8 bits), the form SVG uses.

/// An sRGB colour with alpha (UIKit's `UIColor`): red, green, blue and alpha from 0 to 1.
///
/// ```swift
/// Color(hex: "#D3D3D3")?.hex                           // "#d3d3d3"
/// Color(hex: "#abc")?.hex                              // "#aabbcc"
/// Color(red: 1, green: 0.5, blue: 0, alpha: 1).hex     // "#ff8000"
/// Color(hex: "gray")                                   // nil
/// ```
public struct Color: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// A colour from its components (UIKit's `init(red:green:blue:alpha:)`); each is clamped to
    /// 0…1, and a NaN component is 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// An opaque colour from 8-bit channels, 0…255 each (`0x80` is 128/255).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: 1)
    }

    /// Parses an opaque `#rrggbb` or `#rgb` (hex digits in either case); nil for anything else.
    /// - Complexity: O(length of `text`).
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits: [UInt8] = []
        for character in text.dropFirst() {
            guard let digit = character.hexDigitValue, digits.count < 6 else { return nil }
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

    /// `#rrggbb`, lowercase, each component rounded to 8 bits; alpha is not part of it.
    public var hex: String {
        "#"
            + [red, green, blue].map { component in
                let value = Int((component * 255).rounded())
                let text = String(value, radix: 16)
                return value < 16 ? "0" + text : text
            }.joined()
    }

    /// `value` within 0…1; 0 for NaN.
    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
