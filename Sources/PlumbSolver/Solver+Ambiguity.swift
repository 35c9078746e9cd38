// Debugging aids for layouts that are under-determined (docs/auto-layout.md §8.7): which constraints
// determine a variable, whether it could move without changing the objective, and moving it to
// another optimal vertex.
//
// A variable's value is read from its row in parametric form (`expand`), `x = c + Σ a·p`, where
// every parametric symbol p is zero. The constraints whose symbols appear there determine x. x
// can move at no cost when some p can: an external variable (unrestricted and absent from the
// objective), or a slack or error symbol whose reduced cost is zero at every priority level and
// that can grow from zero without making a restricted row negative. Dummies never move. A
// non-negative variable at 0 cannot move down: a symbol that would lower it does not count.

extension Solver {
    /// The constraints that determine the current value of `variable`: those whose markers,
    /// slacks or errors appear in the variable's row written in parametric symbols (definition rows
    /// expanded), plus, when the variable is parametric, the constraints that own the restricted
    /// rows containing it. In the order they were added, each once. This is UIKit's
    /// `constraintsAffectingLayout(for:)` for one variable (docs/auto-layout.md §8.7).
    ///
    /// An inequality that does not bind (its slack is basic) does not appear. A parametric variable
    /// (one that reads 0 because nothing determines it) usually gets an empty list: restricted
    /// rows hold no external variable. An unknown variable gets an empty list.
    /// - Complexity: O(size of the definitions the variable's row reaches + k log k) for k
    ///   constraints listed.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        constraintsAffecting(ExternalVariable(Unmanaged.passUnretained(variable)))
    }

    /// ``constraintsAffecting(_:)-(Variable)`` of `member` of `rectangle`.
    package func constraintsAffecting(
        _ rectangle: RectangleVariables, _ member: RectangleVariables.Member
    ) -> [Constraint] {
        constraintsAffecting(ExternalVariable(Unmanaged.passUnretained(rectangle), member))
    }

    /// ``constraintsAffecting(_:)-(Variable)`` of a variable named inside.
    private func constraintsAffecting(_ variable: ExternalVariable) -> [Constraint] {
        guard let id = symbolID(of: variable) else { return [] }
        let symbol = Symbol(id: id)
        var symbols: [Int32] = []
        if let row = row(of: symbol) {
            symbols = Array(expand(row).symbols)
        } else {
            for slot in slots(containing: symbol)
            where slotTable[Int(slot)].basicKind != .external {
                symbols.append(slotTable[Int(slot)].basic)
            }
        }
        var seen = Set<UInt>()
        var found: [Record] = []
        for id in symbols {
            guard let owner = symbolTable.owner(of: id), seen.insert(owner).inserted,
                let record = records[owner]
            else { continue }
            found.append(record)
        }
        return found.sorted { $0.order < $1.order }.map { constraint(of: $0.source) }
    }

    /// Whether the value of `variable` can change without changing the objective: the current
    /// solution is one of several optimal ones (docs/auto-layout.md §8.7, `hasAmbiguousLayout`). True
    /// when the solver does not know the variable or it is parametric (nothing determines it), or
    /// its row in parametric symbols holds an external variable (itself undetermined), or a slack
    /// or error symbol with zero reduced cost at every priority that can grow by a positive amount
    /// (no restricted row with a negative coefficient for it sits at zero; growing without bound
    /// counts), unless growing it would lower a non-negative variable that is at 0.
    ///
    /// Like UIKit's check this is local to the current vertex: a degenerate vertex (a row at zero
    /// that blocks the move) can hide an ambiguity that another basis would show.
    /// - Complexity: O(size of the expanded row × rows holding each of its symbols); the
    ///   expansions of definitions are memoised until the tableau changes, so testing every
    ///   variable of a tree costs about as much as expanding each definition once.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        isAmbiguous(ExternalVariable(Unmanaged.passUnretained(variable)))
    }

    /// ``isAmbiguous(_:)-(Variable)`` of `member` of `rectangle`.
    package func isAmbiguous(_ rectangle: RectangleVariables, _ member: RectangleVariables.Member) -> Bool {
        isAmbiguous(ExternalVariable(Unmanaged.passUnretained(rectangle), member))
    }

    /// ``isAmbiguous(_:)-(Variable)`` of a variable named inside.
    private func isAmbiguous(_ variable: ExternalVariable) -> Bool {
        guard let id = symbolID(of: variable), let row = row(of: Symbol(id: id)) else {
            return true
        }
        let atBound = variable.isNonNegative && evaluate(Symbol(id: id)) <= Row.epsilon
        for (term, coefficient) in expandWithoutDummies(row).terms {
            switch symbolTable[Int(term)].kind {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if atBound && coefficient < 0 { continue }
                if case .blocked = move(of: Symbol(id: term)) { continue }
                return true
            }
        }
        return false
    }

    /// Moves the solution to another optimal vertex along which `variable` changes: if the
    /// variable is ambiguous through a zero-cost slack or error symbol that can grow by a bounded
    /// positive amount (``isAmbiguous(_:)``), that symbol enters the basis (the lowest such
    /// symbol, by creation) and the function returns true. The objective is unchanged and the
    /// required constraints still hold. Calling it again usually moves the variable back, like
    /// UIKit's `exerciseAmbiguityInLayout()`; a non-negative variable that the move makes
    /// negative gets its bound. Returns false, changing nothing, when the variable
    /// is unknown, parametric, not ambiguous, or ambiguous only through an external variable or
    /// an unbounded direction.
    /// - Complexity: one pivot: proportional to the rows that hold the entering symbol.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        exerciseAmbiguity(of: ExternalVariable(Unmanaged.passUnretained(variable)))
    }

    /// ``exerciseAmbiguity(of:)-(Variable)`` of `member` of `rectangle`.
    @discardableResult
    package func exerciseAmbiguity(
        of rectangle: RectangleVariables, _ member: RectangleVariables.Member
    ) -> Bool {
        exerciseAmbiguity(of: ExternalVariable(Unmanaged.passUnretained(rectangle), member))
    }

    /// ``exerciseAmbiguity(of:)-(Variable)`` of a variable named inside.
    private func exerciseAmbiguity(of variable: ExternalVariable) -> Bool {
        guard let id = symbolID(of: variable), let row = row(of: Symbol(id: id)) else {
            return false
        }
        let atBound = variable.isNonNegative && evaluate(Symbol(id: id)) <= Row.epsilon
        for (term, coefficient) in expand(row).terms
        where (symbolTable[Int(term)].kind == .slack || symbolTable[Int(term)].kind == .error)
            && !(atBound && coefficient < 0)
        {
            guard case .bounded(let slot) = move(of: Symbol(id: term)) else { continue }
            valueVersion &+= 1
            defer { valueVersion &+= 1 }
            pivot(entering: Symbol(id: term), slot: slot)
            // Only bounds can be missing here (the required constraints did not change), and
            // they can always be installed; a failure would leave the solver consistent.
            _ = try? enforceBounds()
            return true
        }
        return false
    }

    /// How a parametric restricted symbol can grow from zero at no cost.
    private enum Move {
        /// It cannot: a non-zero reduced cost, or a restricted row at zero it would make negative.
        case blocked
        /// Without bound.
        case unbounded
        /// Up to the ratio of the row in this slot, which it would enter.
        case bounded(Int32)
    }

    /// How the parametric restricted `symbol` can grow from zero without changing the objective.
    private func move(of symbol: Symbol) -> Move {
        guard objective.cost(of: symbol).allSatisfy({ $0 == 0 }) else { return .blocked }
        for slot in slots(containing: symbol)
        where slotTable[Int(slot)].basicKind != .external {
            if slotTable.coefficient(of: symbol, inRowOf: Int(slot)) < 0
                && slotTable.spans[Int(slot)].constant <= Row.epsilon
            {
                return .blocked
            }
        }
        return leavingSlot(for: symbol).map(Move.bounded) ?? .unbounded
    }
}
