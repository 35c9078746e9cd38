// Constraint+Terms: the terms of a `Constraint`, stored in the constraint's own object, and how
// the solver reads them.
//
// Design. Almost every constraint a layout writes has one to four terms (`x == 50`,
// `label.x == cell.x + 8`, `right(label) == right(cell) - 8`). A `[Term]` per constraint was a
// second object: one allocation to build (about 280 instructions with its reservation) and one to
// free (about 360: the runtime's generic array destroy calls a witness per term). Up to four
// terms are kept inside the `Constraint`, in four slots, so that a constraint is one allocation
// and one free; a longer one keeps all its terms in one array (`spilledTerms`), as before. The
// slots are filled in order and nil after the last term; the solver reads them in place
// (`forEachUnretained(_:)`), neither retaining nor releasing a variable. The operators write the
// terms into a `ConstraintTerms` first, which the constraint's initialiser takes apart field by
// field (`Optional.take()`: no variable retained again). The constraint keeps them as fields of
// its own, not as one 82-byte value: a value that large is passed through memory, and each
// constraint's copies of it (three temporaries in the caller) counted against the caller's
// 1,024-byte budget for objects kept on the stack, so that `(x >= 8) | 750` allocated its first
// object on the heap (docs/benchmarks.md, round fourteen).

extension Constraint {
    /// The term at `index` of ``expression``, which is less than `termCount`.
    func term(at index: Int) -> Term {
        if termCount > 4 { return spilledTerms[index] }
        precondition(index >= 0 && index < termCount, "term index out of range")
        switch index {
        case 0: return term0.unsafelyUnwrapped
        case 1: return term1.unsafelyUnwrapped
        case 2: return term2.unsafelyUnwrapped
        default: return term3.unsafelyUnwrapped
        }
    }

    /// The terms of ``expression`` as an array: `spilledTerms` itself when there are more than four.
    var termArray: [Term] {
        if termCount > 4 { return spilledTerms }
        return (0..<termCount).map { term(at: $0) }
    }

    /// The variable of the term at `index`, unretained (the terms hold it), and its coefficient.
    @inline(__always) func unretainedTerm(at index: Int) -> (Unmanaged<Variable>, Double) {
        if termCount > 4 {
            return spilledTerms.withUnsafeBufferPointer { terms in
                (Unmanaged.passUnretained(terms[index].variable), terms[index].coefficient)
            }
        }
        // Each slot is passed to `unretained(_:)` borrowed, never bound: a bound copy would
        // retain its variable until the end of the scope.
        switch index {
        case 0: return Self.unretained(term0)
        case 1: return Self.unretained(term1)
        case 2: return Self.unretained(term2)
        default: return Self.unretained(term3)
        }
    }

    /// The variable of a filled slot, unretained, and its coefficient: the one place that reads
    /// a slot for the solver.
    @inline(__always) static func unretained(_ slot: borrowing Term?) -> (Unmanaged<Variable>, Double) {
        (Unmanaged.passUnretained(slot.unsafelyUnwrapped.variable), slot.unsafelyUnwrapped.coefficient)
    }

    /// Calls `body` with each term's variable, unretained, and coefficient, in order: one loop
    /// with one call of `body`, read in place (the collection's iterator would copy the terms).
    @inline(__always) func forEachUnretained(_ body: (Unmanaged<Variable>, Double) -> Void) {
        for index in 0..<termCount {
            let term = unretainedTerm(at: index)
            body(term.0, term.1)
        }
    }
}
