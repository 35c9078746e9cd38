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
            // The word alone is too wide: lines of as many of its characters as fit, one at least,
            // until the rest of the word fits; that rest starts the next line, which may take more
            // words. The rest is never measured whole (nor the word walked again), so a word of n
            // characters costs O(n × characters per line) measurements, not O(n²).
            var start = index
            while true {
                var end = walk.index(after: start)
                while end < wordEnd, measure.fits(paragraph[start..<walk.index(after: end)]) {
                    end = walk.index(after: end)
                }
                if end == wordEnd { break }
                lines.append(start..<end)
                start = end
            }
            lineStart = start
            lineEnd = wordEnd
            index = wordEnd
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
