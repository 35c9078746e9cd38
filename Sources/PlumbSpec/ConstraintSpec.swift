import Plumb

/// One entry of `constraints:`: a VFL string (plain or as `{vfl:, options:, metrics:}`) or an
/// equation, with its text and where it is written.
public struct ConstraintSpec: Sendable {
    /// What the entry says.
    public enum Content: Sendable {
        /// A Visual Format Language string with its options and extra metrics (which override
        /// the spec's metrics of the same name).
        case visualFormat(String, options: LayoutConstraint.FormatOptions, metrics: [String: Double])
        /// An equation, `a.width == 0.5 * b.width + 10 @750`.
        case equation(Equation)
    }

    /// The VFL string or the equation.
    public var content: Content
    /// The entry's text as written in the spec (the VFL string or the equation).
    public var text: String
    /// Where the text starts.
    public var location: SpecLocation
    /// Where the first character of the text is in the file, when the string is written on one
    /// line without escapes (so that a caret offset maps to a column); else nil.
    public var textStart: SpecLocation?

    /// An entry.
    public init(content: Content, text: String, location: SpecLocation, textStart: SpecLocation? = nil) {
        self.content = content
        self.text = text
        self.location = location
        self.textStart = textStart
    }

    /// The location of a character of ``text`` (a UTF-8 offset), or ``location`` when it cannot
    /// be mapped.
    public func location(ofOffset offset: Int) -> SpecLocation {
        guard let textStart else { return location }
        let prefix = text.utf8.prefix(offset)
        return textStart.advanced(by: String(decoding: prefix, as: UTF8.self).unicodeScalars.count)
    }
}
