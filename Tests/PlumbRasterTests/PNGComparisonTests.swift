// PNGComparison, the comparison a `.png` snapshot strategy wraps: identical images match, a
// changed view counts its pixels, the tolerance forgives small differences, sizes must agree,
// and bytes that are not a PNG throw. Compiled with the package's PNG trait.

#if PNG
    import Plumb
    import PlumbRaster
    import PlumbRender
    import PlumbText
    import Testing

    @Suite("PNGComparison")
    struct PNGComparisonTests {
        /// The PNG of a 60 × 40 root with a 10 × 10 view at (5, 5) in `color`.
        static func png(_ color: String, width: Double = 60) throws -> [UInt8] {
            let root = View(frame: Rect(x: 0, y: 0, width: width, height: 40))
            let box = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
            box.backgroundColor = Color(hex: color)
            root.addSubview(box)
            return try PNGRenderer(measurer: FreeTypeTextMeasurer(fontDirectories: [])).png([root])
        }

        @Test("identical images match: no differing pixel, no message")
        func identical() throws {
            let result = try PNGComparison.compare(expected: Self.png("#ff0000"), actual: Self.png("#ff0000"))
            #expect(result == PNGComparison(differingPixels: 0, largestDifference: 0, message: nil))
            #expect(result.matches)
        }

        @Test("a view of another colour differs in its 100 pixels, unless the tolerance covers it")
        func changedView() throws {
            let result = try PNGComparison.compare(expected: Self.png("#ff0000"), actual: Self.png("#fe0000"))
            #expect(result.differingPixels == 100)
            #expect(result.largestDifference == 1)
            #expect(
                result.message
                    == "100 of 10800 pixels differ by more than 0 (up to 1 in one channel); the first at x 25, y 53"
            )
            let tolerant = try PNGComparison.compare(
                expected: Self.png("#ff0000"), actual: Self.png("#fe0000"), tolerance: 1)
            #expect(tolerant == PNGComparison(differingPixels: 0, largestDifference: 1, message: nil))
        }

        @Test("images of different sizes differ in every pixel of the larger")
        func sizes() throws {
            let result = try PNGComparison.compare(
                expected: Self.png("#ff0000"), actual: Self.png("#ff0000", width: 61))
            #expect(result.differingPixels == 101 * 108)
            #expect(result.message == "the images differ in size: expected 100 × 108 pixels, got 101 × 108")
        }

        @Test("bytes that are not a PNG throw, naming which")
        func notPNG() throws {
            #expect(throws: RasterError.notPNG("actual: it does not begin with the PNG signature")) {
                try PNGComparison.compare(expected: Self.png("#ff0000"), actual: Array("not a png".utf8))
            }
        }
    }
#endif
