// ConstraintTerms: the terms of a `Constraint`, stored in the constraint's own object.
//
// Design. Almost every constraint a layout writes has one to four terms (`x == 50`,
// `label.x == cell.x + 8`, `right(label) == right(cell) - 8`). A `[Term]` per constraint was a
// second object: one allocation to build (about 280 instructions with its reservation) and one to
// free (about 360: the runtime's generic array destroy calls a witness per term). Up to four
// terms are kept here in four slots, inside the `Constraint`, so that a constraint is one
// allocation and one free; a longer one keeps all its terms in one array (`spilled`), as before.
// The slots are filled in order and nil after the last term; the solver reads them in place
// (`forEachUnretained(_:)`), neither retaining nor releasing a variable.

/// The terms of a constraint, in the order written: up to four in place, more in one array. The
/// operators write into it as a ``LinearTermSink``.
@usableFromInline struct ConstraintTerms: Sendable, RandomAccessCollection, LinearTermSink {
    /// The number of terms.
    @usableFromInline var count: Int
    /// The first four terms while there are at most four; nil past the last term.
    @usableFromInline var term0: Term?
    @usableFromInline var term1: Term?
    @usableFromInline var term2: Term?
    @usableFromInline var term3: Term?
    /// Every term when there are more than four; empty (no allocation) otherwise.
    @usableFromInline var spilled: [Term]
    /// Whether some coefficient is not finite (the solver refuses the constraint).
    @usableFromInline var hasNonFiniteCoefficient = false
    /// Whether some term's variable is non-negative (the solver checks its bound after adding).
    @usableFromInline var namesNonNegativeVariable = false

    /// No terms.
    @inlinable init() {
        count = 0
        spilled = []
    }

    /// The terms of an array, in its order; an array of more than four is kept as it is.
    @inlinable init(_ terms: [Term]) {
        self.init()
        if terms.count > 4 {
            count = terms.count
            spilled = terms
            for term in terms { note(term) }
        } else {
            for term in terms { append(term) }
        }
    }

    /// Appends a term after the last one.
    @inlinable @inline(__always) mutating func append(_ term: Term) {
        note(term)
        switch count {
        case 0: term0 = term
        case 1: term1 = term
        case 2: term2 = term
        case 3: term3 = term
        default: spill(term)
        }
        count += 1
    }

    /// Notes what the solver asks of every term when it adds the constraint: whether the
    /// coefficient is finite and whether the variable is non-negative (both fixed once written),
    /// so that adding reads two flags instead of walking the terms twice.
    @inlinable @inline(__always) mutating func note(_ term: Term) {
        if !term.coefficient.isFinite { hasNonFiniteCoefficient = true }
        if term.variable.isNonNegative { namesNonNegativeVariable = true }
    }

    /// Appends a fifth or later term: the four in place move to `spilled` on the fifth.
    @usableFromInline @inline(never) mutating func spill(_ term: Term) {
        if count == 4 {
            spilled.reserveCapacity(8)
            for index in 0..<4 { spilled.append(self[index]) }
            term0 = nil
            term1 = nil
            term2 = nil
            term3 = nil
        }
        spilled.append(term)
    }

    /// 0.
    @inlinable var startIndex: Int { 0 }
    /// The number of terms.
    @inlinable var endIndex: Int { count }

    /// The term at `index`, which is less than `count`.
    @inlinable subscript(index: Int) -> Term {
        if count > 4 { return spilled[index] }
        precondition(index >= 0 && index < count, "term index out of range")
        switch index {
        case 0: return term0.unsafelyUnwrapped
        case 1: return term1.unsafelyUnwrapped
        case 2: return term2.unsafelyUnwrapped
        default: return term3.unsafelyUnwrapped
        }
    }

    /// The terms as an array: `spilled` itself when there are more than four.
    @inlinable var array: [Term] {
        if count > 4 { return spilled }
        return Array(self)
    }

    /// The variable of the term at `index`, unretained (the terms hold it), and its coefficient.
    @inline(__always) func unretainedTerm(at index: Int) -> (Unmanaged<Variable>, Double) {
        if count > 4 {
            return spilled.withUnsafeBufferPointer { terms in
                (Unmanaged.passUnretained(terms[index].variable), terms[index].coefficient)
            }
        }
        // No local binding of a slot: a bound copy would retain its variable until the end of
        // the scope.
        switch index {
        case 0:
            return (
                Unmanaged.passUnretained(term0.unsafelyUnwrapped.variable),
                term0.unsafelyUnwrapped.coefficient
            )
        case 1:
            return (
                Unmanaged.passUnretained(term1.unsafelyUnwrapped.variable),
                term1.unsafelyUnwrapped.coefficient
            )
        case 2:
            return (
                Unmanaged.passUnretained(term2.unsafelyUnwrapped.variable),
                term2.unsafelyUnwrapped.coefficient
            )
        default:
            return (
                Unmanaged.passUnretained(term3.unsafelyUnwrapped.variable),
                term3.unsafelyUnwrapped.coefficient
            )
        }
    }

    /// Calls `body` with each term's variable, unretained, and coefficient, in order: one loop
    /// with one call of `body`, read in place (the collection's iterator would copy the terms).
    @inline(__always) func forEachUnretained(_ body: (Unmanaged<Variable>, Double) -> Void) {
        for index in 0..<count {
            let term = unretainedTerm(at: index)
            body(term.0, term.1)
        }
    }
}
