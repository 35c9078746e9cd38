// GIFRenderer: a recorded dynamics run → an animated GIF (giflib) that every viewer plays, looping.
//
// Design. Each GIF frame is `SimulationRenderer`'s still picture of one recorded frame, painted by
// cairo exactly as `PNGRenderer` paints it. GIF delays are whole hundredths of a second and
// viewers slow down delays under 2/100 s, so a run recorded faster than 50 fps keeps every k-th
// frame, k = ⌈fps / 50⌉ (60 fps → 30 fps); frame j then shows for the hundredths between
// `round(100·j·k/fps)` and `round(100·(j+1)·k/fps)`, so the delays add up to the run's length
// without drift (at 30 fps: 3, 4, 3, 3, 4, 3, …). The last recorded frame is always kept.
//
// Colours. One global palette of at most 256 colours (GIFPalette.swift), from 16 frames spread
// over the run: the colours they use most, exact, so flat fills and text keep their colours; the rarer antialiasing shades map to
// the nearest. After the first frame, each frame stores only the rectangle of pixels that changed
// (disposal "leave in place"), which keeps the file small as only the items move. Frames are
// painted and encoded one at a time, so memory does not grow with the run; a GIF has at most
// 3000 frames (a minute at 50 a second), as a longer one is too large to be useful.

#if PNG
    import CCairo
    import CGif
    import Plumb
    import PlumbRender
    import PlumbText

    /// Draws a recorded dynamics run as an animated GIF, looping forever, with frame delays from
    /// the run's frame rate (see the file's design note).
    ///
    /// ```swift
    /// let gif: [UInt8] = try GIFRenderer().gif(recording)
    /// ```
    public struct GIFRenderer: Sendable {
        /// One GIF frame: the recorded frame it shows and for how long.
        public struct Frame: Equatable, Sendable {
            /// The index of the recorded frame in `SimulationRecording.frames`.
            public var index: Int
            /// How long it shows, in hundredths of a second.
            public var delay: Int

            /// Recorded frame `index`, shown for `delay` hundredths of a second.
            public init(index: Int, delay: Int) {
                self.index = index
                self.delay = delay
            }
        }

        /// The highest frame rate a GIF plays reliably, in frames per second: 50.
        public static let maximumFrameRate = 50.0
        /// The most frames a GIF may have: 3000 (a minute at 50 frames a second).
        public static let maximumFrameCount = 3000

        /// Pixels per point: 1 (the default), 2 or 3.
        public var scale: Int
        /// The measurer whose faces and advances text is drawn with (see `PNGRenderer`).
        public var measurer: FreeTypeTextMeasurer

        /// A renderer at `scale` pixels per point (1, 2 or 3) drawing text as `measurer` measures it.
        public init(scale: Int = 1, measurer: FreeTypeTextMeasurer = FreeTypeTextMeasurer()) {
            self.scale = scale
            self.measurer = measurer
        }

        /// The frames a GIF of `count` recorded frames at `fps` shows: every k-th, k = ⌈fps / 50⌉,
        /// and the last, each with its delay in hundredths (at least 2). Empty for no frames.
        /// - Complexity: O(count / k).
        public static func frames(count: Int, fps: Double) -> [Frame] {
            guard count > 0 else { return [] }
            let rate = fps.isFinite && fps > 0 ? fps : 1
            let step = max(1, Int((rate / maximumFrameRate).rounded(.up)))
            var indices = Array(stride(from: 0, to: count, by: step))
            if indices.last != count - 1 { indices.append(count - 1) }
            func hundredths(_ index: Int) -> Int { Int((Double(index) * 100 / rate).rounded()) }
            return indices.enumerated().map { position, index in
                let next = position + 1 < indices.count ? indices[position + 1] : index + step
                return Frame(index: index, delay: max(2, hundredths(next) - hundredths(index)))
            }
        }

        /// The animated GIF of `run`, drawn by `renderer` frame by frame.
        /// - Throws: `RasterError` for a scale other than 1, 2 or 3, an image over 32767 pixels a
        ///   side, a run without frames or with more than ``maximumFrameCount`` GIF frames, or a
        ///   failure of cairo or giflib.
        /// - Complexity: O(frames · (elements + pixels)); memory for two frames' pixels.
        public func gif(
            _ run: SimulationRecording, renderer: SimulationRenderer = SimulationRenderer()
        ) throws(RasterError) -> [UInt8] {
            let schedule = Self.frames(count: run.frames.count, fps: run.fps)
            guard !schedule.isEmpty else { throw .library("the run has no frames to animate") }
            guard schedule.count <= Self.maximumFrameCount else { throw .frameCount(schedule.count) }
            let painter = try PNGRenderer(scale: scale, measurer: measurer).painter()
            func image(_ frame: Frame) throws(RasterError) -> (pixels: [UInt32], width: Int, height: Int) {
                let surface = try painter.paint(renderer.drawing(run, frame: frame.index))
                defer { cairo_surface_destroy(surface) }
                let width = Int(cairo_image_surface_get_width(surface))
                let height = Int(cairo_image_surface_get_height(surface))
                return (Self.pixels(of: surface, width: width, height: height), width, height)
            }
            // The palette from up to 16 frames evenly spread over the run, the first and last included.
            let samples = Set(
                (0..<min(16, schedule.count)).map {
                    $0 * (schedule.count - 1) / max(1, min(16, schedule.count) - 1)
                })
            var sampled: [[UInt32]] = []
            for position in samples.sorted() { sampled.append(try image(schedule[position]).pixels) }
            var palette = GIFPalette(sampled)
            let first = try image(schedule[0])
            let encoder = try GIFEncoder(width: first.width, height: first.height, palette: palette.colors)
            for (position, frame) in schedule.enumerated() {
                let pixels = position == 0 ? first.pixels : try image(frame).pixels
                try encoder.add(palette.indices(pixels), delay: frame.delay)
            }
            return try encoder.finish()
        }

        /// A surface's pixels, row by row, as `0xRRGGBB`.
        private static func pixels(of surface: OpaquePointer, width: Int, height: Int) -> [UInt32] {
            let stride = Int(cairo_image_surface_get_stride(surface)) / 4
            guard let data = cairo_image_surface_get_data(surface) else { return [] }
            let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
            var pixels: [UInt32] = []
            pixels.reserveCapacity(width * height)
            for y in 0..<height {
                for x in 0..<width { pixels.append(words[y * stride + x] & 0xFF_FFFF) }
            }
            return pixels
        }
    }
#endif
