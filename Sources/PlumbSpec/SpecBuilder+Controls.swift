// Controls of a spec (label, button, textField, imageView, stack), made with their UIKit properties:
// `text`, `title`, `placeholder`, `font` (a point size, or {size:, weight:, family:}),
// `numberOfLines`, `lineBreakMode`, `preferredMaxLayoutWidth`, `contentEdgeInsets` ([top, left,
// bottom, right]) and `image` ([width, height]). They measure their text with the tree's
// `textMeasurer`.

import Plumb

extension SpecBuilder {
    /// The control of an entry's kind, with its properties set.
    func makeControl(_ viewSpec: ViewSpec) throws(SpecError) -> View {
        switch viewSpec.kind {
        case .label:
            let label = Label()
            for property in viewSpec.properties {
                switch property.name {
                case "text": label.text = try stringValue(property)
                case "font": label.font = try font(property, base: Label.defaultFont)
                case "numberOfLines":
                    let value = try numberValue(property)
                    guard value >= 0, value == value.rounded() else {
                        throw error(
                            "numberOfLines must be a whole number ≥ 0 (0: no limit)", at: property.location)
                    }
                    label.numberOfLines = Int(value)
                case "lineBreakMode": label.lineBreakMode = try lineBreakMode(property)
                default: label.preferredMaxLayoutWidth = try numberValue(property)
                }
            }
            return label
        case .button:
            let button = Button()
            for property in viewSpec.properties {
                switch property.name {
                case "title": button.title = try stringValue(property)
                case "font": button.font = try font(property, base: Button.defaultFont)
                default:
                    let values = try numberList(property, count: 4, "[top, left, bottom, right]")
                    button.contentEdgeInsets = EdgeInsets(
                        top: values[0], left: values[1], bottom: values[2], right: values[3])
                }
            }
            return button
        case .textField:
            let field = TextField()
            for property in viewSpec.properties {
                switch property.name {
                case "text": field.text = try stringValue(property)
                case "placeholder": field.placeholder = try stringValue(property)
                default: field.font = try font(property, base: TextField.defaultFont)
                }
            }
            return field
        case .imageView:
            let imageView = ImageView()
            for property in viewSpec.properties {
                let values = try numberList(property, count: 2, "[width, height]")
                guard values.allSatisfy({ $0 >= 0 }) else {
                    throw error(
                        "image must be [width, height] in points, neither negative", at: property.location)
                }
                imageView.image = Image(width: values[0], height: values[1])
            }
            return imageView
        case .stack:
            return try makeStack(viewSpec)
        case .scroll:
            return try makeScroll(viewSpec)
        case .list:
            return try makeList(viewSpec)
        case .view:
            return IntrinsicSizeView()
        case .switch, .slider, .stepper, .segmentedControl, .activityIndicator, .progressView, .textView:
            return try makeSystemControl(viewSpec)
        }
    }

    /// A stack view with its properties; its arranged subviews are added once its subviews exist
    /// (``arrange(_:in:views:)``).
    func makeStack(_ viewSpec: ViewSpec) throws(SpecError) -> StackView {
        let stack = StackView()
        for property in viewSpec.properties {
            switch property.name {
            case "axis":
                let name = try stringValue(property)
                guard let axis = SpecBuilder.axes.first(where: { $0.0 == name })?.1 else {
                    throw error("axis must be horizontal or vertical", at: property.location)
                }
                stack.axis = axis
            case "distribution":
                let names = SpecBuilder.distributions
                let name = try stringValue(property)
                guard let value = names.first(where: { $0.0 == name })?.1 else {
                    throw error(
                        "unknown distribution '\(name)'; use \(names.map(\.0).joined(separator: ", "))",
                        at: property.location)
                }
                stack.distribution = value
            case "alignment":
                let names = SpecBuilder.alignments
                let name = try stringValue(property)
                guard let value = names.first(where: { $0.0 == name })?.1 else {
                    throw error(
                        "unknown alignment '\(name)'; use \(names.map(\.0).joined(separator: ", "))",
                        at: property.location)
                }
                stack.alignment = value
            case "spacing": stack.spacing = try numberValue(property)
            case "isBaselineRelativeArrangement":
                stack.isBaselineRelativeArrangement = try boolValue(property)
            case "isLayoutMarginsRelativeArrangement":
                stack.isLayoutMarginsRelativeArrangement = try boolValue(property)
            default: break  // arrangedSubviews: once the subviews exist
            }
        }
        return stack
    }

