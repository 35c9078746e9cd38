// The JSON of `plumb layout`, written by hand so that keys come in the documented order and views
// in spec order (the root first): the same spec gives the same bytes on every run.

import Plumb
import PlumbSolver

extension SpecLayout {
    /// `{"size":{…},"views":{"NAME":{"superview":…,"frame":{…},"absoluteFrame":{…}}},"diagnostics":[…]}`
    /// on one line, unrounded numbers, views in spec order. A spec that declares layout guides
    /// also has `"guides":{"NAME":{"owningView":…,"layoutFrame":{…},"absoluteFrame":{…}}}` after
    /// `"views"`.
    public var json: String { json(includingConstraints: false) }

    /// ``json``, with `"constraints":[…]` after the diagnostics when `includingConstraints`: every
    /// ``activeConstraints`` element as `{"firstItem":…,"firstAttribute":…,"relation":…,
    /// "secondItem":…,"secondAttribute":…,"multiplier":…,"constant":…,"priority":…,
    /// "identifier":…,"spec":…,"line":…}` (docs/spec-format.md).
    public func json(includingConstraints: Bool) -> String {
        var text = "{\"size\":{\"width\":\(number(size.width)),\"height\":\(number(size.height))},\"views\":{"
        text += views.map { entry in
            "\(quoted(entry.name)):{\"superview\":\(entry.superview.map(quoted) ?? "null"),"
                + "\"frame\":\(json(entry.frame)),\"absoluteFrame\":\(json(entry.absoluteFrame))}"
        }.joined(separator: ",")
        if !guides.isEmpty {
            text += "},\"guides\":{"
            text += guides.map { entry in
                "\(quoted(entry.name)):{\"owningView\":\(quoted(entry.owningView)),"
                    + "\"layoutFrame\":\(json(entry.layoutFrame)),\"absoluteFrame\":\(json(entry.absoluteFrame))}"
            }.joined(separator: ",")
        }
        text += "},\"diagnostics\":[" + diagnostics.map(json).joined(separator: ",") + "]"
        if includingConstraints {
            text += ",\"constraints\":[" + activeConstraints.map(json).joined(separator: ",") + "]"
        }
        return text + "}"
    }

    /// Several layouts as a JSON array, one object per line, with their constraints when
    /// `includingConstraints`.
    public static func json(_ layouts: [SpecLayout], includingConstraints: Bool = false) -> String {
        "[\n" + layouts.map { $0.json(includingConstraints: includingConstraints) }.joined(separator: ",\n")
            + "\n]"
    }

    private func json(_ constraint: SpecLayoutConstraint) -> String {
        "{\"firstItem\":\(quoted(constraint.firstItem)),"
            + "\"firstAttribute\":\(quoted(constraint.firstAttribute.description)),"
            + "\"relation\":\(quoted(constraint.relation.description)),"
            + "\"secondItem\":\(constraint.secondItem.map(quoted) ?? "null"),"
            + "\"secondAttribute\":\(constraint.secondAttribute.map { quoted($0.description) } ?? "null"),"
            + "\"multiplier\":\(number(constraint.multiplier)),\"constant\":\(number(constraint.constant)),"
            + "\"priority\":\(constraint.priority),"
            + (constraint.huggingPriority.map { "\"huggingPriority\":\($0)," } ?? "")
            + (constraint.compressionResistancePriority.map { "\"compressionResistancePriority\":\($0)," }
                ?? "")
            + "\"identifier\":\(constraint.identifier.map(quoted) ?? "null"),"
            + "\"spec\":\(quoted(constraint.spec)),\"line\":\(constraint.line)}"
    }

    private func json(_ rect: Rect) -> String {
        "{\"x\":\(number(rect.origin.x)),\"y\":\(number(rect.origin.y)),\"width\":\(number(rect.width)),"
            + "\"height\":\(number(rect.height))}"
    }

    private func json(_ diagnostic: SpecDiagnostic) -> String {
        var text = "{\"kind\":\(quoted(diagnostic.kind.rawValue)),\"message\":\(quoted(diagnostic.message))"
        if let view = diagnostic.view { text += ",\"view\":\(quoted(view))" }
        if !diagnostic.variables.isEmpty {
            text += ",\"variables\":[" + diagnostic.variables.map(quoted).joined(separator: ",") + "]"
        }
        if let broken = diagnostic.broken { text += ",\"broken\":\(json(broken))" }
        text += ",\"constraints\":[" + diagnostic.constraints.map(json).joined(separator: ",") + "]}"
        return text
    }

    private func json(_ reference: SpecConstraintReference) -> String {
        "{\"spec\":\(quoted(reference.spec)),\"line\":\(reference.line),\"constraint\":\(quoted(reference.constraint))}"
    }
}

/// A JSON string literal.
func quoted(_ text: String) -> String { JSONText.quoted(text) }
