// PNGRenderer on small trees: the image's size at each scale, pixel colours where views are,
// identical bytes across runs, and text drawn only inside its label's frame. Compiled with the
// package's PNG trait (`swift test --traits PNG --filter PlumbRasterTests`).

#if PNG
    import Plumb
    import PlumbRaster
    import PlumbRender
    import PlumbText
    import Testing

    @Suite("PNGRenderer")
    struct PNGRendererTests {
        /// The measurer the trees are laid out with and the PNGs drawn with.
        static let measurer = FreeTypeTextMeasurer()

        /// A 100 × 50 root with a red 40 × 20 view at (10, 10) and a label "Plumb" with a white
        /// background at (10, 32), 80 wide.
        static func tree() throws -> (root: View, box: View, label: Label) {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
            root.textMeasurer = measurer
            let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
            box.backgroundColor = Color(hex: "#ff0000")
            root.addSubview(box)
            let label = Label()
            label.text = "Plumb"
            label.font = .systemFont(ofSize: 12)
            label.backgroundColor = Color(hex: "#ffffff")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 32),
                label.widthAnchor.constraint(equalToConstant: 80),
            ])
            root.layoutIfNeeded()
            return (root, box, label)
        }

        /// Whether a pixel is text-dark: every channel below 100 (the caption and outlines are
        /// gray #808080 or lighter, the box red).
        static func isDark(_ pixel: UInt32) -> Bool {
            pixel >> 16 & 0xFF < 100 && pixel >> 8 & 0xFF < 100 && pixel & 0xFF < 100
        }

        /// The page's origin of the root in points: the margin, and the margin and caption above.
        static let origin = Point(
            x: LayoutRenderer.margin, y: LayoutRenderer.margin + LayoutRenderer.captionHeight)

        @Test(
            "the PNG is ceil(page × scale) pixels: 140 × 118 points at scales 1, 2 and 3",
            arguments: [1, 2, 3])
        func dimensions(scale: Int) throws {
            let png = try PNGRenderer(scale: scale, measurer: Self.measurer).png([try Self.tree().root])
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let image = try PNGImage(png: png)
            #expect(image.width == 140 * scale)
            #expect(image.height == 118 * scale)
            // IHDR's width and height, big-endian, as written.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect((width, height) == (140 * scale, 118 * scale))
        }

        @Test("a fractional page rounds up: a 100.5 × 50.25 root at scale 2 is 281 × 237 pixels")
        func fractionalSize() throws {
            let root = View(frame: Rect(x: 0, y: 0, width: 100.5, height: 50.25))
            let image = try PNGImage(png: try PNGRenderer(scale: 2, measurer: Self.measurer).png([root]))
            #expect(image.width == 281)
            #expect(image.height == 237)
        }

        @Test(
            "a view's background fills its frame; the root and the page around it are white",
            arguments: [1, 2, 3])
        func colours(scale: Int) throws {
            let image = try PNGImage(
                png: try PNGRenderer(scale: scale, measurer: Self.measurer).png([try Self.tree().root]))
            func pixel(_ x: Double, _ y: Double) -> UInt32 {
                image.pixel(
                    x: Int((Self.origin.x + x) * Double(scale)), y: Int((Self.origin.y + y) * Double(scale)))
            }
            // Inside the red view, at its corners (one pixel in) and centre.
            for (x, y) in [(10.0, 10.0), (49.5, 29.5), (30, 20)] {
                #expect(pixel(x, y) == 0xFFFF_0000, "(\(x), \(y))")
            }
            // The root around it, and the page outside the root.
            for (x, y) in [(9.0, 9.0), (51, 20), (30, 31), (95, 5)] {
                #expect(pixel(x, y) == 0xFFFF_FFFF, "(\(x), \(y))")
            }
            #expect(image.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
            #expect(image.pixel(x: image.width - 1, y: image.height - 1) == 0xFFFF_FFFF)
            // The root's gray outline, on its left edge (x = 20 pt, 1 pt wide, centred on it).
            #expect(pixel(0, 25) & 0xFF_FFFF != 0xFF_FFFF)
        }

        @Test("the same tree gives the same bytes twice, from two renderers")
        func deterministic() throws {
            let first = try PNGRenderer(scale: 2, measurer: Self.measurer).png([try Self.tree().root])
            let second = try PNGRenderer(scale: 2, measurer: FreeTypeTextMeasurer()).png([
                try Self.tree().root
            ])
            #expect(first == second)
        }

        @Test("the label's text is drawn inside its frame and nowhere else", arguments: [1, 2])
        func textInsideFrame(scale: Int) throws {
            let (root, _, label) = try Self.tree()
            let frame = label.frame
            #expect(frame.height > 0)
            let image = try PNGImage(png: try PNGRenderer(scale: scale, measurer: Self.measurer).png([root]))
            var inside = 0
            var outside: [(Int, Int)] = []
            let s = Double(scale)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    guard Self.isDark(image.pixel(x: x, y: y)) else { continue }
                    let point = Point(x: Double(x) / s - Self.origin.x, y: Double(y) / s - Self.origin.y)
                    if point.x >= frame.origin.x - 1 / s, point.x < frame.origin.x + frame.width,
                        point.y >= frame.origin.y - 1 / s, point.y < frame.origin.y + frame.height
                    {
                        inside += 1
                    } else {
                        outside.append((x, y))
                    }
                }
            }
            #expect(inside > 20 * scale * scale)
            #expect(outside.isEmpty, "dark pixels outside \(frame): \(outside.prefix(5))")
        }

        @Test("a line is as wide as measured: the text's dark pixels end within its measured width")
        func textWidth() throws {
            let (root, _, label) = try Self.tree()
            let width = Self.measurer.width(of: "Plumb", font: label.font)
            let image = try PNGImage(png: try PNGRenderer(scale: 3, measurer: Self.measurer).png([root]))
            var right = 0.0
            var left = Double.infinity
            for y in 0..<image.height {
                for x in 0..<image.width where Self.isDark(image.pixel(x: x, y: y)) {
                    let px = Double(x) / 3 - Self.origin.x - label.frame.origin.x
                    right = max(right, px)
                    left = min(left, px)
                }
            }
            #expect(left >= 0 && left < 2)
            #expect(right <= width && right > width - 2)
        }

        @Test("a scale other than 1, 2 or 3, and a page too large for an image, throw with what to do")
        func errors() throws {
            let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            #expect(throws: RasterError.scale(4)) { try PNGRenderer(scale: 4).png([root]) }
            #expect(
                RasterError.scale(4).description == "error: the scale is 4; use 1, 2 or 3 (pixels per point)")
            let huge = View(frame: Rect(x: 0, y: 0, width: 20000, height: 10))
            #expect(throws: RasterError.imageSize(width: 40080, height: 156)) {
                try PNGRenderer(scale: 2).png([huge])
            }
            #expect(
                RasterError.imageSize(width: 40080, height: 156).description
                    == "error: the picture would be more than 32767 × 156 pixels; an image holds 1 to 32767 pixels "
                    + "a side: draw fewer or smaller sizes, or use a lower scale")
        }
    }
#endif
