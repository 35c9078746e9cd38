import Plumb
import Testing

/// The controls whose intrinsic size does not depend on text (Switch, Slider, Stepper,
/// ActivityIndicatorView, ProgressView): their sizes per design, their priorities, and how they
/// sit in a constraint layout and in stack views.
@Suite struct FixedSizeControlTests {
    /// A control, its intrinsic size, and its hugging on the horizontal and vertical axes.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () -> View
        let size: Size
        let hugging: [Float]
        /// The alignment rectangle's insets in the frame.
        var insets = EdgeInsets.zero

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "switch", make: { Switch() }, size: Size(width: 49, height: 31), hugging: [750, 750],
            insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
        Case(
            name: "slider", make: { Slider() }, size: Size(width: -1, height: 30), hugging: [250, 250],
            insets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)),
        Case(name: "stepper", make: { Stepper() }, size: Size(width: 94, height: 32), hugging: [250, 250]),
        Case(
            name: "stepper iOS 7",
            make: {
                let stepper = Stepper()
                stepper.design = .iOS7
                return stepper
            }, size: Size(width: 94, height: 29), hugging: [250, 250]),
        Case(
            name: "medium indicator", make: { ActivityIndicatorView() }, size: Size(width: 20, height: 20),
            hugging: [250, 250]),
        Case(
            name: "large indicator", make: { ActivityIndicatorView(style: .large) },
            size: Size(width: 37, height: 37), hugging: [250, 250]),
        Case(
            name: "progress", make: { ProgressView() }, size: Size(width: -1, height: 4), hugging: [250, 750]),
        Case(
            name: "progress iOS 7",
            make: {
                let progress = ProgressView()
                progress.design = .iOS7
                return progress
            }, size: Size(width: -1, height: 2), hugging: [250, 750]),
    ]

    @Test(arguments: cases)
    func intrinsicSizeAndPriorities(_ control: Case) {
        let view = control.make()
        #expect(abs(view.intrinsicContentSize.width - control.size.width) < 1e-6)
        #expect(abs(view.intrinsicContentSize.height - control.size.height) < 1e-6)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == control.hugging[0])
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == control.hugging[1])
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(view.alignmentRectInsets == control.insets)
        // No text: the baselines are the edges.
        #expect(view.firstBaselineOffsetFromTop == 0)
        #expect(view.lastBaselineOffsetFromBottom == 0)
    }

    /// Centred in a 320 × 568 root by its centre anchors alone, a control with an intrinsic size
    /// has an alignment rectangle exactly that size, at ((320 − w) / 2, (568 − h) / 2), and a frame
    /// outset by its insets; a slider or progress view is also given its width (200), having none
    /// of its own.
    @Test(arguments: cases)
    func centred(_ control: Case) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let view = control.make()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        var constraints = [
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ]
        let width = control.size.width < 0 ? 200 : control.size.width
        if control.size.width < 0 { constraints.append(view.widthAnchor.constraint(equalToConstant: 200)) }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let alignment = Rect(
            x: (320 - width) / 2, y: (568 - control.size.height) / 2, width: width,
            height: control.size.height)
        #expect(view.alignmentRect(forFrame: view.frame).isClose(to: alignment, tolerance: 1e-6))
        let insets = control.insets
        let expected = Rect(
            x: alignment.minX - insets.left, y: alignment.minY - insets.top,
            width: alignment.width + insets.left + insets.right,
            height: alignment.height + insets.top + insets.bottom)
        #expect(abs(view.frame.minX - expected.minX) < 1e-6)
        #expect(abs(view.frame.minY - expected.minY) < 1e-6)
        #expect(abs(view.frame.width - expected.width) < 1e-6)
        #expect(abs(view.frame.height - expected.height) < 1e-6)
        #expect(diagnostics.items.isEmpty)
        #expect(!root.hasAmbiguousLayout)
    }

    /// A switch ignores the frame's size it is made with, as UISwitch; an indicator made with a
    /// style takes the style's size.
    @Test func framesAtCreation() {
        #expect(
            Switch(frame: Rect(x: 5, y: 6, width: 100, height: 100)).frame
                == Rect(x: 5, y: 6, width: 51, height: 31))
        #expect(ActivityIndicatorView(style: .large).frame == Rect(x: 0, y: 0, width: 37, height: 37))
        #expect(ActivityIndicatorView().frame == .zero)
    }

    /// A width constraint against the switch's alignment width, 49: below the compression
    /// resistance (750) or the hugging (750) it loses, above it wins; the frame is 2 wider.
    @Test(arguments: [(40.0, 749 as Float, 51.0), (40, 751, 42), (80, 749, 51), (80, 751, 82)])
    func huggingAndCompression(width: Double, priority: Float, expected: Double) throws {
        let root = makeRoot(320, 568)
        let control = Switch()
        control.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(control)
        let constraint = control.widthAnchor.constraint(equalToConstant: width)
        constraint.priority = LayoutPriority(priority)
        try LayoutConstraint.activate([
            constraint, control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            control.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(control.frame == Rect(x: 20, y: 20, width: expected, height: 31))
    }

    /// A settings row, a label and a switch in a filling horizontal stack 300 wide, centred: the
    /// label hugs at 251, the switch at 750, so the label takes the rest of the switch's alignment
    /// width: 300 − 8 − 49 = 243; the switch's frame reaches 2 beyond the stack (251 + 51); the
    /// label (17 pt, 20 high) is centred on the switch's 31: y = 5.5.
    @Test func switchRowInStack() {
        let label = Label("Wi-Fi")
        let toggle = Switch()
        let fixture = StackFixture([label, toggle], axis: .horizontal, spacing: 8, width: 300) {
            $0.alignment = .center
        }
        #expect(
            fixture.frames == [
                Rect(x: 0, y: 5.5, width: 243, height: 20), Rect(x: 251, y: 0, width: 51, height: 31),
            ])
        #expect(fixture.stack.frame.height == 31)
        #expect(fixture.isClean)
    }

    /// A vertical filling stack 200 wide, spacing 8, of a label (20 high), a large activity
    /// indicator and a progress bar (4): the stopped indicator is hidden (hidesWhenStopped) and
    /// collapses at the label's end; started it shows, 37 high; stopped it collapses again; with
    /// hidesWhenStopped off a stopped indicator stays.
    @Test func activityIndicatorHidesInStack() {
        let label = Label("Loading")
        let spinner = ActivityIndicatorView(style: .large)
        let progress = ProgressView()
        #expect(spinner.isHidden)
        #expect(!spinner.isAnimating)
        let fixture = StackFixture([label, spinner, progress], axis: .vertical, spacing: 8, width: 200)
        let collapsed = [
            Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 20, width: 200, height: 0),
            Rect(x: 0, y: 28, width: 200, height: 4),
        ]
        #expect(fixture.frames == collapsed)
        #expect(fixture.stack.frame.height == 32)
        #expect(fixture.isClean)

        spinner.startAnimating()
        fixture.layout()
        let shown = [
            Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 28, width: 200, height: 37),
            Rect(x: 0, y: 73, width: 200, height: 4),
        ]
        #expect(fixture.frames == shown)
        #expect(fixture.stack.frame.height == 77)

        spinner.stopAnimating()
        fixture.layout()
        #expect(fixture.frames == collapsed)

        spinner.hidesWhenStopped = false
        fixture.layout()
        #expect(!spinner.isHidden)
        #expect(fixture.frames == shown)
        #expect(fixture.isClean)
    }
}
