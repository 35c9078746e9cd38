import PlumbSolver
import Testing

@Suite("Identity table")
struct IdentityTableTests {
    @Test func storesGrowsAndForgets() {
        let objects = (0..<5000).map { Variable("v\($0)") }
        var table = IdentityTable()
        for (index, object) in objects.enumerated() {
            table.insert(Int32(index), for: ObjectIdentifier(object))
        }
        #expect(objects.indices.allSatisfy { table[ObjectIdentifier(objects[$0])] == Int32($0) })
        #expect(table[ObjectIdentifier(Variable("stranger"))] == nil)
        table.removeAll(atOrAbove: 1000)
        #expect((0..<1000).allSatisfy { table[ObjectIdentifier(objects[$0])] == Int32($0) })
        #expect((1000..<5000).allSatisfy { table[ObjectIdentifier(objects[$0])] == nil })
    }
}
