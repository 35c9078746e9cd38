import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import Testing

/// Scroll views' content is clipped to what they show; `showingFullContent()` without clipping
/// draws it whole.
@Suite("Scroll view clipping")
struct ScrollClippingTests {
    static let yaml = """
        size: [200, 300]
        views:
          - name: scroller
            kind: scroll
            contentOffset: [0, 100]
            subviews:
              - name: content
                subviews:
                  - {name: top, intrinsicSize: [50, 80], background: "#ff0000"}
                  - {name: middle, intrinsicSize: [50, 80], background: "#00ff00"}
                  - {name: bottom, intrinsicSize: [50, 80], background: "#0000ff"}
        constraints:
          - "H:|-[scroller]-|"
          - "V:|-[scroller(==200)]"
          - "H:|[content]|"
          - "V:|[content]|"
          - content.width == scroller.width
          - "V:|[top]-100-[middle]-200-[bottom]|"
          - "H:|[top]"
          - "H:|[middle]"
          - "H:|[bottom]"
        """

    @Test func visiblePartIsClipped() throws {
        let layout = try Spec(yaml: Self.yaml, file: "scroll.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        // The scroller shows content y 100…300: top (0…80) is out, middle (180…260) in, bottom
        // (460…540) out.
        #expect(layout.absoluteFrames["middle"] == Rect(x: 20, y: 100, width: 50, height: 80))
        let svg = LayoutRenderer().svg([layout.panel])
        #expect(!svg.contains("fill=\"#ff0000\""))
        #expect(svg.contains("fill=\"#00ff00\""))
        #expect(!svg.contains("fill=\"#0000ff\""))
        // content (0…540) is partly visible: drawn in a group clipped to the scroller.
        #expect(
            svg.contains(
                "<clipPath id=\"clip-0-1\"><rect x=\"20\" y=\"20\" width=\"160\" height=\"200\"/></clipPath>")
        )
        #expect(svg.contains("<g clip-path=\"url(#clip-0-1)\">"))
    }

    @Test func fullContentIsDrawnWhole() throws {
        let layout = try Spec(yaml: Self.yaml, file: "scroll.yaml").layOut().showingFullContent()
        #expect(layout.absoluteFrames["bottom"] == Rect(x: 20, y: 480, width: 50, height: 80))
        let svg = LayoutRenderer(clipsScrollViews: false).svg([layout.panel])
        for colour in ["#ff0000", "#00ff00", "#0000ff"] { #expect(svg.contains("fill=\"\(colour)\"")) }
        #expect(!svg.contains("clipPath"))
    }
}
