// Picture: PNG and GIF bytes of PlumbRender's pictures in every build. Built with the package's
// `PNG` trait, the calls draw with ``PNGRenderer`` and ``GIFRenderer`` (cairo, giflib); without it
// — a machine without libcairo2-dev and libgif-dev — PlumbRaster compiles to this file alone and
// every call throws ``PictureError/unavailable(format:)``, whose message says how to build with the
// trait. Callers (the tool, the demo) then need no `#if` of their own.

import PlumbRender

/// PNG and GIF pictures of drawings and dynamics runs, whether or not this build can draw them.
///
/// ```swift
/// if Picture.isAvailable {
///     let png = try Picture.png(LayoutRenderer().drawing([LayoutRenderer.Panel(root: root)]), scale: 2)
/// }
/// ```
public enum Picture {
    /// Whether this build draws pictures: true when the package was built with its `PNG` trait.
    public static var isAvailable: Bool {
        #if PNG
            true
        #else
            false
        #endif
    }

    /// The PNG of `drawing` at `scale` pixels per point (1, 2 or 3).
    /// - Throws: ``PictureError`` without the `PNG` trait, or for what `PNGRenderer` refuses (a
    ///   scale other than 1…3, an image over 32767 pixels a side).
    /// - Complexity: O(elements + pixels).
    public static func png(_ drawing: Drawing, scale: Int = 1) throws(PictureError) -> [UInt8] {
        #if PNG
            do { return try PNGRenderer(scale: scale).png(drawing) } catch {
                throw .raster(error.description)
            }
        #else
            throw .unavailable(format: "png")
        #endif
    }

    /// The PNG of a dynamics run at the recorded frame nearest `time` seconds, at `scale`.
    /// - Throws: ``PictureError``, as ``png(_:scale:)``.
    public static func png(
        _ run: SimulationRecording, time: Double, scale: Int = 1
    ) throws(PictureError) -> [UInt8] {
        #if PNG
            do { return try PNGRenderer(scale: scale).png(run, time: time) } catch {
                throw .raster(error.description)
            }
        #else
            throw .unavailable(format: "png")
        #endif
    }

    /// The looping GIF animation of a dynamics run, at `scale`.
    /// - Throws: ``PictureError`` without the `PNG` trait, or for what `GIFRenderer` refuses (no
    ///   frames, more than 3000 GIF frames, an image too large).
    /// - Complexity: O(frames · (elements + pixels)).
    public static func gif(_ run: SimulationRecording, scale: Int = 1) throws(PictureError) -> [UInt8] {
        #if PNG
            do { return try GIFRenderer(scale: scale).gif(run) } catch { throw .raster(error.description) }
        #else
            throw .unavailable(format: "gif")
        #endif
    }
}

/// Why ``Picture`` made no picture; its description says how to fix it.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// This build has no rasteriser: the package was built without its `PNG` trait.
    case unavailable(format: String)
    /// The rasteriser refused or failed: its message (`error: …`).
    case raster(String)

    /// The problem and how to fix it.
    public var description: String {
        switch self {
        case .unavailable(let format):
            "error: \(format) pictures need Plumb built with the PNG trait: apt-get install libcairo2-dev "
                + "libgif-dev, then swift build --traits PNG (or swift run --traits PNG plumb …)"
        case .raster(let message): message
        }
    }
}
