import CFreeType

/// FreeType used directly, the way its tutorial measures a line, as an independent check of
/// `FreeTypeTextMeasurer` (which works in unscaled font units): the face is scaled to the size
/// (`FT_Set_Char_Size` at 72 dpi, so one pixel is one point), every glyph is loaded unhinted
/// (`FT_LOAD_NO_HINTING`) and its linear advance (16.16 pixels) is added, then the kerning of each
/// pair of consecutive glyphs (`FT_Get_Kerning`).
final class RawFreeType {
    /// A line measured two ways, which differ only in how the kerning is scaled.
    struct Line {
        /// Advances plus the kerning scaled by the face's own `x_scale` without rounding, in points.
        var width: Double
        /// Advances plus `FT_KERNING_UNFITTED` kerning, which FreeType rounds to 1/64 pt per pair.
        var widthWithUnfittedKerning: Double
        /// How many pairs of consecutive glyphs kern (a non-zero kerning).
        var kernedPairs: Int
    }

    private var library: FT_Library?
    private var face: FT_Face?

    /// Opens face 0 of a font file; nil if FreeType cannot.
    init?(path: String) {
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        guard FT_New_Face(library, path, 0, &face) == 0, face != nil else {
            FT_Done_FreeType(library)
            return nil
        }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Measures `text` on one line at `size` points.
    func measure(_ text: String, size: Double) -> Line {
        var line = Line(width: 0, widthWithUnfittedKerning: 0, kernedPairs: 0)
        guard let face, FT_Set_Char_Size(face, 0, FT_F26Dot6(size * 64), 72, 72) == 0 else {
            return Line(width: .nan, widthWithUnfittedKerning: .nan, kernedPairs: 0)
        }
        let xScale = Double(face.pointee.size.pointee.metrics.x_scale) / 65536 / 64
        var previous: FT_UInt = 0
        for scalar in text.unicodeScalars {
            let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
            guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING)) == 0 else {
                return Line(width: .nan, widthWithUnfittedKerning: .nan, kernedPairs: 0)
            }
            let advance = Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
            line.width += advance
            line.widthWithUnfittedKerning += advance
            if previous != 0 {
                var unscaled = FT_Vector()
                var unfitted = FT_Vector()
                _ = FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNSCALED.rawValue), &unscaled)
                _ = FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNFITTED.rawValue), &unfitted)
                line.width += Double(unscaled.x) * xScale
                line.widthWithUnfittedKerning += Double(unfitted.x) / 64
                if unscaled.x != 0 { line.kernedPairs += 1 }
            }
            previous = glyph
        }
        return line
    }

    /// The glyph index of a scalar (0, `.notdef`, when the font lacks it).
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        guard let face else { return 0 }
        return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The kerning of a pair of characters in font units.
    func unscaledKerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        guard let face else { return 0 }
        var kerning = FT_Vector()
        let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
        let error = FT_Get_Kerning(
            face, FT_UInt(glyphIndex(left)), FT_UInt(glyphIndex(right)), mode, &kerning)
        return error == 0 ? Int(kerning.x) : 0
    }

    /// Font units per em.
    var unitsPerEm: Int { face.map { Int($0.pointee.units_per_EM) } ?? 0 }
}
