import Foundation

extension InterfaceBuilderDocument {
    /// The file extensions of Interface Builder documents: `xib` and `storyboard`.
    public static let pathExtensions: Set<String> = ["xib", "storyboard"]

    /// Whether `path` ends in `.xib` or `.storyboard` (``pathExtensions``); the file is not read.
    public static func hasDocumentExtension(_ path: String) -> Bool {
        pathExtensions.contains(URL(fileURLWithPath: path).pathExtension)
    }

    /// Reads the document at `path`, naming it in messages exactly as given (a relative path stays
    /// relative), as the `plumb` commands print it.
    /// - Throws: ``InterfaceBuilderError/unreadable(path:reason:)`` when the file cannot be read,
    ///   and the errors of ``init(xml:path:)``.
    public init(path: String) throws(InterfaceBuilderError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "no readable file at this path")
        }
        guard let xml = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "the file is not UTF-8 text")
        }
        try self.init(xml: xml, path: path)
    }
}
