// The engine of one view tree: the solver, which layout constraint each solver constraint lowers (an
// index built when a conflict or a query first asks), and the bookkeeping that keeps them in step
// (docs/auto-layout.md §5.4, §8.1, §8.4).
//
// Activating a constraint only installs it on its container; the engine lowers everything new
// during the update pass (`sync`), in one solver batch that optimises once (§5.1). Changing a
// constant is an incremental shift of the lowered row's constant plus a dual-simplex
// re-optimisation, never a remove and add (§8.4). System constraints (intrinsic size, autoresizing,
// the root's size, margins guides) are regenerated per view when their inputs change.

import PlumbSolver

/// The layout engine of one view tree, owned by its root.
final class LayoutEngine {
    let solver = Solver()
    unowned let root: View
    /// Which layout constraint each solver constraint lowers, by handle number, once a conflict
    /// or a query has asked (``owner(of:)``); nil before, so that lowering without conflicts keeps
    /// no index.
    @exclusivity(unchecked) private var ownerIndex: [Int32: LayoutConstraint]?
    /// Layout constraints waiting to be lowered, in order.
    @exclusivity(unchecked) var pending: [LayoutConstraint] = []
    /// How many of ``pending`` are intrinsic sizes (two solver constraints each), counted as
    /// they are queued: with the pending count, the most solver constraints the batch makes,
    /// known without reading each layout constraint (the solver reserves its tables from it).
    @exclusivity(unchecked) var pendingContentSizeCount = 0
    /// The lowering order the next recorded constraint gets.
    @exclusivity(unchecked) var nextOrder: Int32 = 0
    /// The smallest priority in use, for probes that must not disturb any level.
    @exclusivity(unchecked) var lowestPriority = LayoutPriority.required
    /// Counts changes of the solution, so that a layout pass knows whether to run again.
    @exclusivity(unchecked) var revision = 0
    /// The handle constraints and views hold this engine by, cleared when the engine goes (no
    /// weak reference, so the engine has no side table; see `LayoutItem.swift`).
    let handle = EngineHandle()

    init(root: View) {
        self.root = root
        handle.engine = self
    }

    deinit {
        handle.engine = nil
    }

    var profile: SpacingProfile { root.storedProfile }
    var allowsRequiredPriorityChange: Bool { profile == .ios11 }

    // MARK: Adding and removing

    /// Lowers the pending constraints: one atomic batch when nothing conflicts, else one by one
    /// with Apple's recovery (§8.6).
    func lowerPending() {
        guard !pending.isEmpty else { return }
        revision += 1
        // The batch's array becomes the list of the constraints that lowered (compacted in
        // place, so that no second array of them lives while the solver grows). Each is added
        // to the solver's open batch as soon as it lowers, and claimed (its engine and order,
        // `claim(_:_:)`): at 10,000 cards every later pass over the layout constraints, or the
        // solver's reading of their variables after the whole batch was lowered, missed the
        // cache on each. If the batch conflicts, it is rolled back, the
        // records are undone and the constraints added one by one, recorded then, as before.
        var prepared = pending
        pending = []
        let mostSolverConstraints = prepared.count + pendingContentSizeCount
        pendingContentSizeCount = 0
        var preparedCount = 0
        var lowestInBatch = LayoutPriority.required
        var conflicts = false
        // Told once the batch is in the solver and recorded, so that no handler runs while the
        // tree holds constraints recorded but not yet added.
        var missing: [LayoutConstraint] = []
        solver.beginBatch(ofAtMost: mostSolverConstraints)
        do {
            // A constraint activated in `updateConstraints()` of a view that is new to the engine
            // is queued twice (by its activation and by the view's first sync): lower it once.
            // A lowered constraint has its engine from then on; one that does not lower is
            // marked with −1 in `loweredOrder` (never an order; the marks are cleared below, so
            // that no mark outlives the batch): no set of them.
            let mark: Int32 = -1
            var unlowered: [LayoutConstraint] = []
            let profile = self.profile  // read once: it climbs to the root
            var directions = Lowering.DirectionCache()
            for index in prepared.indices {
                // Borrowed: the batch's array holds the constraint.
                let didLower = Unmanaged.passUnretained(prepared[index])._withUnsafeGuaranteedRef {
                    constraint in
                    guard !constraint.isLowered, constraint.loweredOrder != mark else { return false }
                    // The container borrowed, as the items are in `Lowering.lower`: it holds the
                    // constraint, so it lives.
                    guard let container = constraint.unretainedContainer,
                        let lowered = container._withUnsafeGuaranteedRef({
                            Lowering.lower(
                                constraint, in: $0, profile: profile, into: solver, directions: &directions)
                        })
                    else {
                        constraint.loweredOrder = mark
                        if constraint.container != nil { missing.append(constraint) }
                        unlowered.append(constraint)
                        return false
                    }
                    claim(constraint, lowered)
                    for handle in lowered.constraints {
                        lowestInBatch = min(lowestInBatch, solver.priority(ofHandle: handle))
                        guard !conflicts else { continue }
                        do {
                            try solver.addInBatch(handle: handle)
                        } catch {
                            solver.rollBackBatch()
                            conflicts = true
                        }
                    }
                    return true
                }
                guard didLower else { continue }
                // Moved down only once a constraint was skipped: no retain, release or
                // uniqueness check for the others.
                if preparedCount != index { prepared.swapAt(preparedCount, index) }
                preparedCount += 1
            }
            for constraint in unlowered { constraint.loweredOrder = 0 }
        }
        prepared.removeLast(prepared.count - preparedCount)
        if !conflicts {
            do { try solver.commitBatch() } catch { conflicts = true }
        }
        guard conflicts else {
            lowestPriority = min(lowestPriority, lowestInBatch)
            if ownerIndex != nil {
                for constraint in prepared { indexOwner(of: constraint) }
            }
            deliverMissingItems(of: missing)
            return
        }
        for constraint in prepared {
            constraint.engine = nil
            constraint.loweredOrder = 0
        }
        deliverMissingItems(of: missing)
        for constraint in prepared { addResolvingConflicts(constraint, constraint.waitingLowering) }
    }

