// Line breaking for TextLayout: greedy, by words (spaces) or by characters (see TextLayout.swift).

extension TextLayout {
    /// The lines of one paragraph at the measure's maximum width, as ranges of the paragraph's
    /// string without the spaces hanging at each break; one (possibly empty) range at least.
    static func breakLines(_ paragraph: Substring, byCharacter: Bool, measure: Measure)
        -> [Range<String.Index>]
    {
        guard measure.maxWidth.isFinite else {
            let end = paragraph.lastIndex { !$0.isWhitespace }.map { paragraph.index(after: $0) }
            return [paragraph.startIndex..<(end ?? paragraph.startIndex)]
        }
        if let walk = StandaloneWalk(paragraph) {
            return byCharacter ? characterWrap(walk, measure) : wordWrap(walk, measure)
        }
        let walk = GraphemeWalk(paragraph: paragraph)
        return byCharacter ? characterWrap(walk, measure) : wordWrap(walk, measure)
    }

    /// Word wrapping: a line takes words while they fit; a word wider than a line on its own is
    /// broken between characters.
    static func wordWrap(_ walk: some CharacterWalk, _ measure: Measure) -> [Range<String.Index>] {
        let paragraph = walk.paragraph
        var lines: [Range<String.Index>] = []
        var lineStart = paragraph.startIndex
        var lineEnd = lineStart
        var index = lineStart
        while index < paragraph.endIndex {
            if walk.isWhitespace(at: index) {
                index = walk.index(after: index)
                continue
            }
            var wordEnd = index
            while wordEnd < paragraph.endIndex && !walk.isWhitespace(at: wordEnd) {
                wordEnd = walk.index(after: wordEnd)
            }
            if measure.fits(paragraph[lineStart..<wordEnd]) {
                lineEnd = wordEnd
                index = wordEnd
                continue
            }
            if lineEnd > lineStart {
                // The word starts the next line; the spaces before it hang.
                lines.append(lineStart..<lineEnd)
                lineStart = index
                lineEnd = index
                continue
            }
            // The word alone is too wide: as many of its characters as fit, one at least.
            var end = walk.index(after: index)
            while end < wordEnd, measure.fits(paragraph[lineStart..<walk.index(after: end)]) {
                end = walk.index(after: end)
            }
            lines.append(lineStart..<end)
            lineStart = end
            lineEnd = end
            index = end
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(lineStart..<lineEnd) }
        return lines
    }

    /// Character wrapping: a line takes characters while they fit, one at least; spaces at a
    /// break hang.
    static func characterWrap(_ walk: some CharacterWalk, _ measure: Measure) -> [Range<String.Index>] {
        let paragraph = walk.paragraph
        var lines: [Range<String.Index>] = []
        var lineStart = paragraph.startIndex
        var lineEnd = lineStart
        var index = lineStart
        while index < paragraph.endIndex {
            let next = walk.index(after: index)
            if walk.isWhitespace(at: index) {
                index = next
                continue
            }
            if lineEnd == lineStart || measure.fits(paragraph[lineStart..<next]) {
                lineEnd = next
                index = next
                continue
            }
            lines.append(lineStart..<lineEnd)
            lineStart = index
            lineEnd = index
        }
        if lineEnd > lineStart || lines.isEmpty { lines.append(lineStart..<lineEnd) }
        return lines
    }
}
