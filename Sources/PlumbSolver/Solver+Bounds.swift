// Bounds of non-negative variables (sizes), installed when they are needed.
//
// Design. A variable made with `isNonNegative: true` is an external variable like any other, so
// definition rows keep a chain of N views O(N) (Solver+Definitions.swift); its bound `v >= 0` is
// installed only when the solution needs it: after an operation, every non-negative variable
// whose value is negative gets its bound as a required row (a slack, as any inequality), the
// simplex runs again, and so on until none is negative. An optimum that meets the bounds it was
// not given is an optimum of the whole system (it lies in the smaller feasible region), so the
// result is what eager bounds would give, while a layout whose sizes stay positive, the usual
// case, pays for no row: a bound made a restricted row at once would expand, for a content
// height at the bottom of N stacked cells, into a row as long as the chain, touched by every
// later pivot. A required constraint that holds only with a negative size shows when a bound
// cannot be installed: the operation, run in a transaction, rolls back exactly, and is reported
// with the constraints of the bound's proof, minimal, the bound left out: it is no constraint of
// the user's. An installed bound stays (it is always true); it is never listed, and no conflict
// set names it. Variables are visited in creation order, so the result is deterministic.
// Which variables to check: those whose values the operation may have moved, found by walking
// from the changed rows through the columns as they stand (a superset; the walk the suggestions'
// memos take too, `listDefinitions(reachedFrom:into:)`); when the changed rows are at least as
// many as the non-negative variables (a batch that built the tableau), every non-negative
// variable instead, in one pass over `boundedSymbols`, which costs less than the walk and finds
// the same ones.
// Whether a symbol's variable is non-negative is read from its origin, not from the object.

extension Solver {
    /// Whether an operation with `constraint` may need bounds: some variable is non-negative.
    func mayNeedBounds(_ source: Source) -> Bool {
        !boundedSymbols.isEmpty || namesNonNegativeVariable(source)
    }

    /// The bound `variable >= 0` of a non-negative variable's symbol, made once. A rectangle's
    /// member is named by the rectangle's `Variable` for it, entered in the identity table as
    /// another name of the symbol for as long as the bound is kept (RectangleVariables.swift).
    private func boundConstraint(of id: Int32) -> Constraint {
        if let bound = boundOfSymbol[id] { return bound }
        let variable = symbolTable.variable(of: id).unsafelyUnwrapped
        let named = variable.publicVariable()
        if variable.isRectangleMember {
            symbolOfVariable.insert(id, key: ExternalVariable(Unmanaged.passUnretained(named)).identityKey)
        }
        let bound = Constraint(Expression(named), .greaterThanOrEqual)
        boundOfSymbol[id] = bound
        return bound
    }

    /// Whether `constraint` is the bound of a non-negative variable.
    func isBound(_ constraint: Constraint) -> Bool {
        records[Source.object(constraint).key]?.isBound ?? false
    }

    /// Installs the bound of every non-negative variable whose value is negative and re-optimises,
    /// until none is negative. Inside a transaction the bounds join it; a bound that cannot hold
    /// throws ``SolverError/unsatisfiableConstraint(_:conflicting:)`` naming the bound (see
    /// `attributed(_:to:)`), and the caller rolls back.
    /// - Returns: whether it ended on a check that found none negative, so that the values that
    ///   check memoised (in a version of their own) are those of the tableau as it is now; false
    ///   when there was nothing to check.
    /// - Complexity: proportional to the definitions whose values the operation may have changed
    ///   (`negativeBoundedSymbols()`), plus an add per bound installed.
    @discardableResult
    func enforceBounds() throws(SolverError) -> Bool {
        while !changedSlots.isEmpty {
            let negative = negativeBoundedSymbols()
            if negative.isEmpty { return true }
            for id in negative {
                let bound = boundConstraint(of: id)
                guard records[Source.object(bound).key] == nil else { continue }
                valueVersion &+= 1
                _ = try insert(
                    .object(bound), onConflict: .reject, inTransaction: journal != nil, isBound: true)
            }
            valueVersion &+= 1
            try optimize()
            valueVersion &+= 1
        }
        return false
    }

    /// The non-negative variables, in creation order, whose values are negative among those the
    /// changes since the last check may have moved: the defined variables of the changed slots and,
    /// transitively, those whose definitions name them (a parametric variable is 0). Forgets the
    /// changes. O(definitions reached), and O(non-negative variables) when the changes are at
    /// least as many (`negativeAmongAllBoundedSymbols()`).
    private func negativeBoundedSymbols() -> [Int32] {
        valueVersion &+= 1
        if changedSlots.count >= boundedSymbols.count {
            changedSlots.removeAll(keepingCapacity: true)
            return negativeAmongAllBoundedSymbols()
        }
        var queue = boundsQueue
        boundsQueue = []
        defer {
            queue.removeAll(keepingCapacity: true)
            boundsQueue = queue
        }
        // Listed first, evaluated after (`evaluate` memoises as it goes, so the order changes no
        // value). A variable listed through a stale column entry is only checked once more: the
        // changes did not reach it, so it is as the last check left it.
        listDefinitions(reachedFrom: changedSlots, into: &queue)
        changedSlots.removeAll(keepingCapacity: true)
        var negative: [Int32] = []
        for id in queue where symbolTable.isNonNegativeVariable(id) {
            if evaluate(Symbol(id: id)) < -Row.epsilon { negative.append(id) }
        }
        return negative.sorted()
    }

    /// Every non-negative variable whose value is negative, in creation order: the check of
    /// `negativeBoundedSymbols()` when the changes are as many as the bounded variables (a batch
    /// that built the tableau, a drag that moves every size), where walking the columns from each
    /// changed definition costs more than evaluating every bounded variable in the order of
    /// `boundedSymbols`. The variables the changes did not reach are unchanged, and each check
    /// left them at or above −epsilon, so the list is the walk's. O(non-negative variables).
    private func negativeAmongAllBoundedSymbols() -> [Int32] {
        var negative: [Int32] = []
        for id in boundedSymbols where evaluate(Symbol(id: id)) < -Row.epsilon {
            negative.append(id)
        }
        return negative
    }

    /// The conflicting set of an operation on `constraint` that failed, as the set of
    /// `constraint`: a bound that could not be installed is left out, and `constraint` comes last.
    func attributed(_ error: SolverError, to constraint: Constraint) -> SolverError {
        guard case .unsatisfiableConstraint(let failed, let conflicting) = error, failed !== constraint else {
            return error
        }
        let others = conflicting.filter { $0 !== failed && $0 !== constraint }
        return .unsatisfiableConstraint(constraint, conflicting: others + [constraint])
    }
}