    /// Arranges a stack's subviews, looked up by name in `views`: those named by
    /// `arrangedSubviews` in that order, or every subview in spec order when the key is absent.
    /// - Throws: ``SpecError`` for a name that is not a subview of the stack.
    func arrange(_ viewSpec: ViewSpec, in stack: StackView, views: [String: View]) throws(SpecError) {
        guard let property = viewSpec.properties.first(where: { $0.name == "arrangedSubviews" }) else {
            for subview in viewSpec.subviews {
                if let view = views[subview.name] { stack.addArrangedSubview(view) }
            }
            return
        }
        guard case .list(let values, let locations) = property.value else {
            throw error("arrangedSubviews must be a list of subview names", at: property.location)
        }
        for (value, location) in zip(values, locations) {
            guard case .string(let name) = value, viewSpec.subviews.contains(where: { $0.name == name }),
                let view = views[name]
            else {
                let shown = if case .string(let text) = value { "'\(text)'" } else { "this entry" }
                throw error(
                    "arrangedSubviews names the stack's own subviews (listed under its subviews:); "
                        + "\(shown) is not one of them",
                    at: location)
            }
            stack.addArrangedSubview(view)
        }
    }

    /// A boolean property.
    func boolValue(_ property: SpecProperty) throws(SpecError) -> Bool {
        guard case .bool(let value) = property.value else {
            throw error("\(property.name) must be true or false", at: property.location)
        }
        return value
    }

    /// A string property.
    func stringValue(_ property: SpecProperty) throws(SpecError) -> String {
        switch property.value {
        case .string(let text): return text
        case .number(let value): return PlumbSpec.number(value)
        default: throw error("\(property.name) must be a string", at: property.location)
        }
    }

    /// A number property.
    func numberValue(_ property: SpecProperty) throws(SpecError) -> Double {
        guard case .number(let value) = property.value else {
            throw error("\(property.name) must be a number", at: property.location)
        }
        return value
    }

    /// A list of `count` numbers.
    func numberList(_ property: SpecProperty, count: Int, _ shape: String) throws(SpecError) -> [Double] {
        guard case .list(let values, _) = property.value, values.count == count else {
            throw error(
                "\(property.name) must be a list of \(count) numbers, \(shape)", at: property.location)
        }
        var result: [Double] = []
        for value in values {
            guard case .number(let number) = value else {
                throw error(
                    "\(property.name) must be a list of \(count) numbers, \(shape)", at: property.location)
            }
            result.append(number)
        }
        return result
    }

    /// The stack axes by UIKit name.
    static let axes: [(String, LayoutAxis)] = [("horizontal", .horizontal), ("vertical", .vertical)]

    /// The stack distributions by UIKit name.
    static let distributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    /// The stack alignments by UIKit name.
    static let alignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]

    /// The line break modes by UIKit name.
    static let lineBreakModes: [(String, LineBreakMode)] = [
        ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
        ("byTruncatingHead", .byTruncatingHead), ("byTruncatingTail", .byTruncatingTail),
        ("byTruncatingMiddle", .byTruncatingMiddle),
    ]

    /// The font weights by UIKit name.
    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// A font: a point size of the system font, or `{size:, weight:, family:}`.
    func font(_ property: SpecProperty, base: Font) throws(SpecError) -> Font {
        var font = base
        switch property.value {
        case .number(let size) where size > 0:
            font.pointSize = size
        case .map(let pairs):
            for (key, value, location) in pairs {
                switch (key, value) {
                case ("size", .number(let size)) where size > 0: font.pointSize = size
                case ("weight", .string(let name)):
                    guard let weight = SpecBuilder.weights.first(where: { $0.0 == name })?.1 else {
                        throw error(
                            "unknown font weight '\(name)'; use \(SpecBuilder.weights.map(\.0).joined(separator: ", "))",
                            at: location)
                    }
                    font.weight = weight
                case ("family", .string(let family)): font.family = family
                default:
                    throw error(
                        "font takes size (a positive number), weight (a name) and family (a string), not '\(key)'",
                        at: location)
                }
            }
        default:
            throw error("font must be a point size or {size:, weight:, family:}", at: property.location)
        }
        return font
    }

    /// A line break mode by UIKit name.
    func lineBreakMode(_ property: SpecProperty) throws(SpecError) -> LineBreakMode {
        let modes = SpecBuilder.lineBreakModes
        guard case .string(let name) = property.value, let mode = modes.first(where: { $0.0 == name })?.1
        else {
            throw error(
                "lineBreakMode must be one of \(modes.map(\.0).joined(separator: ", "))",
                at: property.location)
        }
        return mode
    }
}
