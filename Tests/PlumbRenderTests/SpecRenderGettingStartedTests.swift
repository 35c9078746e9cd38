import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import Testing

/// The code of PlumbSpecRender's getting-started article
/// (Sources/PlumbSpecRender/PlumbSpecRender.docc/GettingStarted.md), run as written.
@Suite("PlumbSpecRender getting started")
struct SpecRenderGettingStartedTests {
    @Test func drawASpec() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views: [{name: card, background: "#d3d3d3"}]
                constraints: ["H:|-[card]-|", "V:|-[card(100)]"]
                """, file: "card.yaml")
        let layouts = try SpecReport.layouts(
            spec, sizes: [Size(width: 320, height: 568), Size(width: 568, height: 320)])
        let svg = LayoutRenderer(overlay: true).svg(layouts.map(\.panel))
        #expect(svg.contains("320 × 568") && svg.contains("568 × 320"))
        #expect(svg.contains("<title>H:|-[card]-| (line 3)</title>"))
    }

    @Test func animateItsDynamics() throws {
        let drop = try Spec(
            yaml: """
                size: [320, 568]
                views: [{name: box, frame: [135, 100, 50, 50], background: "#ff0000"}]
                dynamics:
                  - gravity: {items: [box]}
                  - collision: {items: [box], translatesReferenceBoundsIntoBoundary: true}
                """, file: "drop.yaml")
        let run = try SpecSimulation(drop, duration: 2)
        let animation = SimulationRenderer().svg(run.recording)
        #expect(animation.contains("<animateTransform") || animation.contains("<animate"))
        #expect(run.frames.count == 121)
    }
}
