// Drawing, the description of a picture that the SVG writer and PlumbRaster both consume: its SVG
// (groups, clips, text in its font's family, animations), the renderers' drawings matching their
// SVGs, and SimulationRenderer's still picture of one frame.

import Plumb
import PlumbRender
import Testing

@Suite("Drawing")
struct DrawingTests {
    @Test("a drawing's SVG: a translated, rotated, clipped group, bold system text centred, an animated line")
    func svg() {
        var drawing = Drawing()
        drawing.beginGroup(
            Drawing.Group(
                translation: Point(x: 10, y: 20), rotation: 90,
                clip: ("clip-0-1", Rect(x: 0, y: 0, width: 5, height: 6)), className: "c"))
        drawing.text("A<B", x: 3, y: 4, font: .boldSystemFont(ofSize: 12), anchor: .middle, length: 20.5)
        drawing.endGroup()
        drawing.line(
            from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), stroke: .black, strokeWidth: 1.5,
            animations: [Drawing.Animation(.attribute("x2"), duration: 2, values: [[1], [2.5]])])
        drawing.size = Size(width: 30, height: 40)
        #expect(
            drawing.svg(systemFamily: "Sans").split(separator: "\n").dropFirst(2).joined(separator: "\n")
                == """
                  <rect width="100%" height="100%" fill="#ffffff"/>
                  <clipPath id="clip-0-1"><rect x="0" y="0" width="5" height="6"/></clipPath>
                  <g transform="translate(10,20) rotate(90)" clip-path="url(#clip-0-1)" class="c">
                    <text x="3" y="4" font-family="Sans" font-size="12" font-weight="bold" text-anchor="middle" \
                textLength="20.5" lengthAdjust="spacingAndGlyphs" fill="#000000" xml:space="preserve">A&lt;B</text>
                  </g>
                  <line x1="0" y1="0" x2="1" y2="1" stroke="#000000" stroke-width="1.5">
                    <animate attributeName="x2" dur="2s" repeatCount="indefinite" values="1;2.5"/>
                  </line>
                </svg>
                """)
    }

    /// A 100 × 100 root with a red 20 × 20 item at the top, recorded falling 10 pt a frame for 3 frames.
    static func recording() -> SimulationRecording {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let item = View(frame: Rect(x: 40, y: 0, width: 20, height: 20))
        item.backgroundColor = Color(hex: "#ff0000")
        root.addSubview(item)
        let frames = (0..<3).map { index in
            SimulationRecording.Frame(
                time: Double(index) / 60,
                poses: [.init(center: Point(x: 50, y: 10 + 10 * Double(index)), angle: 0)])
        }
        return SimulationRecording(
            panel: LayoutRenderer.Panel(root: root), items: [item], frames: frames, duration: 2.0 / 60,
            fps: 60)
    }

    @Test("SimulationRenderer's still picture of a frame puts the item at that frame's pose, unanimated")
    func stillFrame() {
        let drawing = SimulationRenderer().drawing(Self.recording(), frame: 2)
        let translations = drawing.elements.compactMap { element -> Point? in
            guard case .beginGroup(let group) = element, group.animations.isEmpty else { return nil }
            return group.translation
        }
        #expect(translations == [Point(x: 20, y: 48), Point(x: 50, y: 30)])
        #expect(drawing.size == Size(width: 140, height: 168))
        // A frame past the end is the last; the animated drawing starts at the first pose.
        #expect(SimulationRenderer().drawing(Self.recording(), frame: 9).svg() == drawing.svg())
        let animated = SimulationRenderer().drawing(Self.recording()).svg()
        #expect(animated == SimulationRenderer().svg(Self.recording()))
        #expect(
            animated.contains(#"<animateTransform attributeName="transform" type="translate" dur="0.03s""#))
        #expect(!drawing.svg().contains("<animate"))
    }

    @Test("LayoutRenderer's SVG is its drawing written as SVG")
    func layoutDrawing() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        box.backgroundColor = Color(hex: "#ff0000")
        root.addSubview(box)
        let renderer = LayoutRenderer(overlay: true)
        let drawing = renderer.drawing([LayoutRenderer.Panel(root: root)])
        #expect(drawing.svg() == renderer.svg([root]))
        #expect(drawing.size == Size(width: 600, height: 154))
    }
}
