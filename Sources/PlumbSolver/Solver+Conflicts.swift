// Explaining a required conflict.
//
// When a required row cannot be made feasible, the row that proves it (the all-dummy row, or the
// phase-1 objective at its optimum) is a Farkas certificate: it is a combination of the original
// constraints, and its non-zero coefficients sit exactly on the markers of the constraints that
// take part (docs/auto-layout.md §8.6 step 1, "the constraints whose markers appear in the infeasible
// row"). Those constraints plus the new one cannot hold together. The certificate comes from a
// simplex vertex and is usually already minimal; when it is small we make sure with a deletion
// filter, which drops each member whose removal leaves the set still infeasible (each test is a
// fresh solver over at most `minimalConflictLimit` constraints).
//
// Bounds of non-negative variables (Solver+Bounds.swift) take part in the proof without being
// named: a bound's slack may sit in the certificate, but no listed constraint owns it, and the
// scratch solvers of the filter keep the bounds, since they belong to the variables. So
// `v.width == -16` alone conflicts, and its set is that one constraint.

extension Solver {
    /// The required constraints whose symbols appear in `row`, in the order they were added,
    /// followed by the constraint of `source` (being added with `shift`); reduced to a minimal
    /// conflicting set when small, each constraint tested with its shift.
    func conflictSet(for source: Source, shift: Double, in row: Row) -> [Constraint] {
        var seen = Set<UInt>()
        var members: [(order: Int, source: Source, shift: Double)] = []
        for (id, _) in row.terms {
            guard let owner = symbolTable.owner(of: id), owner != source.key,
                seen.insert(owner).inserted,
                let record = records[owner], record.level == Priority.required.rawValue,
                !record.isBound
            else { continue }
            members.append((record.order, record.source, record.shift))
        }
        let constraint = self.constraint(of: source)
        let ordered = members.sorted { $0.order < $1.order }.map {
            (self.constraint(of: $0.source), $0.shift)
        }
        guard minimizesConflicts, ordered.count < Solver.minimalConflictLimit else {
            return ordered.map(\.0) + [constraint]
        }
        let added = shifted(constraint, by: shift)
        var kept = ordered
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            let held = trial.map { shifted($0.0, by: $0.1) }
            if !Solver.isSatisfiable(held + [added]) {
                kept = trial
            } else {
                index += 1
            }
        }
        return kept.map(\.0) + [constraint]
    }

    /// `constraint` with `shift` added to its constant (itself when the shift is zero).
    private func shifted(_ constraint: Constraint, by shift: Double) -> Constraint {
        guard shift != 0 else { return constraint }
        let expression = constraint.expression
        return Constraint(
            Expression(terms: expression.terms, constant: expression.constant + shift), constraint.relation,
            priority: constraint.priority)
    }

    /// Whether the constraints can all hold (their priorities are ignored: all are required), with
    /// every non-negative variable they name at or above 0.
    package static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        scratch.minimizesConflicts = false
        do {
            for constraint in constraints {
                try scratch.add(
                    constraint.priority.isRequired ? constraint : constraint.withPriority(.required))
            }
            return true
        } catch {
            return false
        }
    }
}
