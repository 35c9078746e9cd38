import Plumb
import PlumbRender
import Testing

/// The code of PlumbRender's getting-started article
/// (Sources/PlumbRender/PlumbRender.docc/GettingStarted.md), run on a tree built in Swift.
@Suite("PlumbRender getting started")
struct GettingStartedTests {
    /// The article's screen, laid out at `size`.
    static func screen(_ size: Size) throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let box = View()
        box.backgroundColor = Color(hex: "#808080")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[box]-|", views: ["box": box])
        try LayoutConstraint.activate(withVisualFormat: "V:|-[box(==100)]", views: ["box": box])
        root.layoutIfNeeded()
        return root
    }

    @Test func twoPanelsWithTheOverlay() throws {
        let roots = try [Size(width: 320, height: 568), Size(width: 568, height: 320)].map(Self.screen)
        let svg = LayoutRenderer(overlay: true).svg(roots)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("320 × 568") && svg.contains("568 × 320"))
    }
}
