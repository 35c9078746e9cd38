// CharacterWalk: how line breaking steps through a paragraph's characters and tells whitespace.
//
// Design. Breaking needs two questions per character: where the next one starts and whether it
// is whitespace. `GraphemeWalk` asks Swift's `Character` (grapheme breaking and Unicode property
// lookups on every step); `StandaloneWalk` answers from UTF-8 bytes for a paragraph made only of
// standalone scalars (StandaloneScalars.swift: one character per scalar, with its scalar's
// properties), so both give the same indices and answers on such a paragraph.
// `TextLayout.breakLines` takes the fast walk when it applies; the wrapping loops are generic
// over the walk, so each is specialised for both.

/// Steps through the characters of a paragraph.
protocol CharacterWalk {
    /// The paragraph walked.
    var paragraph: Substring { get }
    /// The start of the character after the one at `index` (a character boundary before the end).
    func index(after index: String.Index) -> String.Index
    /// Whether the character at `index` is whitespace (`Character.isWhitespace`).
    func isWhitespace(at index: String.Index) -> Bool
}

/// The walk by grapheme clusters, valid for any text.
struct GraphemeWalk: CharacterWalk {
    let paragraph: Substring

    func index(after index: String.Index) -> String.Index { paragraph.index(after: index) }

    func isWhitespace(at index: String.Index) -> Bool { paragraph[index].isWhitespace }
}

/// The walk by UTF-8 bytes of a paragraph whose scalars are all standalone: each character is one
/// scalar of one or two bytes.
struct StandaloneWalk: CharacterWalk {
    let paragraph: Substring

    /// The walk of `paragraph`, or nil when a scalar of it is not standalone.
    init?(_ paragraph: Substring) {
        let isStandalone =
            paragraph.utf8.withContiguousStorageIfAvailable { utf8 in
                var offset = 0
                while offset < utf8.count {
                    guard let (value, next) = StandaloneScalars.decode(utf8, at: offset),
                        value < StandaloneScalars.limit, StandaloneScalars.kinds[value] != 0
                    else { return false }
                    offset = next
                }
                return true
            } ?? false
        guard isStandalone else { return nil }
        self.paragraph = paragraph
    }

    func index(after index: String.Index) -> String.Index {
        paragraph.utf8.index(index, offsetBy: paragraph.utf8[index] < 0x80 ? 1 : 2)
    }

    func isWhitespace(at index: String.Index) -> Bool {
        let lead = paragraph.utf8[index]
        if lead < 0x80 { return StandaloneScalars.kinds[Int(lead)] == 2 }
        let trail = paragraph.utf8[paragraph.utf8.index(after: index)]
        return StandaloneScalars.kinds[Int(lead & 0x1F) << 6 | Int(trail & 0x3F)] == 2
    }
}
