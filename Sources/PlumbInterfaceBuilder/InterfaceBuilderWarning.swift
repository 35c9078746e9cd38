/// Something in a document that Plumb does not understand or lays out only approximately: an
/// unknown element, an attribute value it cannot read, a constraint naming an unknown id. The
/// document still loads; the warning names the element and where it starts.
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
    /// The document's path, as given when it was loaded.
    public let path: String
    /// The 1-based line of the element's start tag.
    public let line: Int
    /// The 1-based column of the element's `<`.
    public let column: Int
    /// The element's name (`mapView`, `constraint`).
    public let element: String
    /// What Plumb did, in a sentence without the position.
    public let message: String

    /// Creates a warning.
    public init(path: String, line: Int, column: Int, element: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.element = element
        self.message = message
    }

    /// `PATH:LINE:COLUMN: warning: <element>: message`.
    public var description: String {
        "\(path):\(line):\(column): warning: <\(element)>: \(message)"
    }
}
