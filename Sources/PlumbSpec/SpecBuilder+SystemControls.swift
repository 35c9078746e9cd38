// The controls of a spec that Interface Builder documents also hold (switch, slider, stepper,
// segmentedControl, activityIndicator, progressView, textView), made with their UIKit properties:
// `isOn`; `value`, `minimumValue`, `maximumValue`, `stepValue`; `segments` (a list of titles),
// `selectedSegmentIndex`, `apportionsSegmentWidthsByContent`; `style` (medium | large),
// `hidesWhenStopped`, `isAnimating`; `progress`; `text`, `font`, `isScrollEnabled`,
// `textContainerInset` ([top, left, bottom, right]), `lineFragmentPadding`; and Plumb's `design`
// (iOS7 | iOS13) for the controls whose size changed with iOS 13.

import Plumb

extension SpecBuilder {
    /// The control of an entry whose kind is one of the system controls, with its properties set.
    func makeSystemControl(_ viewSpec: ViewSpec) throws(SpecError) -> View {
        switch viewSpec.kind {
        case .switch:
            let control = Switch()
            for property in viewSpec.properties { control.isOn = try boolValue(property) }
            return control
        case .slider:
            let slider = Slider()
            for property in viewSpec.properties {
                let value = try numberValue(property)
                switch property.name {
                case "value": slider.value = value
                case "minimumValue": slider.minimumValue = value
                default: slider.maximumValue = value
                }
            }
            return slider
        case .stepper:
            let stepper = Stepper()
            for property in viewSpec.properties {
                switch property.name {
                case "design": stepper.design = try design(property)
                case "value": stepper.value = try numberValue(property)
                case "minimumValue": stepper.minimumValue = try numberValue(property)
                case "maximumValue": stepper.maximumValue = try numberValue(property)
                default: stepper.stepValue = try numberValue(property)
                }
            }
            return stepper
        case .segmentedControl:
            return try makeSegmentedControl(viewSpec)
        case .activityIndicator:
            let indicator = ActivityIndicatorView()
            for property in viewSpec.properties {
                switch property.name {
                case "style":
                    let name = try stringValue(property)
                    guard let style = SpecBuilder.indicatorStyles.first(where: { $0.0 == name })?.1 else {
                        throw error("style must be medium or large", at: property.location)
                    }
                    indicator.style = style
                case "hidesWhenStopped": indicator.hidesWhenStopped = try boolValue(property)
                default: if try boolValue(property) { indicator.startAnimating() }
                }
            }
            return indicator
        case .progressView:
            let progress = ProgressView()
            for property in viewSpec.properties {
                switch property.name {
                case "design": progress.design = try design(property)
                default: progress.progress = try numberValue(property)
                }
            }
            return progress
        default:
            return try makeTextView(viewSpec)
        }
    }

    /// A segmented control with its segments and properties.
    private func makeSegmentedControl(_ viewSpec: ViewSpec) throws(SpecError) -> SegmentedControl {
        let control = SegmentedControl()
        var selected: SpecProperty?
        for property in viewSpec.properties {
            switch property.name {
            case "segments":
                guard case .list(let values, let locations) = property.value else {
                    throw error("segments must be a list of titles", at: property.location)
                }
                for (value, location) in zip(values, locations) {
                    switch value {
                    case .string(let title):
                        control.insertSegment(withTitle: title, at: control.numberOfSegments)
                    case .number(let number):
                        control.insertSegment(
                            withTitle: PlumbSpec.number(number), at: control.numberOfSegments)
                    default: throw error("each segment is a title (a string)", at: location)
                    }
                }
            case "selectedSegmentIndex": selected = property
            case "apportionsSegmentWidthsByContent":
                control.apportionsSegmentWidthsByContent = try boolValue(property)
            case "font": control.font = try font(property, base: SegmentedControl.defaultFont)
            default: control.design = try design(property)
            }
        }
        if let selected {
            let index = try numberValue(selected)
            guard index == index.rounded(), index >= -1, index < Double(control.numberOfSegments) else {
                throw error(
                    "selectedSegmentIndex must be a segment's index (0 to \(control.numberOfSegments - 1)) or -1 (none)",
                    at: selected.location)
            }
            control.selectedSegmentIndex = Int(index)
        }
        return control
    }

    /// A text view with its properties.
    private func makeTextView(_ viewSpec: ViewSpec) throws(SpecError) -> TextView {
        let textView = TextView()
        for property in viewSpec.properties {
            switch property.name {
            case "text": textView.text = try stringValue(property)
            case "font": textView.font = try font(property, base: TextView.defaultFont)
            case "isScrollEnabled": textView.isScrollEnabled = try boolValue(property)
            case "lineFragmentPadding":
                let padding = try numberValue(property)
                guard padding >= 0 else {
                    throw error("lineFragmentPadding must be a number ≥ 0, in points", at: property.location)
                }
                textView.lineFragmentPadding = padding
            default:
                let values = try numberList(property, count: 4, "[top, left, bottom, right]")
                textView.textContainerInset = EdgeInsets(
                    top: values[0], left: values[1], bottom: values[2], right: values[3])
            }
        }
        return textView
    }

    /// The control designs by name.
    static let designs: [(String, ControlDesign)] = [("iOS7", .iOS7), ("iOS13", .iOS13)]

    /// The activity indicator styles by UIKit name.
    static let indicatorStyles: [(String, ActivityIndicatorView.Style)] = [
        ("medium", .medium), ("large", .large),
    ]

    /// A control design by name: `iOS7` or `iOS13`.
    private func design(_ property: SpecProperty) throws(SpecError) -> ControlDesign {
        let name = try stringValue(property)
        guard let design = SpecBuilder.designs.first(where: { $0.0 == name })?.1 else {
            throw error("design must be iOS7 or iOS13", at: property.location)
        }
        return design
    }
}
