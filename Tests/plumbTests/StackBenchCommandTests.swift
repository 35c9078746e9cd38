// `plumb bench layout --workload stack` (docs/benchmarks.md L2) end to end.

import Foundation
import Testing

@Suite struct StackBenchCommandTests {
    @Test("plumb bench layout --workload stack --json prints cells' keys plus hide_ms and exits 0")
    func stackJSON() throws {
        let run = try PlumbRun([
            "bench", "layout", "--workload", "stack", "--size", "50", "--runs", "1", "--json",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 1)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(String(lines[0]).utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "stack")
        #expect(object["size"] as? Int == 50)
        #expect(object["mode"] as? String == "layout")
        #expect(object["check"] as? Double == 2156)
        #expect(object["correct"] as? Bool == true)
        for key in ["median_ms", "min_ms", "max_ms", "initial_median_ms", "hide_median_ms", "hide_ms"] {
            let value = try #require(object[key] as? Double, "\(key)")
            #expect(value > 0)
        }
    }

    @Test("plumb bench layout --workload stack without --json prints one line for people")
    func stackHuman() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "stack", "--size", "3", "--runs", "2"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("stack N=3 layout: median "))
        #expect(run.output.contains("hide "))
        #expect(run.output.hasSuffix("; check 88, correct\n"))
    }

    @Test("plumb bench layout lists stack among the valid workloads")
    func unknownWorkloadListsStack() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "s2", "--size", "10"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("cells, stack"))
    }
}
