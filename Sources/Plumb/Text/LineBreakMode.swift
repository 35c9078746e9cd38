/// How text that does not fit is broken or shortened, with the raw values of `NSLineBreakMode`.
public enum LineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries (a word longer than the line is broken between characters).
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// Lines are not wrapped; what does not fit is cut.
    case byClipping = 2
    /// The start of the last line is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The end of the last line is replaced by an ellipsis: a label's default.
    case byTruncatingTail = 4
    /// The middle of the last line is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}
