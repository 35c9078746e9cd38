#if PNG
    /// Why a picture could not be rasterised, encoded or decoded; its description says how to fix it.
    public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The page at the scale is too large for one image (over 32767 pixels a side, cairo's
        /// limit) or has no area: its size in pixels.
        case imageSize(width: Double, height: Double)
        /// The scale is not 1, 2 or 3.
        case scale(Int)
        /// An animation would have this many frames, more than `GIFRenderer.maximumFrameCount`.
        case frameCount(Int)
        /// cairo, libpng or giflib failed: the library and its message.
        case library(String)
        /// Bytes given as a PNG are not one: what the decoder said.
        case notPNG(String)

        /// The largest width or height of an image, in pixels: 32767 (cairo's limit).
        public static let maximumSide = 32767.0

        /// The problem and how to fix it.
        public var description: String {
            switch self {
            case .imageSize(let width, let height):
                "error: the picture would be \(Self.pixels(width)) × \(Self.pixels(height)) pixels; "
                    + "an image holds 1 to 32767 pixels a side: draw fewer or smaller sizes, or use a lower scale"
            case .scale(let scale):
                "error: the scale is \(scale); use 1, 2 or 3 (pixels per point)"
            case .frameCount(let count):
                "error: the GIF would have \(count) frames, more than 3000 (a minute at 50 frames a second); "
                    + "animate a shorter run (--duration) or write JSON or SVG"
            case .library(let message):
                "error: \(message); check the machine's cairo and giflib installation"
            case .notPNG(let message):
                "error: not a PNG image (\(message)); compare PNG files written by PNGRenderer"
            }
        }

        /// A side in whole pixels, rounded up; "more than 32767" past the limit or not finite.
        private static func pixels(_ side: Double) -> String {
            side.isFinite && side <= maximumSide ? String(Int(side.rounded(.up))) : "more than 32767"
        }
    }
#endif
