// LayoutBenchmarks: benchmarks.md's layout workloads (L1) under ordo-one/benchmark.
//
// Design. Each iteration is one `LayoutWorkload.run(size:)`: a fresh view tree, exactly what
// `plumb bench layout` runs, so the two report the same thing. The library's own metrics (wall
// clock, mallocs, memory) cover the whole iteration, building the views and tearing them down
// included; the custom metric `layoutTime` is the run's timed part as `plumb bench layout` defines
// it (activation + first layout at 320, then the relayout at 568). A wrong frame fails the
// benchmark. N = 10,000 takes seconds per run, so it is capped at a few iterations.

import Benchmark
import PlumbWorkloads

/// The layout-only time of a run (both phases), in nanoseconds.
let layoutTime = BenchmarkMetric.custom("layoutTime (ns)")

/// Registers one benchmark that runs `workload` at `size`, at most `iterations` times; named
/// `L1 cells N=1000` (filters are regular expressions matched against the whole name).
func register(_ workload: LayoutWorkload, size: Int, iterations: Int) {
    Benchmark(
        "L1 \(workload) N=\(size)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, layoutTime],
            timeUnits: .milliseconds,
            warmupIterations: iterations > 3 ? 1 : 0,
            maxDuration: .seconds(20),
            maxIterations: iterations
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                let result = try workload.run(size: size)
                let (seconds, attoseconds) = result.elapsed.components
                benchmark.measurement(
                    layoutTime, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
                if !result.isCorrect {
                    benchmark.error("\(workload) at N=\(size) gave a wrong answer")
                }
                blackHole(result.check)
            } catch {
                benchmark.error("\(workload) at N=\(size) threw: \(error)")
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    register(.cells, size: 1000, iterations: 10)
    register(.cells, size: 10_000, iterations: 3)
}
