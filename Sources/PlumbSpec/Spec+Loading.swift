import Foundation
import Plumb

extension Spec {
    /// Parses a spec from YAML (or JSON) text.
    /// - Parameters:
    ///   - yaml: the text.
    ///   - file: the file name used in error messages.
    /// - Throws: ``SpecError`` at the first problem, with its line and column.
    public init(yaml: String, file: String) throws(SpecError) {
        var parser = SpecParser(yaml: yaml, file: file)
        self = try parser.parse(yaml)
    }

    /// Reads and parses a spec file.
    /// - Throws: ``SpecError`` for a directory, a file that cannot be read or is not a valid spec.
    public init(contentsOfFile path: String) throws(SpecError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SpecError(
                file: path, location: .start,
                message: "this is a directory, not a spec file; name a YAML or JSON file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SpecError(
                file: path, location: .start,
                message: exists
                    ? "cannot read the file; check its permissions" : "no such file; check the path")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(
                file: path, location: .start, message: "the file is not UTF-8 text; save it as UTF-8")
        }
        try self.init(yaml: text, file: path)
    }

    /// Builds the view tree and lays it out at `size` (the spec's `size:` when nil), measuring
    /// text with `measurer` (Plumb's deterministic fallback by default; the `plumb` tool passes
    /// PlumbText's FreeType measurer).
    /// - Throws: ``SpecError`` when no size is known, or a constraint cannot be made (a VFL
    ///   error, an illegal attribute pairing): invalid input, never a partial layout.
    /// - Returns: the tree, its frames and its diagnostics.
    public func layOut(size: Size? = nil, measurer: any TextMeasuring = FallbackTextMeasurer())
        throws(SpecError)
        -> SpecLayout
    {
        guard let resolved = size ?? self.size else {
            throw SpecError(
                file: file, location: .start,
                message: "no root size; add `size: [width, height]` to the spec or pass --size WxH")
        }
        var builder = SpecBuilder(
            spec: self, size: resolved, sizeFromCommandLine: size != nil, measurer: measurer)
        return try builder.build()
    }
}
