// ConstraintTerms: the operators' buffer for a constraint's terms while it is being written.
//
// The operators (`==`, `<=`, `>=`) append `lhs − rhs` here, up to four terms in place and more in
// one array, and the constraint's initialiser takes the buffer apart into fields of its own
// (Constraint+Terms.swift says why the constraint keeps its terms that way).

/// The terms of a constraint being written, in order: up to four in place, more in one array. The
/// operators write into it as a ``LinearTermSink``; `Constraint` keeps its fields.
@usableFromInline struct ConstraintTerms: Sendable, LinearTermSink {
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
            spilled.append(term0.unsafelyUnwrapped)
            spilled.append(term1.unsafelyUnwrapped)
            spilled.append(term2.unsafelyUnwrapped)
            spilled.append(term3.unsafelyUnwrapped)
            term0 = nil
            term1 = nil
            term2 = nil
            term3 = nil
        }
        spilled.append(term)
    }
}
