// Debugging aids: a readable dump of the tableau, the list of violated constraints, and the
// invariant checker the tests run after every operation.

/// A constraint that the current solution does not meet exactly.
public struct Violation: Sendable, CustomStringConvertible {
    /// The constraint.
    public let constraint: Constraint
    /// How far the solution is from meeting it, in the units of its expression (points for
    /// layout); always positive.
    public let amount: Double

    /// `x == 50 @250 violated by 12`.
    public var description: String { "\(constraint) violated by \(NumberFormat.shortest(amount))" }
}

extension Solver {
    /// A readable name for a symbol: the variable's name, or a kind letter and number
    /// (`d` dummy, `s` slack, `e` error) with the constraint it belongs to.
    func describe(_ symbol: Symbol) -> String {
        switch kind(symbol) {
        case .external: symbolTable.variable(of: symbol.id)?.name ?? "v\(symbol.id)"
        case .slack: "s\(symbol.id)"
        case .error: "e\(symbol.id)"
        case .dummy: "d\(symbol.id)"
        }
    }

    private func describe(_ row: Row) -> String {
        var text = NumberFormat.shortest(row.constant)
        for (id, coefficient) in row.terms {
            text += coefficient < 0 ? " - " : " + "
            let magnitude = abs(coefficient)
            if magnitude != 1 { text += NumberFormat.shortest(magnitude) + "·" }
            text += describe(Symbol(id: id))
        }
        return text
    }

    /// The tableau as text: one line per row (`basic = constant + terms`, in slot order), the
    /// objective per priority level, the non-negative variables whose bounds are installed, and
    /// which constraint owns each extra symbol. For bug reports.
    public func dump() -> String {
        var lines = ["Rows:"]
        for slot in 0..<slotTable.count where slotTable[slot].basic >= 0 {
            lines.append(
                "  \(describe(Symbol(id: slotTable[slot].basic))) = \(describe(slotTable.row(slot)))")
        }
        lines.append("Objective (reduced costs per level; the error at each level is measured):")
        for (index, (_, error)) in objectiveValues.enumerated() {
            let level = objective.levels[index]
            var costs = objective.row(at: index)
            costs.constant = error
            lines.append("  @\(Priority(level)): \(describe(costs))")
        }
        let bounded = boundedSymbols.filter { id in
            boundOfSymbol[id].map { records[Source.object($0).key] != nil } ?? false
        }
        if !bounded.isEmpty {
            lines.append(
                "Bounds installed (>= 0): " + bounded.map { describe(Symbol(id: $0)) }.joined(separator: ", ")
            )
        }
        lines.append("Constraints:")
        for constraint in constraints {
            let record = records[source(of: constraint).key]!
            let symbols = [record.marker, record.other].compactMap { $0 }.map(describe).joined(
                separator: ", ")
            let broken = record.level == Priority.broken.rawValue ? " (broken, held at 1100)" : ""
            let shift = record.shift == 0 ? "" : " shifted by \(NumberFormat.shortest(record.shift))"
            lines.append("  \(constraint) [\(symbols)]\(shift)\(broken)")
        }
        return lines.joined(separator: "\n")
    }

    /// The constraints the current solution violates by more than `tolerance`, in the order they
    /// were added, with the amounts. Constraints are measured with their constant as shifted
    /// (``shiftConstant(of:by:onConflict:)``), edit constraints against their suggested value.
    /// - Complexity: O(total number of terms of all constraints).
    public func violations(tolerance: Double = 1e-9) -> [Violation] {
        var result: [Violation] = []
        for record in records.values.sorted(by: { $0.order < $1.order }) where !record.isBound {
            let constraint = self.constraint(of: record.source)
            var value = constant(of: record.source) + record.shift
            // The source's own terms: a handle's terms may be rectangles' members, which the
            // variables of the constraint made for the handle only name (RectangleVariables.swift).
            switch record.source {
            case .object(let object):
                for term in object.expression.terms {
                    value += term.coefficient * self.value(of: term.variable)
                }
            case .handle(let id):
                for index in handles.entries[Int(id)].terms {
                    value += handles.coefficients[index] * self.value(of: handles.variable(at: index))
                }
            }
            let amount =
                switch constraint.relation {
                case .equal: abs(value)
                case .lessThanOrEqual: max(0, value)
                case .greaterThanOrEqual: max(0, -value)
                }
            if amount > tolerance { result.append(Violation(constraint: constraint, amount: amount)) }
        }
        return result
    }

    /// The error left at each priority level in use (the objective's value), strongest first,
    /// measured from the current values. O(total number of terms of all constraints).
    public var objectiveValues: [(priority: Priority, error: Double)] {
        var totals: [Float: Double] = [:]
        for violation in violations(tolerance: 0) {
            let level = records[source(of: violation.constraint).key]!.level
            if level != Priority.required.rawValue { totals[level, default: 0] += violation.amount }
        }
        return objective.levels.map { (Priority($0), totals[$0] ?? 0) }
    }

