// StandaloneScalars: the Unicode scalars below U+0530 (Latin, Greek, Cyrillic) that are always a
// character of their own, for the fast paths of text measuring and line breaking.
//
// Design. Swift's `Character` operations (grapheme breaking, `isWhitespace`, lookups in a
// `Set<Character>`) consult the Unicode tables on every call, which dominates laying out
// non-ASCII text such as the Russian cat cards. A scalar below U+0530 that is neither a control,
// a format character nor a mark has the grapheme-break property Other (Extended_Pictographic for
// © and ®), and two such scalars are never one grapheme cluster (UAX #29, GB999; the joining rules
// need CR LF, Extend, SpacingMark, ZWJ, Prepend, Hangul jamo or regional indicators, none of which
// is standalone). A run of standalone scalars therefore has one character per scalar, each with
// its scalar's properties, so a table indexed by scalar value gives the same answers as the
// `Character` operations. The tests check this against the standard library for every entry.

/// Which scalars below ``limit`` are characters on their own, and which of those are whitespace.
enum StandaloneScalars {
    /// The first scalar value not tabulated: U+0530, the end of Cyrillic Supplement.
    static let limit = 0x530

    /// Per scalar value below ``limit``: 0 not standalone, 1 standalone, 2 standalone whitespace.
    static let kinds: [UInt8] = (0..<limit).map { value in
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return 0 }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .surrogate, .unassigned:
            return 0
        default:
            return scalar.properties.isWhitespace ? 2 : 1
        }
    }

    /// The scalar value at a UTF-8 offset and the offset after it, when it is encoded in one or
    /// two bytes; nil for a longer encoding (nothing of three or more bytes is below ``limit``).
    /// `offset` must be the start of a scalar in valid UTF-8.
    @inline(__always)
    static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: Int, next: Int)? {
        let lead = utf8[offset]
        if lead < 0x80 { return (Int(lead), offset + 1) }
        guard lead & 0xE0 == 0xC0 else { return nil }
        return (Int(lead & 0x1F) << 6 | Int(utf8[offset + 1] & 0x3F), offset + 2)
    }
}
