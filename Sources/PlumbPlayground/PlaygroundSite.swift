// The page and its assets: plain HTML, CSS and JavaScript (and the example specs) bundled as the
// target's `Site` resource folder, read once when the server starts.

import Foundation

/// The static files the server answers `GET` with, by URL path (`/`, `/app.js`,
/// `/examples/screen-a.yaml`, …).
public struct PlaygroundSite: Sendable {
    /// A file's bytes and content type.
    public struct File: Sendable {
        /// The file's content.
        public var data: Data
        /// Its `Content-Type`, from its extension.
        public var contentType: String
    }

    /// The files by URL path; `/` is `index.html`.
    public let files: [String: File]

    /// Reads every file under the bundle's `Site` folder. O(total size).
    /// - Throws: `CocoaError` when the bundle's resources cannot be read.
    public init() throws {
        guard let root = Bundle.module.url(forResource: "Site", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        var files: [String: File] = [:]
        let base = root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else {
                continue
            }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            files[path] = File(
                data: try Data(contentsOf: url), contentType: Self.contentType(of: url.pathExtension))
        }
        files["/"] = files["/index.html"]
        self.files = files
    }

    /// The content type of a file extension.
    static func contentType(of pathExtension: String) -> String {
        switch pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "yaml": return "text/yaml; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
