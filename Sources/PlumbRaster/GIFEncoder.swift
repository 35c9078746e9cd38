// GIFEncoder: palette-indexed frames → GIF89a bytes through giflib, one frame at a time: the
// screen with the global palette, the NETSCAPE2.0 extension that loops forever, and per frame a
// graphics control extension (its delay, disposal "leave in place") and the image: the whole first
// frame, then only the rectangle of pixels that changed since the previous one (1 × 1 when none
// did). Only the previous frame is kept, so memory does not grow with the animation's length.

#if PNG
    import CGif

    /// Writes one animated GIF with giflib, frame by frame.
    final class GIFEncoder {
        private let sink = ByteSink()
        private let file: UnsafeMutablePointer<GifFileType>
        private let width: Int
        private let height: Int
        private var previous: [UInt8]?
        private var isClosed = false

        /// Starts a GIF of `width × height` pixels with `palette` (`0xRRGGBB`, 1…256 colours),
        /// looping forever.
        /// - Throws: `RasterError.library` when giflib fails.
        init(width: Int, height: Int, palette: [UInt32]) throws(RasterError) {
            var error: Int32 = 0
            let write: OutputFunc = { file, data, length in
                guard let file, let data, let user = file.pointee.UserData else { return 0 }
                let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return length
            }
            guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error) else {
                throw .library("giflib could not start a GIF: \(Self.message(error))")
            }
            self.file = file
            self.width = width
            self.height = height
            EGifSetGifVersion(file, true)
            var colors = (0..<256).map { index in
                let color = index < palette.count ? palette[index] : 0
                return GifColorType(
                    Red: UInt8(color >> 16 & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color & 0xFF)
                )
            }
            guard let map = GifMakeMapObject(256, &colors) else { throw .library("giflib: out of memory") }
            defer { GifFreeMapObject(map) }
            try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
            try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
            try check(EGifPutExtensionBlock(file, 3, [1, 0, 0] as [UInt8]))
            try check(EGifPutExtensionTrailer(file))
        }

        deinit {
            var error: Int32 = 0
            if !isClosed { EGifCloseFile(file, &error) }
        }

        /// Adds a frame (palette indices, row by row) shown for `delay` hundredths of a second.
        /// - Throws: `RasterError.library` when giflib fails.
        func add(_ frame: [UInt8], delay: Int) throws(RasterError) {
            let delay = min(max(delay, 0), 0xFFFF)
            let control: [UInt8] = [UInt8(DISPOSE_DO_NOT << 2), UInt8(delay & 0xFF), UInt8(delay >> 8), 0]
            try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, control))
            let box =
                previous.map { Self.changedBox(from: $0, to: frame, width: width, height: height) }
                ?? (0, 0, width, height)
            try check(
                EGifPutImageDesc(file, Int32(box.0), Int32(box.1), Int32(box.2), Int32(box.3), false, nil))
            var row = [UInt8](repeating: 0, count: box.2)
            for y in box.1..<(box.1 + box.3) {
                for x in 0..<box.2 { row[x] = frame[y * width + box.0 + x] }
                try check(EGifPutLine(file, &row, Int32(box.2)))
            }
            previous = frame
        }

        /// Ends the GIF and returns its bytes.
        /// - Throws: `RasterError.library` when giflib fails.
        func finish() throws(RasterError) -> [UInt8] {
            var error: Int32 = 0
            isClosed = true
            guard EGifCloseFile(file, &error) == GIF_OK else {
                throw .library("giflib could not finish the GIF: \(Self.message(error))")
            }
            return sink.bytes
        }

        /// Throws giflib's error unless `result` is `GIF_OK`.
        private func check(_ result: Int32) throws(RasterError) {
            guard result == GIF_OK else { throw .library("giflib: \(Self.message(file.pointee.Error))") }
        }

        /// The smallest rectangle (x, y, width, height) holding every pixel that differs between
        /// two frames; (0, 0, 1, 1) when none does.
        static func changedBox(from old: [UInt8], to new: [UInt8], width: Int, height: Int) -> (
            Int, Int, Int, Int
        ) {
            var (minX, minY, maxX, maxY) = (width, height, -1, -1)
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where old[row + x] != new[row + x] {
                    (minX, maxX) = (min(minX, x), max(maxX, x))
                    (minY, maxY) = (min(minY, y), max(maxY, y))
                }
            }
            guard maxX >= 0 else { return (0, 0, 1, 1) }
            return (minX, minY, maxX - minX + 1, maxY - minY + 1)
        }

        /// giflib's text for an error code.
        private static func message(_ code: Int32) -> String {
            GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        }
    }
#endif
