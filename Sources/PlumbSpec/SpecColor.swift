// SpecColor: the spec's name for Plumb's `Color`. The spec parser reads `background:` (`#rrggbb` or
// `#rgb`) into one and the builder sets it as the view's `backgroundColor`, so a spec that parses
// has only colours a renderer can draw.

import Plumb

/// An opaque sRGB colour as `background:` writes it: Plumb's `Color`.
///
/// ```swift
/// SpecColor(hex: "#D3D3D3")?.hex  // "#d3d3d3"
/// SpecColor(hex: "#abc")?.hex     // "#aabbcc"
/// SpecColor(hex: "gray")          // nil
/// ```
public typealias SpecColor = Color
