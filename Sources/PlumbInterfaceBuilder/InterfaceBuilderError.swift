/// Why a file could not be read as an iOS Interface Builder document. Each description reads
/// `PATH:LINE:COLUMN: error: …` and says how to fix the problem.
///
/// What Plumb merely does not understand inside a valid document is never an error: it is an
/// ``InterfaceBuilderWarning``.
public enum InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable or not UTF-8).
    case unreadable(path: String, reason: String)
    /// The text is not well-formed XML; the position is the parser's.
    case malformedXML(path: String, line: Int, column: Int, message: String)
    /// The XML is not an Interface Builder document: its root element is not `<document>`.
    case notInterfaceBuilder(path: String, line: Int, column: Int, root: String)
    /// An Interface Builder document for another platform (macOS, watchOS, tvOS) or of an
    /// unknown type, named by its `type` attribute.
    case notIOS(path: String, line: Int, column: Int, type: String)
    /// A document saved in a format older than Xcode 8's (`version` below 3.0).
    case unsupportedVersion(path: String, line: Int, column: Int, version: String)

    /// `PATH:LINE:COLUMN: error: message (how to fix)`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "\(path):1:1: error: cannot read the file: \(reason) (check the path and that the file is UTF-8 XML)"
        case .malformedXML(let path, let line, let column, let message):
            "\(path):\(line):\(column): error: \(message) (open the file in Xcode or fix the XML by hand)"
        case .notInterfaceBuilder(let path, let line, let column, let root):
            "\(path):\(line):\(column): error: the root element is <\(root)>, not an Interface Builder "
                + "<document> (pass a .xib or .storyboard file saved by Xcode 8 or later)"
        case .notIOS(let path, let line, let column, let type):
            "\(path):\(line):\(column): error: document type '\(type)' is not an iOS xib or storyboard "
                + "(Plumb reads com.apple.InterfaceBuilder3.CocoaTouch.XIB and "
                + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB)"
        case .unsupportedVersion(let path, let line, let column, let version):
            "\(path):\(line):\(column): error: document version '\(version)' is older than 3.0 "
                + "(open and save the file in Xcode 8 or later)"
        }
    }
}
