import Plumb
import PlumbWorkloads
import Testing

/// The cat-breed list workload: the records are reproducible and a run checks itself.
@Suite struct ListWorkloadTests {
    @Test func recordsAreReproducibleWithFieldsMissing() {
        let list = CatBreedList(count: 2000)
        let again = CatBreedList(count: 2000)
        #expect((0..<2000).allSatisfy { list[$0] == again[$0] })
        let missing = (0..<2000).map { index in list[index].fields.filter { $0 == nil }.count }
        #expect(missing.contains(0) && missing.contains(1) && missing.contains(2) && missing.contains(3))
        let missingFields = Double(missing.reduce(0, +)) / 6000
        #expect(abs(missingFields - 0.25) < 0.03)
    }

    @Test func runScrollsToTheBottomWithFewLiveCells() {
        let result = ListWorkload.run(size: 60)
        #expect(result.isCorrect)
        #expect(result.mostLive <= 14)
        #expect(!result.screenTimes.isEmpty)
        let summary = ListSummary(results: [result])
        #expect(
            summary.checkText == "live=\(result.mostLive) height=\(Int(result.contentHeight))"
                || result.contentHeight != result.contentHeight.rounded())
        #expect(summary.jsonLine.contains("\"workload\":\"list\",\"size\":60,\"mode\":\"layout\""))
        #expect(summary.jsonLine.contains("\"per\":\"screen\""))
    }
}
