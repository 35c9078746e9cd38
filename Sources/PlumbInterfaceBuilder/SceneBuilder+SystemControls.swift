// Switches, sliders, steppers, segmented controls, activity indicators, progress views and text
// views: Plumb's own controls, with the properties their elements carry (docs/interface-builder.md,
// "Controls"). Their sizes are iOS 13's (`ControlDesign.iOS13`); constraints place their
// alignment rectangles, and a switch's, slider's or segmented control's frame reaches beyond it.

import Plumb

extension SceneBuilder {
    /// The element names made into Plumb's system controls.
    static let systemControlElements: Set<String> = [
        "switch", "slider", "stepper", "segmentedControl", "activityIndicatorView", "progressView",
        "textView",
    ]

    /// The control of a system-control element, or nil for another element.
    func makeSystemControl(_ element: IBElement) -> View? {
        switch element.name {
        case "switch":
            let control = DesignSizedSwitch()
            control.isOn = element.flag("on")
            return control
        case "slider":
            let slider = DesignSizedSlider()
            // IB's defaults: 0.5 in 0 … 1.
            slider.value = number("value", of: element) ?? 0.5
            slider.minimumValue = number("minValue", of: element) ?? 0
            slider.maximumValue = number("maxValue", of: element) ?? 1
            return slider
        case "stepper":
            let stepper = DesignSizedStepper()
            if let value = number("value", of: element) { stepper.value = value }
            if let minimum = number("minimumValue", of: element) { stepper.minimumValue = minimum }
            if let maximum = number("maximumValue", of: element) { stepper.maximumValue = maximum }
            if let step = number("stepValue", of: element) { stepper.stepValue = step }
            return stepper
        case "segmentedControl": return makeSegmentedControl(element)
        case "activityIndicatorView": return makeActivityIndicator(element)
        case "progressView":
            let progress = DesignSizedProgressView()
            if let value = number("progress", of: element) { progress.progress = value }
            return progress
        case "textView": return makeTextView(element)
        default: return nil
        }
    }

    /// A segmented control: one segment per `<segments><segment title=…>` (an untitled segment,
    /// an image's, is empty), a segment's `width` when set, `selectedSegmentIndex`,
    /// `apportionsSegmentWidthsByContent`.
    func makeSegmentedControl(_ element: IBElement) -> SegmentedControl {
        let control = DesignSizedSegmentedControl()
        for (index, segment) in element.grandchildren("segments").enumerated() {
            control.insertSegment(withTitle: segment["title"] ?? "", at: index)
            if let width = segment["width"].flatMap(IBElement.finite), width > 0 {
                control.setWidth(width, forSegmentAt: index)
            }
        }
        if let index = value("selectedSegmentIndex", of: element) {
            if let number = Int(index), number >= SegmentedControl.noSegment,
                number < control.numberOfSegments
            {
                control.selectedSegmentIndex = number
            } else {
                warn(element, "selectedSegmentIndex '\(index)' is not a segment; none is selected")
            }
        }
        control.apportionsSegmentWidthsByContent = element.flag("apportionsSegmentWidthsByContent")
        if let font = font(element) { control.font = font }
        return control
    }

    /// An activity indicator: `style` (`large` and `whiteLarge` are large, others medium),
    /// `hidesWhenStopped`, `animating`. As at run time, a stopped indicator that hides when
    /// stopped is hidden (and collapses in a stack view).
    func makeActivityIndicator(_ element: IBElement) -> ActivityIndicatorView {
        let indicator = DesignSizedActivityIndicatorView()
        if ["large", "whiteLarge"].contains(element["style"] ?? "") { indicator.style = .large }
        indicator.hidesWhenStopped = element.flag("hidesWhenStopped")
        if element.flag("animating") { indicator.startAnimating() }
        return indicator
    }

    /// A text view: `text` (or `<string key="text">`, or an attributed text's fragments),
    /// `fontDescription`, `scrollEnabled` (a text view that does not scroll is sized by its
    /// text), `<inset key="textContainerInset">` or `<edgeInsets key="textContainerInset">`.
    func makeTextView(_ element: IBElement) -> TextView {
        let textView = DesignSizedTextView()
        textView.text = text(of: element)
        if let font = font(element) ?? attributedFont(of: element) { textView.font = font }
        textView.isScrollEnabled = value("scrollEnabled", of: element) != "NO"
        if let insets = child(element, key: "textContainerInset") {
            func number(_ name: String) -> Double { insets[name].flatMap(IBElement.finite) ?? 0 }
            switch insets.name {
            case "inset":
                textView.textContainerInset = EdgeInsets(
                    top: number("minY"), left: number("minX"), bottom: number("maxY"), right: number("maxX"))
            case "edgeInsets":
                textView.textContainerInset = EdgeInsets(
                    top: number("top"), left: number("left"), bottom: number("bottom"), right: number("right")
                )
            default:
                warn(insets, "textContainerInset as <\(insets.name)> is not understood; UIKit's 8 pt is used")
            }
        }
        return textView
    }

    /// A number attribute of a control, nil when absent; a warning when it is not a finite number.
    func number(_ name: String, of element: IBElement) -> Double? {
        guard let text = value(name, of: element) else { return nil }
        if let number = IBElement.finite(text) { return number }
        warn(element, "\(name) '\(text)' is not a number; UIKit's default is used")
        return nil
    }
}
