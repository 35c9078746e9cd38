// Design note: how FreeTypeTextMeasurer measures text.
//
// Faces. A `Font` names a file (`Font.file`, face 0) or a family and a weight. Families are found by
// scanning, once per measurer and on the first family lookup, every font file under the font
// directories (fontconfig's `<dir>` entries in /etc/fonts/fonts.conf and the standard ones; fontconfig
// itself is not linked) and reading each face's family name, style flags and OS/2 weight and width
// classes with FreeType. `"System"` is DejaVu Sans. Among the faces of the family the measurer takes
// the upright one of normal width whose weight class is nearest 700 for weights ≥ `.semibold`
// (UIKit's bold) and 400 otherwise; ties go to the first file in directory order. A resolved face
// stays open for the measurer's lifetime.
//
// Units. Everything is measured unscaled, in the font's own units (`FT_LOAD_NO_SCALE`,
// `FT_KERNING_UNSCALED`): integer advances from `hmtx` and kerning from the `kern` table, summed
// exactly as integers, then scaled once to points by `pointSize / unitsPerEm`. There is no hinting,
// no 26.6 rounding and no dependence on a pixel grid, so a width is the exact design width at any
// size (FreeType's own scaled, unhinted 16.16 advances agree with it to ~1e-5 pt), and the per-face
// caches (glyph index and advance per scalar, kerning per glyph pair) serve every size.
//
// Text. A line is its Unicode scalars in order: each maps to a glyph through the face's cmap
// (`.notdef`, glyph 0, with its own advance, when the font lacks it), and each pair of consecutive
// glyphs is kerned. Controls (`Cc`) and format characters (`Cf`) advance 0 and break kerning;
// combining marks are measured as the font gives them (zero-width in DejaVu), without shaping. Only
// the legacy `kern` table is read (what `FT_Get_Kerning` sees); OpenType GPOS kerning, which
// HarfBuzz would apply, is not.
//
// Metrics. Ascender and descender are FreeType's (from `hhea`), leading is the line gap
// (`height − ascender + descender`, at least 0), cap height and x-height come from OS/2 version ≥ 2
// (`sCapHeight`, `sxHeight`) or else from the tops of the outlines of "H" and "x".
//
// Fallback. A font that resolves to no face is measured by Plumb's `FallbackTextMeasurer` (the
// same fixed proportions a tree uses by default), and only such a font: `isUsingFallback(for:)`
// says which.
//
// Threads. FreeType's library and faces are not thread-safe, so all of them, with the catalog and
// the caches, are one value behind a `Mutex`; every call takes the lock once. There is no global
// state: two measurers share nothing.

import CFreeType
import Plumb
import Synchronization

/// Measures text with FreeType and real font files: the `TextMeasuring` that Plumb's controls use
/// on Linux, giving the advance widths and metrics of the font's own design, kerning included.
///
/// ```swift
/// let measurer = FreeTypeTextMeasurer()
/// let font = Font.systemFont(ofSize: 17)
/// let width = measurer.width(of: "Button", font: font)  // 56.943359375 pt in DejaVu Sans
/// let lineHeight = measurer.metrics(of: font).lineHeight
/// ```
///
/// Fonts are resolved by `Font.file` when it is set, else by family (`Font.systemFamily` is
/// ``systemFamily``, DejaVu Sans by default) and weight (a bold face for weights ≥ `.semibold`)
/// among the font files under ``fontDirectories``. A font that resolves to no face is measured by
/// Plumb's `FallbackTextMeasurer` instead, deterministically; ``isUsingFallback(for:)`` tells. The first
/// family lookup opens every font file under the directories once (milliseconds for the few dozen
/// files of a typical Linux machine); later calls cost a few dictionary lookups per character.
/// Give a tree real text by setting its root's `textMeasurer` to a shared instance.
///
/// Thread-safe: one lock guards the FreeType state and the caches. Deterministic: the same text and
/// font give the same result, bit for bit, on every call and in every measurer that sees the same
/// font files.
public final class FreeTypeTextMeasurer: TextMeasuring {
    /// The family that `Font.systemFamily` (`"System"`) stands for by default: `"DejaVu Sans"`.
    public static let defaultSystemFamily = "DejaVu Sans"

