import Plumb

/// A spec laid out at one size: the live view tree, every view's frames, the backgrounds and the
/// diagnostics. What `plumb layout` prints and what a renderer draws.
public struct SpecLayout {
    /// One laid-out view.
    public struct Entry {
        /// The spec name (`root` for the root).
        public let name: String
        /// The superview's name, nil for the root.
        public let superview: String?
        /// The view.
        public let view: View
        /// The spec entry, nil for the root.
        public let spec: ViewSpec?
        /// The frame in the superview's coordinates, unrounded.
        public let frame: Rect
        /// The frame in the root's coordinates, unrounded.
        public let absoluteFrame: Rect
    }

    /// The spec.
    public let spec: Spec
    /// The root's size.
    public let size: Size
    /// The root view of the tree, laid out.
    public let root: View
    /// Every view, the root first, then the spec's views parents before children in spec order.
    public let views: [Entry]
    /// What went wrong at this size, in the order noticed (conflicts during layout, then
    /// ambiguity reports parents first).
    public let diagnostics: [SpecDiagnostic]
    /// The spec entry behind each constraint Plumb made from the spec.
    public let sources: [ObjectIdentifier: ConstraintSpec]
    /// The builder that made the tree: it names the tree's constraints in spec terms.
    let builder: SpecBuilder

    /// The entry of the view named `name`.
    public func entry(named name: String) -> Entry? {
        views.first { $0.name == name }
    }

    /// The frames by name, in the superview's coordinates.
    public var frames: [String: Rect] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.frame) })
    }

    /// The frames by name, in the root's coordinates.
    public var absoluteFrames: [String: Rect] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.absoluteFrame) })
    }

    /// The background of each view that gives one, by name, as `#rrggbb` (lowercase).
    public var backgrounds: [String: String] {
        var result: [String: String] = [:]
        for entry in views {
            if let background = entry.spec?.background { result[entry.name] = background.hex }
        }
        return result
    }

    /// Whether any diagnostic is unsatisfiable or ambiguous (`plumb check` fails).
    public var hasFailures: Bool { diagnostics.contains(where: \.isFailure) }
}
