import Plumb

/// A screen spec (docs/spec-format.md): a root size, a spacing profile, metrics, a tree of views
/// and constraints, each value remembering where it was written.
///
/// Read one with ``init(yaml:file:)`` or ``init(contentsOfFile:)`` and lay it out with
/// ``layOut(size:measurer:)``:
///
/// ```swift
/// let spec = try Spec(yaml: "size: [320, 568]\nviews: [{name: a}]\nconstraints: ['H:|-[a]-|', 'V:|-[a(==10)]']",
///                     file: "screen.yaml")
/// let layout = try spec.layOut()
/// layout.frames["a"]   // (20, 20, 280, 10)
/// ```
public struct Spec: Sendable {
    /// The file the spec came from, as named in error messages.
    public var file: String
    /// The root size of `size:`, or nil when the spec gives none (then a size must be passed).
    public var size: Size?
    /// The standard-spacing profile of `spacing:` (`SpacingProfile.ios7` by default).
    public var spacing: SpacingProfile
    /// The metrics of `metrics:`, in spec order: names usable in VFL strings and equations.
    public var metrics: [SpecMetric]
    /// The root's subviews, in order, each with its own subtree.
    public var views: [ViewSpec]
    /// The constraints, in spec order.
    public var constraints: [ConstraintSpec]
    /// Where `size:` is written, for diagnostics about the root's size.
    public var sizeLocation: SpecLocation?
    /// The behaviours of `dynamics:`, in spec order (empty when the spec has none).
    public var dynamics: [BehaviorSpec] = []
    /// The direction of `layoutDirection:` (left to right by default; `plumb --direction`
    /// overrides it): leading and trailing mirror in right-to-left layouts.
    public var layoutDirection = UserInterfaceLayoutDirection.leftToRight
    /// The root's safe-area insets of `safeArea:`, in points (`[44, 0, 34, 0]` for a notch and a
    /// home indicator); zero by default.
    public var safeArea = EdgeInsets.zero
    /// The root's layout margins of the top-level `layoutMargins:`, in points; nil for the
    /// profile's (16 left and right in `ios8` and `ios11`, 8 on each side in `ios7`).
    public var layoutMargins: EdgeInsets?
    /// Whether the root's margins grow by its safe area (`ios11`): the top-level
    /// `insetsLayoutMarginsFromSafeArea:`, true by default.
    public var insetsLayoutMarginsFromSafeArea = true
    /// The layout guides of the top-level `layoutGuides:`, owned by the root.
    public var layoutGuides: [SpecGuide] = []

    /// The largest magnitude of any number in a spec, on the command line and in a laid-out frame:
    /// 1e10, Apple's largest constraint constant (`LayoutConstraint.constantLimit`). A number
    /// beyond it is invalid input, where Apple would clamp it silently.
    public static let numberLimit = LayoutConstraint.constantLimit

    /// A spec made in code.
    public init(
        file: String = "<spec>", size: Size? = nil, spacing: SpacingProfile = .ios7,
        metrics: [SpecMetric] = [],
        views: [ViewSpec] = [], constraints: [ConstraintSpec] = [], sizeLocation: SpecLocation? = nil
    ) {
        self.file = file
        self.size = size
        self.spacing = spacing
        self.metrics = metrics
        self.views = views
        self.constraints = constraints
        self.sizeLocation = sizeLocation
    }

    /// Every declared layout guide with its owning view's name (`root` for the top level's), in
    /// spec order: the root's first, then each view's, parents before children.
    public var allLayoutGuides: [(guide: SpecGuide, owningView: String)] {
        layoutGuides.map { ($0, "root") }
            + allViews.flatMap { view in view.layoutGuides.map { ($0, view.name) } }
    }

    /// Every view of the tree, parents before children, in spec order (the root excluded).
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = []
        func visit(_ views: [ViewSpec]) {
            for view in views {
                result.append(view)
                visit(view.subviews)
            }
        }
        visit(views)
        return result
    }
}

/// A named number of `metrics:`.
public struct SpecMetric: Sendable, Equatable {
    /// The name, `[A-Za-z_][A-Za-z0-9_]*`.
    public var name: String
    /// The value, finite.
    public var value: Double
    /// Where the name is written.
    public var location: SpecLocation

    /// A metric.
    public init(name: String, value: Double, location: SpecLocation = .start) {
        self.name = name
        self.value = value
        self.location = location
    }
}
