// swift-tools-version: 6.1
import PackageDescription

/// `PlumbWorkloads` (the benchmark workloads) is a library product only for the benchmark package:
/// `Benchmarks/` builds with `PLUMB_BENCHMARKS=1`, so that a package depending on Plumb never sees it.
let workloadsProduct: [Product] =
    Context.environment["PLUMB_BENCHMARKS"] == nil
    ? [] : [.library(name: "PlumbWorkloads", targets: ["PlumbWorkloads"])]

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbText", targets: ["PlumbText"]),
        .library(name: "PlumbSpec", targets: ["PlumbSpec"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "PlumbSpecRender", targets: ["PlumbSpecRender"]),
        .library(name: "PlumbPhysics", targets: ["PlumbPhysics"]),
        .library(name: "PlumbDynamics", targets: ["PlumbDynamics"]),
        .library(name: "PlumbInterfaceBuilder", targets: ["PlumbInterfaceBuilder"]),
        .library(name: "PlumbInterfaceBuilderRender", targets: ["PlumbInterfaceBuilderRender"]),
        .library(name: "PlumbInterfaceBuilderSpec", targets: ["PlumbInterfaceBuilderSpec"]),
        .library(name: "PlumbConsoleLog", targets: ["PlumbConsoleLog"]),
        .library(name: "PlumbDocuments", targets: ["PlumbDocuments"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        .library(name: "PlumbRaster", targets: ["PlumbRaster"]),
        .library(name: "PlumbPlayground", targets: ["PlumbPlayground"]),
        .executable(name: "plumb", targets: ["plumb"]),
    ] + workloadsProduct,
    traits: [
        .trait(
            name: "PNG",
            description: """
                PNG pictures and GIF animations (PlumbRaster, `plumb render --format png`, \
                `plumb simulate --format gif|png`), drawn with cairo and giflib: needs libcairo2-dev and \
                libgif-dev.
                """)
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        .target(
            name: "PlumbSolver",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "Plumb", dependencies: ["PlumbSolver"]),
        .target(
            name: "PlumbWorkloads",
            dependencies: [
                "PlumbSolver", "Plumb", "PlumbPhysics", "PlumbDynamics", "PlumbRender", "PlumbRaster",
            ]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "PlumbText", dependencies: ["Plumb", "CFreeType"]),
        .target(
            name: "PlumbSpec",
            dependencies: ["Plumb", "PlumbDynamics", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "PlumbRender", dependencies: ["Plumb", "PlumbDynamics"]),
        .target(name: "PlumbSpecRender", dependencies: ["Plumb", "PlumbSpec", "PlumbRender"]),
        .target(name: "PlumbPhysics"),
        .target(name: "PlumbDynamics", dependencies: ["Plumb", "PlumbPhysics"]),
        .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbSolver", "Plumb"]),
        .target(
            name: "PlumbInterfaceBuilderRender",
            dependencies: ["Plumb", "PlumbInterfaceBuilder", "PlumbRender"]),
        .target(
            name: "PlumbInterfaceBuilderSpec", dependencies: ["Plumb", "PlumbInterfaceBuilder", "PlumbSpec"]),
        .target(name: "PlumbConsoleLog", dependencies: ["PlumbSolver"]),
        .target(
            name: "PlumbDocuments",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbSpec", "PlumbSpecRender", "PlumbInterfaceBuilder",
                "PlumbInterfaceBuilderRender", "PlumbInterfaceBuilderSpec",
            ]),
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbRaster",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The PNG trait's targets: without the trait PlumbRaster compiles empty (its sources are
        // `#if PNG`) and nothing depends on cairo or giflib, so a machine without their headers builds.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        .target(
            name: "PlumbRaster",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbText",
                .target(name: "CCairo", condition: .when(traits: ["PNG"])),
                .target(name: "CGif", condition: .when(traits: ["PNG"])),
            ]),
        .target(
            name: "PlumbPlayground",
            dependencies: [
                "PlumbSolver",
                "Plumb",
                "PlumbSpec",
                "PlumbText",
                "PlumbRender",
                "PlumbSpecRender",
                "PlumbInterfaceBuilder",
                "PlumbInterfaceBuilderRender",
                "PlumbConsoleLog",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            resources: [.copy("Site")]
        ),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbSolver",
                "PlumbWorkloads",
                "PlumbSpec",
                "Plumb",
                "PlumbText",
                "PlumbRender",
                "PlumbSpecRender",
                "PlumbInterfaceBuilder",
                "PlumbConsoleLog",
                "PlumbDocuments",
                "PlumbRaster",
                "PlumbPlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "PlumbTestSupport", dependencies: ["PlumbPhysics"], path: "Tests/PlumbTestSupport"),
        .testTarget(
            name: "PlumbSolverTests",
            dependencies: [
                "PlumbSolver",
                "PlumbPhysics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PlumbTests",
            dependencies: [
                "Plumb",
                "PlumbWorkloads",
                "PlumbPhysics",
                "PlumbTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "PlumbWorkloadsTests", dependencies: ["PlumbWorkloads", "PlumbSpec"]),
        .testTarget(
            name: "PlumbTextTests",
            dependencies: ["PlumbText", "Plumb", "CFreeType"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PlumbSpecTests",
            dependencies: [
                "PlumbSpec",
                "Plumb",
                "PlumbPhysics",
                "PlumbTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PlumbRenderTests",
            dependencies: [
                "PlumbRender", "PlumbSpecRender", "PlumbSpec", "Plumb", "PlumbInterfaceBuilder",
                "PlumbInterfaceBuilderRender",
            ]),
        .testTarget(
            name: "PlumbPhysicsTests",
            dependencies: [
                "PlumbPhysics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "PlumbDynamicsTests", dependencies: ["PlumbDynamics", "Plumb", "PlumbPhysics"]),
        .testTarget(
            name: "PlumbInterfaceBuilderTests",
            dependencies: ["PlumbInterfaceBuilder", "PlumbInterfaceBuilderSpec", "Plumb", "PlumbSpec"]),
        .testTarget(
            name: "PlumbConsoleLogTests",
            dependencies: ["PlumbConsoleLog", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "PlumbPlaygroundTests",
            dependencies: [
                "PlumbPlayground", "Plumb", "PlumbSpec", "PlumbSpecRender", "PlumbRender", "PlumbConsoleLog",
                "PlumbText", .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
        .testTarget(
            name: "PlumbDocumentsTests",
            dependencies: ["PlumbDocuments", "Plumb", "PlumbSpec", "PlumbInterfaceBuilder", "PlumbRender"]),
        .testTarget(name: "plumbTests", dependencies: ["plumb"], exclude: ["Golden"]),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: [
                "PlumbSnapshotTesting", "Plumb",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "PlumbRasterTests",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbText",
                .target(name: "PlumbRaster", condition: .when(traits: ["PNG"])),
                .target(name: "CGif", condition: .when(traits: ["PNG"])),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
