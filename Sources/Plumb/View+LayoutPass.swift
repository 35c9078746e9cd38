// The layout cycle (docs/auto-layout.md §8.5): update constraints bottom-up, solve, lay out top-down.
//
// A tree is laid out from its root. The update pass calls `updateConstraints()` on the views that
// asked for it (children first), brings every view's system constraints in step and lowers the
// constraints activated since the last pass in one solver batch. It walks the descendants only
// when the root's `descendantsNeedUpdatePass` says that one of them may need it (it asked, joined
// the tree or left an engine); a pass that only the root asked for, such as a rotation's, looks
// at the root alone. The layout pass then walks the
// tree top-down: a view whose subviews' engine frames differ from their frames (or that asked
// with `setNeedsLayout()`) gets `layoutSubviews()`, whose default applies the engine's values.
// Both walks over views (the descendants, a view's subviews when frames are applied) prefetch
// the view eight places ahead and its layout variables: at 10,000 cards the views and their
// variables no longer fit the cache, and reading a frame waited on two misses a view, one after
// the other; touched ahead, the misses of several views overlap (L1's resize at 10,000 takes
// 13 to 18 % less time: docs/benchmarks.md, "The layout pass touches views ahead").
// If a view invalidates constraints during layout (a label measuring at its new width, the safe
// area moving), the cycle runs again, at most `maximumLayoutRounds` times.

import PlumbSolver

extension View {
    /// How many update-and-layout rounds one ``layoutIfNeeded()`` may take before it reports
    /// ``LayoutDiagnostic/layoutDidNotConverge(passes:)``.
    public static let maximumLayoutRounds = 8

    /// Marks the view as needing ``layoutSubviews()`` in the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Marks the view as needing ``updateConstraints()`` in the next update pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markRootForUpdatePass(descendant: superview != nil)
    }

    /// Marks the root of the tree as needing the update pass and, when `descendant`, as having a
    /// descendant that needs it (`descendantsNeedUpdatePass`).
    @inline(__always)
    func markRootForUpdatePass(descendant: Bool) {
        unretainedRootView._withUnsafeGuaranteedRef {
            $0.treeNeedsUpdatePass = true
            if descendant { $0.descendantsNeedUpdatePass = true }
        }
    }

    /// Whether the view has asked for ``updateConstraints()``.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update-constraints pass of the tree now if anything asked for it: bottom-up
    /// ``updateConstraints()``, system constraints, and lowering of newly active constraints.
    public func updateConstraintsIfNeeded() {
        rootView.runUpdatePass()
    }

    /// Updates constraints and lays out the whole tree now: afterwards every frame is the
    /// engine's solution. Call it on any view of the tree.
    /// - Complexity: O(views + constraints changed) plus the solver's incremental work.
    public func layoutIfNeeded() {
        let root = rootView
        for _ in 0..<View.maximumLayoutRounds {
            root.runUpdatePass()
            if !root.runLayoutPass() { return }
        }
        root.deliver(.layoutDidNotConverge(passes: View.maximumLayoutRounds))
    }

    /// The tree's engine, created on first use.
    var engine: LayoutEngine {
        if let hostedEngine { return hostedEngine }
        let engine = LayoutEngine(root: self)
        hostedEngine = engine
        return engine
    }

    /// The update pass, run on the root.
    func runUpdatePass() {
        let engine = self.engine
        // The descendants are walked only when one of them may need it (or the engine is new to
        // the tree): a pass that only the root asked for, a rotation's, looks at the root alone.
        let walksDescendants = descendantsNeedUpdatePass || !isSynced(with: engine)
        descendantsNeedUpdatePass = false
        let descendants = walksDescendants ? self.descendants() : []
        // Children before parents: the descendants in reverse order, then the root.
        descendants.forEachBorrowed(reversed: true) { view in
            guard view.needsUpdateConstraintsFlag else { return }
            view.needsUpdateConstraintsFlag = false
            view.updateConstraints()
        }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            updateConstraints()
        }
        treeNeedsUpdatePass = false
        syncSystemConstraints(engine)
        if walksDescendants {
            descendants.forEachBorrowed { $0.syncSystemConstraints(engine) }
        } else if descendantsNeedUpdatePass {
            // The root's `updateConstraints()` asked for its descendants: their system
            // constraints now, their `updateConstraints()` in the next pass (the flag stays).
            self.descendants().forEachBorrowed { $0.syncSystemConstraints(engine) }
        }
        engine.lowerPending()
    }

    /// The layout pass, run on the root. Returns whether constraints were invalidated meanwhile,
    /// so that another round is needed.
    func runLayoutPass() -> Bool {
        let engine = self.engine
        let revision = engine.revision
        let solver = engine.solver
        let descendants = self.descendants()
        layOut(solver)
        descendants.forEachBorrowedPrefetching { $0.layOut(solver) }
        if safeAreaNeedsUpdate || tracksSafeArea || storedProfile == .ios11 {
            safeAreaNeedsUpdate = false
            if updateSafeAreas() { treeNeedsUpdatePass = true }
        }
        return treeNeedsUpdatePass || engine.revision != revision
    }

    /// This view's step of the layout pass: ``layoutSubviews()`` if asked for or if a subview's
    /// engine frame differs from its frame, then the layout guides' frames.
    private func layOut(_ solver: Solver) {
        if !needsLayoutFlag && !subviews.isEmpty {
            let origin = subviewsOrigin
            needsLayoutFlag = subviews.containsBorrowed {
                $0.engineFrame(origin: origin, solver) != $0.storedFrame
            }
        }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSubviews()
        }
        guard hasLayoutGuides else { return }
        for guide in layoutGuides { guide.layoutFrame = guide.engineFrame(in: self, solver) }
    }

    /// Applies the engine's solution to every subview (the default ``layoutSubviews()``).
    public func applyEngineFrames() {
        // A view without subviews (most views: the leaves) has nothing to apply and needs no
        // climb to the root for the solver.
        guard !subviews.isEmpty, let solver = rootView.hostedEngine?.solver else { return }
        let origin = subviewsOrigin
        subviews.forEachBorrowedPrefetching { subview in
            let frame = subview.engineFrame(origin: origin, solver)
            guard frame != subview.storedFrame else { return }
            if frame.size != subview.storedFrame.size { subview.needsLayoutFlag = true }
            subview.storedFrame = frame
        }
    }
}

