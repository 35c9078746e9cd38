// The text report: per log, its constraints in the developer's words, each minimal conflicting
// set, what Apple's choice did, and the suggestion.

extension ConsoleLogReport {
    /// A short readable report of every log, ending with a newline: per log, each constraint in
    /// the developer's words (`*` marks the members of a conflicting set), each conflicting set,
    /// what breaking Apple's choice does, and the suggestion.
    public var text: String {
        explanations.enumerated().map { number, explanation in
            Self.text(of: explanation, number: number + 1, of: explanations.count)
        }.joined(separator: "\n")
    }

    private static func text(of explanation: Explanation, number: Int, of count: Int) -> String {
        let log = explanation.log
        let words = ConstraintWording(log)
        var lines: [String] = []
        let title = count > 1 ? "Log \(number) of \(count) (line \(log.line))" : "Log (line \(log.line))"
        guard !log.isRedacted else {
            lines.append("\(title): the list is redacted (<private>).")
            lines.append("Suggestion: \(explanation.suggestion)")
            return lines.joined(separator: "\n") + "\n"
        }
        let plural = log.constraints.count == 1 ? "" : "s"
        let members = Set(explanation.conflicts.flatMap(\.constraints))
        let legend = members.isEmpty ? "" : " (* in a conflicting set)"
        lines.append(
            "\(title): \(log.constraints.count) constraint\(plural) on \(log.views.count) views\(legend).")
        for constraint in log.constraints {
            var line = (members.contains(constraint.index) ? "* [" : "  [") + "\(constraint.index)] "
            if constraint.kind == .unread {
                line += "unread (line \(constraint.line)): \(constraint.text)"
            } else {
                line += words.equation(constraint)
                var notes: [String] = []
                if constraint.kind != .user { notes.append(constraint.kind.rawValue) }
                if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
                if constraint.index == log.broken { notes.append("broken by Apple") }
                if !notes.isEmpty { line += "   (" + notes.joined(separator: " ") + ")" }
            }
            lines.append(line)
        }
        if explanation.conflicts.isEmpty {
            lines.append("No conflict: the listed constraints can all hold as printed.")
        }
        for (number, conflict) in explanation.conflicts.enumerated() {
            let label = explanation.conflicts.count == 1 ? "Conflict" : "Conflict \(number + 1)"
            lines.append("\(label): \(conflict.explanation)")
        }
        if !explanation.conflictsAreComplete {
            lines.append(
                "There may be more conflicting sets: the search stops at \(explanation.conflicts.count).")
        }
        lines.append(brokenLine(explanation, words: words))
        lines.append("Suggestion: \(explanation.suggestion)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func brokenLine(_ explanation: Explanation, words: ConstraintWording) -> String {
        let log = explanation.log
        guard let broken = log.broken else {
            if let text = log.brokenText {
                return "Apple broke a constraint that is not in the list: \(text)."
            }
            return "The log does not say which constraint Apple broke."
        }
        switch explanation.brokenResolves {
        case true?:
            return "Apple broke [\(broken)]: that resolves the conflict."
        case false?:
            let left = explanation.conflicts.filter { !$0.constraints.contains(broken) }.map {
                "\($0.constraints)"
            }
            return "Apple broke [\(broken)]: that does not resolve it; still conflicting: "
                + left.joined(separator: ", ") + "."
        case nil:
            return "Apple broke [\(broken)], which takes no part in the explanation (unread or optional)."
        }
    }
}
