// StackView: UIKit's UIStackView, built only on Plumb's public API: generated constraints with
// UIKit's identifiers (docs/auto-layout.md §8.10), layout guides (§8.11) and the overrides of
// `updateConstraints()` and `layoutSubviews()`.
//
// Design. The arranged views S0…Sn are laid out by constraints the stack view generates and
// holds (they are all installed on it). Along the axis the *visible* views form a chain of links:
// the canvas's start edge → the first visible view → … → the last visible view → the canvas's end
// edge, where the canvas is the stack view or its `layoutMarginsGuide`. A link between two views
// is their `UISV-spacing` constraint plus what the distribution adds between neighbours (the
// `UISV-fill-equally` size equality, or the gap guide of equalSpacing and equalCentering with its
// `UISV-distributing-edge` pins); a link at an end is a `UISV-canvas-connection`; with no visible
// view, one `UISV-canvas-fit` link makes the canvas's length 0 at priority 49. Equal sizes and
// equal gaps are chained between neighbours (and gaps compared with one reference guide) rather
// than all tied to S0, so that every link depends only on its two ends.
//
// Across the axis each view has constraints that do not depend on whether it is hidden: fill
// pins S0 to the canvas's edges and every other view to S0's (`UISV-alignment`); the other
// alignments align every view with S0 on the aligned attribute and let a spanner guide
// (`UISV-alignment-spanner`, pinned to the canvas) enclose the visible views
// (`UISV-spanning-boundary`, required, the aligned edge `==` at 999.5), kept as small as possible
// (`UISV-spanning-fit`, 51); views without an intrinsic size there get `UISV-ambiguity-suppression`
// (size 0 at 25).
//
// Hiding. A hidden arranged view is taken out of the chain: the two links around it are replaced
// by one link between its visible neighbours, which therefore carries exactly one spacing (the
// custom spacing after the previous visible view, if any), and its spanning boundaries are
// removed, so it affects neither the stack's length nor its thickness. It is collapsed by two
// `UISV-hiding` constraints: its start edge is pinned to the end edge of the arranged view before
// it (or to the canvas's start), and its length is 0 at priority 999, not required as in UIKit, so
// a user's required size on a hidden view (a fixed height, a nested stack's content) simply wins
// and no unsatisfiable constraint is ever logged; since the hidden view is outside the chain, its
// size cannot move any other view. `isHidden` asks the stack view for an update pass; its
// `updateConstraints()` compares each arranged view's `isHidden` with the state it last applied
// and rewires only the links around the views that changed (O(1) constraints each, plus a scan to
// the nearest visible neighbours), so the solver re-solves incrementally. fillProportionally is
// the exception by nature: every share depends on every visible view, so its
// `UISV-fill-proportionally` constraints are regenerated. Changing the arranged views or a
// property (axis, distribution, alignment, spacing, margins, custom spacing) regenerates
// everything in the next update pass.
//
// Baselines. A horizontal stack aligned on baselines encloses its visible views in the spanner,
// so its height is that of the union of its members once aligned: the tallest member decides,
// whichever position it has. (UIKit's stack view takes the height from its first arranged view in
// some releases, clipping a taller later member: the known first-member bug, avoided here.)

/// A view that lays out a row or a column of arranged views with generated constraints (UIKit's
/// `UIStackView`, docs/auto-layout.md §8.10).
///
/// The stack view makes and holds every constraint between itself and its
/// ``arrangedSubviews`` (identified as UIKit's: `UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, `UISV-hiding`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing-edge`, `UISV-spanning-boundary`, `UISV-spanning-fit`,
/// `UISV-ambiguity-suppression`, `UISV-text-width-disambiguation`, `UISV-canvas-fit`); position the
/// stack view itself with your own constraints. Its size along the axis follows the arranged views
/// unless you fix it.
///
/// Hiding an arranged view (`isHidden = true`) collapses it together with its spacing: exactly one
/// spacing separates its visible neighbours. Unlike UIKit, the collapse never conflicts with your
/// own constraints on the hidden view (its `UISV-hiding` length is at priority 999 and the view is
/// taken out of the chain), and only the constraints around the toggled view change.
///
/// A baseline-aligned stack takes its height from its tallest member (UIKit's first-member bug,
/// where the first arranged view decides, does not occur).
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [title, country, details])
/// stack.axis = .vertical
/// stack.spacing = 8
/// country.isHidden = true  // title and details are now 8 apart
/// ```
open class StackView: View {
    /// A custom spacing that means "use ``spacing``": pass it to ``setCustomSpacing(_:after:)`` to
    /// remove a custom spacing (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// A spacing that means "the system spacing between siblings" (8 pt in every profile), as
    /// ``spacing`` or a custom spacing (UIKit's `UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The views laid out by the stack, in order (leading to trailing, or top to bottom). Each is
    /// also a subview; see ``addArrangedSubview(_:)``.
    public private(set) var arrangedSubviews: [View] = []

