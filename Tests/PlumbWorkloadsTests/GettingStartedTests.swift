import PlumbWorkloads
import Testing

/// The code of PlumbWorkloads' getting-started article
/// (Sources/PlumbWorkloads/PlumbWorkloads.docc/GettingStarted.md), run as written (smaller N).
@Suite("PlumbWorkloads getting started")
struct GettingStartedTests {
    @Test func aWorkloadIsTimedAndChecked() throws {
        let summary = try WorkloadSummary.measure(.s1, size: 100, mode: .incremental, runs: 2)
        #expect(summary.isCorrect)
        #expect(summary.jsonLine.contains("\"median_ms\""))
    }

    @Test func theWorkedScreensMatchTheirTables() throws {
        for screen in SeedScreen.all {
            let layouts = try screen.layOut()
            #expect(screen.mismatches(in: layouts).isEmpty)
        }
    }
}
