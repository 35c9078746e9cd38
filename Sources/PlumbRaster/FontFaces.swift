// FontFaces: the FreeType faces one rasterisation draws text with, opened from the very files and
// face indices that PlumbText's measurer resolved each font to, and handed to cairo through
// cairo-ft.
//
// Lifetimes. cairo may keep a font face (in its scaled-font cache) after the picture is drawn, and
// a cairo-ft face must not outlive its FT_Face, nor an FT_Face its FT_Library. So each FT_Face is
// given to cairo as the font face's user data with a destroy callback that closes the face and
// drops one reference to the library (FT_Reference_Library when the face is opened); the library
// is freed with its last face, whenever cairo lets go. No state is shared between two
// rasterisations.

#if PNG
    import CCairo
    import Plumb
    import PlumbText

    /// The faces one rasterisation opened, by font file and face index.
    final class FontFaces {
        /// An open face: FreeType's (for glyph indices) and cairo's (for drawing).
        struct Face {
            /// The FreeType face; closed by cairo's destroy callback.
            let face: FT_Face
            /// The cairo font face over it; one reference owned here.
            let cairoFace: OpaquePointer
        }

        private struct Key: Hashable {
            var path: String
            var index: Int
        }

        /// The FreeType library; nil when FreeType could not start (then no text is drawn).
        private let library: FT_Library?
        /// The key under which a cairo font face holds its FT_Face; allocated here, compared by address.
        private let userDataKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        private var faces: [Key: Face?] = [:]
        /// The measurer that resolved the fonts, asked for files and advances.
        let measurer: FreeTypeTextMeasurer

        /// Faces for text that `measurer` measured.
        init(measurer: FreeTypeTextMeasurer) {
            self.measurer = measurer
            var library: FT_Library?
            library = FT_Init_FreeType(&library) == 0 ? library : nil
            self.library = library
        }

        deinit {
            for case let face? in faces.values { cairo_font_face_destroy(face.cairoFace) }
            if let library { FT_Done_Library(library) }
            userDataKey.deallocate()
        }

        /// The face `font` is drawn in: the one the measurer measured it with, else (a font the
        /// measurer measures with its fallback) the system font's; nil when neither has a file.
        func face(for font: Font) -> Face? {
            let system = Font.systemFont(ofSize: font.pointSize, weight: font.weight)
            guard let (path, index) = measurer.resolvedFace(for: font) ?? measurer.resolvedFace(for: system)
            else { return nil }
            let key = Key(path: path, index: index)
            if let face = faces[key] { return face }
            let face = open(path: path, index: index)
            faces[key] = face
            return face
        }

        /// Opens a face and its cairo font face, loaded without hinting so that glyphs keep their
        /// design outlines and advances.
        private func open(path: String, index: Int) -> Face? {
            guard let library else { return nil }
            var opened: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else {
                return nil
            }
            FT_Reference_Library(library)
            let cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))
            let status = cairo_font_face_set_user_data(cairoFace, userDataKey, UnsafeMutableRawPointer(face))
            {
                pointer in
                guard let face = pointer?.assumingMemoryBound(to: FT_FaceRec.self) else { return }
                let library = face.pointee.glyph.pointee.library
                FT_Done_Face(face)
                if let library { FT_Done_Library(library) }
            }
            guard let cairoFace, status == CAIRO_STATUS_SUCCESS else {
                cairo_font_face_destroy(cairoFace)
                FT_Done_Face(face)
                FT_Done_Library(library)
                return nil
            }
            return Face(face: face, cairoFace: cairoFace)
        }
    }
#endif
