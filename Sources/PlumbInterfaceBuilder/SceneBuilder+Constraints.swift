// Constraints (docs/interface-builder.md, "Constraints"): `<constraint firstItem firstAttribute
// relation secondItem secondAttribute multiplier constant priority id identifier>`. A missing
// `firstItem` (or a `secondAttribute` without `secondItem`) is the view that holds the constraint;
// a missing relation is `equal`; `multiplier` may be a ratio (`16:9`, `1/3`); `symbolic="YES"`
// (standard spacing) keeps the constant IB stored, which is the standard space at the device's
// size; `placeholder="YES"` constraints are removed as Xcode removes them when it builds.

import Plumb

extension SceneBuilder {
    /// Makes and activates every collected constraint, in document order.
    func makeConstraints() {
        for (element, ownerID) in pendingConstraints where !element.flag("placeholder") {
            makeConstraint(element, ownerID: ownerID)
        }
    }

    /// One constraint, or a warning saying why it was skipped.
    func makeConstraint(_ element: IBElement, ownerID: String) {
        let firstID = element["firstItem"] ?? ownerID
        guard let firstAttribute = attribute(element["firstAttribute"], element) else { return }
        guard let first = item(firstID, element) else { return }
        var second: LayoutItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = attribute(name, element) else { return }
            guard let item = item(element["secondItem"] ?? ownerID, element) else { return }
            second = item
            secondAttribute = attribute
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?:
            return warn(element, "unknown relation '\(other)'; the constraint is skipped")
        }
        guard let multiplier = multiplier(value("multiplier", of: element), element) else { return }
        let constantText = value("constant", of: element)
        guard let constant = constantText.map(Double.init) ?? 0 else {
            return warn(
                element, "constant '\(constantText ?? "")' is not a number; the constraint is skipped")
        }
        do {
            let constraint = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            if let text = value("priority", of: element) {
                guard let priority = Float(text) else {
                    return warn(element, "priority '\(text)' is not a number; the constraint is skipped")
                }
                try constraint.setPriority(LayoutPriority(priority))
            }
            constraint.identifier = element["identifier"] ?? element["id"]
            try constraint.activate()
            sources[ObjectIdentifier(constraint)] = InterfaceBuilderLayout.ConstraintSource(
                id: element["id"] ?? "", identifier: element["identifier"], line: element.line,
                column: element.column)
        } catch {
            warn(element, "the constraint is skipped: \(error.description)")
        }
    }

    /// The view or guide with IB id `id`, with a warning when there is none.
    func item(_ id: String, _ element: IBElement) -> LayoutItem? {
        if let item = items[id] { return item }
        warn(element, "'\(id)' names no view or layout guide of this scene; the constraint is skipped")
        return nil
    }

    /// IB's attribute names; `baseline` is the last baseline.
    func attribute(_ name: String?, _ element: IBElement) -> LayoutAttribute? {
        switch name {
        case "left": return .left
        case "right": return .right
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        default:
            warn(element, "unknown attribute '\(name ?? "")'; the constraint is skipped")
            return nil
        }
    }

    /// `0.5`, `16:9` or `1/3`; 1 when absent.
    func multiplier(_ text: String?, _ element: IBElement) -> Double? {
        guard let text else { return 1 }
        if let number = Double(text) { return number }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator))
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                denominator != 0
            {
                return numerator / denominator
            }
        }
        warn(element, "multiplier '\(text)' is not a number or a ratio; the constraint is skipped")
        return nil
    }
}
