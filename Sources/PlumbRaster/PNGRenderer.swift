// PNGRenderer: laid-out view trees, any `Drawing`, or one moment of a dynamics run → PNG bytes,
// painted by cairo (CairoPainter.swift) from the same `Drawing` the SVG is written from, and
// encoded by cairo's libpng writer (RGB, 8 bits a channel, no time stamp or other metadata that
// could change between runs).

#if PNG
    import CCairo
    import Plumb
    import PlumbRender
    import PlumbText

    /// Draws pictures as PNG images: what `LayoutRenderer` and `SimulationRenderer` draw as SVG,
    /// at 1, 2 or 3 pixels per point, text in the FreeType faces PlumbText measured it with, so it
    /// fills exactly the frames layout gave it. Deterministic: the same input gives the same bytes
    /// on every run.
    ///
    /// ```swift
    /// root.textMeasurer = FreeTypeTextMeasurer()
    /// root.layoutIfNeeded()
    /// let png: [UInt8] = try PNGRenderer(scale: 2).png([root])
    /// ```
    public struct PNGRenderer: Sendable {
        /// Pixels per point: 1 (the default), 2 or 3.
        public var scale: Int
        /// The measurer whose faces and advances text is drawn with: the one the trees were laid
        /// out with, for text that fits its frames to the pixel.
        public var measurer: FreeTypeTextMeasurer

        /// A renderer at `scale` pixels per point (1, 2 or 3) drawing text as `measurer` measures it.
        public init(scale: Int = 1, measurer: FreeTypeTextMeasurer = FreeTypeTextMeasurer()) {
            self.scale = scale
            self.measurer = measurer
        }

        /// The PNG of `drawing`: `ceil(width × scale)` × `ceil(height × scale)` pixels.
        /// - Throws: `RasterError` for a scale other than 1, 2 or 3, an image over 32767 pixels a
        ///   side, or a failure of cairo or libpng.
        /// - Complexity: O(elements + pixels).
        public func png(_ drawing: Drawing) throws(RasterError) -> [UInt8] {
            let surface = try painter().paint(drawing)
            defer { cairo_surface_destroy(surface) }
            return try Self.encode(surface)
        }

        /// The PNG of the laid-out trees under `roots`: `renderer`'s picture (one panel per root,
        /// side by side) rasterised.
        /// - Throws: `RasterError`, as ``png(_:)-(Drawing)``.
        public func png(_ roots: [View], renderer: LayoutRenderer = LayoutRenderer()) throws(RasterError)
            -> [UInt8]
        {
            try png(renderer.drawing(roots.map { LayoutRenderer.Panel(root: $0) }))
        }

        /// The PNG of a dynamics run at the recorded frame nearest `time` seconds (the first of two
        /// equally near; the last frame for a time past the end): `renderer`'s still picture of it.
        /// - Throws: `RasterError`, as ``png(_:)-(Drawing)``.
        public func png(
            _ run: SimulationRecording, time: Double, renderer: SimulationRenderer = SimulationRenderer()
        ) throws(RasterError) -> [UInt8] {
            var nearest = 0
            for (index, frame) in run.frames.enumerated()
            where abs(frame.time - time) < abs(run.frames[nearest].time - time) {
                nearest = index
            }
            return try png(renderer.drawing(run, frame: nearest))
        }

        /// A painter at the scale, checked.
        func painter() throws(RasterError) -> CairoPainter {
            guard (1...3).contains(scale) else { throw .scale(scale) }
            return CairoPainter(scale: scale, faces: FontFaces(measurer: measurer))
        }

        /// The PNG bytes of a surface.
        static func encode(_ surface: OpaquePointer) throws(RasterError) -> [UInt8] {
            let sink = ByteSink()
            let status = cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else {
                throw .library(
                    "cairo could not write the PNG: \(String(cString: cairo_status_to_string(status)))")
            }
            return sink.bytes
        }
    }

    /// Bytes collected from a C write callback.
    final class ByteSink {
        /// The bytes written so far.
        var bytes: [UInt8] = []
    }
#endif
