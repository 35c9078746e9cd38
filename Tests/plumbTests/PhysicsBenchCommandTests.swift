// `plumb bench physics` (docs/benchmarks.md P1, P2) end to end: the JSON contract, exit codes.

import Foundation
import Testing

@Suite struct PhysicsBenchCommandTests {
    @Test("plumb bench physics --json prints the benches' keys with the peers' check text")
    func pileJSON() throws {
        let run = try PlumbRun([
            "bench", "physics", "--workload", "pile", "--size", "20", "--runs", "1", "--json",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 1)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(String(lines[0]).utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "pile")
        #expect(object["size"] as? Int == 20)
        #expect(object["mode"] as? String == "step")
        #expect(object["check"] as? String == "sleeping=20/20 escaped=0")
        #expect(object["correct"] as? Bool == true)
        #expect(object["per"] as? String == "step")
        #expect(object["runs"] as? Int == 1)
        for key in ["median_ms", "min_ms", "max_ms"] {
            let value = try #require(object[key] as? Double, "\(key)")
            #expect(value > 0)
        }
    }

    @Test("plumb bench physics without --json prints one line for people")
    func pyramidHuman() throws {
        let run = try PlumbRun(["bench", "physics", "--workload", "pyramid", "--size", "3", "--runs", "2"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("pyramid N=3 step: median "))
        #expect(run.output.contains(" ms per step (min "))
        #expect(run.output.contains("; check standing=true maxDisp="))
        #expect(run.output.hasSuffix(", correct\n"))
    }

    @Test("A wrong answer (boxes spawned below the container's floor escape) exits 1")
    func escapedBoxes() throws {
        let run = try PlumbRun([
            "bench", "physics", "--workload", "pile", "--size", "600", "--runs", "1", "--steps", "1",
        ])
        #expect(run.status == 1)
        #expect(
            run.errorOutput == "error: pile at N=600 gave a wrong answer: sleeping=0/600 escaped=42\n")
    }

    @Test("--no-sleep keeps the pile awake; --threads is accepted")
    func noSleepAndThreads() throws {
        let run = try PlumbRun([
            "bench", "physics", "--workload", "pile", "--size", "20", "--runs", "1", "--steps", "60",
            "--no-sleep", "--threads", "2", "--json",
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("\"check\":\"sleeping=0/20 escaped=0\""))
    }

    @Test("--profile adds each stage's median time per step, named as Box2D v3's b2Profile fields")
    func profile() throws {
        let run = try PlumbRun([
            "bench", "physics", "--workload", "pyramid", "--size", "5", "--runs", "1", "--steps", "30",
            "--no-sleep", "--profile", "--json",
        ])
        #expect(run.status == 0)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        for stage in [
            "step", "collide", "prepareConstraints", "integrateVelocities", "warmStart", "solveImpulses",
            "integratePositions", "relaxImpulses", "applyRestitution", "storeImpulses", "continuous",
            "finalizeBodies", "sleepIslands",
        ] {
            let value = try #require(object["\(stage)_median_ms"] as? Double, "\(stage)")
            #expect(value >= 0)
        }
        let step = try #require(object["step_median_ms"] as? Double)
        let median = try #require(object["median_ms"] as? Double)
        #expect(step > 0 && step <= median)
    }

    @Test(
        "Bad arguments exit 2",
        arguments: [
            (
                ["--workload", "heap", "--size", "10"],
                "error: unknown workload 'heap'; valid workloads: pile, pyramid\n"
            ),
            (["--workload", "pile", "--size", "0"], "error: --size must be at least 1, got 0\n"),
            (
                ["--workload", "pile", "--size", "5", "--runs", "0"],
                "error: --runs must be at least 1, got 0\n"
            ),
            (
                ["--workload", "pile", "--size", "5", "--steps", "0"],
                "error: --steps must be at least 1, got 0\n"
            ),
            (
                ["--workload", "pile", "--size", "5", "--threads", "0"],
                "error: --threads must be at least 1, got 0\n"
            ),
        ])
    func badArguments(arguments: [String], message: String) throws {
        let run = try PlumbRun(["bench", "physics"] + arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput == message)
    }
}