    /// The directories searched for font families, in order.
    public let fontDirectories: [String]

    /// The family used for `Font.systemFamily`.
    public let systemFamily: String

    private let state: Mutex<State>

    /// Creates a measurer. Nothing is scanned or opened until a font is first measured.
    ///
    /// - Parameters:
    ///   - fontDirectories: where to look for families, searched recursively; by default
    ///     ``defaultFontDirectories``. With `[]`, only fonts with a `Font.file` resolve.
    ///   - systemFamily: the family for `Font.systemFamily`; `"DejaVu Sans"` by default.
    public init(
        fontDirectories: [String] = FreeTypeTextMeasurer.defaultFontDirectories,
        systemFamily: String = FreeTypeTextMeasurer.defaultSystemFamily
    ) {
        self.fontDirectories = fontDirectories
        self.systemFamily = systemFamily
        state = Mutex(State())
    }

    /// fontconfig's font directories (the `<dir>` entries of `/etc/fonts/fonts.conf`, `~` and
    /// `prefix="xdg"` resolved) followed by `/usr/share/fonts`, `/usr/local/share/fonts`,
    /// `$XDG_DATA_HOME/fonts` and `~/.fonts`, without duplicates. Reads the file on every call.
    public static var defaultFontDirectories: [String] { FontDirectories.defaults() }

    /// The font's vertical metrics at its size, in points (see `FontMetrics`); the fallback's
    /// when the font resolves to no face. O(1) once the face is resolved.
    public func metrics(of font: Font) -> FontMetrics {
        state.withLock { state in
            guard let slot = resolve(font, in: &state) else {
                return FallbackTextMeasurer().metrics(of: font)
            }
            let face = state.faces[slot]
            let scale = font.pointSize / Double(face.unitsPerEm)
            let units = face.metrics
            return FontMetrics(
                ascender: units.ascender * scale, descender: units.descender * scale,
                leading: units.leading * scale, capHeight: units.capHeight * scale,
                xHeight: units.xHeight * scale)
        }
    }

    /// The advance width of `text` set on one line in `font`, kerning included, in points: the sum of
    /// the glyphs' advances and of the kerning between consecutive glyphs, in font units, times
    /// `pointSize / unitsPerEm`. The fallback's width when the font resolves to no face.
    /// O(n) in the Unicode scalars once their glyphs are cached.
    public func width(of text: Substring, font: Font) -> Double {
        state.withLock { state in
            guard let slot = resolve(font, in: &state) else {
                return FallbackTextMeasurer().width(of: text, font: font)
            }
            var units = 0
            state.faces[slot].forEachAdvance(in: text) { units += $0 }
            return Double(units) * font.pointSize / Double(state.faces[slot].unitsPerEm)
        }
    }

    /// The advance width of `text` on one line, in points: the `Substring` `width(of:font:)` for a
    /// whole string.
    public func width(of text: String, font: Font) -> Double {
        width(of: text[...], font: font)
    }

    /// The advance of each Unicode scalar of `text` in points, the kerning with the previous glyph
    /// included (0 for controls and format characters), as many as `text.unicodeScalars` has; their
    /// sum is the `Substring` `width(of:font:)` up to rounding. O(n) in the scalars.
    public func advances(of text: Substring, font: Font) -> [Double] {
        state.withLock { state in
            guard let slot = resolve(font, in: &state) else {
                return Self.fallbackAdvances(of: text, font: font)
            }
            let scale = font.pointSize / Double(state.faces[slot].unitsPerEm)
            var advances: [Double] = []
            advances.reserveCapacity(text.unicodeScalars.count)
            state.faces[slot].forEachAdvance(in: text) { advances.append(Double($0) * scale) }
            return advances
        }
    }

    /// The fallback's advances per Unicode scalar: a character's advance on its first scalar, 0 on
    /// the others (combining marks).
    private static func fallbackAdvances(of text: Substring, font: Font) -> [Double] {
        let factor = font.pointSize * FallbackTextMeasurer.widthFactor(of: font.weight)
        var advances: [Double] = []
        for character in text {
            advances.append(FallbackTextMeasurer.advance(of: character) * factor)
            advances.append(contentsOf: repeatElement(0, count: character.unicodeScalars.count - 1))
        }
        return advances
    }