    /// Tells the root's handler of each constraint that could not lower because an item is gone
    /// or has left the container's subtree.
    private func deliverMissingItems(of constraints: [LayoutConstraint]) {
        for constraint in constraints {
            root.deliver(
                .invalidUse(.missingItem(constraint: constraint.description), constraint: constraint))
        }
    }

    /// Marks a lowered constraint as belonging to this engine.
    func record(_ constraint: LayoutConstraint, _ lowered: LoweredConstraint) {
        claim(constraint, lowered)
        for solverConstraint in constraint.lowered {
            let priority = solver.priority(ofHandle: solverConstraint)
            if priority < lowestPriority { lowestPriority = priority }
        }
        indexOwner(of: constraint)
    }

    /// Stores a lowering in its constraint and gives the constraint this engine and the next
    /// lowering order: ``record(_:_:)`` without the lowest priority and the owner index, which
    /// `lowerPending()` updates once its batch is in the solver.
    private func claim(_ constraint: LayoutConstraint, _ lowered: LoweredConstraint) {
        constraint.lowered = lowered.constraints
        constraint.loweredConstant = lowered.constant
        constraint.loweredReadsAlignmentInsets = lowered.readsAlignmentInsets
        constraint.engine = self
        if nextOrder == .max { renumberOrders() }
        constraint.loweredOrder = nextOrder
        nextOrder += 1
    }

    /// Numbers the recorded constraints 0, 1, … in their lowering order, for when the 32-bit
    /// orders run out (after 2³¹ − 1 recordings in this engine). O(tree + n log n).
    private func renumberOrders() {
        var recorded: [LayoutConstraint] = []
        for view in root.subtreeViews() {
            view.forEachHeldConstraint { constraint in
                if constraint.engine === self { recorded.append(constraint) }
            }
        }
        recorded.sort { $0.loweredOrder < $1.loweredOrder }
        for (order, constraint) in recorded.enumerated() { constraint.loweredOrder = Int32(order) }
        nextOrder = Int32(recorded.count)
    }

    /// The layout constraint that `solverConstraint` (named in a conflict or a listing of the
    /// solver's: `Solver.constraint(of:)`) lowers, or nil (a bound, an edit).
    ///
    /// The index is built at the first call from the tree (every lowered constraint is held by a
    /// view of the tree: its container's constraints, or a view's system constraints) and kept
    /// up to date afterwards by ``record(_:_:)`` and the removals.
    /// - Complexity: O(1) expected; the first call O(views + constraints of the tree).
    func owner(of solverConstraint: Constraint) -> LayoutConstraint? {
        guard let handle = solver.handle(of: solverConstraint) else { return nil }
        if ownerIndex == nil {
            var index: [Int32: LayoutConstraint] = [:]
            for view in root.subtreeViews() {
                view.forEachHeldConstraint { constraint in
                    guard constraint.engine === self else { return }
                    for lowered in constraint.lowered { index[lowered.id] = constraint }
                }
            }
            ownerIndex = index
        }
        return ownerIndex?[handle.id]
    }

    /// Adds a constraint's solver constraints to the owner index (if there is one yet).
    func indexOwner(of constraint: LayoutConstraint) {
        guard ownerIndex != nil else { return }
        for solverConstraint in constraint.lowered {
            ownerIndex?[solverConstraint.id] = constraint
        }
    }

    /// Drops a constraint's solver constraints from the owner index (if there is one yet).
    func forgetOwner(of constraint: LayoutConstraint) {
        guard ownerIndex != nil else { return }
        for solverConstraint in constraint.lowered { ownerIndex?[solverConstraint.id] = nil }
    }

    /// Removes a lowered constraint from the solver.
    func remove(_ constraint: LayoutConstraint) {
        removeBatch([constraint])
    }

    /// Removes lowered constraints, optimising once, and releases their solver constraints.
    func removeBatch(_ constraints: [LayoutConstraint]) {
        var solverConstraints: [ConstraintHandle] = []
        for constraint in constraints where constraint.engine === self {
            solverConstraints.append(contentsOf: constraint.lowered)
            forgetOwner(of: constraint)
            constraint.forgetLowering()
        }
        guard !solverConstraints.isEmpty else { return }
        revision += 1
        do {
            try solver.remove(handles: solverConstraints)
        } catch {
            root.deliver(.internalError(error.description))
        }
        for solverConstraint in solverConstraints { solver.releaseConstraint(solverConstraint) }
        root.needsLayoutFlag = true
    }

