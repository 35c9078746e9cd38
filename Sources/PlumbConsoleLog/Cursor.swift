// A read position in one entry's text.

/// A position in a string, read forward character by character.
struct Cursor {
    private let characters: [Character]
    /// The offset of the next character.
    private(set) var offset = 0

    /// A cursor at the start of `text`.
    init(_ text: String) { characters = Array(text) }

    /// The next character, if any.
    var peek: Character? { offset < characters.count ? characters[offset] : nil }

    /// The character `distance` places ahead, if any.
    func peek(_ distance: Int) -> Character? {
        offset + distance < characters.count ? characters[offset + distance] : nil
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { offset >= characters.count }

    /// What is left to read.
    var rest: String { String(characters[min(offset, characters.count)...]) }

    /// Reads `word` if it comes next.
    mutating func take(_ word: String) -> Bool {
        guard rest.hasPrefix(word) else { return false }
        offset += word.count
        return true
    }

    /// Reads characters while `predicate` holds.
    mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = offset
        while offset < characters.count, predicate(characters[offset]) { offset += 1 }
        return String(characters[start..<offset])
    }

    /// Reads up to (not including) `stop`, or to the end.
    mutating func read(until stop: Character) -> String { read { $0 != stop } }

    /// Skips spaces and tabs.
    mutating func skipSpaces() { _ = read { $0 == " " || $0 == "\t" } }

    /// Reads a quoted identifier `'…'` that ends at a quote followed by whitespace or the end.
    mutating func readIdentifier() -> String {
        offset += 1
        let start = offset
        while offset < characters.count {
            if characters[offset] == "'",
                offset + 1 == characters.count || characters[offset + 1].isWhitespace
            {
                let text = String(characters[start..<offset])
                offset += 1
                return text
            }
            offset += 1
        }
        return String(characters[start...])
    }

    /// Reads a quoted label `'…'` (or `‘…’`): it ends at the first closing quote followed by
    /// `.`, `]`, `(`, `)`, `,`, whitespace or the end, so that `'>'` and `'don't'` read whole.
    mutating func readLabel() -> String {
        let closing: Character = characters[offset] == "‘" ? "’" : "'"
        offset += 1
        let start = offset
        var index = offset
        while index < characters.count {
            if characters[index] == closing {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if next == nil || [".", "]", "(", ")", ",", "-"].contains(next!) || next!.isWhitespace {
                    offset = index + 1
                    return String(characters[start..<index])
                }
            }
            index += 1
        }
        offset = characters.count
        return String(characters[start...])
    }

    /// Reads a number (`8`, `-20`, `0.4`, `27.3333`, `1e3`), if one comes next.
    mutating func readNumber() -> Double? {
        var index = offset
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        let digitsStart = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > digitsStart else { return nil }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponent = index + 1
            if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" {
                exponent += 1
            }
            if exponent < characters.count, characters[exponent].isNumber {
                index = exponent
                while index < characters.count, characters[index].isNumber { index += 1 }
            }
        }
        guard let value = Double(String(characters[offset..<index])), value.isFinite else { return nil }
        offset = index
        return value
    }
}
