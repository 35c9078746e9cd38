// swift-tools-version: 6.1
// libFuzzer targets over Plumb: the Visual Format Language parser, and the whole screen-spec path
// (YAML → build → layout → JSON and SVG). Not part of the root package: `swift test` at the root
// never builds it. Run them with ./run.sh and ./run-spec.sh (Linux).
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
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "Plumb", package: "Plumb"),
                .product(name: "PlumbSpec", package: "Plumb"),
                .product(name: "PlumbRender", package: "Plumb"),
                .product(name: "PlumbSpecRender", package: "Plumb"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
