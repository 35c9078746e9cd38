// GIFRenderer: which recorded frames a GIF shows and for how long, and the GIF giflib reads back
// (frame count, delays, looping, size). Compiled with the package's PNG trait.

#if PNG
    import CGif
    import Plumb
    import PlumbRaster
    import PlumbRender
    import PlumbText
    import Testing

    @Suite("GIFRenderer")
    struct GIFRendererTests {
        /// A 100 × 100 root with a blue 20 × 20 item falling 1 pt a frame: `count` frames at `fps`.
        static func recording(count: Int, fps: Double) -> SimulationRecording {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let item = View(frame: Rect(x: 40, y: 0, width: 20, height: 20))
            item.backgroundColor = Color(hex: "#0000ff")
            root.addSubview(item)
            let frames = (0..<count).map { index in
                SimulationRecording.Frame(
                    time: Double(index) / fps,
                    poses: [.init(center: Point(x: 50, y: 10 + Double(index)), angle: 0)])
            }
            return SimulationRecording(
                panel: LayoutRenderer.Panel(root: root), items: [item], frames: frames,
                duration: Double(count - 1) / fps, fps: fps)
        }

        @Test("at 60 fps every other frame shows, 3 or 4 hundredths each, adding up to the run")
        func sixtyFPS() {
            let frames = GIFRenderer.frames(count: 61, fps: 60)
            #expect(frames.map(\.index) == Array(stride(from: 0, through: 60, by: 2)))
            #expect(frames.prefix(6).map(\.delay) == [3, 4, 3, 3, 4, 3])
            #expect(frames.dropLast().map(\.delay).reduce(0, +) == 100)
        }

        @Test(
            "at 25 fps every frame shows for 4 hundredths; at 100 fps every other for 2; the last always shows"
        )
        func otherRates() {
            #expect(GIFRenderer.frames(count: 5, fps: 25) == (0..<5).map { .init(index: $0, delay: 4) })
            #expect(GIFRenderer.frames(count: 4, fps: 100).map(\.index) == [0, 2, 3])
            #expect(GIFRenderer.frames(count: 4, fps: 100).map(\.delay) == [2, 2, 2])
            #expect(GIFRenderer.frames(count: 0, fps: 60).isEmpty)
        }

        @Test("the GIF giflib reads back: 31 frames of 140 × 168 pixels, their delays, looping forever")
        func readBack() throws {
            let gif = try GIFRenderer(measurer: FreeTypeTextMeasurer()).gif(
                Self.recording(count: 61, fps: 60))
            #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
            let decoded = try Self.decode(gif)
            #expect(decoded.width == 140)
            #expect(decoded.height == 168)
            #expect(decoded.delays == GIFRenderer.frames(count: 61, fps: 60).map(\.delay))
            #expect(decoded.loops)
            // The first frame: the blue item centred at (50, 10) in the root, i.e. (70, 58) on the page.
            #expect(decoded.firstFrame(70, 58) == 0x0000FF)
            #expect(decoded.firstFrame(70, 80) == 0xFFFFFF)
        }

        @Test("the same run gives the same GIF bytes twice")
        func deterministic() throws {
            let run = Self.recording(count: 11, fps: 30)
            #expect(try GIFRenderer().gif(run) == GIFRenderer().gif(run))
        }

        @Test("a run without frames, or of more than 3000 GIF frames, throws")
        func tooFewOrTooMany() {
            #expect(throws: RasterError.library("the run has no frames to animate")) {
                try GIFRenderer().gif(Self.recording(count: 0, fps: 60))
            }
            #expect(throws: RasterError.frameCount(3001)) {
                try GIFRenderer().gif(Self.recording(count: 3001, fps: 50))
            }
            #expect(
                RasterError.frameCount(3001).description
                    == "error: the GIF would have 3001 frames, more than 3000 (a minute at 50 frames a second); "
                    + "animate a shorter run (--duration) or write JSON or SVG")
        }

        /// The screen size, each frame's delay (from its graphics control block), whether a
        /// NETSCAPE2.0 extension loops it, and the first frame's colour at a pixel (`0xRRGGBB`).
        static func decode(_ bytes: [UInt8]) throws -> (
            width: Int, height: Int, delays: [Int], loops: Bool, firstFrame: (Int, Int) -> UInt32
        ) {
            final class Source {
                var bytes: [UInt8]
                var offset = 0
                init(_ bytes: [UInt8]) { self.bytes = bytes }
            }
            let source = Source(bytes)
            var error: Int32 = 0
            let file = try #require(
                DGifOpen(
                    Unmanaged.passUnretained(source).toOpaque(),
                    { file, buffer, length in
                        guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
                        let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
                        let count = min(Int(length), source.bytes.count - source.offset)
                        for index in 0..<count { buffer[index] = source.bytes[source.offset + index] }
                        source.offset += count
                        return Int32(count)
                    }, &error))
            defer { DGifCloseFile(file, &error) }
            #expect(DGifSlurp(file) == GIF_OK)
            var delays: [Int] = []
            var loops = false
            for index in 0..<Int(file.pointee.ImageCount) {
                var block = GraphicsControlBlock()
                #expect(DGifSavedExtensionToGCB(file, Int32(index), &block) == GIF_OK)
                delays.append(Int(block.DelayTime))
                let image = file.pointee.SavedImages[index]
                for extensionIndex in 0..<Int(image.ExtensionBlockCount) {
                    let block = image.ExtensionBlocks[extensionIndex]
                    if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                        String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
                            == "NETSCAPE2.0"
                    {
                        loops = true
                    }
                }
            }
            let width = Int(file.pointee.SWidth)
            let first = file.pointee.SavedImages[0]
            let colors = try #require(file.pointee.SColorMap?.pointee.Colors)
            let pixels = (0..<(width * Int(file.pointee.SHeight))).map { index -> UInt32 in
                let color = colors[Int(first.RasterBits[index])]
                return UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
            }
            return (width, Int(file.pointee.SHeight), delays, loops, { x, y in pixels[y * width + x] })
        }
    }
#endif
