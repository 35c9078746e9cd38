import Testing

@testable import PlumbSolver

/// `SplitArray`, the symbol and slot tables' buffer: two parts a record in one allocation, grown
/// by a new buffer while small and by `realloc` once large (the second parts moved up each time).
@Suite("Split array")
struct SplitArrayTests {
    /// Appends past the small buffers into the large ones, with a 4-byte second part after an
    /// 8-byte first, and reads every record back after each kind of growth.
    @Test(arguments: [1, 100, 20_000, 200_000])
    func keepsEveryRecordThroughGrowth(count: Int) {
        var array = SplitArray<Int64, Int32>()
        for index in 0..<count { array.append(Int64(index) * 3, Int32(truncatingIfNeeded: -index)) }
        #expect(array.count == count)
        #expect(array.indices.allSatisfy { array.first[$0] == Int64($0) * 3 })
        #expect(array.indices.allSatisfy { array.second[$0] == Int32(truncatingIfNeeded: -$0) })

        array.reserveCapacity(3 * count)
        #expect(array.indices.allSatisfy { array.first[$0] == Int64($0) * 3 })
        #expect(array.indices.allSatisfy { array.second[$0] == Int32(truncatingIfNeeded: -$0) })
    }

    @Test func truncatesAndWritesInPlace() {
        var array = SplitArray<Double, UInt8>()
        for index in 0..<1000 { array.append(Double(index), UInt8(index % 256)) }
        array.removeSubrange(400...)
        #expect(array.count == 400)
        array.first[7] = -1
        array.second[7] = 99
        array.append(0.5, 1)
        #expect(array.count == 401)
        #expect(array.first[7] == -1 && array.second[7] == 99)
        #expect(array.first[400] == 0.5 && array.second[400] == 1)
        #expect(array.first[399] == 399 && array.second[399] == UInt8(399 % 256))
    }
}
