import Testing

@testable import PlumbSolver

/// `expand(_:)` keeps its coefficients in a scratch that the symbols' marks index, and past
/// `Solver.expansionMarkLimit` places in a dictionary: the same bits either way.
@Suite("Expansion marks")
struct ExpansionMarkTests {
    @Test func anEntryTakesTwelveBytes() {
        #expect(MemoryLayout<SymbolTable.Entry>.stride == 12)
    }

    /// A chain of definitions and optional constraints on them: the values and the tableau are
    /// the same with every coefficient in the dictionary (limit 1), with a few (3) and with none.
    @Test(arguments: [1, 3])
    func theDictionaryGivesTheSameBits(limit: Int) throws {
        func run(_ limit: Int?) throws -> (values: [UInt64], dump: String) {
            let solver = Solver()
            if let limit { solver.expansionMarkLimit = limit }
            let xs = (0..<12).map { Variable("x\($0)") }
            let w = Variable("w", isNonNegative: true)
            try solver.add(xs[0] == 0)
            for index in 1..<xs.count { try solver.add(xs[index] == xs[index - 1] + w + 8) }
            for index in stride(from: 2, to: xs.count, by: 3) {
                try solver.add((xs[index] == Double(30 * index)) | Priority(Float(200 + index)))
                try solver.add((xs[index] + xs[index - 1] <= Double(40 * index)) | 750)
            }
            try solver.add((w == 5) | 100)
            return ((xs + [w]).map { solver.value(of: $0).bitPattern }, solver.dump())
        }
        let reference = try run(nil)
        let limited = try run(limit)
        #expect(limited.values == reference.values)
        #expect(limited.dump == reference.dump)
    }

    /// The determinism fingerprints (`DeterminismTests`) with every coefficient in the dictionary.
    @Test(arguments: [false, true])
    func fingerprintsHoldWithTheDictionary(nonNegative: Bool) throws {
        let hash = try DeterminismTests.fingerprint(nonNegative: nonNegative) { $0.expansionMarkLimit = 1 }
        #expect(hash == DeterminismTests.expectedFingerprints[nonNegative], "fingerprint \(hash)")
    }
}
