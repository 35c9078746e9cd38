// swift-tools-version: 6.1
// Plumb's benchmarks: a package of their own, so that users of Plumb never build them (nor
// ordo-one/benchmark), and the root package's `swift build` / `swift test` ignore them.
// Run from this folder with PLUMB_BENCHMARKS=1 (the root package declares its PlumbWorkloads
// product only then): `PLUMB_BENCHMARKS=1 swift package benchmark` (see README.md).
import PackageDescription

/// SwiftPM names a path dependency after its folder: the root package is whatever the clone's
/// folder is called (`main` here), so the name is read from the path rather than written down.
let rootPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

let package = Package(
    name: "PlumbBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbWorkloads", package: rootPackage),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbWorkloads", package: rootPackage),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PhysicsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbWorkloads", package: rootPackage),
            ],
            path: "Benchmarks/PhysicsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
