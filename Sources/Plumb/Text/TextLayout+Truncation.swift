// The last line of a TextLayout that has more text than lines: clipped or truncated with "…"
// (see TextLayout.swift). Truncation works on characters (grapheme clusters), as Core Text does.

extension TextLayout {
    /// The text of the last line shown, given the rest of its paragraph (`rest`, from the line's
    /// start), for the clipping and truncating modes. More text always follows what is shown.
    static func lastLine(of rest: Substring, mode: LineBreakMode, measure: Measure) -> String {
        let characters = Array(rest.reversed().drop { $0.isWhitespace }.reversed())
        let fitsWhole = measure.fits(Substring(String(characters)))
        switch mode {
        case .byClipping:
            return String(
                characters.prefix(longest(characters.count) { measure.fits(text(characters, $0, 0)) }))
        case .byTruncatingHead where !fitsWhole:
            let count = longest(characters.count) { measure.fits(text(characters, 0, $0, ellipsis: true)) }
            return ellipsis + trimmed(characters.suffix(count), leading: true)
        case .byTruncatingMiddle where !fitsWhole:
            return middle(characters, measure)
        default:
            let count = longest(characters.count) { measure.fits(text(characters, $0, 0, ellipsis: true)) }
            return trimmed(characters.prefix(count), leading: false) + ellipsis
        }
    }

    /// The largest n in 0…limit for which `fits(n)` holds, growing from 0 and stopping at the
    /// first failure (widths grow with n).
    private static func longest(_ limit: Int, _ fits: (Int) -> Bool) -> Int {
        var count = 0
        while count < limit, fits(count + 1) { count += 1 }
        return count
    }

    /// The first `head` and last `tail` characters, joined by "…" when `ellipsis` is set (spaces
    /// next to the ellipsis removed).
    private static func text(_ characters: [Character], _ head: Int, _ tail: Int, ellipsis: Bool = false)
        -> Substring
    {
        let start = trimmed(characters.prefix(head), leading: false)
        let end = trimmed(characters.suffix(tail), leading: true)
        return Substring(ellipsis ? start + TextLayout.ellipsis + end : start + end)
    }

    /// The characters as a string without trailing (or leading) whitespace.
    private static func trimmed(_ characters: ArraySlice<Character>, leading: Bool) -> String {
        String(
            leading
                ? characters.drop { $0.isWhitespace }
                : ArraySlice(characters.reversed().drop { $0.isWhitespace }.reversed()))
    }

    /// Middle truncation: characters are taken from the start and the end alternately, the shorter
    /// side first (the start on a tie), while `head…tail` fits.
    private static func middle(_ characters: [Character], _ measure: Measure) -> String {
        var head = 0
        var tail = 0
        while head + tail < characters.count {
            let headWidth = measure.width(text(characters, head, 0))
            let tailWidth = measure.width(text(characters, 0, tail))
            let grown = headWidth <= tailWidth ? (head + 1, tail) : (head, tail + 1)
            guard measure.fits(text(characters, grown.0, grown.1, ellipsis: true)) else { break }
            (head, tail) = grown
        }
        return String(text(characters, head, tail, ellipsis: true))
    }
}
