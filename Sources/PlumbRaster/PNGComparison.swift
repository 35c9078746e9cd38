// PNGComparison: two PNG images decoded by cairo (libpng) and compared pixel by pixel with a
// tolerance, for snapshot tests: a pixel differs when any of its four channels (alpha, red, green,
// blue, as cairo decodes them: 8 bits each, colour premultiplied by alpha) differs by more than the
// tolerance. Images of different sizes differ in every pixel of the larger.

#if PNG
    import CCairo

    /// How two PNG images differ, pixel by pixel: the result of ``compare(expected:actual:tolerance:)``.
    ///
    /// ```swift
    /// let difference = try PNGComparison.compare(expected: reference, actual: png, tolerance: 2)
    /// if let message = difference.message { Issue.record(Comment(rawValue: message)) }
    /// ```
    public struct PNGComparison: Equatable, Sendable {
        /// How many pixels differ by more than the tolerance (every pixel of the larger image
        /// when the sizes differ); 0 when the images match.
        public var differingPixels: Int
        /// The largest difference of one channel, 0…255, over the pixels compared (0 when the
        /// sizes differ).
        public var largestDifference: Int
        /// What differs, in one sentence (such as `"312 of 76800 pixels differ by more than 2
        /// (up to 255 in one channel); the first at x 10, y 20"`); nil when the images match.
        public var message: String?

        /// A result: `differingPixels` pixels differing by more than the tolerance, channels by up
        /// to `largestDifference`, described by `message` (nil when they match).
        public init(differingPixels: Int, largestDifference: Int, message: String?) {
            self.differingPixels = differingPixels
            self.largestDifference = largestDifference
            self.message = message
        }

        /// Whether no pixel differs by more than the tolerance.
        public var matches: Bool { differingPixels == 0 }

        /// Decodes two PNGs and compares them pixel by pixel.
        /// - Parameters:
        ///   - expected: the reference image's PNG bytes.
        ///   - actual: the PNG bytes to check.
        ///   - tolerance: the largest difference of a channel (0…255) that still counts as equal;
        ///     0 (the default) asks for identical pixels.
        /// - Throws: `RasterError.notPNG` when either is not a PNG cairo can decode.
        /// - Complexity: O(pixels).
        public static func compare(expected: [UInt8], actual: [UInt8], tolerance: Int = 0) throws(RasterError)
            -> PNGComparison
        {
            let reference = try PNGImage(expected, name: "expected")
            let image = try PNGImage(actual, name: "actual")
            guard reference.width == image.width, reference.height == image.height else {
                return PNGComparison(
                    differingPixels: max(reference.width * reference.height, image.width * image.height),
                    largestDifference: 0,
                    message:
                        "the images differ in size: expected \(reference.width) × \(reference.height) pixels, "
                        + "got \(image.width) × \(image.height)")
            }
            var differing = 0
            var largest = 0
            var first: (x: Int, y: Int)?
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let a = reference.pixel(x: x, y: y)
                    let b = image.pixel(x: x, y: y)
                    guard a != b else { continue }
                    var worst = 0
                    for shift in [24, 16, 8, 0] as [UInt32] {
                        worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                    }
                    largest = max(largest, worst)
                    if worst > tolerance {
                        differing += 1
                        if first == nil { first = (x, y) }
                    }
                }
            }
            guard let first else {
                return PNGComparison(differingPixels: 0, largestDifference: largest, message: nil)
            }
            return PNGComparison(
                differingPixels: differing, largestDifference: largest,
                message:
                    "\(differing) of \(image.width * image.height) pixels differ by more than \(tolerance) "
                    + "(up to \(largest) in one channel); the first at x \(first.x), y \(first.y)")
        }
    }

    /// A PNG image decoded by cairo (libpng): its size and its pixels as `0xAARRGGBB`.
    ///
    /// ```swift
    /// let image = try PNGImage(png: try PNGRenderer().png([root]))
    /// image.pixel(x: 0, y: 0)  // 0xFFFFFFFF, the white page
    /// ```
    public struct PNGImage: Sendable {
        /// The width in pixels.
        public let width: Int
        /// The height in pixels.
        public let height: Int
        /// The pixels row by row, `0xAARRGGBB` (colour premultiplied by alpha).
        private let pixels: [UInt32]

        /// Decodes PNG bytes.
        /// - Throws: `RasterError.notPNG` when cairo cannot decode them.
        /// - Complexity: O(pixels).
        public init(png bytes: [UInt8]) throws(RasterError) {
            try self.init(bytes, name: "image")
        }

        /// Decodes `bytes`; `name` says which image in an error.
        init(_ bytes: [UInt8], name: String) throws(RasterError) {
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
                throw .notPNG("\(name): it does not begin with the PNG signature")
            }
            let source = ByteSource(bytes)
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                    return source.read(into: data, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(source).toOpaque())
            defer { cairo_surface_destroy(surface) }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
                throw .notPNG("\(name): \(String(cString: cairo_status_to_string(status)))")
            }
            let format = cairo_image_surface_get_format(surface)
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            var pixels: [UInt32] = []
            pixels.reserveCapacity(width * height)
            switch format {
            case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24:
                let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { pixels.append(row[x] | opaque) }
                }
            default:
                throw .notPNG("\(name): cairo decoded it in an unexpected pixel format \(format.rawValue)")
            }
            self.pixels = pixels
        }

        /// The pixel at column `x` and row `y` (from the top left, 0-based, inside the image), as
        /// `0xAARRGGBB`.
        public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
    }

    /// Bytes read by a C read callback, front to back.
    final class ByteSource {
        private let bytes: [UInt8]
        private var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// Copies the next `count` bytes to `destination`; false when fewer are left.
        func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                destination.update(from: base + offset, count: count)
            }
            offset += count
            return true
        }
    }
#endif
