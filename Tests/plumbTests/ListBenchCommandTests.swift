// `plumb bench layout --workload list` (the cat-breed list, issue 9) end to end.

import Foundation
import Testing

@Suite struct ListBenchCommandTests {
    @Test("plumb bench layout --workload list --json prints the layout keys, live=K height=H and per screen")
    func listJSON() throws {
        let run = try PlumbRun([
            "bench", "layout", "--workload", "list", "--size", "40", "--runs", "1", "--json",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 1)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(String(lines[0]).utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "list")
        #expect(object["size"] as? Int == 40)
        #expect(object["mode"] as? String == "layout")
        #expect(object["per"] as? String == "screen")
        #expect(object["correct"] as? Bool == true)
        let check = try #require(object["check"] as? String)
        #expect(check.hasPrefix("live=") && check.contains(" height="))
        for key in ["median_ms", "min_ms", "max_ms", "initial_median_ms"] {
            let value = try #require(object[key] as? Double, "\(key)")
            #expect(value > 0)
        }
    }

    @Test("plumb bench layout --workload list --size 0 exits 2")
    func listSizeBelowOne() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "list", "--size", "0"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("--size must be at least 1, got 0"))
    }
}
