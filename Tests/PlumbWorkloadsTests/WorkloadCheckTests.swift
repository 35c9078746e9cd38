// Every workload's check value and verify() at small sizes, in both build modes, against numbers
// worked out by hand from docs/benchmarks.md.

import PlumbWorkloads
import Testing

@Suite("Workload checks")
struct WorkloadCheckTests {
    static let sizes = [1, 2, 10, 25]

    /// Cards K < N with K mod 10 = 5 (S4 on S2).
    static func hiddenCards(_ size: Int) -> Int { (0..<size).filter { $0 % 10 == 5 }.count }

    /// Views i < N − 1 with i mod 10 = 5 (S4 on S1).
    static func hiddenViews(_ size: Int) -> Int { (0..<(size - 1)).filter { $0 % 10 == 5 }.count }

    @Test("S1: the widths sum to 50·N", arguments: sizes, BuildMode.allCases)
    func chain(size: Int, mode: BuildMode) throws {
        let result = try Workload.s1.run(size: size, mode: mode)
        #expect(abs(result.check - 50 * Double(size)) <= 1e-6)
        #expect(result.isCorrect)
        #expect(try Workload.s1.verify(size: size, mode: mode))
    }

    @Test("S2s and S2i: the content height is 130·N", arguments: [Workload.s2s, .s2i], sizes)
    func cells(workload: Workload, size: Int) throws {
        for mode in BuildMode.allCases {
            let result = try workload.run(size: size, mode: mode)
            #expect(abs(result.check - 130 * Double(size)) <= 1e-6, "\(mode)")
            #expect(result.isCorrect, "\(mode)")
            #expect(try workload.verify(size: size, mode: mode), "\(mode)")
        }
    }

    @Test("S3 on S2s: the labels end 568 − 16 wide", arguments: sizes)
    func resizeCells(size: Int) throws {
        let result = try Workload.s3.run(size: size)
        #expect(abs(result.check - 3 * 552 * Double(size)) <= 1e-6)
        #expect(result.isCorrect)
        #expect(result.phases.map(\.name) == ["drag", "rotation"])
        #expect(try Workload.s3.verify(size: size, mode: .batch))
    }

    @Test("S3 on S1: the widths end at 50 each", arguments: sizes)
    func resizeChain(size: Int) throws {
        let result = try Workload.s3chain.run(size: size)
        #expect(abs(result.check - 50 * Double(size)) <= 1e-6)
        #expect(result.isCorrect)
        #expect(try Workload.s3chain.verify(size: size, mode: .batch))
    }

    @Test("S4 on S2s: hidden country labels shorten their cards by 25", arguments: sizes, BuildMode.allCases)
    func hideCells(size: Int, mode: BuildMode) throws {
        let result = try Workload.s4.run(size: size, mode: mode)
        let expected = 130 * Double(size) - 25 * Double(Self.hiddenCards(size))
        #expect(abs(result.check - expected) <= 1e-6)
        #expect(result.isCorrect)
        #expect(result.phases.map(\.name) == ["hide", "unhide"])
        #expect(try Workload.s4.verify(size: size, mode: mode))
    }

    @Test("S4 on S1: hidden views close ranks", arguments: sizes, BuildMode.allCases)
    func hideChain(size: Int, mode: BuildMode) throws {
        let result = try Workload.s4chain.run(size: size, mode: mode)
        let expected = 20 + 58 * Double(size - 1 - Self.hiddenViews(size))
        #expect(abs(result.check - expected) <= 1e-6)
        #expect(result.isCorrect)
        #expect(try Workload.s4chain.verify(size: size, mode: mode))
    }

    @Test("S4 hides the expected elements at N = 25")
    func hiddenCounts() {
        #expect(Self.hiddenCards(25) == 2)
        #expect(Self.hiddenViews(25) == 2)
        #expect(CellsLayout(size: 25, arrangement: .stacked).hiddenCount == 2)
        #expect(ChainLayout(size: 25).hiddenCount == 2)
        #expect(ChainLayout(size: 6).hiddenCount == 0)  // view 5 is the last one: never hidden
        #expect(ChainLayout(size: 7).hiddenCount == 1)
    }

    @Test("A run reports a positive time and reads every value", arguments: Workload.allCases)
    func timing(workload: Workload) throws {
        let result = try workload.run(size: 10)
        #expect(result.elapsed > .zero)
        #expect(result.readChecksum.isFinite)
        #expect(result.workload == workload)
        #expect(result.size == 10)
    }
}