    /// The axis along which the arranged views are laid out; horizontal by default.
    public var axis = LayoutAxis.horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged views share the stack's length; ``Distribution/fill`` by default.
    public var distribution = Distribution.fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged views are placed across the axis; ``Alignment/fill`` by default.
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between neighbouring visible arranged views, in points: exact for the fill
    /// distributions, a minimum for equalSpacing and equalCentering. 0 by default;
    /// ``spacingUseSystem`` for the system spacing.
    public var spacing = 0.0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }

    /// Whether a vertical stack measures its spacing from the last baseline of a view to the first
    /// baseline of the next (text views); false by default. Horizontal stacks ignore it.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the arranged views are laid out inside the stack's ``View/layoutMarginsGuide``
    /// rather than its edges; false by default.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Custom spacings after arranged views, by view.
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and guides generated for the current arrangement.
    var arrangement = Arrangement()
    /// Whether the next update pass regenerates every constraint.
    var needsArrangement = true

    /// Creates an empty horizontal stack view with a frame (zero by default).
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack view laying out `views` (added as subviews, in order).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds a view at the end of ``arrangedSubviews``, and as a subview if it is not one. Sets its
    /// `translatesAutoresizingMaskIntoConstraints` to false, as UIKit does.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in ``arrangedSubviews`` at `index` (clamped to `0...count`), moving it if it
    /// is arranged already; adds it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        // Only a subview can be arranged: skip the O(n) search for a view added from elsewhere.
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Removes a view from ``arrangedSubviews``; it stays a subview (as in UIKit: call
    /// `removeFromSuperview()` too to remove it from the screen). Its custom spacing is forgotten.
    /// Removing a view from the stack's subviews also removes it from the arranged views, at
    /// once (``willRemoveSubview(_:)``).
    public func removeArrangedSubview(_ view: View) {
        let count = arrangedSubviews.count
        arrangedSubviews.removeAll { $0 === view }
        guard arrangedSubviews.count != count else { return }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the space after an arranged view, in points, replacing ``spacing`` there (between it
    /// and the next visible arranged view). ``spacingUseDefault`` removes it; ``spacingUseSystem``
    /// asks for the system spacing. Ignored for a view that is not arranged.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        let key = ObjectIdentifier(view)
        let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The custom space after an arranged view, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    // MARK: Layout cycle

    /// Regenerates the constraints after a change of the arranged views or a property, or rewires
    /// the links around arranged views whose `isHidden` changed; then calls `super`.
    override open func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        } else {
            applyVisibilityChanges()
        }
        super.updateConstraints()
    }

    /// Applies the engine's frames (`super`), after asking for another update pass when, with
    /// ``Distribution/fillProportionally``, an arranged view changed its intrinsic size.
    override open func layoutSubviews() {
        if distribution == .fillProportionally && arrangement.shares != proportionalInputs() {
            setNeedsUpdateConstraints()
        }
        super.layoutSubviews()
    }

    /// Drops a departing subview from ``arrangedSubviews`` at once, as UIKit does, with its custom
    /// spacing; the constraints are regenerated in the next update pass (those that name the view
    /// leave with it).
    override open func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Marks every generated constraint for regeneration in the next update pass.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
