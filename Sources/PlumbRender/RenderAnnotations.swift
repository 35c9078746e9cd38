// RenderAnnotations: what the builder of a view tree knows that the tree does not — which views
// to draw and in what order, where each constraint was written, which views a report called
// ambiguous and under what name — handed to `LayoutRenderer` as plain values. The renderer reads
// everything else from the tree itself (frames, backgrounds, text, hidden views, scroll views'
// clipping, the constraints and whether they hold), so a tree built in Swift is drawn as it is,
// and a screen spec's tool (`plumb`) turns its report into annotations.

import Plumb

/// Optional facts about a view tree for ``LayoutRenderer``, supplied by whoever built the tree;
/// every property left nil is read from the tree.
///
/// ```swift
/// var notes = RenderAnnotations()
/// notes.constraints = [.init(title, source: "title.top = root.top + 20", line: 7)]
/// let svg = LayoutRenderer(overlay: true).svg([LayoutRenderer.Panel(root: root, annotations: notes)])
/// ```
public struct RenderAnnotations {
    /// A constraint the overlay draws, with the source it was made from.
    public struct SourcedConstraint {
        /// The constraint.
        public var constraint: LayoutConstraint
        /// The text it was made from (an equation, a VFL string), shown as its tooltip.
        public var source: String
        /// The 1-based line of that text, shown after it; nil for none.
        public var line: Int?

        /// A constraint with its source text and line.
        public init(_ constraint: LayoutConstraint, source: String, line: Int? = nil) {
            self.constraint = constraint
            self.source = source
            self.line = line
        }
    }

    /// A view reported ambiguous, outlined by the overlay.
    public struct AmbiguousView {
        /// The view.
        public var view: View
        /// Its name in the tooltip.
        public var name: String
        /// The variables left free (`x`, `width`, …), listed in the tooltip.
        public var variables: [String]

        /// An ambiguous view with its name and free variables.
        public init(_ view: View, name: String, variables: [String]) {
            self.view = view
            self.name = name
            self.variables = variables
        }
    }

    /// The views drawn, in drawing order (a subview after its superview, so that it covers it);
    /// nil draws the whole tree, the root first, each view before its subviews in order.
    public var views: [View]?
    /// The constraints the overlay draws, in order; nil draws every constraint the tree's visible
    /// views hold (`View.constraints`, preorder; a hidden view's are not drawn), titled with its identifier, else its equation with
    /// the views' accessibility identifiers and where it was made (no memory addresses, so that
    /// the picture is the same in every run).
    public var constraints: [SourcedConstraint]?
    /// The views the overlay outlines as ambiguous (a view listed twice is outlined once); nil
    /// asks the tree (`View.ambiguousLayouts()`), naming each view by its accessibility
    /// identifier or description.
    public var ambiguousViews: [AmbiguousView]?
    /// How many unsatisfiable conflicts the caption counts; nil counts the required constraints
    /// drawn that do not hold.
    public var unsatisfiableCount: Int?
    /// A name shown before the size in the panel's caption (`BYZ-38-t0r (ViewController) · 375 ×
    /// 667`), such as the scene a tree was built from; nil (the default) shows the size alone.
    public var title: String?

    /// Annotations; each property nil (read from the tree) unless given.
    public init(
        views: [View]? = nil, constraints: [SourcedConstraint]? = nil, ambiguousViews: [AmbiguousView]? = nil,
        unsatisfiableCount: Int? = nil, title: String? = nil
    ) {
        self.views = views
        self.constraints = constraints
        self.ambiguousViews = ambiguousViews
        self.unsatisfiableCount = unsatisfiableCount
        self.title = title
    }
}
