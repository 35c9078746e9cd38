// LoweredConstraints: the solver constraints of one layout constraint, held inline as handles.
//
// Design. A layout constraint lowers to one solver constraint, or to two for an intrinsic size
// (hugging and compression resistance). They are held as two handle numbers of the engine's
// solver (Solver+Handles.swift), eight bytes in all: no array, no `Constraint` object and no
// term array per layout constraint.

import PlumbSolver

/// The solver constraints of one layout constraint: none, one, or two for an intrinsic size
/// (hugging, then compression resistance), in that order. A value type without a heap buffer.
struct LoweredConstraints: Sequence {
    /// The handles' numbers, −1 for none.
    private var firstID: Int32 = -1
    private var secondID: Int32 = -1

    /// No constraint.
    init() {}

    /// One constraint.
    init(_ constraint: ConstraintHandle) {
        firstID = constraint.id
    }

    /// Two constraints, in that order.
    init(_ first: ConstraintHandle, _ second: ConstraintHandle) {
        firstID = first.id
        secondID = second.id
    }

    /// The first constraint, or nil when there is none.
    var first: ConstraintHandle? { firstID >= 0 ? ConstraintHandle(id: firstID) : nil }
    /// The second constraint (an intrinsic size's compression resistance), or nil.
    var second: ConstraintHandle? { secondID >= 0 ? ConstraintHandle(id: secondID) : nil }

    /// Whether there is no constraint.
    var isEmpty: Bool { firstID < 0 }

    /// Iterates the first constraint, then the second.
    struct Iterator: IteratorProtocol {
        fileprivate var first: ConstraintHandle?
        fileprivate var second: ConstraintHandle?

        /// The next constraint, or nil at the end.
        mutating func next() -> ConstraintHandle? {
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
    var underestimatedCount: Int { firstID < 0 ? 0 : secondID < 0 ? 1 : 2 }
}
