// Finding the marks of conflict logs in console text: headers, recovery lines, redacted lists and
// constraint entries (see ConsoleLogReader.swift for how they make blocks).

/// A constraint entry as found in the text: `<…>` without the list's decoration.
struct RawEntry: Equatable {
    /// The entry from `<` to its balancing `>` (or to the end of its line when cut).
    var text: String
    /// The 1-based line of its `<`.
    var line: Int
    /// The 1-based column of its `<`.
    var column: Int
}

/// One mark found in console text.
struct Mark {
    /// What was found.
    enum Kind {
        /// "Unable to simultaneously satisfy constraints" or "Conflicting constraints detected".
        case header
        /// "Will attempt to recover by breaking".
        case recovery
        /// `<private>`: a redacted list or entry.
        case redacted
        /// A constraint entry.
        case entry(RawEntry)
    }

    /// What was found.
    var kind: Kind
    /// The 1-based line it starts on.
    var line: Int
}

/// Scans console text for the marks of conflict logs.
struct MarkScanner {
    private let characters: [Character]
    private let lineStarts: [Int]

    /// Prepares `text` for scanning.
    init(_ text: String) {
        characters = Array(text)
        var starts = [0]
        for (offset, character) in characters.enumerated() where character.isNewline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    private static let headers = [
        "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
    ]
    private static let recovery = "Will attempt to recover by breaking"

    /// Every mark, in the order of the text.
    func marks() -> [Mark] {
        var marks: [Mark] = []
        var offset = 0
        while offset < characters.count {
            let character = characters[offset]
            if character == "U" || character == "C",
                let header = Self.headers.first(where: { matches($0, at: offset) })
            {
                marks.append(Mark(kind: .header, line: position(of: offset).line))
                offset += header.count
            } else if character == "W", matches(Self.recovery, at: offset) {
                marks.append(Mark(kind: .recovery, line: position(of: offset).line))
                offset += Self.recovery.count
            } else if character == "<", matches("<private>", at: offset) {
                marks.append(Mark(kind: .redacted, line: position(of: offset).line))
                offset += 9
            } else if character == "<", isEntryStart(offset) {
                let end = entryEnd(from: offset)
                var text = String(characters[offset..<end])
                if text.hasSuffix("\\>") { text = String(text.dropLast(2)) + ">" }
                while let last = text.last, last.isWhitespace { text.removeLast() }
                let (line, column) = position(of: offset)
                marks.append(Mark(kind: .entry(RawEntry(text: text, line: line, column: column)), line: line))
                offset = end
            } else {
                offset += 1
            }
        }
        return marks
    }

    /// Whether `word` is spelled at `offset`.
    private func matches(_ word: String, at offset: Int) -> Bool {
        var index = offset
        for character in word {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    /// Whether a constraint entry starts at `offset`: `<` (or `<<`), a class name ending in
    /// `Constraint`, then `:`.
    private func isEntryStart(_ offset: Int) -> Bool {
        var index = offset + 1
        if index < characters.count, characters[index] == "<" { index += 1 }
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                || characters[index] == "."
        {
            index += 1
        }
        guard index < characters.count, characters[index] == ":" else { return false }
        return String(characters[start..<index]).hasSuffix("Constraint")
    }

    /// The offset just past the entry starting at `offset`: its balancing `>`, or the end of the
    /// line when the entry is cut (a `>` inside a quoted label such as `'>'` does not count).
    private func entryEnd(from offset: Int) -> Int {
        var depth = 0
        var index = offset
        var lineEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if character.isNewline, lineEnd == nil { lineEnd = index }
            if lineEnd != nil, index > offset, character == "<", isEntryStart(index) { break }
            if lineEnd != nil, matches(Self.recovery, at: index) { break }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let quoted = (index > 0 && characters[index - 1] == "'" && next == "'") || next == "="
            if character == "<", !quoted {
                depth += 1
            } else if character == ">", !quoted {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return lineEnd ?? characters.count
    }

    /// The 1-based line and column of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
