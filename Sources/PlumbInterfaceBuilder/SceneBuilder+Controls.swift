// Labels, buttons, text fields, image views and stack views with UIKit's defaults
// (docs/interface-builder.md, "Controls").

import Plumb

extension SceneBuilder {
    /// A label: `text` (or `<string key="text">`, or an attributed text's fragments),
    /// `fontDescription`, `numberOfLines`, `lineBreakMode`, `preferredMaxLayoutWidth`.
    func makeLabel(_ element: IBElement) -> Label {
        let label = DesignSizedLabel()
        label.text = text(of: element)
        if let font = font(element) ?? attributedFont(of: element) { label.font = font }
        if let lines = value("numberOfLines", of: element) {
            if let number = Int(lines), number >= 0 {
                label.numberOfLines = number
            } else {
                warn(element, "numberOfLines '\(lines)' is not a whole number; 1 is used")
            }
        }
        if let mode = element["lineBreakMode"] { label.lineBreakMode = lineBreakMode(mode, element) }
        if let width = element["preferredMaxLayoutWidth"].flatMap(Double.init), width > 0 {
            label.preferredMaxLayoutWidth = width
        }
        return label
    }

    /// The text of a label or text field: the `text` attribute, a `<string key="text">`, or the
    /// concatenated fragments of `<attributedString key="attributedText">`.
    func text(of element: IBElement) -> String {
        if let text = value("text", of: element) { return text }
        if let string = child(element, key: "text"), string.name == "string" { return string.text }
        if let attributed = child(element, key: "attributedText") {
            return attributed.children.filter { $0.name == "fragment" }.map { fragment in
                fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            }.joined()
        }
        return ""
    }

    /// The font of an attributed text: its first fragment's `NSFont` (`metaFont="system"` is the
    /// system font; a `name` is read as a named font), with a warning when fragments differ.
    func attributedFont(of element: IBElement) -> Font? {
        guard let attributed = child(element, key: "attributedText") else { return nil }
        let fonts = attributed.children.filter { $0.name == "fragment" }.compactMap {
            $0.child("attributes")?.child("font", key: "NSFont")
        }
        guard let first = fonts.first, let size = first["size"].flatMap(Double.init) else { return nil }
        if Set(fonts.map { [$0["name"] ?? "", $0["metaFont"] ?? "", $0["size"] ?? ""] }).count > 1 {
            warn(attributed, "attributed text with several fonts is measured in its first fragment's font")
        }
        if let name = first["name"] {
            return Font(family: name, pointSize: size, weight: SceneBuilder.weight(ofFontNamed: name))
        }
        return .systemFont(ofSize: size, weight: first["metaFont"] == "systemBold" ? .bold : .regular)
    }

    /// IB's `lineBreakMode` names.
    func lineBreakMode(_ name: String, _ element: IBElement) -> LineBreakMode {
        switch name {
        case "wordWrap": return .byWordWrapping
        case "characterWrap": return .byCharWrapping
        case "clip": return .byClipping
        case "headTruncation": return .byTruncatingHead
        case "tailTruncation": return .byTruncatingTail
        case "middleTruncation": return .byTruncatingMiddle
        default:
            warn(element, "unknown lineBreakMode '\(name)'; tail truncation is used")
            return .byTruncatingTail
        }
    }

    /// A button: the normal state's title and image, `fontDescription` (the system font at 15
    /// pt by default), `<inset key="contentEdgeInsets">`. A button with an Xcode 13
    /// `<buttonConfiguration>` takes its title from there, with a warning (its insets differ).
    func makeButton(_ element: IBElement) -> Button {
        let button = DesignSizedButton()
        let normal = element.children.first { $0.name == "state" && $0.key == "normal" }
        if let title = normal?["title"] {
            button.title = title
        } else if let string = normal?.child("string", key: "title") {
            button.title = string.text
        }
        if let image = normal?["image"] { button.imageSize = imageSize(image, element) }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            if let title = configuration["title"] { button.title = title }
            warn(
                configuration,
                "button configurations (Xcode 13 styles) are sized as a system button without insets; "
                    + "use design text sizing to take IB's size")
        }
        if let font = font(element) { button.font = font }
        if let insets = element.children.first(where: { $0.name == "inset" && $0.key == "contentEdgeInsets" })
        {
            func number(_ name: String) -> Double { insets[name].flatMap(Double.init) ?? 0 }
            button.contentEdgeInsets = EdgeInsets(
                top: number("minY"), left: number("minX"), bottom: number("maxY"), right: number("maxX"))
        }
        return button
    }

    /// A text field: `text`, `placeholder`, `fontDescription` (14 pt by default).
    func makeTextField(_ element: IBElement) -> TextField {
        let field = DesignSizedTextField()
        field.text = text(of: element)
        field.placeholder = element["placeholder"]
        if let font = font(element) ?? attributedFont(of: element) { field.font = font }
        return field
    }

    /// An image view showing the `<resources>` image it names (none when it names none).
    func makeImageView(_ element: IBElement) -> ImageView {
        let imageView = DesignSizedImageView()
        if let name = element["image"], let size = imageSize(name, element) {
            imageView.image = Image(size: size)
            if element["catalog"] == "system" {
                warn(element, "SF Symbol '\(name)' is sized as its <resources> entry; IB's frame may differ")
            }
        }
        return imageView
    }

    /// The size of a `<resources>` image, with a warning when the document does not list it.
    func imageSize(_ name: String, _ element: IBElement) -> Size? {
        if let size = context.images[name] { return size }
        warn(element, "image '\(name)' is not in <resources>; the view has no image size")
        return nil
    }

    /// A stack view: `axis`, `distribution`, `alignment`, `spacing` (or `spacingType="standard"`),
    /// `baselineRelativeArrangement`, `layoutMarginsRelativeArrangement` (implied by custom
    /// margins). Every subview is arranged.
    func makeStackView(_ element: IBElement) -> StackView {
        let stack = StackView()
        if value("axis", of: element) == "vertical" { stack.axis = .vertical }
        if let distribution = value("distribution", of: element) {
            switch distribution {
            case "fill": stack.distribution = .fill
            case "fillEqually": stack.distribution = .fillEqually
            case "fillProportionally": stack.distribution = .fillProportionally
            case "equalSpacing": stack.distribution = .equalSpacing
            case "equalCentering": stack.distribution = .equalCentering
            default: warn(element, "unknown distribution '\(distribution)'; fill is used")
            }
        }
        if let alignment = value("alignment", of: element) {
            switch alignment {
            case "fill": stack.alignment = .fill
            case "top", "leading": stack.alignment = .leading
            case "bottom", "trailing": stack.alignment = .trailing
            case "center": stack.alignment = .center
            case "firstBaseline": stack.alignment = .firstBaseline
            case "baseline", "lastBaseline": stack.alignment = .lastBaseline
            default: warn(element, "unknown alignment '\(alignment)'; fill is used")
            }
        }
        if value("spacingType", of: element) == "standard" {
            stack.spacing = StackView.spacingUseSystem
        } else if let spacing = value("spacing", of: element) {
            if let number = Double(spacing) {
                stack.spacing = number
            } else {
                warn(element, "spacing '\(spacing)' is not a number; 0 is used")
            }
        }
        if element.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = true }
        if element.flag("layoutMarginsRelativeArrangement") || child(element, key: "layoutMargins") != nil
            || child(element, key: "directionalLayoutMargins") != nil
        {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        return stack
    }
}
