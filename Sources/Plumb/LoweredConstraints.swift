// LoweredConstraints: the solver constraints of one layout constraint, held inline.
//
// Design. A layout constraint lowers to one solver constraint, or to two for an intrinsic size
// (hugging and compression resistance). Holding them in two optional fields instead of an array
// saves a heap buffer, its allocation and its reference count per constraint.

import PlumbSolver

/// The solver constraints of one layout constraint: none, one, or two for an intrinsic size
/// (hugging, then compression resistance), in that order. A value type without a heap buffer.
struct LoweredConstraints: Sequence {
    /// The first constraint, or nil when there is none.
    private(set) var first: Constraint?
    /// The second constraint (an intrinsic size's compression resistance), or nil.
    private(set) var second: Constraint?

    /// No constraint.
    init() {}

    /// One constraint.
    init(_ constraint: Constraint) {
        first = constraint
    }

    /// Two constraints, in that order.
    init(_ first: Constraint, _ second: Constraint) {
        self.first = first
        self.second = second
    }

    /// Whether there is no constraint.
    var isEmpty: Bool { first == nil }

    /// Iterates the first constraint, then the second.
    struct Iterator: IteratorProtocol {
        fileprivate var first: Constraint?
        fileprivate var second: Constraint?

        /// The next constraint, or nil at the end.
        mutating func next() -> Constraint? {
            if let constraint = first {
                first = nil
                return constraint
            }
            defer { second = nil }
            return second
        }
    }

    /// An iterator over the constraints, in order.
    func makeIterator() -> Iterator { Iterator(first: first, second: second) }

    /// The number of constraints (0, 1 or 2).
    var underestimatedCount: Int { first == nil ? 0 : second == nil ? 1 : 2 }
}

/// The solver constraints of a batch of lowered layout constraints, in order, read from the
/// layout constraints themselves: what `LayoutEngine.lowerPending()` hands the solver, without an
/// array of them (which would add to the peak of memory while the solver grows).
struct LoweredBatch: Sequence {
    /// The layout constraints, each lowered (its ``LayoutConstraint/lowered`` not empty).
    let constraints: [LayoutConstraint]
    /// The number of solver constraints they hold.
    let count: Int

    /// Iterates each layout constraint's first solver constraint, then its second if any.
    struct Iterator: IteratorProtocol {
        fileprivate let constraints: [LayoutConstraint]
        fileprivate var index = 0
        fileprivate var second: Constraint?

        /// The next solver constraint, or nil at the end.
        mutating func next() -> Constraint? {
            if let constraint = second {
                second = nil
                return constraint
            }
            guard index < constraints.count else { return nil }
            let lowered = constraints[index].lowered
            index += 1
            second = lowered.second
            return lowered.first
        }
    }

    /// An iterator over the solver constraints, in order.
    func makeIterator() -> Iterator { Iterator(constraints: constraints) }

    /// The number of solver constraints (the solver reserves its tables from it).
    var underestimatedCount: Int { count }
}
