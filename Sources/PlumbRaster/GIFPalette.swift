// GIFPalette: the at most 256 colours of an animated GIF, chosen so that what matters keeps its
// exact colour: the colours the frames use most (flat fills, text, outlines) are taken as they are,
// by pixel count over the sampled frames (ties to the lower `0xRRGGBB`), and every other colour (the
// shades antialiasing makes at edges) maps to its nearest palette colour by squared RGB distance
// (ties to the earlier entry). Deterministic: no dictionary order decides anything.

#if PNG
    /// The palette of an animation and each colour's index in it.
    struct GIFPalette {
        /// The colours as `0xRRGGBB`, most used first; 1 to 256 of them.
        let colors: [UInt32]
        /// Each colour seen so far → its palette index.
        private var lookup: [UInt32: UInt8]

        /// The palette of `images` (pixels as `0xRRGGBB`).
        /// - Complexity: O(pixels + distinct colours · 256).
        init(_ images: [[UInt32]]) {
            var counts: [UInt32: Int] = [:]
            for image in images {
                var index = 0
                while index < image.count {
                    let color = image[index]
                    var end = index + 1
                    while end < image.count, image[end] == color { end += 1 }
                    counts[color, default: 0] += end - index
                    index = end
                }
            }
            let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(
                \.key)
            let colors = ranked.isEmpty ? [0xFF_FFFF] : Array(ranked.prefix(256))
            var lookup: [UInt32: UInt8] = [:]
            for (index, color) in colors.enumerated() { lookup[color] = UInt8(index) }
            self.colors = colors
            self.lookup = lookup
            for color in ranked.dropFirst(colors.count) { self.lookup[color] = nearest(color) }
        }

        /// The index of the palette colour nearest `color` (the earlier of equally near ones).
        private func nearest(_ color: UInt32) -> UInt8 {
            var best = 0
            var bestDistance = Int.max
            for (index, candidate) in colors.enumerated() {
                let distance = Self.distance(color, candidate)
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            return UInt8(best)
        }

        /// The palette index of every pixel of `image` (a colour the palette was not made from maps
        /// to the nearest, remembered).
        mutating func indices(_ image: [UInt32]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(image.count)
            var last: (color: UInt32, index: UInt8)?
            for color in image {
                if let last, last.color == color {
                    result.append(last.index)
                    continue
                }
                let index = lookup[color] ?? nearest(color)
                lookup[color] = index
                last = (color, index)
                result.append(index)
            }
            return result
        }

        /// The squared RGB distance between two `0xRRGGBB` colours.
        private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
            var total = 0
            for shift in [16, 8, 0] as [UInt32] {
                let delta = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)
                total += delta * delta
            }
            return total
        }
    }
#endif
