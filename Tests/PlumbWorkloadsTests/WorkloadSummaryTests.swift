// The summary's statistics and its JSON line, whose key order is a contract with the peers.

import Foundation
import PlumbWorkloads
import Testing

@Suite("Workload summary")
struct WorkloadSummaryTests {
    @Test("The JSON line has the documented keys in order")
    func jsonKeys() throws {
        let summary = try WorkloadSummary.measure(.s4, size: 10, mode: .incremental, runs: 3)
        let line = summary.jsonLine
        let keys = [
            "workload", "size", "mode", "median_ms", "min_ms", "max_ms", "check", "runs", "correct",
            "hide_median_ms", "unhide_median_ms",
        ]
        let positions = keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "s4")
        #expect(object["size"] as? Int == 10)
        #expect(object["check"] as? Double == 1275)
        #expect(object["correct"] as? Bool == true)
        let median = try #require(object["median_ms"] as? Double)
        let minimum = try #require(object["min_ms"] as? Double)
        let maximum = try #require(object["max_ms"] as? Double)
        #expect(minimum <= median && median <= maximum)
    }

    @Test("S3 reports time per suggestion")
    func perSuggestion() throws {
        let summary = try WorkloadSummary.measure(.s3chain, size: 2, mode: .batch, runs: 1)
        #expect(summary.jsonLine.hasSuffix(",\"per\":\"suggestion\"}"))
        #expect(summary.jsonLine.contains("\"mode\":\"batch\""))
        #expect(summary.humanLine.contains("per suggestion"))
    }

    @Test("The human line names the workload and the answer")
    func humanLine() throws {
        let summary = try WorkloadSummary.measure(.s1, size: 4, mode: .incremental, runs: 2)
        #expect(summary.humanLine.hasPrefix("s1 N=4 incremental: median "))
        #expect(summary.humanLine.hasSuffix("; check 200, correct"))
    }
}
