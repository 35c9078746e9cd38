// SolverBenchmarks: docs/benchmarks.md's solver workloads under ordo-one/benchmark.
//
// Design. Each iteration is one `Workload.run(size:mode:)`: fresh variables, constraints and
// solver, exactly what `plumb bench solver` runs, so the two report the same thing. The library's
// own metrics (wall clock, mallocs, memory) cover the whole run, setup included; the custom metric
// `solverTime` is the run's solver-only time in nanoseconds as `plumb bench solver` defines it
// (build + solve for S1/S2, per suggestion for S3, hide + unhide for S4). A wrong answer fails the
// benchmark. The slow cases (seconds per run) are capped at a few iterations.

import Benchmark
import PlumbWorkloads

/// The solver-only time of a run, in nanoseconds.
let solverTime = BenchmarkMetric.custom("solverTime (ns)")

/// The benchmark's name, e.g. `S1 incremental N=100` or `S3 on S2s N=1000` (filters are regular
/// expressions matched against the whole name: `--filter 'S1.*100'`).
func benchmarkName(_ workload: Workload, size: Int, mode: BuildMode) -> String {
    let label =
        switch workload {
        case .s1: "S1 \(mode)"
        case .s2s: "S2s \(mode)"
        case .s2i: "S2i \(mode)"
        case .s3: "S3 on S2s"
        case .s3chain: "S3 on S1"
        case .s4: "S4 on S2s"
        case .s4chain: "S4 on S1"
        }
    return "\(label) N=\(size)"
}

/// Registers one benchmark that runs `workload` at `size` in `mode`, at most `iterations` times.
func register(_ workload: Workload, size: Int, mode: BuildMode = .incremental, iterations: Int) {
    let name = benchmarkName(workload, size: size, mode: mode)
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, solverTime],
            timeUnits: .milliseconds,
            warmupIterations: iterations > 3 ? 1 : 0,
            maxDuration: .seconds(10),
            maxIterations: iterations
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            do {
                let result = try workload.run(size: size, mode: mode)
                let (seconds, attoseconds) = result.elapsed.components
                benchmark.measurement(
                    solverTime, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
                if !result.isCorrect {
                    benchmark.error("\(workload) at N=\(size) gave a wrong answer")
                }
                blackHole(result.readChecksum)
            } catch {
                benchmark.error("\(workload) at N=\(size) threw: \(error)")
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    for mode in BuildMode.allCases {
        register(.s1, size: 100, mode: mode, iterations: 50)
        register(.s1, size: 1000, mode: mode, iterations: 20)
        register(.s2s, size: 100, mode: mode, iterations: 50)
        register(.s2s, size: 1000, mode: mode, iterations: 20)
        register(.s2i, size: 100, mode: mode, iterations: 50)
        register(.s2i, size: 1000, mode: mode, iterations: 20)
    }
    register(.s3, size: 1000, iterations: 5)
    register(.s3chain, size: 1000, iterations: 5)
    register(.s4, size: 1000, iterations: 5)
    register(.s4chain, size: 1000, iterations: 5)
}
