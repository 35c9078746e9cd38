import Testing

@testable import PlumbSolver

/// `Column`, a symbol's list of slots: up to three inline, then all of them in an array.
@Suite("Column")
struct ColumnTests {
    /// 16 bytes a symbol in the symbol table.
    @Test func takesSixteenBytes() {
        #expect(MemoryLayout<Column>.stride == 16)
    }

    /// Reads back what was appended, in order, on either side of the fourth slot.
    @Test(arguments: [0, 1, 2, 3, 4, 5, 40])
    func listsSlotsInOrder(count: Int) {
        var column = Column()
        for slot in 0..<count { column.append(Int32(slot * 7)) }
        #expect(column.count == count)
        #expect(column.isEmpty == (count == 0))
        #expect(Array(column) == (0..<count).map { Int32($0 * 7) })
    }

    /// Keeps the accepted slots in order, inline and in an array, and appends after them.
    @Test(arguments: [3, 4, 9, 40])
    func compactsInPlace(count: Int) {
        var column = Column()
        for slot in 0..<count { column.append(Int32(slot)) }
        let kept = column.compact { $0 % 3 != 1 }
        let expected = (0..<count).map(Int32.init).filter { $0 % 3 != 1 }
        #expect(kept == expected.count)
        #expect(Array(column) == expected)
        column.reserveCapacity(2 * kept)
        column.append(-5)
        column.append(-6)
        #expect(Array(column) == expected + [-5, -6])
        #expect(column.compact { _ in false } == 0)
        #expect(column.isEmpty)
    }

    /// A copy keeps its slots when the original grows or is compacted.
    @Test func copiesAreValues() {
        var column = Column()
        for slot in 0..<5 { column.append(Int32(slot)) }
        let copy = column
        column.append(5)
        _ = column.compact { $0 != 0 }
        #expect(Array(copy) == [0, 1, 2, 3, 4])
        #expect(Array(column) == [1, 2, 3, 4, 5])
    }
}