    /// Re-lowers a constraint whose lowering changed shape (direction, priority level).
    func relower(_ constraint: LayoutConstraint) {
        remove(constraint)
        pending.append(constraint)
        root.treeNeedsUpdatePass = true
    }

    // MARK: Incremental changes

    /// Moves the lowered constant after ``LayoutConstraint/constant`` (or a margin, a baseline,
    /// an intrinsic size) changed: an incremental edit (§8.4). `loweredBefore` is the lowered
    /// constant read before ``LayoutConstraint/constant`` changed (the lowered constant of most
    /// constraints is read from it), nil when the constant did not change.
    func constantDidChange(_ constraint: LayoutConstraint, loweredBefore: Double? = nil) {
        guard constraint.engine === self, let container = constraint.container else { return }
        let old = loweredBefore ?? constraint.loweredConstant
        guard
            let constant = Lowering.plainConstant(of: constraint)
                ?? Lowering.lower(constraint, in: container, profile: profile, into: nil)?.constant
        else {
            constraint.loweredConstant = old  // the solver keeps it: an item has gone
            return
        }
        let delta = constant - old
        guard delta != 0 else {
            constraint.loweredConstant = old
            return
        }
        constraint.loweredConstant = constant
        revision += 1
        if case .contentSize = constraint.kind, let first = constraint.lowered.first,
            let second = constraint.lowered.second, !solver.priority(ofHandle: first).isRequired,
            !solver.priority(ofHandle: second).isRequired
        {
            // Two optional halves, which never conflict: shifted together, they keep sharing
            // their row in the solver. (A required half may conflict: shifted below, one by one.)
            do {
                try solver.shiftConstants(ofHandles: first, second, by: delta)
            } catch {
                root.deliver(.internalError(error.description))
            }
        } else {
            for solverConstraint in constraint.lowered { shift(solverConstraint, of: constraint, by: delta) }
        }
        root.needsLayoutFlag = true
    }

    /// Re-keys a constraint whose priority changed (remove and add its solver constraints). An
    /// optional constraint made required (iOS 11 profile) is re-added at once; if it conflicts,
    /// its old priority is restored and it is re-added at that level, as §2.3 describes.
    func priorityDidChange(_ constraint: LayoutConstraint, from old: LayoutPriority) {
        guard constraint.engine === self else { return }
        guard !old.isRequired, constraint.priority.isRequired, let container = constraint.container else {
            return relower(constraint)
        }
        remove(constraint)
        for priority in [constraint.priority, old] {
            constraint.storedPriority = priority
            guard let lowered = Lowering.lower(constraint, in: container, profile: profile, into: solver)
            else {
                break
            }
            do {
                try solver.add(handles: lowered.constraints)
                record(constraint, lowered)
                return
            } catch {
                for solverConstraint in lowered.constraints { solver.releaseConstraint(solverConstraint) }
                continue
            }
        }
        pending.append(constraint)
        root.treeNeedsUpdatePass = true
    }

    /// Shifts one solver constraint, recovering from a conflict as §8.6 describes.
    private func shift(
        _ solverConstraint: ConstraintHandle, of constraint: LayoutConstraint, by delta: Double
    ) {
        do {
            try solver.shiftConstant(ofHandle: solverConstraint, by: delta)
        } catch .unsatisfiableConstraint(_, let conflicting) {
            resolve(constraint, conflicting: conflicting) { [solver] policy throws(SolverError) in
                try solver.shiftConstant(ofHandle: solverConstraint, by: delta, onConflict: policy)
            }
        } catch {
            root.deliver(.internalError(error.description))
        }
    }
}

/// How a constraint or a view refers to an engine without keeping it alive: the engine, until
/// the engine's deinit clears it (then nil, as a weak reference would read).
final class EngineHandle {
    /// The engine, or nil once it has been deallocated.
    var engine: LayoutEngine? {
        get { unmanagedEngine?.takeUnretainedValue() }
        set { unmanagedEngine = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``engine``'s storage, read without a retain where only its identity matters.
    @exclusivity(unchecked) private(set) var unmanagedEngine: Unmanaged<LayoutEngine>?

    /// Whether the handle's engine is `engine`, compared by address without a retain of either.
    @inline(__always)
    func refers(to engine: LayoutEngine) -> Bool {
        unmanagedEngine?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
    }
}

extension LayoutConstraint {
    /// The lowering that `lowerPending` stored before recording the constraint.
    fileprivate var waitingLowering: LoweredConstraint {
        LoweredConstraint(
            constraints: lowered, constant: loweredConstant, readsAlignmentInsets: loweredReadsAlignmentInsets
        )
    }

    /// Forgets the engine state after removal from an engine.
    func forgetLowering() {
        engine = nil
        lowered = LoweredConstraints()
        forgetLoweredConstant()
    }
}
