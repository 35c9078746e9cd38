// `plumb bench`'s requests checked and run in one place: the same messages for every family.

import Testing

@testable import PlumbWorkloads

@Suite("BenchRun")
struct BenchRunTests {
    @Test(
        "Problems in the order the command reports them",
        arguments: [
            (
                BenchRun(.solver(mode: .batch), workload: "s9", size: 0, runs: 0),
                "unknown workload 's9'; valid workloads: s1, s2s, s2i, s3, s3chain, s4, s4chain"
            ),
            (BenchRun(.layout, workload: "list", size: 0, runs: 1), "--size must be at least 1, got 0"),
            (BenchRun(.layout, workload: "cells", size: 3, runs: 0), "--runs must be at least 1, got 0"),
            (
                BenchRun(
                    .physics(steps: 0, threads: 0, isSleepEnabled: true), workload: "pile", size: 5, runs: 1),
                "--steps must be at least 1, got 0"
            ),
            (
                BenchRun(
                    .physics(steps: 1, threads: 0, isSleepEnabled: true), workload: "pile", size: 5, runs: 1),
                "--threads must be at least 1, got 0"
            ),
            (
                BenchRun(
                    .physics(steps: 1, threads: 1, isSleepEnabled: true, subSteps: 0), workload: "pile",
                    size: 5,
                    runs: 1),
                "--substeps must be at least 1, got 0"
            ),
            (
                BenchRun(
                    .physics(steps: 1, threads: 1, isSleepEnabled: true, contactHertz: 0), workload: "pile",
                    size: 5, runs: 1),
                "--contact-hertz must be a positive number of hertz, got 0.0"
            ),
            (
                BenchRun(
                    .physics(steps: 1, threads: 1, isSleepEnabled: true, contactHertz: .infinity),
                    workload: "pile", size: 5, runs: 1),
                "--contact-hertz must be a positive number of hertz, got inf"
            ),
        ])
    func problems(request: BenchRun, message: String) {
        #expect(request.problem == message)
    }

    @Test("A checked request of each family runs and is correct")
    func runs() throws {
        let requests = [
            BenchRun(.solver(mode: .incremental), workload: "s1", size: 10, runs: 1),
            BenchRun(.layout, workload: "cells", size: 3, runs: 1),
            BenchRun(.layout, workload: "list", size: 3, runs: 1),
            BenchRun(
                .physics(steps: 5, threads: 1, isSleepEnabled: false), workload: "pile", size: 3, runs: 1),
        ]
        for request in requests {
            #expect(request.problem == nil)
            let summary = try request.measure()
            #expect(summary.isCorrect, "\(request.workload)")
            #expect(summary.workloadName == request.workload)
        }
        #expect(
            requests[2].wrongAnswer(try requests[2].measure())
                == "list at N=3 gave a wrong answer (a cell out of place or a wrong content height)")
    }
}
