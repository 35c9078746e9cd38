import PlumbInterfaceBuilder
import PlumbSpec

/// Why a ``ScreenDocument`` could not be read, laid out or converted. Each description reads
/// `FILE:LINE:COLUMN: error: …` and says how to fix the problem.
public enum ScreenDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec cannot be read or is not valid.
    case spec(SpecError)
    /// The Interface Builder document cannot be read.
    case interfaceBuilder(InterfaceBuilderError)
    /// No scene has the id asked for, or one scene was needed and the document has several.
    case scene(InterfaceBuilderSceneError)
    /// `plumb convert` was given a screen spec, which needs no converting.
    case alreadySpec(path: String)

    /// The underlying error's `FILE:LINE:COLUMN: error: …`.
    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .interfaceBuilder(let error): error.description
        case .scene(let error): error.description
        case .alreadySpec(let path):
            "\(path):1:1: error: this is a screen spec already; convert reads .xib and .storyboard files"
        }
    }
}
