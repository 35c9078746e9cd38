// ViewRareState: the state of a view that most views never set, kept out of line.
//
// Design. A large tree is mostly plain views (cells, labels) that never set a transform, a
// background colour, margins, a safe area or layout guides, and only a root hosts an engine, a
// text measurer or a diagnostic handler. Stored inline, those fields made every view 640 bytes;
// here they live in one object that a view allocates the first time it sets one of them, so that
// a plain view takes a 208-byte heap block (197 bytes of fields). `View` keeps its property names
// and defaults (computed properties that read `nil` as the default), so nothing outside
// `View.swift` changes.

/// The rarely set state of one ``View``, with the defaults a view without it reads.
final class ViewRareState {
    /// ``View/bounds``' origin (a scroll view's content offset).
    var boundsOrigin = Point.zero
    /// ``View/transform``.
    var transform = AffineTransform.identity
    /// ``View/accessibilityIdentifier``.
    var accessibilityIdentifier: String?
    /// ``View/backgroundColor``.
    var backgroundColor: Color?
    /// A root's text measurer (nil: the default one).
    var textMeasurer: (any TextMeasuring)?
    /// A root's diagnostic handler.
    var diagnosticHandler: ((LayoutDiagnostic) -> Void)?
    /// A root's engine.
    var hostedEngine: LayoutEngine?
    /// The views below this one, kept by `View/descendants()` until a view of the subtree gains
    /// or loses a subview (never the view itself, so that the cache holds no cycle); a root's,
    /// which its layout cycle's passes walk, and a fitted view's.
    var cachedDescendants: [View]?
    /// A root's size constraints (`UIView-Encapsulated-Layout-Width`, `-Height`).
    var encapsulatedConstraints: [LayoutConstraint] = []
    /// The pins of a scroll or collection view's guides.
    var guideConstraints: [LayoutConstraint] = []
    /// ``View/layoutGuides``.
    var layoutGuides: [LayoutGuide] = []
    /// The margins guide, once used.
    var marginsGuide: LayoutGuide?
    /// The safe-area guide, once used.
    var safeAreaGuide: LayoutGuide?
    /// Margins set as ``View/layoutMargins``.
    var layoutMargins: EdgeInsets?
    /// Margins set as ``View/directionalLayoutMargins``.
    var directionalLayoutMargins: DirectionalEdgeInsets?
    /// ``View/additionalSafeAreaInsets``.
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// The safe-area insets of the last layout pass.
    var computedSafeAreaInsets = EdgeInsets.zero
    /// The margins ``View/preservesSuperviewLayoutMargins`` asked for at the last layout pass.
    var preservedSuperviewMargins = EdgeInsets.zero
}
