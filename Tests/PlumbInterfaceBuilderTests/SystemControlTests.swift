import Plumb
import PlumbInterfaceBuilder
import Testing

/// The system controls of system-controls.xib become Plumb's controls with the element's
/// properties, and their frames are UIKit's: the alignment rectangle the constraints place,
/// outset by the control's alignment insets.
@Suite struct SystemControlTests {
    /// The layout of system-controls.xib, with design or measured text sizing.
    func layout(design: Bool) throws -> InterfaceBuilderLayout {
        let scene = try #require(Fixture.document("system-controls.xib").scenes.first)
        return design ? scene.layout(text: .design) : scene.layout()
    }

    @Test func propertiesAreRead() throws {
        let layout = try layout(design: true)
        let slider = try #require(layout.entry(id: "SLD-01-aaa")?.view as? Slider)
        #expect((slider.value, slider.minimumValue, slider.maximumValue) == (0.25, 0, 2))
        let segments = try #require(layout.entry(id: "SEG-01-aaa")?.view as? SegmentedControl)
        #expect(segments.numberOfSegments == 2)
        #expect(segments.titleForSegment(at: 1) == "Two")
        #expect(segments.selectedSegmentIndex == 1)
        let stepper = try #require(layout.entry(id: "STP-01-aaa")?.view as? Stepper)
        #expect(
            (stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (3, 1, 10, 0.5))
        let spinning = try #require(layout.entry(id: "ACT-01-aaa")?.view as? ActivityIndicatorView)
        #expect(spinning.style == .large)
        #expect(spinning.isAnimating && !spinning.isHidden && spinning.hidesWhenStopped)
        let stopped = try #require(layout.entry(id: "ACT-02-aaa")?.view as? ActivityIndicatorView)
        #expect(stopped.style == .medium)
        #expect(!stopped.isAnimating && stopped.isHidden)
        let progress = try #require(layout.entry(id: "PRG-01-aaa")?.view as? ProgressView)
        #expect(progress.progress == 0.75)
        let text = try #require(layout.entry(id: "TXV-01-aaa")?.view as? TextView)
        #expect(text.text == "Notes")
        #expect(!text.isScrollEnabled)
        #expect(text.font == Font.systemFont(ofSize: 14))
        #expect(text.textContainerInset == EdgeInsets(top: 4, left: 2, bottom: 4, right: 2))
        let toggle = try #require(layout.entry(id: "SWT-01-aaa")?.view as? Switch)
        #expect(!toggle.isOn)
        #expect(layout.warnings.isEmpty)
    }

    /// Measured, the controls of fixed size keep UIKit's sizes and insets: the slider's alignment
    /// rectangle (16, 20, 343, 30) is the frame (14, 20, 347, 31); the segmented control's
    /// alignment rectangle ends at 20 + 30 + 8 + 31 = 89, so the stepper starts at 97; the switch
    /// pinned 16 from the trailing edge is at 375 − 16 − 49 = 310, 51 wide.
    @Test func measuredFrames() throws {
        let layout = try layout(design: false)
        func frame(_ id: String) throws -> Rect { try #require(layout.entry(id: id)).frame }
        #expect(try frame("SLD-01-aaa") == Rect(x: 14, y: 20, width: 347, height: 31))
        #expect(try frame("SEG-01-aaa").minY == 58)
        #expect(try frame("SEG-01-aaa").height == 32)
        #expect(try frame("STP-01-aaa") == Rect(x: 16, y: 97, width: 94, height: 32))
        #expect(try frame("ACT-01-aaa") == Rect(x: 322, y: 94.5, width: 37, height: 37))
        #expect(try frame("PRG-01-aaa") == Rect(x: 16, y: 137, width: 343, height: 4))
        let toggle = try frame("SWT-01-aaa")
        #expect(toggle.minX == 310)
        #expect(toggle.size == Size(width: 51, height: 31))
    }

    /// The evidence for the insets: in the 500-wide filling vertical stack of RxSwift's
    /// APIWrappers.storyboard, a segmented control, a slider and a switch land on their stored
    /// frames (500 × 32 at 0; 504 × 31 at (−2, 31); 502 × 31 at (0, 61)), with measured sizing too.
    @Test(arguments: [true, false])
    func realStackOfControls(design: Bool) throws {
        let document = try Fixture.document("Real/ReactiveX-RxSwift/APIWrappers.storyboard")
        let layouts = document.scenes.map { design ? $0.layout(text: .design) : $0.layout() }
        let layout = try #require(layouts.first { $0.entry(id: "WB2-p2-bYm") != nil })
        let expected = [
            ("UpX-Bf-ZT6", Rect(x: 0, y: 0, width: 500, height: 32)),
            ("WB2-p2-bYm", Rect(x: -2, y: 31, width: 504, height: 31)),
            ("QsG-uN-yAh", Rect(x: 0, y: 61, width: 502, height: 31)),
        ]
        for (id, frame) in expected {
            let entry = try #require(layout.entry(id: id))
            #expect(entry.designFrame == frame)
            #expect(entry.frame.isClose(to: frame, tolerance: 1e-6), "\(id): \(entry.frame)")
        }
    }
}