    /// The tableau's size: live rows, the terms they hold, and the entries of the column index
    /// (a superset of the terms, kept within a constant factor of them). O(rows + symbols).
    package var tableauSize: (rows: Int, terms: Int, columnEntries: Int) {
        var rows = 0
        var terms = 0
        for slot in 0..<slotTable.count where slotTable[slot].basic >= 0 {
            rows += 1
            terms += slotTable.length(slot)
        }
        return (rows, terms, symbolTable.columns.reduce(0) { $0 + $1.count })
    }

    /// How many symbols the solver holds of each kind: the external variables', and the slacks,
    /// errors and dummies its constraints made (a removed constraint's too, until a rollback
    /// forgets them). O(symbols).
    package var symbolCounts: (external: Int, slack: Int, error: Int, dummy: Int) {
        var counts = (external: 0, slack: 0, error: 0, dummy: 0)
        for id in 0..<symbolTable.count {
            switch symbolTable[id].kind {
            case .external: counts.external += 1
            case .slack: counts.slack += 1
            case .error: counts.error += 1
            case .dummy: counts.dummy += 1
            }
        }
        return counts
    }

    /// Checks the tableau's invariants and returns what is broken (empty when sound): basic
    /// symbols appear in no row and not in the objective, except defined variables in definition
    /// rows, which form no cycle; restricted rows are feasible and hold no external variable, and
    /// the row of a dummy (a redundant equality) has constant zero; every symbol in a row or the
    /// objective belongs to a live constraint or variable; the column index covers every row; the
    /// objective is optimal; the current values meet every required constraint that is not broken,
    /// and no non-negative variable is negative.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        var live = [Bool](repeating: false, count: symbolTable.count)
        for id in symbolTable.entries.indices where symbolTable[id].kind == .external { live[id] = true }
        for record in records.values {
            live[Int(record.marker.id)] = true
            if let other = record.other { live[Int(other.id)] = true }
        }
        func check(_ row: Row, _ name: String, isDefinition: Bool = false) {
            for (id, _) in row.terms {
                let symbol = Symbol(id: id)
                if isBasic(symbol) {
                    // Only a definition row may name a defined external variable.
                    if isDefinition && isDefined(id) { continue }
                    problems.append("\(name) holds basic symbol \(describe(symbol))")
                }
                if !live[Int(id)] { problems.append("\(name) holds stale symbol \(describe(symbol))") }
            }
        }
        for slot in 0..<slotTable.count where slotTable[slot].basic >= 0 {
            let basic = Symbol(id: slotTable[slot].basic)
            let row = slotTable.row(slot)
            let name = "row of \(describe(basic))"
            if symbolTable.slot(of: basic.id) != Int32(slot) {
                problems.append("\(name) is not indexed by its slot")
            }
            if !live[Int(basic.id)] { problems.append("\(name) is a stale basic symbol") }
            if slotTable[slot].basicKind != kind(basic) {
                problems.append("\(name) is kept as a basic symbol of kind \(slotTable[slot].basicKind)")
            }
            check(row, name, isDefinition: kind(basic) == .external)
            if kind(basic) != .external {
                if row.constant < -1e-7 { problems.append("\(name) is infeasible (\(row.constant))") }
                if kind(basic) == .dummy && abs(row.constant) > 1e-7 {
                    problems.append("\(name) is a required equality off by \(row.constant)")
                }
                for (id, _) in row.terms where symbolTable[Int(id)].kind == .external {
                    problems.append("\(name) holds external \(describe(Symbol(id: id)))")
                }
            }
            for (id, _) in row.terms where !symbolTable.columns[Int(id)].contains(Int32(slot)) {
                problems.append("column of \(describe(Symbol(id: id))) misses \(name)")
            }
        }
        for id in symbolTable.entries.indices where symbolTable.slot(of: id) >= 0 {
            if slotTable[Int(symbolTable.slot(of: id))].basic != Int32(id) {
                problems.append("\(describe(Symbol(id: Int32(id)))) points at a slot it is not basic in")
            }
        }
        if definitionsHaveCycle() { problems.append("definition rows form a cycle") }
        // The solution itself: the tableau is a rewriting of the constraints, so the current
        // values must meet every required constraint that was not broken.
        for violation in violations(tolerance: 1e-6)
        where records[source(of: violation.constraint).key]?.level == Priority.required.rawValue {
            problems.append("required \(violation) by the current values")
        }
        for id in boundedSymbols where evaluate(Symbol(id: id)) < -1e-7 {
            problems.append("non-negative \(describe(Symbol(id: id))) is \(evaluate(Symbol(id: id)))")
        }
        for (index, level) in objective.levels.enumerated() {
            check(objective.row(at: index), "objective @\(Priority(level))")
        }
        for id in symbolTable.entries.indices
        where symbolTable[id].kind != .dummy && objective.isImproving(Symbol(id: Int32(id))) {
            problems.append("objective is not optimal: \(describe(Symbol(id: Int32(id)))) can enter")
            if !objective.isQueued(Symbol(id: Int32(id))) {
                problems.append("\(describe(Symbol(id: Int32(id)))) can enter but is not a candidate")
            }
        }
        return problems
    }
}
