// PhysicsBenchmarks: docs/benchmarks.md's physics workloads (P1 pile, P2 pyramid) under
// ordo-one/benchmark.
//
// Design. Each iteration is one `PhysicsWorkload.run(size:)`: a fresh world stepped 600 times,
// exactly what `plumb bench physics` runs. The library's metrics (wall clock, mallocs, memory)
// cover the whole iteration, building the world included; the custom metric `stepTime` is the
// mean time per step, as `plumb bench physics` reports it. An escaped box or a fallen pyramid
// fails the benchmark.

import Benchmark
import PlumbWorkloads

/// The mean time of one 1/60-s step, in nanoseconds.
let stepTime = BenchmarkMetric.custom("stepTime (ns)")

/// A duration in whole nanoseconds.
func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}

/// Registers one benchmark that runs `workload` at `size`, at most `iterations` times; named
/// `P1 pile N=500` or `P2 pyramid N=20`.
func register(_ workload: PhysicsWorkload, size: Int, iterations: Int) {
    let level = workload == .pile ? "P1" : "P2"
    Benchmark(
        "\(level) \(workload) N=\(size)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, stepTime],
            timeUnits: .milliseconds,
            warmupIterations: 1,
            maxDuration: .seconds(20),
            maxIterations: iterations
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let result = workload.run(size: size)
            benchmark.measurement(stepTime, nanoseconds(result.perStep))
            if !result.isCorrect {
                benchmark.error("\(workload) at N=\(size) gave a wrong answer: \(result.check)")
            }
            blackHole(result.check)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    register(.pile, size: 500, iterations: 10)
    register(.pyramid, size: 20, iterations: 10)
}
