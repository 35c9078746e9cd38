import Plumb
import PlumbRender
import PlumbSpec
import Testing

/// The code of PlumbRender's getting-started article
/// (Sources/PlumbRender/PlumbRender.docc/GettingStarted.md), run on a spec given as text.
@Suite("PlumbRender getting started")
struct GettingStartedTests {
    @Test func twoPanelsWithTheOverlay() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views:
                  - {name: box, background: "#808080"}
                constraints:
                  - "H:|-[box]-|"
                  - "V:|-[box(==100)]"
                """, file: "screen.yaml")
        let layouts = try SpecReport.layouts(
            spec, sizes: [Size(width: 320, height: 568), Size(width: 568, height: 320)])
        let svg = LayoutRenderer(overlay: true).svg(layouts)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("320 × 568") && svg.contains("568 × 320"))
    }
}
