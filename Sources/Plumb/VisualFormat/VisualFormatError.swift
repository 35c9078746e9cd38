/// A Visual Format Language string that Apple's parser rejects (docs/auto-layout.md §7.3, §7.5), or a
/// constraint it describes that cannot be made or activated.
///
/// The ``description`` is Apple's exception reason, byte for byte:
///
/// ```text
/// Unable to parse constraint format:
/// Unable to interpret '|' character, because the related view doesn't have a superview
/// |[view]|
///        ^
/// ```
///
/// that is `"Unable to parse constraint format: \n" + message + " \n" + format + " \n"` followed by
/// ``position`` spaces and a caret. An empty or non-ASCII format has no caret line.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Apple's message, without the header: `Expected a view or '|'`.
    public let message: String
    /// The format that failed.
    public let format: String
    /// The byte offset in ``format`` where the parser noticed the problem (where the caret
    /// points), or nil when the whole string is refused (empty, non-ASCII) or the error is
    /// ``underlying``.
    public let position: Int?
    /// The constraint error behind a failure that is not a parse error: a non-finite constant
    /// (`-(1e999)-`), or an activation that failed
    /// (``LayoutConstraint/activate(withVisualFormat:options:metrics:views:fileID:line:)``).
    public let underlying: LayoutError?
    /// For "… is not a key in the views dictionary." and "Encountered metric with name …", the
    /// name found in neither dictionary (so that a caller can suggest a close one); else nil.
    package let unknownName: String?

    /// A parse error at a byte offset, or without a caret line when `position` is nil; for an
    /// unknown view or metric, its name.
    init(_ message: String, format: String, position: Int?, unknownName: String? = nil) {
        self.message = message
        self.format = format
        self.position = position
        self.underlying = nil
        self.unknownName = unknownName
    }

    /// An error of the constraint factory or of activation.
    init(_ underlying: LayoutError, format: String) {
        self.message = underlying.description
        self.format = format
        self.position = nil
        self.underlying = underlying
        self.unknownName = nil
    }

    /// Apple's exception reason; for an ``underlying`` error, that error's description.
    public var description: String {
        if underlying != nil { return message }
        let header = "Unable to parse constraint format: "
        guard let position else { return header + message }
        return header + "\n" + message + " \n" + format + " \n" + String(repeating: " ", count: position)
            + "^"
    }
}
