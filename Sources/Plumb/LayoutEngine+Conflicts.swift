// Unsatisfiable constraints: Apple's recovery (docs/auto-layout.md §8.6) with a documented choice.
//
// When a required constraint cannot hold, the solver names a minimal conflicting set. Plumb
// breaks the constraint being added (or changed) unless it is system-generated (intrinsic size,
// autoresizing, the root's size, margins guides); then it breaks the most recently lowered user
// constraint of the set instead, as UIKit is observed to keep `UIView-Encapsulated-Layout-*` and
// break the user's competing constraint. A broken constraint is not removed: it stays in the
// solver at priority 1100, above every optional priority, so it is met as closely as possible.
// The diagnostic lists the set in lowering order and names the broken constraint.

import PlumbSolver

extension LayoutEngine {
    /// Adds a lowered constraint's solver constraints one at a time, recovering from conflicts.
    func addResolvingConflicts(_ constraint: LayoutConstraint, _ lowered: LoweredConstraint) {
        record(constraint, lowered)
        for solverConstraint in lowered.constraints {
            do {
                try solver.add(handle: solverConstraint)
            } catch .unsatisfiableConstraint(_, let conflicting) {
                resolve(constraint, conflicting: conflicting) { [solver] policy throws(SolverError) in
                    try solver.add(handle: solverConstraint, onConflict: policy)
                }
            } catch {
                root.deliver(.internalError(error.description))
            }
        }
    }

    /// Breaks one constraint of a conflicting set and retries the operation that failed.
    ///
    /// - Parameters:
    ///   - constraint: the constraint being added or changed.
    ///   - conflicting: the solver's minimal conflicting set (solver constraints).
    ///   - retry: repeats the failed operation with a conflict policy.
    func resolve(
        _ constraint: LayoutConstraint, conflicting: [Constraint],
        retry: (ConflictPolicy) throws(SolverError) -> Void
    ) {
        var members: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for solverConstraint in conflicting {
            guard let owner = owner(of: solverConstraint),
                seen.insert(ObjectIdentifier(owner)).inserted
            else { continue }
            members.append(owner)
        }
        if seen.insert(ObjectIdentifier(constraint)).inserted { members.append(constraint) }
        members.sort { $0.loweredOrder < $1.loweredOrder }
        let victim = LayoutEngine.constraintToBreak(adding: constraint, among: members)
        root.deliver(.unsatisfiable(UnsatisfiableConstraints(constraints: members, broken: victim)))
        do {
            if victim === constraint {
                try retry(.breakConstraint)
                return
            }
            try solver.remove(handles: victim.lowered)
            try retry(.breakConstraint)
            relowerInPlace(victim)
            for solverConstraint in victim.lowered {
                try solver.add(handle: solverConstraint, onConflict: .breakConstraint)
            }
        } catch {
            root.deliver(.internalError(error.description))
        }
    }

    /// Lowers a constraint removed from the solver again at its current constant, keeping its
    /// place in the lowering order: the solver forgets on removal how far the constant was
    /// shifted since it was lowered, so adding the old solver constraints back would restore the
    /// old constant. Keeps the old lowering if the constraint cannot be lowered any more; else
    /// releases the old solver constraints.
    private func relowerInPlace(_ constraint: LayoutConstraint) {
        guard let container = constraint.container,
            let lowered = Lowering.lower(constraint, in: container, profile: profile, into: solver)
        else { return }
        forgetOwner(of: constraint)
        for solverConstraint in constraint.lowered { solver.releaseConstraint(solverConstraint) }
        constraint.lowered = lowered.constraints
        constraint.loweredConstant = lowered.constant
        constraint.loweredReadsAlignmentInsets = lowered.readsAlignmentInsets
        indexOwner(of: constraint)
    }

    /// The constraint Plumb breaks: the one being added, unless it is system-generated; then the
    /// most recently lowered user constraint of the set (or the one being added if there is none).
    static func constraintToBreak(adding constraint: LayoutConstraint, among members: [LayoutConstraint])
        -> LayoutConstraint
    {
        if case .user = constraint.kind { return constraint }
        let users = members.filter {
            if case .user = $0.kind { return $0 !== constraint }
            return false
        }
        return users.max { $0.loweredOrder < $1.loweredOrder } ?? constraint
    }
}
