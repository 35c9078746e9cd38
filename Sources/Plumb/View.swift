import PlumbSolver

/// A rectangle in a tree of views, laid out by constraints or by springs and struts (UIKit's
/// `UIView`, headless).
///
/// A tree is laid out by its root (the view without a superview): ``layoutIfNeeded()`` on any
/// view of the tree runs the update-constraints pass bottom-up, solves the tree's engine and
/// applies frames top-down (docs/auto-layout.md §8.5). The root's frame is the input: its size is
/// pinned in the engine, so changing it (a rotation 320×568 → 568×320) re-solves incrementally
/// (§9). Each tree has its own engine, profile and diagnostics: two trees on two threads never
/// interfere. A view is not thread-safe; use a tree from one thread at a time.
///
/// Subclasses override ``intrinsicContentSize``, ``layoutSubviews()`` and
/// ``updateConstraints()`` as in UIKit (calling `super`).
open class View: LayoutItem, CustomStringConvertible {
    /// The value of an axis of ``intrinsicContentSize`` with no intrinsic size: −1.
    public static let noIntrinsicMetric = -1.0
    /// The layout margins of a view that sets none: 8 on each side (§6.2).
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: Stored state

    // The fields every view uses are stored inline, the one-byte ones together so that they
    // share words; what most views never set lives in `rare` (`ViewRareState.swift`).
    @exclusivity(unchecked) var storedFrame: Rect
    /// The superview; a view does not keep its superview alive. (An unmanaged back reference:
    /// the superview holds this view in ``subviews`` and clears it when it goes.)
    public private(set) var superview: View? {
        get { unmanagedSuperview?.takeUnretainedValue() }
        set { unmanagedSuperview = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``superview``'s storage, which a climb to the root reads without retaining each ancestor.
    @exclusivity(unchecked) private(set) var unmanagedSuperview: Unmanaged<View>?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = [] {
        didSet { forgetDescendants() }
    }
    /// The state most views never set, allocated when a view first sets some of it.
    @exclusivity(unchecked) private var storedRare: ViewRareState?

    // Constraints.
    /// The constraints this view holds (installed on it as their container), in order.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []
    /// The engine whose system constraints for this view are current.
    var syncedEngine: LayoutEngine? {
        get { syncedEngineHandle?.engine }
        set { syncedEngineHandle = newValue?.handle }
    }
    @exclusivity(unchecked) private var syncedEngineHandle: EngineHandle?
    /// Whether ``syncedEngine`` is `engine`, compared without a retain of either.
    func isSynced(with engine: LayoutEngine) -> Bool { syncedEngineHandle?.refers(to: engine) ?? false }

    // System constraints held for this view.
    @exclusivity(unchecked) var contentSizeConstraints = PerAxis<LayoutConstraint?>(nil, nil)
    @exclusivity(unchecked) var autoresizingConstraints: [LayoutConstraint] = []

    // Intrinsic size.
    @exclusivity(unchecked) var contentHugging = PerAxis<LayoutPriority>(.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionResistance = PerAxis<LayoutPriority>(.defaultHigh, .defaultHigh)

    /// How the frame follows the superview's size when ``translatesAutoresizingMaskIntoConstraints``
    /// is true; none by default (fixed position and size, the right margin absorbs changes).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            autoresizingNeedsUpdate = true
            setNeedsUpdateConstraints()
        }
    }

    /// Whether the view is hidden. Hidden views still take part in layout (§8.10 relies on it);
    /// a change asks the superview to update its constraints, so that containers such as a stack
    /// view can collapse the view in their ``updateConstraints()``.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.setNeedsUpdateConstraints()
            superview?.setNeedsLayout()
        }
    }
    /// Whether the view's frame is an input translated into required constraints from its
    /// ``autoresizingMask`` (§4); true for views made in code, as in UIKit. Set false for a view
    /// you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoresizingNeedsUpdate = true
            superview?.setNeedsLayout()
            setNeedsUpdateConstraints()
        }
    }
    @exclusivity(unchecked) var storedProfile = SpacingProfile.ios7
    var storedSemanticContentAttribute = SemanticContentAttribute.unspecified
    /// Whether the layout margins include the safe area insets in the ``SpacingProfile/ios11``
    /// profile; true by default, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { marginsDidChange() }
    }
    /// Whether the view's margins keep its content inside its superview's margins too (UIKit's
    /// property): where the view lies closer to an edge of its superview than the superview's
    /// margin, its own margin grows to reach it. False by default. Updated by each layout pass.
    public var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            let root = rootView
            root.safeAreaNeedsUpdate = true
            root.tracksSafeArea = true
            marginsDidChange()
        }
    }
    var safeAreaNeedsUpdate = false
    @exclusivity(unchecked) var intrinsicSizeNeedsUpdate = true

    // Flags of the layout cycle.
    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    /// On a root: some view of the tree needs the update pass.
    @exclusivity(unchecked) var treeNeedsUpdatePass = true
    /// On a root: some view below it may need ``updateConstraints()`` or its system constraints
    /// brought in step (it asked, joined the tree or left an engine), so that the update pass
    /// walks the descendants; while it is false, the pass looks at the root alone. Set by
    /// `setNeedsUpdateConstraints()` below the root, `insertSubview(_:at:)` and
    /// `detachSubtreeFromEngine(_:)`; a stale true costs one walk.
    @exclusivity(unchecked) var descendantsNeedUpdatePass = true
    /// On a root: some view uses its safe area, which must follow the frames.
    var tracksSafeArea = false
    @exclusivity(unchecked) var autoresizingNeedsUpdate = true

    /// The rare state, allocated now if the view had none (for writing).
    private var rare: ViewRareState {
        if let storedRare { return storedRare }
        let state = ViewRareState()
        storedRare = state
        return state
    }

    // MARK: Rarely set state (stored in `rare`)

    /// The origin of ``bounds``: zero unless the view scrolls.
    var boundsOrigin: Point {
        get { storedRare?.boundsOrigin ?? .zero }
        set {
            guard storedRare != nil || newValue != .zero else { return }
            rare.boundsOrigin = newValue
        }
    }

    /// How the view is drawn relative to its centre (UIKit's `transform`); identity by default.
    /// Like UIKit, it changes neither ``bounds`` nor ``center`` and layout ignores it, but
    /// ``frame`` becomes the bounding box of the transformed bounds; UIKit Dynamics writes a
    /// rotation here.
    public var transform: AffineTransform {
        get { storedRare?.transform ?? .identity }
        set {
            guard storedRare != nil || !newValue.isIdentity else { return }
            rare.transform = newValue
        }
    }
    /// The collision shape UIKit Dynamics gives the view (UIKit's `collisionBoundsType`);
    /// `.rectangle`. Override it in a subclass (an `.ellipse` for a round view, a `.path`
    /// with ``collisionBoundingPath``).
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// The collision polygon when ``collisionBoundsType`` is `.path` (UIKit's
    /// `collisionBoundingPath`): convex, in the view's coordinates with (0, 0) at its centre;
    /// empty by default.
    open var collisionBoundingPath: BezierPath { BezierPath() }
    /// A name shown in descriptions and diagnostics: `View:0x…'name'`.
    public var accessibilityIdentifier: String? {
        get { storedRare?.accessibilityIdentifier }
        set {
            guard storedRare != nil || newValue != nil else { return }
            rare.accessibilityIdentifier = newValue
        }
    }
    /// The colour that fills the view's bounds when it is drawn (UIKit's `backgroundColor`); nil,
    /// the default, draws no background. Layout ignores it.
    public var backgroundColor: Color? {
        get { storedRare?.backgroundColor }
        set {
            guard storedRare != nil || newValue != nil else { return }
            rare.backgroundColor = newValue
        }
    }

    /// The root's standard-spacing profile; read from the root of the tree. ``SpacingProfile/ios7``
    /// by default.
    public var spacingProfile: SpacingProfile {
        get { rootView.storedProfile }
        set {
            let root = rootView
            guard root.storedProfile != newValue else { return }
            root.storedProfile = newValue
            root.profileDidChange()
        }
    }
    /// The root's text measurer, nil for the default (`View+TextMeasurer.swift`).
    var storedTextMeasurer: (any TextMeasuring)? {
        get { storedRare?.textMeasurer }
        set { rare.textMeasurer = newValue }
    }

    /// Receives the tree's diagnostics (unsatisfiable constraints, misuse reported by property
    /// setters); read and set on the root. When nil, diagnostics are printed to standard error in
    /// Apple's format.
    public var diagnosticHandler: ((LayoutDiagnostic) -> Void)? {
        get { rootView.storedHandler }
        set { rootView.storedHandler = newValue }
    }
    var storedHandler: ((LayoutDiagnostic) -> Void)? {
        get { storedRare?.diagnosticHandler }
        set { rare.diagnosticHandler = newValue }
    }

    /// The engine of the tree, owned by the root.
    var hostedEngine: LayoutEngine? {
        get { storedRare?.hostedEngine }
        set {
            guard storedRare != nil || newValue != nil else { return }
            rare.hostedEngine = newValue
        }
    }

    // System constraints held for this view (rare ones).
    var encapsulatedConstraints: [LayoutConstraint] {
        get { storedRare?.encapsulatedConstraints ?? [] }
        set { rare.encapsulatedConstraints = newValue }
    }
    /// Whether ``guideConstraints`` is not empty, read without copying the list.
    var hasGuideConstraints: Bool { storedRare.map { !$0.guideConstraints.isEmpty } ?? false }
    var guideConstraints: [LayoutConstraint] {
        get { storedRare?.guideConstraints ?? [] }
        set { rare.guideConstraints = newValue }
    }

    // Layout guides.
    /// The layout guides this view owns, including the margins and safe-area guides once used.
    public internal(set) var layoutGuides: [LayoutGuide] {
        get { storedRare?.layoutGuides ?? [] }
        set { rare.layoutGuides = newValue }
    }
    /// Whether ``layoutGuides`` is not empty, read without copying the list.
    var hasLayoutGuides: Bool { storedRare.map { !$0.layoutGuides.isEmpty } ?? false }
    var marginsGuide: LayoutGuide? {
        get { storedRare?.marginsGuide }
        set { rare.marginsGuide = newValue }
    }
    var safeAreaGuide: LayoutGuide? {
        get { storedRare?.safeAreaGuide }
        set { rare.safeAreaGuide = newValue }
    }
    var storedLayoutMargins: EdgeInsets? {
        get { storedRare?.layoutMargins }
        set {
            guard storedRare != nil || newValue != nil else { return }
            rare.layoutMargins = newValue
        }
    }
    /// Margins set through ``directionalLayoutMargins``, resolved to left and right by the
    /// effective direction whenever they are read (nil when set as ``layoutMargins``).
    var storedDirectionalLayoutMargins: DirectionalEdgeInsets? {
        get { storedRare?.directionalLayoutMargins }
        set {
            guard storedRare != nil || newValue != nil else { return }
            rare.directionalLayoutMargins = newValue
        }
    }
    /// Insets added to the safe area of this view, in points (the role of a view controller's
    /// `additionalSafeAreaInsets`); set them on the root to describe the device: (44, 0, 34, 0)
    /// for an iPhone X in portrait. Zero by default.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { storedRare?.additionalSafeAreaInsets ?? .zero }
        set {
            rare.additionalSafeAreaInsets = newValue
            let root = rootView
            root.safeAreaNeedsUpdate = true
            root.tracksSafeArea = true
            root.needsLayoutFlag = true
        }
    }
    var computedSafeAreaInsets: EdgeInsets {
        get { storedRare?.computedSafeAreaInsets ?? .zero }
        set { rare.computedSafeAreaInsets = newValue }
    }
    /// The margins ``preservesSuperviewLayoutMargins`` asks for, as of the last layout pass.
    var preservedSuperviewMargins: EdgeInsets {
        get { storedRare?.preservedSuperviewMargins ?? .zero }
        set { rare.preservedSuperviewMargins = newValue }
    }

    /// Creates a view with a frame, in its superview's coordinates (zero by default).
    public init(frame: Rect = .zero) {
        storedFrame = frame
        super.init()
    }

    deinit {
        // The back references that do not keep this view alive (`LayoutItem.swift`).
        for index in subviews.indices {
            Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { $0.superview = nil }
        }
        for guide in layoutGuides { guide.owningView = nil }
    }

    // MARK: Overridable behaviour

    /// The size the view's content wants, in points; either axis may be ``noIntrinsicMetric``.
    /// A plain view has none on either axis. Override it in subclasses and call
    /// ``invalidateIntrinsicContentSize()`` when it changes. The engine lowers each axis with a
    /// metric to `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance` (§3).
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The insets from the frame to the alignment rectangle, the rectangle constraints act on
    /// (UIKit's `alignmentRectInsets`), in points; ``EdgeInsets/zero`` by default, so that the
    /// alignment rectangle is the frame. Positive insets leave ornaments (a shadow, a badge, a
    /// switch's trailing rim) outside the rectangle that constraints align; negative ones
    /// reach beyond the frame. The engine's variables describe the alignment rectangle: every
    /// attribute (edges, centres, size, baselines, margins) and ``intrinsicContentSize`` are the
    /// alignment rectangle's, and a view's frame after layout is
    /// ``frame(forAlignmentRect:)`` of the solved rectangle (docs/auto-layout.md, "Alignment
    /// rectangles"). The insets are read when constraints are lowered: a view whose insets
    /// change must be laid out again from a new tree (Plumb's controls keep theirs fixed).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The distance from the top edge to the first baseline, in points: 0 for a view without
    /// text, so that `firstBaseline` is the top edge. Text views override it; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var firstBaselineOffsetFromTop: Double { 0 }

    /// The distance from the last baseline to the bottom edge, in points: 0 for a view without
    /// text, so that `lastBaseline` is the bottom edge.
    open var lastBaselineOffsetFromBottom: Double { 0 }

    /// Lays out the subviews. The default applies the engine's solution to every subview
    /// (docs/auto-layout.md §8.3); overrides must call `super` before adjusting frames.
    open func layoutSubviews() {
        applyEngineFrames()
    }

    /// Updates the constraints this view manages; called bottom-up in the update pass on views
    /// that asked with ``setNeedsUpdateConstraints()`` (§8.5). The default does nothing;
    /// overrides add, remove or change constraints and call `super`. Do not call
    /// ``setNeedsUpdateConstraints()`` from here.
    open func updateConstraints() {}

    /// Called on the superview just before `subview` leaves it (``removeFromSuperview()``, or an
    /// `addSubview` that moves it elsewhere), while the subview is still a subview, as UIKit's
    /// `willRemoveSubview(_:)`. The default does nothing; ``StackView`` drops it from its arranged
    /// views there.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Geometry

    /// The rectangle of the view in its superview's coordinates. Setting it on a view that
    /// translates its autoresizing mask moves the inputs of its constraints (§4.1); on a root it
    /// changes the size the tree is laid out at.
    ///
    /// With a ``transform`` other than the identity, as UIKit: the smallest rectangle holding the
    /// transformed bounds (about the centre); setting it then only moves the ``center`` to the new
    /// rectangle's centre (UIKit leaves that case undefined; set ``bounds`` and ``center`` instead).
    public var frame: Rect {
        get { transform.isIdentity ? storedFrame : transformedFrame }
        set {
            guard transform.isIdentity else {
                center = Point(x: newValue.midX, y: newValue.midY)
                return
            }
            setStoredFrame(newValue)
        }
    }

    /// The view's own coordinate space: an origin (what the top-left corner of the view shows,
    /// zero unless scrolled) and the frame's size. Changing the size keeps the centre.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                setNeedsLayout()
            }
            if newValue.size != storedFrame.size {
                let center = self.center
                setStoredFrame(
                    Rect(
                        x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                        width: newValue.size.width, height: newValue.size.height))
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            setStoredFrame(
                Rect(
                    x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                    width: storedFrame.width, height: storedFrame.height))
        }
    }

    /// The bounding box of the bounds' corners under ``transform``, about the centre.
    private var transformedFrame: Rect {
        let center = self.center
        let w = storedFrame.width / 2
        let h = storedFrame.height / 2
        let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map {
            transform.apply(to: Point(x: $0.0, y: $0.1))
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(
            x: center.x + minX, y: center.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Re-lowers the whole tree in a new engine after the profile changed.
    private func profileDidChange() {
        hostedEngine = nil
        detachSubtreeFromEngine(nil)
        treeNeedsUpdatePass = true
        marginsDidChange()
    }

    /// Stores a frame set by the user (through ``frame``, ``bounds`` or ``center``) and records it.
    private func setStoredFrame(_ newValue: Rect) {
        guard newValue != storedFrame else { return }
        let resized = newValue.size != storedFrame.size
        storedFrame = newValue
        frameDidChange(resized: resized)
    }

    /// Records a frame set by the user: autoresizing inputs, root size, layout flags.
    private func frameDidChange(resized: Bool) {
        if resized { setNeedsLayout() }
        if superview == nil {
            if resized { setNeedsUpdateConstraints() }
        } else if translatesAutoresizingMaskIntoConstraints {
            autoresizingNeedsUpdate = true
            setNeedsUpdateConstraints()
        }
        superview?.setNeedsLayout()
    }

    /// Converts a point from this view's coordinates to another view's of the same tree (or to the
    /// root's when `view` is nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let mine = originInRoot
        let target = view?.originInRoot ?? .zero
        return Point(x: point.x + mine.x - target.x, y: point.y + mine.y - target.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's (or the root's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The frame in the root's coordinates.
    public var frameInRoot: Rect {
        guard let superview else { return Rect(origin: .zero, size: storedFrame.size) }
        return superview.convert(storedFrame, to: nil)
    }

    /// Where this view's bounds origin lies in the root's coordinates.
    private var originInRoot: Point {
        var x = -boundsOrigin.x
        var y = -boundsOrigin.y
        var view = self
        while let parent = view.superview {
            x += view.storedFrame.origin.x - parent.boundsOrigin.x
            y += view.storedFrame.origin.y - parent.boundsOrigin.y
            view = parent
        }
        return Point(x: x, y: y)
    }

    // MARK: Hierarchy

    /// The root of the tree: the farthest ancestor (the view itself when it has no superview).
    public var rootView: View { unretainedRootView.takeUnretainedValue() }

    /// ``rootView`` without a retain of each view on the way up (nor of the root).
    @inline(__always)
    var unretainedRootView: Unmanaged<View> {
        var root = Unmanaged.passUnretained(self)
        while let parent = View.parent(of: root) { root = parent }
        return root
    }

    /// Adds a view at the front of the subviews, removing it from its current superview first
    /// (with the constraints that leave its subtree, §5.2). Adding a view adds no constraints.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            deliver(
                .invalidHierarchy(
                    "Can't add \(view.layoutDescription) to \(layoutDescription): a view cannot be its own descendant."
                ))
            return
        }
        if view.unmanagedSuperview?.toOpaque() == Unmanaged.passUnretained(self).toOpaque(),
            let current = subviews.firstIndex(where: { $0 === view })
        {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        view.hostedEngine = nil
        view.detachSubtreeFromEngine(nil)
        if index >= subviews.count {
            subviews.append(view)
        } else {
            subviews.insert(view, at: max(index, 0))
        }
        view.superview = self
        if view.tracksSafeArea {  // the subtree's safe areas or preserved margins need updating here
            let root = rootView
            root.tracksSafeArea = true
            root.safeAreaNeedsUpdate = true
        }
        view.autoresizingNeedsUpdate = true
        view.needsUpdateConstraintsFlag = true  // `setNeedsUpdateConstraints()`: the root's flags below
        view.setNeedsLayout()
        setNeedsLayout()
        markRootForUpdatePass(descendant: true)
    }

    /// Inserts a view just above `sibling` (in front of it).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts a view just below `sibling` (behind it).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Removes the view from its superview together with every constraint that names the view or
    /// a view of its subtree and is held outside the subtree (§5.2). Constraints held inside the
    /// subtree survive and are laid out again wherever the view is added next.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldEngine = rootView.hostedEngine
        let subtree = subtreeItems()
        var leaving: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for item in subtree {
            for constraint in item.referencing
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                if let container = constraint.container, !container.isDescendant(of: self) {
                    leaving.append(constraint)
                }
            }
        }
        LayoutConstraint.deactivate(leaving)
        detachSubtreeFromEngine(oldEngine)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        autoresizingNeedsUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<View>? = .passUnretained(self)
        while let candidate = current {
            if candidate.toOpaque() == target { return true }
            current = View.parent(of: candidate)
        }
        return false
    }

    /// The superview of `view`, without a retain of either.
    @inline(__always)
    static func parent(of view: Unmanaged<View>) -> Unmanaged<View>? {
        view._withUnsafeGuaranteedRef { $0.unmanagedSuperview }
    }

    /// The nearest view that is an ancestor of both (either may be the other).
    /// - Complexity: O(1) for siblings and for a view and its superview (most constraints relate
    ///   those), else O(depth), without allocating: the deeper view climbs to the other's depth,
    ///   then both climb together until they meet (every activation asks this).
    func nearestCommonAncestor(with other: View) -> Unmanaged<View>? {
        // Climbed unretained: both views live, and so do their ancestors (and the result).
        var mine = Unmanaged.passUnretained(self)
        var theirs = Unmanaged.passUnretained(other)
        if mine.toOpaque() == theirs.toOpaque() { return mine }
        let myParent = unmanagedSuperview
        if myParent?.toOpaque() == theirs.toOpaque() { return theirs }
        let theirParent = other.unmanagedSuperview
        if theirParent?.toOpaque() == mine.toOpaque() { return mine }
        if let myParent, myParent.toOpaque() == theirParent?.toOpaque() { return myParent }
        var myDepth = depth
        var theirDepth = other.depth
        while myDepth > theirDepth, let parent = View.parent(of: mine) {
            mine = parent
            myDepth -= 1
        }
        while theirDepth > myDepth, let parent = View.parent(of: theirs) {
            theirs = parent
            theirDepth -= 1
        }
        while mine.toOpaque() != theirs.toOpaque() {
            guard let myNext = View.parent(of: mine), let theirNext = View.parent(of: theirs) else {
                return nil
            }
            mine = myNext
            theirs = theirNext
        }
        return mine
    }

    /// The number of ancestors: 0 for a root.
    private var depth: Int {
        var count = 0
        var view = Unmanaged.passUnretained(self)
        while let parent = View.parent(of: view) {
            count += 1
            view = parent
        }
        return count
    }

    /// Every view of the subtree, parents before children (depth first, in subview order).
    func subtreeViews() -> [View] {
        [self] + descendants()
    }

    /// The views below this one, parents before children (depth first, in subview order): the
    /// subtree without the view itself. Cached until a view of the subtree gains or loses a
    /// subview, so that the layout cycle's passes walk a scrolling list without rebuilding it.
    func descendants() -> [View] {
        if let cached = storedRare?.cachedDescendants { return cached }
        var result: [View] = []
        for subview in subviews { subview.appendSubtree(to: &result) }
        rare.cachedDescendants = result
        return result
    }

    /// Drops the cached descendants of this view and of its ancestors: its subviews changed.
    private func forgetDescendants() {
        var view: Unmanaged<View>? = .passUnretained(self)
        while let current = view {
            current._withUnsafeGuaranteedRef { $0.storedRare?.cachedDescendants = nil }
            view = View.parent(of: current)
        }
    }

    /// Appends this view and its subtree to `views`, parents before children.
    private func appendSubtree(to views: inout [View]) {
        views.append(self)
        for subview in subviews { subview.appendSubtree(to: &views) }
    }

    /// Every view and layout guide of the subtree.
    private func subtreeItems() -> [LayoutItem] {
        var items: [LayoutItem] = []
        for view in subtreeViews() {
            items.append(view)
            items.append(contentsOf: view.layoutGuides)
        }
        return items
    }

    /// Takes the subtree's constraints out of `engine` (the old tree's) so that the next update
    /// pass lowers them into the new tree's engine.
    func detachSubtreeFromEngine(_ engine: LayoutEngine?) {
        // The subtree's flags are set below: the next update pass of its root walks it, both in
        // the tree it leaves and in its own once it is a root.
        descendantsNeedUpdatePass = true
        rootView.descendantsNeedUpdatePass = true
        var lowered: [LayoutConstraint] = []
        forEachSubtreeView { view in
            view.syncedEngine = nil
            view.autoresizingNeedsUpdate = true
            view.intrinsicSizeNeedsUpdate = true
            view.needsUpdateConstraintsFlag = true
            view.forEachHeldConstraint { constraint in
                guard constraint.isLowered else { return }
                if let engine, constraint.isLowered(into: engine) {
                    lowered.append(constraint)
                } else {
                    constraint.forgetLowering()
                }
            }
        }
        engine?.removeBatch(lowered)
    }

    /// Calls `body` with every view of the subtree in the order of ``subtreeViews()`` (parents
    /// before children), without building an array. `body` must not change the subtree.
    func forEachSubtreeView(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachSubtreeView(body) }
    }

    /// Calls `body` with every constraint this view holds: ``constraints``, then the
    /// ``systemConstraints``, in that order, without building an array.
    func forEachHeldConstraint(_ body: (LayoutConstraint) -> Void) {
        // Empty lists (a new view's) skipped before any iteration retains their storage.
        if !constraints.isEmpty { for constraint in constraints { body(constraint) } }
        if let width = contentSizeConstraints[0] { body(width) }
        if let height = contentSizeConstraints[1] { body(height) }
        if !autoresizingConstraints.isEmpty { for constraint in autoresizingConstraints { body(constraint) } }
        guard let rare = storedRare else { return }
        for constraint in rare.encapsulatedConstraints { body(constraint) }
        for constraint in rare.guideConstraints { body(constraint) }
    }

    /// The system constraints currently held for this view (content size, autoresizing, root
    /// size, guides).
    var systemConstraints: [LayoutConstraint] {
        contentSizeConstraints.compactMap { $0 } + autoresizingConstraints + encapsulatedConstraints
            + guideConstraints
    }

    // MARK: LayoutItem

    override var unmanagedLayoutSuperitem: Unmanaged<View>? { unmanagedSuperview }
    override var unmanagedNearestView: Unmanaged<View>? { .passUnretained(self) }
    /// `View:0x…` followed by `'accessibilityIdentifier'` when there is one.
    override public var layoutDescription: String {
        let name = "\(type(of: self)):\(address(of: self))"
        return accessibilityIdentifier.map { "\(name)'\($0)'" } ?? name
    }

    /// `<View:0x…'name'; frame = (20, 20, 280, 100)>`.
    open var description: String { "<\(layoutDescription); frame = \(storedFrame)>" }
}
