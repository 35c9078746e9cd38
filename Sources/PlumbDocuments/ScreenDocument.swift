// ScreenDocument: a file `plumb layout`, `render`, `check` and `convert` read, whatever its kind —
// a screen spec (YAML or JSON) or an Interface Builder document (`.xib`, `.storyboard`).
//
// Design. The commands treat both kinds alike: read the file, lay it out at the sizes asked for
// (its own size when none), print the frames or draw the panels. This type is the one place that
// tells the kinds apart (by the file's extension) and forwards to each kind's own report
// (`SpecReport`, `InterfaceBuilderReport`), so that everything the tool prints is a library call
// the tests make too, and the tool only parses arguments.

import Plumb
import PlumbInterfaceBuilder
import PlumbSpec

/// A screen read from a file: a screen spec, or an Interface Builder document.
///
/// ```swift
/// let document = try ScreenDocument(contentsOfFile: "Main.storyboard")
/// let options = ScreenDocument.Options(sizes: [Size(width: 568, height: 320)])
/// print(try document.layoutOutput(format: .text, options: options))
/// ```
public enum ScreenDocument: Sendable {
    /// A screen spec (docs/spec-format.md).
    case spec(Spec)
    /// An iOS Interface Builder document (docs/interface-builder.md).
    case interfaceBuilder(InterfaceBuilderDocument)

    /// The kinds of file, told apart by ``kind(ofFile:)``.
    public enum Kind: Sendable {
        /// A screen spec, YAML or JSON.
        case spec
        /// A `.xib` or `.storyboard` file.
        case interfaceBuilder
    }

    /// ``Kind/interfaceBuilder`` for a path ending in `.xib` or `.storyboard`, else ``Kind/spec``.
    public static func kind(ofFile path: String) -> Kind {
        InterfaceBuilderDocument.hasDocumentExtension(path) ? .interfaceBuilder : .spec
    }

    /// Reads the file at `path` as `kind` (by default the kind its extension names).
    /// - Throws: ``ScreenDocumentError/spec(_:)`` or ``ScreenDocumentError/interfaceBuilder(_:)``
    ///   when the file cannot be read or is not valid, at the line and column at fault.
    /// - Complexity: reading an Interface Builder document builds each scene once to collect
    ///   its ``warnings``.
    public init(contentsOfFile path: String, as kind: Kind? = nil) throws(ScreenDocumentError) {
        switch kind ?? Self.kind(ofFile: path) {
        case .spec:
            do throws(SpecError) { self = .spec(try Spec(contentsOfFile: path)) } catch { throw .spec(error) }
        case .interfaceBuilder:
            do throws(InterfaceBuilderError) {
                self = .interfaceBuilder(try InterfaceBuilderDocument(path: path))
            } catch {
                throw .interfaceBuilder(error)
            }
        }
    }

    /// What reading found but does not stop the layout, as `PATH:LINE:COLUMN: warning: …` lines:
    /// an Interface Builder document's elements Plumb does not understand; none for a spec.
    public var warnings: [String] {
        guard case .interfaceBuilder(let document) = self else { return [] }
        return document.warnings.map(\.description)
    }
}
