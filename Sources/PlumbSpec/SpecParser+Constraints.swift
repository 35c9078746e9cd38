// The `constraints:` list: VFL strings, `{vfl:, options:, metrics:}` entries and equations.

import Plumb
import Yams

extension SpecParser {
    /// One entry of `constraints:`.
    func constraint(_ node: Node) throws(SpecError) -> ConstraintSpec {
        if node.mapping != nil {
            var format: (String, Node)?
            var options: LayoutConstraint.FormatOptions = []
            var extra: [String: Double] = [:]
            for (key, keyNode, value) in try mapping(node, "a constraint entry") {
                try checkKey(
                    key, keyNode, allowed: SpecGrammar.formatEntry.keyNames, in: "a constraint entry")
                switch key {
                case "vfl": format = (try string(value, "vfl"), value)
                case "options": options = try flags(value, "option", table: SpecParser.optionNames)
                default:
                    for (name, nameNode, number) in try mapping(value, "metrics") {
                        _ = try self.name(nameNode, "metric name")
                        extra[name] = try self.number(number, "metric '\(name)'")
                    }
                }
            }
            guard let (text, textNode) = format else {
                throw error("a constraint entry needs `vfl:` (a Visual Format Language string)", at: node)
            }
            let merged = metrics.merging(extra) { _, new in new }
            let entry = ConstraintSpec(
                content: .visualFormat(text, options: options, metrics: merged), text: text,
                location: location(of: textNode), textStart: textStart(of: textNode))
            try checkNumbers(inFormat: entry)
            return entry
        }
        guard let scalar = node.scalar, !isNull(node) else {
            throw error(
                "a constraint must be a VFL string, an equation or {vfl:, options:}, not \(kindName(node))",
                at: node)
        }
        let text = scalar.string
        var entry = ConstraintSpec(
            content: .visualFormat(text, options: [], metrics: metrics), text: text,
            location: location(of: node),
            textStart: textStart(of: node))
        guard SpecParser.isEquation(text) else {
            try checkNumbers(inFormat: entry)
            return entry
        }
        var parser = EquationParser(text, metrics: metrics)
        let equation: Equation
        do {
            equation = try parser.parse()
        } catch {
            throw SpecError(
                file: file, location: entry.location(ofOffset: error.offset),
                message: "'\(text)': \(error.message)")
        }
        for term in [equation.first, equation.second].compactMap(\.self) {
            try check(term, in: entry)
        }
        if equation.first.item == "superview" {
            throw SpecError(
                file: file, location: entry.location(ofOffset: equation.first.offset),
                message:
                    "`superview` means the first item's superview, so it cannot be the first item in '\(text)'; "
                    + "name the view, or swap the sides")
        }
        entry.content = .equation(equation)
        return entry
    }

    /// Throws for a term whose item is neither a view, a declared guide, `superview` nor `root`,
    /// and for a declared guide written with a guide of its own or an attribute guides lack.
    func check(_ term: Equation.Term, in entry: ConstraintSpec) throws(SpecError) {
        if term.item == "root" || term.item == "superview" || names[term.item] != nil { return }
        guard guideNames[term.item] != nil else {
            throw SpecError(
                file: file, location: entry.location(ofOffset: term.offset),
                message:
                    "unknown view '\(term.item)' in '\(entry.text)'; name a view of `views:`, `superview` or `root`"
                    + suggestion(for: term.item))
        }
        if let guide = term.guide {
            throw SpecError(
                file: file, location: entry.location(ofOffset: term.offset),
                message:
                    "'\(entry.text)': '\(term.item)' is a layout guide, which has no \(guide.rawValue) guide of "
                    + "its own; write \(term.item).\(term.attribute)")
        }
        guard Equation.guideAttributes.contains(term.attribute) else {
            throw SpecError(
                file: file, location: entry.location(ofOffset: term.attributeOffset),
                message:
                    "'\(entry.text)': a layout guide has no \(term.attribute); \(term.item) takes "
                    + EquationParser.guideAttributeList)
        }
    }

    /// Throws at the first number written in a VFL string whose magnitude is beyond
    /// ``Spec/numberLimit`` (Apple would clamp it silently). A number is a run of digits with an
    /// optional fraction and exponent that does not continue a name (`v10`).
    func checkNumbers(inFormat entry: ConstraintSpec) throws(SpecError) {
        let bytes = Array(entry.text.utf8)
        var index = 0
        while index < bytes.count {
            let continuesName =
                index > 0 && (isIdentifierPart(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "."))
            guard isDigit(bytes[index]), !continuesName else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                var probe = index + 1
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-")
                {
                    probe += 1
                }
                if probe < bytes.count, isDigit(bytes[probe]) {
                    index = probe
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), abs(value) > Spec.numberLimit else { continue }
            throw SpecError(
                file: file, location: entry.location(ofOffset: start),
                message: "number '\(text)' in '\(entry.text)' is \(SpecParser.beyondLimit)")
        }
    }

    /// Whether a constraint string is an equation (it starts with `name.`) rather than VFL.
    static func isEquation(_ text: String) -> Bool {
        let bytes = Array(text.utf8.drop(while: { $0 == UInt8(ascii: " ") }))
        guard let first = bytes.first, isIdentifierStart(first) else { return false }
        let rest = bytes.drop(while: isIdentifierPart)
        return rest.first == UInt8(ascii: ".")
    }

    /// " (did you mean 'x'?)" for the closest view name of the spec, or "" (``didYouMean(_:among:)``).
    func suggestion(for name: String) -> String {
        didYouMean(name, among: Array(names.keys) + Array(guideNames.keys))
    }

    /// Where a scalar's first character is, when the text appears verbatim on the scalar's line
    /// (plain or quoted without escapes); else nil.
    func textStart(of node: Node) -> SpecLocation? {
        guard let scalar = node.scalar, let mark = node.mark, mark.line - 1 < lines.count else { return nil }
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        guard scalar.style == .plain || quoted else { return nil }
        let start = mark.column - 1 + (quoted ? 1 : 0)
        let line = lines[mark.line - 1].unicodeScalars
        guard start <= line.count else { return nil }
        let rest = String(String.UnicodeScalarView(line.dropFirst(start)))
        guard rest.hasPrefix(scalar.string) else { return nil }
        return SpecLocation(line: mark.line, column: start + 1)
    }
}