extension LayoutItem {
    /// The rectangle the engine gives this item (a view's frame, a guide's layout frame) inside
    /// `parent`, its superview or owning view: offset by the parent's bounds origin, except in a
    /// ``ScrollView``, whose subviews and guides live in content coordinates (§1.4, §8.12). A
    /// view's variables hold its alignment rectangle: its frame is
    /// ``View/frame(forAlignmentRect:)`` of it.
    func engineFrame(in parent: View, _ solver: Solver) -> Rect {
        let rectangle = engineRectangle(origin: parent.subviewsOrigin, solver)
        guard let view = self as? View else { return rectangle }
        return view.frame(forAlignmentRect: rectangle)
    }

    /// The engine's rectangle of this item (its alignment rectangle) offset by `origin`.
    func engineRectangle(origin: Point, _ solver: Solver) -> Rect {
        let values = solver.values(of: layoutVariables)
        return Rect(
            x: origin.x + Solver.layoutValue(values.minX), y: origin.y + Solver.layoutValue(values.minY),
            width: Solver.layoutValue(values.width), height: Solver.layoutValue(values.height))
    }
}

extension View {
    /// Where this view's subviews' engine rectangles start in its coordinates: the bounds origin,
    /// or zero in a ``ScrollView`` (whose subviews live in content coordinates). A plain view is
    /// told from a scroll view by its class before any cast.
    var subviewsOrigin: Point {
        if type(of: self) != View.self && self is ScrollView { return .zero }
        return boundsOrigin
    }

    /// ``LayoutItem/engineFrame(in:_:)`` of a subview, its parent's ``subviewsOrigin`` read once
    /// for all the parent's subviews.
    func engineFrame(origin: Point, _ solver: Solver) -> Rect {
        frame(forAlignmentRect: engineRectangle(origin: origin, solver))
    }
}

extension Solver {
    /// The value of a variable as frames use it: floating-point noise of the solver's pivots
    /// removed, so that a frame computed as 276 reads 276, not 275.99999999999994. A value within
    /// 1e-9 (relative) of a multiple of 1e-6 becomes that multiple; others (thirds) are unchanged.
    func layoutValue(of rectangle: RectangleVariables, _ member: RectangleVariables.Member) -> Double {
        Solver.layoutValue(value(of: rectangle, member))
    }

    /// A value as frames use it (``layoutValue(of:_:)``).
    static func layoutValue(_ value: Double) -> Double {
        let snapped = (value * 1e6).rounded() / 1e6
        return abs(snapped - value) <= 1e-9 * max(1, abs(value)) ? snapped : value
    }
}

extension Array where Element == View {
    /// Calls `body` with each view, in order or `reversed`, borrowed from the array, which holds
    /// every view for the whole call (the array is a value: a change of the tree during the call,
    /// even by an override of ``View/updateConstraints()``, gives the cached descendants or the
    /// `subviews` a new buffer, not this one), so that no view is retained and released for it.
    /// O(count).
    @inline(__always)
    fileprivate func forEachBorrowed(reversed: Bool = false, _ body: (View) -> Void) {
        for offset in indices {
            let index = reversed ? count - 1 - offset : offset
            Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }

    /// How many views ahead ``forEachBorrowedPrefetching(_:)`` prefetches.
    fileprivate static var prefetchDistance: Int { 8 }

    /// ``forEachBorrowed(reversed:_:)`` in order, first prefetching the view
    /// ``prefetchDistance`` places ahead and its layout variables
    /// (`RectangleVariables.prefetch()`), so that its cache misses overlap `body`'s work on this
    /// one. O(count).
    @inline(__always)
    fileprivate func forEachBorrowedPrefetching(_ body: (View) -> Void) {
        let distance = Self.prefetchDistance
        for index in indices {
            if index + distance < count {
                Unmanaged.passUnretained(self[index + distance])._withUnsafeGuaranteedRef {
                    $0.layoutVariables.prefetch()
                }
            }
            Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }

    /// `contains(where:)` with each view borrowed, as ``forEachBorrowed(reversed:_:)``: whether
    /// `predicate` holds for some view, the first one found ending the search. O(count).
    @inline(__always)
    fileprivate func containsBorrowed(where predicate: (View) -> Bool) -> Bool {
        for index in indices where Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(predicate) {
            return true
        }
        return false
    }
}
