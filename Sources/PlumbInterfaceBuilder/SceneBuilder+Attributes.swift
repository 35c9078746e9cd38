// The attributes every view element may carry (docs/interface-builder.md, "Views").

import Plumb

extension SceneBuilder {
    /// Applies the common attributes: frame, autoresizing, hiding, priorities, placeholder and
    /// design-time intrinsic sizes, margins, direction.
    func configure(_ view: View, element: IBElement, arranged: Bool) {
        // Plumb lays out alignment rectangles: the stored frame less the control's outsets.
        let outsets = SceneBuilder.alignmentOutsets(of: element)
        let frame = IBElement.frame(of: element).map {
            Rect(
                x: $0.minX + outsets.left, y: $0.minY + outsets.top,
                width: $0.width - outsets.left - outsets.right,
                height: $0.height - outsets.top - outsets.bottom)
        }
        if let frame { view.frame = frame }
        if !arranged {
            // Absent means YES; `fixedFrame` views keep their frame through their autoresizing
            // mask, as IB's build does.
            view.translatesAutoresizingMaskIntoConstraints =
                element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame")
        }
        view.autoresizingMask = autoresizingMask(element)
        if value("hidden", of: element) == "YES" { view.isHidden = true }
        for (attribute, axis, isHugging) in [
            ("horizontalHuggingPriority", LayoutAxis.horizontal, true),
            ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ] {
            guard let text = element[attribute] else { continue }
            guard let number = Float(text), LayoutPriority(number).isValid else {
                warn(element, "\(attribute) '\(text)' is not a priority in (0, 1000]; ignored")
                continue
            }
            if isHugging {
                view.setContentHuggingPriority(LayoutPriority(number), for: axis)
            } else {
                view.setContentCompressionResistancePriority(LayoutPriority(number), for: axis)
            }
        }
        if let sized = view as? any DesignSized {
            applyIntrinsicOverride(sized, element: element, frame: frame)
        }
        applyMargins(view, element: element)
        if let attribute = element["semanticContentAttribute"] {
            switch attribute {
            case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
            case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
            case "playback": view.semanticContentAttribute = .playback
            case "spatial": view.semanticContentAttribute = .spatial
            default: warn(element, "unknown semanticContentAttribute '\(attribute)'; ignored")
            }
        }
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" …/>`.
    func autoresizingMask(_ element: IBElement) -> AutoresizingMask {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        var result: AutoresizingMask = []
        if mask.flag("flexibleMinX") { result.insert(.flexibleLeftMargin) }
        if mask.flag("widthSizable") { result.insert(.flexibleWidth) }
        if mask.flag("flexibleMaxX") { result.insert(.flexibleRightMargin) }
        if mask.flag("flexibleMinY") { result.insert(.flexibleTopMargin) }
        if mask.flag("heightSizable") { result.insert(.flexibleHeight) }
        if mask.flag("flexibleMaxY") { result.insert(.flexibleBottomMargin) }
        return result
    }

    /// Fixes the intrinsic size where the document does: `placeholderIntrinsicWidth` and
    /// `…Height` (a number, or `infinite` for none), else the size IB rendered for an
    /// `@IBDesignable` view (`<designables>`), else, with design sizing, the stored frame's size on
    /// the axes where the control has an intrinsic size, unless IB flagged the view.
    func applyIntrinsicOverride(_ view: any DesignSized, element: IBElement, frame: Rect?) {
        var override = view.intrinsicOverride
        if sizing.usesDesignFrames, let frame, !element.flag("misplaced"), !element.flag("ambiguous"),
            usesDesignSize(element)
        {
            // Text controls take both axes; other controls only the axes they have a size on.
            let measured = view.intrinsicContentSize
            let both = isTextControl(element)
            if both || measured.width != View.noIntrinsicMetric { override.width = frame.width }
            if both || measured.height != View.noIntrinsicMetric { override.height = frame.height }
        }
        if let rendered = element["id"].flatMap({ context.designables[$0] }) {
            override.width = rendered.width
            override.height = rendered.height
        }
        for (attribute, isWidth) in [
            ("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false),
        ] {
            guard let text = element[attribute] else { continue }
            let value: Double
            if text == "infinite" {
                value = View.noIntrinsicMetric
            } else if let number = Double(text), number >= 0 {
                value = number
            } else {
                warn(element, "\(attribute) '\(text)' is neither a size nor 'infinite'; ignored")
                continue
            }
            if isWidth { override.width = value } else { override.height = value }
        }
        view.intrinsicOverride = override
    }

    /// Whether design sizing applies to the element: text controls, the controls Plumb stands in
    /// for, and images from SF Symbols (whose size Plumb does not know).
    func usesDesignSize(_ element: IBElement) -> Bool {
        if isTextControl(element) || ControlStandIn.forElement(element) != nil { return true }
        return element.name == "imageView" && element["catalog"] == "system"
    }

    /// Labels, buttons and text fields.
    func isTextControl(_ element: IBElement) -> Bool {
        ["label", "button", "textField"].contains(element.name)
    }

    /// `<edgeInsets key="layoutMargins">`, `<directionalEdgeInsets key="directionalLayoutMargins">`,
    /// `preservesSuperviewLayoutMargins`, `insetsLayoutMarginsFromSafeArea`; a table cell's content
    /// view gets UIKit's cell margins when the document sets none.
    func applyMargins(_ view: View, element: IBElement) {
        if let insets = child(element, key: "layoutMargins"), insets.name == "edgeInsets" {
            func number(_ name: String) -> Double { insets[name].flatMap(Double.init) ?? 0 }
            view.layoutMargins = EdgeInsets(
                top: number("top"), left: number("left"), bottom: number("bottom"), right: number("right"))
        } else if let insets = child(element, key: "directionalLayoutMargins"),
            insets.name == "directionalEdgeInsets"
        {
            func number(_ name: String) -> Double { insets[name].flatMap(Double.init) ?? 0 }
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: number("top"), leading: number("leading"), bottom: number("bottom"),
                trailing: number("trailing"))
        } else if element.name == "tableViewCellContentView" {
            let side = cellContentMargin
            view.layoutMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        if element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = true }
        // A cell is laid out by its table or collection view apart from where it is scrolled
        // to: the bars over the scroll view do not reach its margins.
        if element["insetsLayoutMarginsFromSafeArea"] == "NO"
            || SceneBuilder.cellElements.contains(element.name)
        {
            view.insetsLayoutMarginsFromSafeArea = false
        }
    }

    /// Cells and their content views.
    static let cellElements: Set<String> = [
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
    ]

    /// The left and right margin of a table cell's content view and of a controller's view: 20 on
    /// iPads and phones 414 pt or wider, else 16.
    var cellContentMargin: Double {
        let device = context.device
        return device.isPad || min(device.size.width, device.size.height) >= 414 ? 20 : 16
    }
}
