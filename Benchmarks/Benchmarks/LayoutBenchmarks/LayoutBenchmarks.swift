// LayoutBenchmarks: docs/benchmarks.md's layout workloads (L1, L2) under ordo-one/benchmark.
//
// Design. Each iteration is one `LayoutWorkload.run(size:)`: a fresh view tree, exactly what
// `plumb bench layout` runs, so the two report the same thing. The library's own metrics (wall
// clock, mallocs, memory) cover the whole iteration, building the views and tearing them down
// included; the custom metric `layoutTime` is the run's timed part as `plumb bench layout` defines
// it (L1: activation + first layout at 320, then the relayout at 568; L2: the first layout of the
// stack), and for L2 the custom metric `hideTime` is the relayout after one member is hidden. A
// wrong frame fails the benchmark. N = 10,000 takes seconds per run, so it is capped at a few
// iterations.

import Benchmark
import PlumbWorkloads

/// The layout-only time of a run (L1: both phases; L2: the first layout), in nanoseconds.
let layoutTime = BenchmarkMetric.custom("layoutTime (ns)")
/// L2's relayout after one member is hidden, in nanoseconds.
let hideTime = BenchmarkMetric.custom("hideTime (ns)")

/// A duration in whole nanoseconds.
func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
}

/// Registers one benchmark that runs `workload` at `size`, at most `iterations` times; named
/// `L1 cells N=1000` or `L2 stack N=5000` (filters are regular expressions matched against the
/// whole name).
func register(_ workload: LayoutWorkload, size: Int, iterations: Int) {
    let level = workload == .stack ? "L2" : "L1"
    Benchmark(
        "\(level) \(workload) N=\(size)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, layoutTime]
                + (workload == .stack ? [hideTime] : []),
            timeUnits: .milliseconds,
            warmupIterations: iterations > 3 ? 1 : 0,
            maxDuration: .seconds(20),
            maxIterations: iterations
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                let result = try workload.run(size: size)
                benchmark.measurement(layoutTime, nanoseconds(result.elapsed))
                if let hide = result.phases.first(where: { $0.name == "hide" }) {
                    benchmark.measurement(hideTime, nanoseconds(hide.elapsed))
                }
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
    register(.stack, size: 5000, iterations: 5)
}
