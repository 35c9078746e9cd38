// SVGColor: the renderer's name for Plumb's `Color` (written `#rrggbb`, lowercase, in SVG), and
// the renderer's palette.

import Plumb

/// An sRGB colour: Plumb's `Color`, the type of a view's `backgroundColor` (so drawing a
/// view never fails on a colour). SVG gets its `#rrggbb` and, below full opacity, its alpha.
///
/// ```swift
/// SVGColor(hex: "#D3D3D3")?.hex  // "#d3d3d3"
/// SVGColor.black.hex             // "#000000"
/// ```
public typealias SVGColor = Color

extension SVGColor {
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