    /// Whether `font` is measured by Plumb's `FallbackTextMeasurer` because it resolves to no real face (its
    /// file cannot be opened, or no face of its family is under ``fontDirectories``). The first
    /// family lookup scans the font directories.
    public func isUsingFallback(for font: Font) -> Bool {
        resolvedFace(for: font) == nil
    }

    /// The font file and face index that `font` resolves to, or nil when the fallback measures it.
    /// The first family lookup scans the font directories.
    public func resolvedFace(for font: Font) -> (path: String, index: Int)? {
        state.withLock { state in
            guard let slot = resolve(font, in: &state) else { return nil }
            return (state.faces[slot].path, state.faces[slot].index)
        }
    }

    // MARK: - Resolution

    /// The slot of the face that measures `font`, nil for the fallback; resolved once per file,
    /// family and weight.
    private func resolve(_ font: Font, in state: inout State) -> Int? {
        let request: Request
        if let file = font.file {
            request = .file(file)
        } else {
            let family = font.family == Font.systemFamily ? systemFamily : font.family
            request = .family(family.lowercased(), bold: font.weight >= .semibold)
        }
        if let known = state.resolved[request] { return known }
        var slot: Int?
        switch request {
        case .file(let path):
            slot = state.open(path: path, index: 0)
        case .family(let family, let bold):
            if state.catalog == nil { state.scan(fontDirectories) }
            if let descriptor = Self.bestFace(family: family, bold: bold, in: state.catalog ?? []) {
                slot = state.open(path: descriptor.path, index: descriptor.index)
            }
        }
        state.resolved[request] = .some(slot)
        return slot
    }

    /// The upright, normal-width face of `family` (lowercased) whose weight is nearest the one asked
    /// for; the first in catalog order on a tie.
    static func bestFace(family: String, bold: Bool, in catalog: [FaceDescriptor]) -> FaceDescriptor? {
        let target = bold ? 700 : 400
        var best: (score: (Int, Int, Int), face: FaceDescriptor)?
        for face in catalog where face.family.lowercased() == family {
            let score = (face.isItalic ? 1 : 0, abs(face.widthClass - 5), abs(face.weightClass - target))
            if best == nil || score < best!.score { best = (score, face) }
        }
        return best?.face
    }

    /// What a font asks for: a file, or a family (lowercased) and boldness.
    private enum Request: Hashable {
        case file(String)
        case family(String, bold: Bool)
    }

    /// Everything FreeType: the library, the catalog of faces, the open faces and what resolves to
    /// which. Only ever touched under the measurer's lock.
    private struct State: ~Copyable {
        let library: FT_Library?
        var catalog: [FaceDescriptor]?
        var faces: [LoadedFace] = []
        var slots: [FaceKey: Int?] = [:]
        var resolved: [Request: Int?] = [:]

        init() {
            var library: FT_Library?
            self.library = FT_Init_FreeType(&library) == 0 ? library : nil
        }

        deinit {
            for face in faces { FT_Done_Face(face.face) }
            if let library { FT_Done_FreeType(library) }
        }

        /// Reads every face of every font file under `directories`.
        mutating func scan(_ directories: [String]) {
            guard let library else {
                catalog = []
                return
            }
            catalog = FontDirectories.fontFiles(in: directories).flatMap {
                LoadedFace.describe(path: $0, library: library)
            }
        }

        /// Opens a face (once), returning its slot, or nil if FreeType cannot open it.
        mutating func open(path: String, index: Int) -> Int? {
            let key = FaceKey(path: path, index: index)
            if let slot = slots[key] { return slot }
            var slot: Int?
            var face: FT_Face?
            if let library, FT_New_Face(library, path, FT_Long(index), &face) == 0, let face {
                faces.append(LoadedFace(face: face, path: path, index: index))
                slot = faces.count - 1
            }
            slots[key] = .some(slot)
            return slot
        }
    }

    /// A face within a file.
    private struct FaceKey: Hashable {
        var path: String
        var index: Int
    }
}
