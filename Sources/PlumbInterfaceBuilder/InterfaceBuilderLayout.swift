import Plumb

/// A scene built into a `View` tree and laid out: the views by IB id in document order, what
/// the layout reported, and the way back from each constraint to the document.
public final class InterfaceBuilderLayout {
    /// One view of the scene.
    public struct Entry {
        /// IB's `id` of the view (synthesised as `PARENT.contentView` for the id-less content view
        /// of an old collection view cell).
        public let id: String
        /// The view Plumb built; its `frame` is the solved alignment rectangle, in the
        /// superview's coordinates (see ``frame``).
        public let view: View
        /// The element name: `label`, `stackView`.
        public let element: String
        /// The view's class: its `customClass`, or UIKit's class for the element (`UILabel`).
        public let className: String
        /// The `userLabel` IB shows in its outline, or nil.
        public let userLabel: String?
        /// The superview's IB id; nil for the scene's root.
        public let superviewID: String?
        /// The 1-based line of the element's start tag.
        public let line: Int
        /// The 1-based column of the element's `<`.
        public let column: Int
        /// The frame Interface Builder stored (`<rect key="frame">`), in the superview's
        /// coordinates: Apple's solution at the document's device size where not flagged.
        public let designFrame: Rect
        /// Whether IB flagged the stored frame as not matching the constraints (`misplaced="YES"`).
        public let isMisplaced: Bool
        /// Whether IB flagged the view as under-constrained (`ambiguous="YES"`).
        public let isAmbiguous: Bool
        /// How far UIKit's frame reaches beyond the alignment rectangle constraints place (a
        /// switch's frame is 2 pt wider on its trailing side); zero for most views.
        public let alignmentOutsets: EdgeInsets
        /// Whether the view is hidden.
        public var isHidden: Bool { view.isHidden }

        /// The solved frame as UIKit reports it, in the superview's coordinates: the view's
        /// frame outset by ``alignmentOutsets``.
        public var frame: Rect {
            let rect = view.frame
            let outsets = alignmentOutsets
            return Rect(
                x: rect.minX - outsets.left, y: rect.minY - outsets.top,
                width: rect.width + outsets.left + outsets.right,
                height: rect.height + outsets.top + outsets.bottom)
        }

        /// Whether the solved ``frame`` differs from ``designFrame`` by more than `tolerance` points
        /// in x, y, width or height.
        public func differsFromDesign(tolerance: Double) -> Bool {
            let solved = frame
            let stored = designFrame
            return abs(solved.minX - stored.minX) > tolerance || abs(solved.minY - stored.minY) > tolerance
                || abs(solved.width - stored.width) > tolerance
                || abs(solved.height - stored.height) > tolerance
        }
    }

    /// Where a constraint of the layout came from in the document.
    public struct ConstraintSource: Hashable, Sendable {
        /// IB's `id` of the `<constraint>`.
        public let id: String
        /// Its `identifier`, or nil.
        public let identifier: String?
        /// The 1-based line of the `<constraint>`.
        public let line: Int
        /// The 1-based column of its `<`.
        public let column: Int
    }

    /// The scene's root view, laid out at ``size``.
    public let root: View
    /// The size the scene was laid out at, in points.
    public let size: Size
    /// The size classes that chose the variations.
    public let traits: SizeClassTraits
    /// Every view of the scene, in document order (the root first).
    public let entries: [Entry]
    /// What the layout pass reported (unsatisfiable constraints and misuse), in order.
    public let diagnostics: [LayoutDiagnostic]
    /// The views the constraints do not determine, parents first.
    public let ambiguousLayouts: [AmbiguousLayout]
    /// What building the scene did not understand, in document order.
    public let warnings: [InterfaceBuilderWarning]

    let sources: [ObjectIdentifier: ConstraintSource]
    let entryIndex: [ObjectIdentifier: Int]

    init(
        root: View, size: Size, traits: SizeClassTraits, entries: [Entry], diagnostics: [LayoutDiagnostic],
        ambiguousLayouts: [AmbiguousLayout], warnings: [InterfaceBuilderWarning],
        sources: [ObjectIdentifier: ConstraintSource]
    ) {
        self.root = root
        self.size = size
        self.traits = traits
        self.entries = entries
        self.diagnostics = diagnostics
        self.ambiguousLayouts = ambiguousLayouts
        self.warnings = warnings
        self.sources = sources
        var index: [ObjectIdentifier: Int] = [:]
        for (position, entry) in entries.enumerated() { index[ObjectIdentifier(entry.view)] = position }
        entryIndex = index
    }

    /// The `<constraint>` a constraint was made from; nil for constraints Plumb or UIKit makes
    /// (intrinsic size, autoresizing, stack views, guides).
    public func source(of constraint: LayoutConstraint) -> ConstraintSource? {
        sources[ObjectIdentifier(constraint)]
    }

    /// The entry of a view of the scene, or nil for a view the document does not hold.
    public func entry(for view: View) -> Entry? {
        entryIndex[ObjectIdentifier(view)].map { entries[$0] }
    }

    /// The entry with IB id `id`, or nil.
    public func entry(id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    /// The views whose solved frame differs from the stored one by more than `tolerance` points
    /// (IB's "misplaced" warning), in document order; the root is never misplaced.
    /// - Complexity: O(views).
    public func misplacedViews(tolerance: Double = 0.5) -> [Entry] {
        entries.dropFirst().filter { $0.differsFromDesign(tolerance: tolerance) }
    }
}
