// swift-tools-version: 6.1
// A libFuzzer target over Plumb's Visual Format Language parser. Not part of the root package:
// `swift test` at the root never builds it. Run it with ./run.sh (Linux).
import PackageDescription

let package = Package(
    name: "PlumbFuzz",
    dependencies: [.package(name: "Plumb", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "VisualFormatFuzzer",
            dependencies: ["CFuzzerDriver", .product(name: "Plumb", package: "Plumb")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
