/// Something wrong with a laid-out scene, at a line of its document, in Interface Builder's
/// words: what Xcode would warn about (conflicting constraints, an ambiguous view, a misplaced
/// view), named by IB ids and user labels.
public struct InterfaceBuilderProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints that cannot all hold; the layout broke one.
        case unsatisfiable
        /// A view the constraints do not determine.
        case ambiguous
        /// A view whose solved frame differs from the frame Interface Builder stored.
        case misplaced
        /// Another layout diagnostic (a constraint Plumb could not use, a layout that did not
        /// settle).
        case layout
    }

    /// The kind.
    public let kind: Kind
    /// The 1-based line of the element the problem is about (the broken `<constraint>`, the
    /// view), or of the scene.
    public let line: Int
    /// The 1-based column of that element's `<`.
    public let column: Int
    /// The IB ids involved: the constraints of a conflict (the broken one first), or the view.
    public let ids: [String]
    /// What is wrong and how to fix it, in a sentence without the position.
    public let message: String

    /// `LINE:COLUMN: kind: message`; prefix the document's path for a compiler-style line.
    public var description: String {
        "\(line):\(column): \(kind.rawValue): \(message)"
    }
}
