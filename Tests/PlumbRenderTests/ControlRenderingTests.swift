// The system controls drawn as shapes at their frames: a switch's pill and knob, a segmented
// control's selected segment and centred titles, a progress bar filled to its progress; a stopped
// activity indicator is hidden, so not drawn.

import Plumb
import PlumbRender
import Testing

@Suite("Drawing system controls")
struct ControlRenderingTests {
    @Test("Switches, segmented controls, progress bars and stopped indicators")
    func controls() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        toggle.isOn = true
        let segments = SegmentedControl(items: ["First", "Second"])
        segments.frame = Rect(x: 70, y: 10, width: 122, height: 31)
        segments.selectedSegmentIndex = 0
        let progress = ProgressView(frame: Rect(x: 10, y: 50, width: 100, height: 4))
        progress.progress = 0.25
        let spinner = ActivityIndicatorView(style: .large)
        for view in [toggle, segments, progress, spinner] as [View] { root.addSubview(view) }
        let svg = LayoutRenderer().svg([root])
        // The pill (51 × 31, radius 15.5), green when on, the knob at the right end.
        #expect(svg.contains(##"<rect x="10" y="10" width="51" height="31" rx="15.5" fill="#34c759"/>"##))
        #expect(svg.contains(##"<circle cx="45.5" cy="25.5" r="13.5" fill="#ffffff"/>"##))
        // Two 61-wide segments; the first selected (white, inset 2); "Second" (44.85 wide)
        // centred in the second: 131 + (61 − 44.85) / 2 = 139.075 (written 139.07:
        // the double lies just below); its baseline
        // 10 + (31 − 15.5) / 2 + 12.09 = 29.84.
        #expect(svg.contains(##"<rect x="72" y="12" width="57" height="27" rx="7" fill="#ffffff"/>"##))
        #expect(svg.contains(##"<text x="139.07" y="29.84" font-family="DejaVu Sans" font-size="13""##))
        #expect(svg.contains(##"<rect x="10" y="50" width="25" height="4" rx="2" fill="#007aff"/>"##))
        #expect(!svg.contains("<line"))
    }
}
