import Testing

@testable import PlumbSolver

/// The records' orders of addition (31 bits, a bound's flag in the sign bit): renumbered from 0
/// once the additions reach `Solver.orderRenumberingThreshold`, at the start of an add, a batch
/// or a shift, with the listings' order, the bounds and the values unchanged.
@Suite("Record orders")
struct RecordOrderTests {
    /// The orders of `solver`'s records, bounds last, each with whether it is a bound.
    private func orders(_ solver: Solver) -> [(order: Int, isBound: Bool)] {
        solver.records.values.map { ($0.order, $0.isBound) }.sorted { $0.order < $1.order }
    }

    @Test func aRecordTakesThirtyTwoBytes() {
        #expect(MemoryLayout<Solver.Record>.size == 32)
    }

    @Test func ordersAreRenumberedInSequence() throws {
        let x = Variable("x")
        let y = Variable("y")
        let w = Variable("w", isNonNegative: true)
        let first = x == 1
        let second = (y == 2) | 500
        let solver = Solver()
        try solver.add(first)
        solver.additions = Solver.orderRenumberingThreshold - 1
        try solver.add(second)
        #expect(solver.additions == Solver.orderRenumberingThreshold)
        // An add that may need a bound renumbers before its transaction; its bound follows it.
        let third = (w == x - 5) | 250
        try solver.add(third)
        #expect(solver.value(of: w) == 0)
        #expect(orders(solver).map(\.order) == [0, 1, 2, 3])
        #expect(orders(solver).map(\.isBound) == [false, false, false, true])
        #expect(solver.additions == 4)
        // A batch renumbers before its transaction; a plain add before it takes its order.
        solver.additions = Solver.orderRenumberingThreshold
        let fourth = y == x + 4
        let fifth = (x == 7) | 100
        try solver.add([fourth, fifth])
        #expect(orders(solver).map(\.order) == [0, 1, 2, 3, 4, 5])
        solver.additions = Solver.orderRenumberingThreshold + 3
        let sixth = (y == 3) | 50
        try solver.add(sixth)
        #expect(orders(solver).map(\.order) == [0, 1, 2, 3, 4, 5, 6])
        #expect(orders(solver).map(\.isBound) == [false, false, false, true, false, false, false])
        // A shift renumbers before it reads the record's order (a required one may be added again).
        solver.additions = Solver.orderRenumberingThreshold
        try solver.shiftConstant(of: fourth, by: 1)
        #expect(orders(solver).map(\.order) == [0, 1, 2, 3, 4, 5, 6])
        #expect(solver.additions == 7)
        try solver.shiftConstant(of: fourth, by: -1)
        let listed = [first, second, third, fourth, fifth, sixth]
        #expect(solver.constraints.map(ObjectIdentifier.init) == listed.map(ObjectIdentifier.init))
        let fresh = Solver()
        for constraint in listed { try fresh.add(constraint) }
        #expect([x, y, w].map(solver.value(of:)) == [x, y, w].map(fresh.value(of:)))
        #expect(solver.invariantViolations() == [])
    }
}
