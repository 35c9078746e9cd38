// Choosing the one-sentence suggestion of an explanation.
//
// The rules, first match wins, on the conflict that holds the broken constraint (else the first):
// a 0-wide or 0-tall encapsulated size is a cell being created (give the trailing or bottom-most
// constraint priority 999); an autoresizing-mask constraint means the view still translates its
// mask (set translatesAutoresizingMaskIntoConstraints = false); a temporary width is UIKit
// measuring the view; UISV-* constraints are a stack view whose arranged subviews' fixed sizes
// do not fit it; a fixed encapsulated size is the container's; otherwise lower the priority of a
// user constraint of the set (the broken one when it is the user's) to 999.

/// The suggestion sentence of an explanation.
enum Suggestion {
    /// One sentence saying what to change.
    /// - Parameters:
    ///   - log: the log explained.
    ///   - conflicts: its minimal conflicting sets.
    static func sentence(for log: ConflictLog, conflicts: [Explanation.Conflict]) -> String {
        if log.isRedacted {
            return "The log is redacted (<private>): run the app from Xcode, or enable private data "
                + "logging, to see the constraints."
        }
        let words = ConstraintWording(log)
        guard !conflicts.isEmpty else {
            return
                "The listed constraints can all hold as printed: the conflict needs a value the log does not "
                + "show (a system spacing, a layout margin or a text baseline), so check those around "
                + (log.broken.map { "[\($0)]" } ?? "the listed constraints") + "."
        }
        let set =
            conflicts.first { log.broken.map($0.constraints.contains) ?? false }?.constraints
            ?? conflicts[0].constraints
        let members = set.map { log.constraints[$0] }
        let user = members.filter { $0.kind == .user || $0.kind == .prototyping }
        func userChoice(horizontal: Bool?) -> LoggedConstraint? {
            let onAxis = user.filter { horizontal == nil || $0.first?.attribute.isHorizontal == horizontal }
            if let broken = log.broken, let chosen = onAxis.first(where: { $0.index == broken }) {
                return chosen
            }
            return onAxis.last ?? user.last
        }
        func quoted(_ constraint: LoggedConstraint) -> String {
            "[\(constraint.index)] \(words.equation(constraint))"
        }

        if let size = members.first(where: {
            $0.kind == .encapsulated && $0.first?.attribute.isSize == true && $0.constant == 0
                && $0.second == nil
        }),
            let first = size.first
        {
            let horizontal = first.attribute == .width
            let edge = horizontal ? "trailing" : "bottom-most"
            let ends: Set<LoggedAttribute> =
                horizontal
                ? [.trailing, .right, .trailingMargin, .rightMargin, .maxX]
                : [.bottom, .bottomMargin, .lastBaseline, .baseline, .maxY]
            let atEnd = user.last { constraint in
                constraint.first?.attribute.isHorizontal == horizontal
                    && [constraint.first, constraint.second].contains {
                        $0.map { ends.contains($0.attribute) } ?? false
                    }
            }
            let example =
                (atEnd ?? userChoice(horizontal: horizontal)).map { " (here " + quoted($0) + ")" } ?? ""
            return
                "\(words.name(first.item)) is 0 \(horizontal ? "wide" : "tall") (\(size.identifier ?? "encapsulated size")) "
                + "while its cell is being created: give the \(edge) constraint of its content\(example) "
                + "priority 999 so that it yields until the real size arrives."
        }
        if let mask = members.first(where: { $0.kind == .autoresizing }), let first = mask.first {
            return "Set translatesAutoresizingMaskIntoConstraints = false on \(words.name(first.item)): "
                + "its autoresizing mask turns its frame into constraint [\(mask.index)], which fights the others."
        }
        if let temporary = members.first(where: { $0.kind == .temporary }), let first = temporary.first {
            let example = userChoice(horizontal: true).map { ": give " + quoted($0) + " priority 999" } ?? ""
            return
                "UIKit makes \(words.name(first.item)) \(ConstraintWording.number(temporary.constant)) wide "
                + "while it measures it (\(temporary.identifier ?? "temporary width"))\(example)."
        }
        if members.contains(where: { $0.kind == .stackView }) {
            let hiding = members.contains { $0.identifier == "UISV-hiding" }
            let example =
                userChoice(horizontal: nil).map { "give " + quoted($0) + " priority 999" }
                ?? "lower the priority of an arranged subview's size"
            let stackViews = members.flatMap { [$0.first?.item, $0.second?.item, $0.superview] }
                .compactMap { $0 }.filter { log.views[$0].className.contains("StackView") }
            let name = stackViews.first.map(words.name) ?? "the stack view"
            return hiding
                ? "A hidden arranged subview is squeezed to 0 by the stack view (UISV-hiding) but its fixed sizes and "
                    + "spacing cannot shrink: \(example)."
                : "The fixed sizes and spacing of the arranged subviews do not fit \(name): \(example)."
        }
        if let size = members.first(where: { $0.kind == .encapsulated }), let first = size.first {
            let horizontal = first.attribute.isHorizontal
            let example =
                userChoice(horizontal: horizontal).map { "give " + quoted($0) + " priority 999" }
                ?? "let the content size the container"
            return "Its container gives \(words.name(first.item)) a fixed \(horizontal ? "width" : "height") "
                + "(\(size.identifier ?? "encapsulated size")) that the content cannot fill: \(example), or size "
                + "the cell from its content."
        }
        if set.count == 1, let only = members.first {
            return "Change " + quoted(only)
                + ": it asks for a negative width or height, which can never hold."
        }
        if let chosen = userChoice(horizontal: nil) {
            let reason =
                switch set.count {
                case 2: "it cannot hold together with the other constraint of the set"
                default: "it cannot hold together with the other \(set.count - 1) constraints of the set"
                }
            return "Lower the priority of " + quoted(chosen) + " to 999 (or remove it): \(reason)."
        }
        return
            "Every constraint of the set is made by the system: the sizes UIKit gives the views shown cannot "
            + "hold their layout guides and margins; check the sizes of the containers."
    }
}
