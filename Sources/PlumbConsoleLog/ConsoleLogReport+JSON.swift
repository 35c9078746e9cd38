// The JSON report: one object per log, keys in a fixed order, every number finite.
//
// [{"constraints": [{"index", "text", "first", "relation", "second", "multiplier", "constant",
//   "priority", "identifier", "kind"}], "views": [{"address", "class", "label"}],
//   "conflicts": [{"constraints": [indices], "explanation"}], "broken": index|null,
//   "brokenResolves": bool|null, "suggestion": "…"}]
// "first" and "second" name an anchor as `Class:0xADDRESS.attribute` (`Class.attribute` for an
// item with no address); "second" is null for a constant.

import PlumbSolver

extension ConsoleLogReport {
    /// The report as JSON: an array with one object per log, ending with a newline.
    public var json: String {
        "[" + explanations.map(Self.json).joined(separator: ",") + "]\n"
    }

    private static func json(_ explanation: Explanation) -> String {
        let log = explanation.log
        func anchor(_ anchor: LoggedAnchor?) -> String {
            guard let anchor else { return "null" }
            let view = log.views[anchor.item]
            let item = view.address.map { "\(view.className):\($0)" } ?? view.className
            return quote("\(item).\(anchor.attribute.rawValue)")
        }
        let constraints = log.constraints.map { constraint in
            object([
                ("index", "\(constraint.index)"), ("text", quote(constraint.text)),
                ("first", anchor(constraint.first)),
                ("relation", constraint.first == nil ? "null" : quote(constraint.relation.rawValue)),
                ("second", anchor(constraint.second)), ("multiplier", number(constraint.multiplier)),
                ("constant", number(constraint.constant)), ("priority", number(constraint.priority)),
                ("identifier", constraint.identifier.map(quote) ?? "null"),
                ("kind", quote(constraint.kind.rawValue)),
            ])
        }
        let views = log.views.map { view in
            object([
                ("address", view.address.map(quote) ?? "null"), ("class", quote(view.className)),
                ("label", view.label.map(quote) ?? "null"),
            ])
        }
        let conflicts = explanation.conflicts.map { conflict in
            object([
                ("constraints", "[" + conflict.constraints.map(String.init).joined(separator: ",") + "]"),
                ("explanation", quote(conflict.explanation)),
            ])
        }
        return object([
            ("constraints", "[" + constraints.joined(separator: ",") + "]"),
            ("views", "[" + views.joined(separator: ",") + "]"),
            ("conflicts", "[" + conflicts.joined(separator: ",") + "]"),
            ("broken", log.broken.map(String.init) ?? "null"),
            ("brokenResolves", explanation.brokenResolves.map { $0 ? "true" : "false" } ?? "null"),
            ("suggestion", quote(explanation.suggestion)),
        ])
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A finite JSON number (`8`, `87.5`); non-finite values cannot occur but print as 0.
    private static func number(_ value: Double) -> String { ConstraintWording.number(value) }

    /// A JSON string literal.
    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
