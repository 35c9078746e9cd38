// Reading one constraint entry: `<Class:0xADDR ['identifier'] [h=… v=…] BODY [(LTR)] [(active, names: …)]>`.
//
// The body is an equation (`a.leading == 0.5*b.trailing + 8`, `a.width >= 152`, `a.midX == + 14.5`,
// an empty right side) or a visual-format string (`H:|-(8)-[v]`, `[a]-(NSSpace(8))-[b]`,
// `V:[v(44)]`, `[v]-(>=0)-|`), lowered here to the same form: first anchor, relation, multiplier,
// second anchor, constant. A visual-format gap reads as `later.leading REL earlier.trailing + gap`
// (top and bottom for `V:`), `'|'` being the superview the `names:` clause names. Items are
// `Class:0xADDR['label']`, `<Class:0xADDR>` (old SnapKit) or bare names resolved through `names:`.

import Foundation

/// Reads one entry of a conflict log.
enum EntryParser {
    /// Reads `entry` as the `index`th constraint of its block, adding the items it names to
    /// `registry`: first those of its body, then those of its `names:` clause. An entry that
    /// cannot be read is returned as ``ConstraintKind/unread``.
    static func parse(_ entry: RawEntry, index: Int, registry: inout ItemRegistry) -> LoggedConstraint {
        var constraint = LoggedConstraint(
            index: index, text: entry.text, line: entry.line, column: entry.column, className: "",
            kind: .unread)
        var cursor = Cursor(entry.text)
        guard cursor.take("<") else { return constraint }
        // The constraint's own class and address.
        if cursor.take("<") {
            constraint.className = cursor.read(until: ":")
            _ = cursor.take(":")
            constraint.address = cursor.read(until: ">")
            _ = cursor.take(">")
        } else {
            constraint.className = cursor.read(until: ":")
            _ = cursor.take(":")
            let token = cursor.read { !$0.isWhitespace && $0 != ">" }
            constraint.address = String(token.prefix { $0 != "@" })
        }
        cursor.skipSpaces()
        while cursor.peek == "'" || cursor.rest.hasPrefix("h=") || cursor.rest.hasPrefix("v=") {
            if cursor.peek == "'" {
                constraint.identifier = cursor.readIdentifier()
            } else {
                _ = cursor.read { !$0.isWhitespace }
            }
            cursor.skipSpaces()
        }
        constraint.kind = kind(className: constraint.className, identifier: constraint.identifier)
        var (body, annotation) = split(cursor.rest)
        if body.hasSuffix("(LTR)") || body.hasSuffix("(RTL)") {
            constraint.isRightToLeft = body.hasSuffix("(RTL)")
            body = String(body.dropLast(5))
        }
        let names = annotation.map(NamesClause.init) ?? NamesClause()
        if let priority = annotation.flatMap(priorityInAnnotation) { constraint.priority = priority }
        if annotation?.hasPrefix("inactive") == true { constraint.isActive = false }
        guard let relation = BodyParser(body: body, names: names).parse() else {
            constraint.kind = .unread
            return constraint
        }
        if let priority = relation.priority { constraint.priority = priority }
        var indices: [Int] = []
        for reference in relation.references { indices.append(registry.index(of: reference)) }
        for reference in names.references { _ = registry.index(of: reference) }
        let superview = names.superview.map { registry.index(of: $0) }
        func resolve(_ side: BodyParser.Side?) -> LoggedAnchor? {
            guard let side else { return nil }
            let item = side.isSuperview ? superview : indices[side.reference]
            return item.map { LoggedAnchor(item: $0, attribute: side.attribute) }
        }
        guard let first = resolve(relation.first) else {
            constraint.kind = .unread
            return constraint
        }
        constraint.first = first
        constraint.second = resolve(relation.second)
        if relation.second != nil, constraint.second == nil {
            constraint.kind = .unread
            return constraint
        }
        constraint.relation = relation.relation
        constraint.multiplier = relation.multiplier
        constraint.constant = relation.constant
        constraint.superview = superview
        return constraint
    }

    /// The constraint address of an entry's text (`0x…` after the class), for finding a broken
    /// constraint whose copy was cut.
    static func constraintAddress(_ text: String) -> String? {
        var cursor = Cursor(text)
        guard cursor.take("<") else { return nil }
        _ = cursor.take("<")
        _ = cursor.read(until: ":")
        guard cursor.take(":") else { return nil }
        let token = cursor.read { !$0.isWhitespace && $0 != ">" && $0 != "@" }
        return token.hasPrefix("0x") ? token : nil
    }

    /// The kind a class and identifier show.
    static func kind(className: String, identifier: String?) -> ConstraintKind {
        let identifier = identifier ?? ""
        if identifier.contains("Encapsulated-Layout") { return .encapsulated }
        if identifier.hasPrefix("UISV-") { return .stackView }
        if identifier.contains("Margin-guide-constraint") { return .margin }
        if identifier.contains("SafeAreaLayoutGuide") { return .safeArea }
        if identifier.hasPrefix("_UITemporaryLayout") { return .temporary }
        if className.hasSuffix("AutoresizingMaskLayoutConstraint") { return .autoresizing }
        if className == "_UILayoutSupportConstraint" { return .layoutGuide }
        if className == "NSIBPrototypingLayoutConstraint" { return .prototyping }
        if className == "_UISystemBaselineConstraint" { return .systemSpacing }
        return .user
    }

    /// The body and the trailing `(active…)` / `(names: …)` annotation (without its parentheses).
    private static func split(_ rest: String) -> (body: String, annotation: String?) {
        var text = rest
        if text.hasSuffix(">") { text.removeLast() }
        let markers = ["(active", "(inactive", "(names:", "(Names:", "(priority"]
        var best: String.Index?
        for marker in markers {
            if let range = text.range(of: marker, options: .backwards),
                best.map({ range.lowerBound > $0 }) ?? true
            {
                best = range.lowerBound
            }
        }
        guard let start = best else { return (text.trimmingWhitespace(), nil) }
        var annotation = String(text[text.index(after: start)...]).trimmingWhitespace()
        if annotation.hasSuffix(")") { annotation.removeLast() }
        return (String(text[..<start]).trimmingWhitespace(), annotation)
    }

    /// A priority printed in the annotation (`priority 999`), if any.
    private static func priorityInAnnotation(_ annotation: String) -> Double? {
        guard let range = annotation.range(of: "priority ") else { return nil }
        return Double(annotation[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
