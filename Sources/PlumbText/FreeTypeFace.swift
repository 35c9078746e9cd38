import CFreeType
import Plumb

/// A face found while scanning the font directories: where it is and what it is called.
struct FaceDescriptor: Hashable, Sendable {
    /// The font file.
    var path: String
    /// The face's index in the file (0 unless the file is a collection).
    var index: Int
    /// The family name FreeType reads from the file (`"DejaVu Sans"`).
    var family: String
    /// The style name (`"Book"`, `"Bold"`, `"Condensed Bold"`).
    var style: String
    /// OS/2 `usWeightClass` (400 regular, 700 bold), or 400/700 from the style flags.
    var weightClass: Int
    /// OS/2 `usWidthClass` (5 normal, 3 condensed), 5 without an OS/2 table.
    var widthClass: Int
    /// Whether the face is italic or oblique.
    var isItalic: Bool
}

/// An open FreeType face and what has been measured with it, in font units (unscaled, exact).
/// Not thread-safe: it lives in the measurer's mutex-guarded state.
struct LoadedFace {
    /// A glyph and its advance, for one Unicode scalar.
    struct Glyph {
        /// The glyph index (0 is `.notdef`, used for characters the font lacks).
        var index: UInt32
        /// The horizontal advance in font units.
        var advance: Int
    }

    /// The FreeType face; released by the state that owns it.
    let face: FT_Face
    /// The file the face was loaded from.
    let path: String
    /// The face's index in the file.
    let index: Int
    /// Font units per em.
    let unitsPerEm: Int
    /// Whether the face has a `kern` table that FreeType reads.
    let hasKerning: Bool
    /// The vertical metrics in font units, `lineHeight` included.
    let metrics: FontMetrics
    /// The glyph and advance of every scalar measured so far.
    var glyphs: [UInt32: Glyph] = [:]
    /// The kerning of every glyph pair measured so far (left index << 32 | right index).
    var kerning: [UInt64: Int] = [:]

    /// Reads the face's metrics. `face` must be open; ownership passes to the result.
    init(face: FT_Face, path: String, index: Int) {
        self.face = face
        self.path = path
        self.index = index
        let record = face.pointee
        unitsPerEm = max(1, Int(record.units_per_EM))
        hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        let ascender = Int(record.ascender)
        let descender = Int(record.descender)
        let leading = max(0, Int(record.height) - (ascender - descender))
        var capHeight = 0
        var xHeight = 0
        if let os2 = LoadedFace.os2Table(face), os2.version >= 2 {
            capHeight = Int(os2.sCapHeight)
            xHeight = Int(os2.sxHeight)
        }
        if capHeight <= 0 { capHeight = LoadedFace.glyphTop(face, "H") ?? (ascender * 7 / 10) }
        if xHeight <= 0 { xHeight = LoadedFace.glyphTop(face, "x") ?? (ascender / 2) }
        metrics = FontMetrics(
            ascender: Double(ascender), descender: Double(descender), leading: Double(leading),
            capHeight: Double(capHeight), xHeight: Double(xHeight))
    }

    /// The glyph and advance for a scalar, loaded on first use.
    mutating func glyph(for scalar: Unicode.Scalar) -> Glyph {
        if let glyph = glyphs[scalar.value] { return glyph }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        var advance = 0
        if FT_Load_Glyph(face, FT_UInt(index), FT_Int32(FT_LOAD_NO_SCALE)) == 0 {
            advance = Int(face.pointee.glyph.pointee.advance.x)
        } else if index != 0, FT_Load_Glyph(face, 0, FT_Int32(FT_LOAD_NO_SCALE)) == 0 {
            advance = Int(face.pointee.glyph.pointee.advance.x)
        }
        let glyph = Glyph(index: index, advance: advance)
        glyphs[scalar.value] = glyph
        return glyph
    }

    /// Calls `body` with the advance of each Unicode scalar of `text` in font units, the kerning with
    /// the previous glyph included: 0 for controls (`Cc`) and format characters (`Cf`), which also
    /// break kerning.
    mutating func forEachAdvance(in text: Substring, _ body: (Int) -> Void) {
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format:
                previous = nil
                body(0)
            default:
                let glyph = glyph(for: scalar)
                var advance = glyph.advance
                if let previous { advance += kerning(previous, glyph.index) }
                previous = glyph.index
                body(advance)
            }
        }
    }

    /// The kerning between two glyphs in font units (0 without a `kern` table).
    mutating func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        if let value = kerning[key] { return value }
        var vector = FT_Vector()
        let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
        let value =
            FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), mode, &vector) == 0 ? Int(vector.x) : 0
        kerning[key] = value
        return value
    }

    /// The face's OS/2 table, if it has one.
    static func os2Table(_ face: FT_Face) -> TT_OS2? {
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
        return os2.version == 0xFFFF ? nil : os2
    }

    /// The top of a character's outline above the baseline in font units, nil if the face lacks it.
    private static func glyphTop(_ face: FT_Face, _ character: Unicode.Scalar) -> Int? {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        let top = Int(face.pointee.glyph.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }

    /// Describes the faces of a font file for the catalog; `[]` if FreeType cannot open it.
    static func describe(path: String, library: FT_Library) -> [FaceDescriptor] {
        var descriptors: [FaceDescriptor] = []
        var index = 0
        var count = 1
        while index < count {
            var face: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { break }
            defer { FT_Done_Face(face) }
            let record = face.pointee
            count = max(1, Int(record.num_faces))
            let family = record.family_name.map { String(cString: $0) } ?? ""
            let style = record.style_name.map { String(cString: $0) } ?? ""
            let isBold = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
            let isItalic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            var weightClass = isBold ? 700 : 400
            var widthClass = 5
            if let os2 = os2Table(face) {
                if os2.usWeightClass > 0 { weightClass = Int(os2.usWeightClass) }
                if os2.usWidthClass > 0 { widthClass = Int(os2.usWidthClass) }
            }
            if !family.isEmpty {
                descriptors.append(
                    FaceDescriptor(
                        path: path, index: index, family: family, style: style, weightClass: weightClass,
                        widthClass: widthClass, isItalic: isItalic))
            }
            index += 1
        }
        return descriptors
    }
}
