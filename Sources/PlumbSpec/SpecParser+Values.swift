// Typed readers of YAML nodes for the spec parser: each checks the node's type and says, at the
// node's line and column, what was expected.

import Plumb
import Yams

extension SpecParser {
    /// The location of a node (its first character), or the file's start.
    func location(of node: Node) -> SpecLocation {
        guard let mark = node.mark else { return .start }
        return SpecLocation(line: mark.line, column: mark.column)
    }

    /// An error at a node.
    func error(_ message: String, at node: Node) -> SpecError {
        SpecError(file: file, location: location(of: node), message: message)
    }

    /// A short name of the node's type for messages: "a string", "a list", "null".
    func kindName(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.style == .plain {
                switch tagName(node) {
                case .null: return "null"
                case .bool: return "a boolean"
                case .int, .float: return "a number"
                default: break
                }
            }
            return "the string '\(scalar.string)'"
        }
    }

    /// The mapping's pairs, with every key a string, in order; each key unique.
    func mapping(_ node: Node, _ what: String) throws(SpecError) -> [(
        key: String, keyNode: Node, value: Node
    )] {
        guard let mapping = node.mapping else {
            throw error("\(what) must be a mapping (key: value), not \(kindName(node))", at: node)
        }
        var seen: [String: SpecLocation] = [:]
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard let scalar = keyNode.scalar else {
                throw error("a key in \(what) must be a name, not \(kindName(keyNode))", at: keyNode)
            }
            if let earlier = seen[scalar.string] {
                throw error(
                    "duplicate key '\(scalar.string)' in \(what) (first at line \(earlier.line)); write each key once",
                    at: keyNode)
            }
            seen[scalar.string] = location(of: keyNode)
            pairs.append((scalar.string, keyNode, value))
        }
        return pairs
    }

    /// Throws for a key that `allowed` does not list.
    func checkKey(_ key: String, _ keyNode: Node, allowed: [String], in what: String) throws(SpecError) {
        guard !allowed.contains(key) else { return }
        throw error(
            "unknown key '\(key)' in \(what); valid keys: \(allowed.joined(separator: ", "))", at: keyNode)
    }

    /// The elements of a list.
    func sequence(_ node: Node, _ what: String) throws(SpecError) -> [Node] {
        guard let sequence = node.sequence else {
            throw error(
                "\(what) must be a list ([…] or lines starting with '- '), not \(kindName(node))", at: node)
        }
        return Array(sequence)
    }

    /// A finite number of magnitude at most ``Spec/numberLimit``.
    func number(_ node: Node, _ what: String) throws(SpecError) -> Double {
        guard let scalar = node.scalar, scalar.style == .plain,
            tagName(node) == .int || tagName(node) == .float
        else {
            throw error("\(what) must be a number, not \(kindName(node))", at: node)
        }
        let value = tagName(node) == .int ? node.int.map(Double.init) ?? Double(scalar.string) : node.float
        guard let value else { throw error("\(what) must be a number, not '\(scalar.string)'", at: node) }
        guard value.isFinite else {
            throw error("\(what) is '\(scalar.string)', which is not finite; use a finite number", at: node)
        }
        guard abs(value) <= Spec.numberLimit else {
            throw error("\(what) is '\(scalar.string)', \(SpecParser.beyondLimit)", at: node)
        }
        return value
    }

    /// A number, or nil for `null` (or `~`).
    func optionalNumber(_ node: Node, _ what: String) throws(SpecError) -> Double? {
        if isNull(node) { return nil }
        return try number(node, what)
    }

    /// Whether the node is YAML's null.
    func isNull(_ node: Node) -> Bool {
        if let scalar = node.scalar, scalar.style == .plain, tagName(node) == .null { return true }
        return false
    }

    /// A string scalar (any scalar but null: `title: 42` reads as "42").
    func string(_ node: Node, _ what: String) throws(SpecError) -> String {
        guard let scalar = node.scalar, !isNull(node) else {
            throw error("\(what) must be a string, not \(kindName(node))", at: node)
        }
        return scalar.string
    }

    /// A list of exactly `count` numbers (nil for null when `nullable`).
    func numbers(_ node: Node, count: Int, _ what: String, nullable: Bool = false) throws(SpecError)
        -> [Double?]
    {
        let elements = try sequence(node, what)
        guard elements.count == count else {
            throw error("\(what) must be a list of \(count) numbers, not \(elements.count)", at: node)
        }
        var result: [Double?] = []
        for element in elements {
            result.append(
                nullable
                    ? try optionalNumber(element, "each number of \(what)")
                    : try number(element, "each number of \(what)"))
        }
        return result
    }

    /// A priority pair `[horizontal, vertical]`, each in (0, 1000].
    func priorities(_ node: Node, _ what: String) throws(SpecError) -> (horizontal: Double, vertical: Double)
    {
        let values = try numbers(node, count: 2, what).map { $0 ?? 0 }
        for (value, element) in zip(values, try sequence(node, what)) where !(value > 0 && value <= 1000) {
            throw error(
                "\(what): priority \(PlumbSpec.number(value)) is out of range; use a number greater than 0 and at most 1000",
                at: element)
        }
        return (values[0], values[1])
    }

    /// A colour, `#rrggbb` or `#rgb` (hex digits in either case).
    func color(_ node: Node, _ what: String) throws(SpecError) -> Color {
        let text = try string(node, what)
        guard let color = Color(hex: text) else {
            throw error(
                "\(what) is '\(text)', which is not a colour; write \"#rrggbb\" or \"#rgb\"", at: node)
        }
        return color
    }

    /// A name `[A-Za-z_][A-Za-z0-9_]*`.
    func name(_ node: Node, _ what: String) throws(SpecError) -> String {
        let text = try string(node, what)
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isIdentifierStart(first), bytes.allSatisfy(isIdentifierPart) else {
            throw error(
                "'\(text)' is not a valid \(what); use letters, digits and '_', not starting with a digit",
                at: node)
        }
        return text
    }

    /// Any YAML value, for control properties.
    func value(_ node: Node, _ what: String) throws(SpecError) -> SpecValue {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return .null }
            if scalar.style == .plain, tagName(node) == .bool, let bool = node.bool { return .bool(bool) }
            if scalar.style == .plain, tagName(node) == .int || tagName(node) == .float {
                return .number(try number(node, what))
            }
            return .string(scalar.string)
        case .sequence(let sequence):
            var values: [SpecValue] = []
            var locations: [SpecLocation] = []
            for element in sequence {
                values.append(try value(element, what))
                locations.append(location(of: element))
            }
            return .list(values, locations)
        case .mapping:
            var pairs: [(String, SpecValue, SpecLocation)] = []
            for (key, _, element) in try mapping(node, what) {
                pairs.append((key, try value(element, "\(what).\(key)"), location(of: element)))
            }
            return .map(pairs)
        case .alias:
            throw error("\(what): aliases are not supported; write the value out", at: node)
        }
    }

    /// A set of flags written as a list of names or a string `a|b`, each looked up in `table`.
    func flags<Flags: OptionSet>(
        _ node: Node, _ what: String, table: [(String, Flags)]
    ) throws(SpecError) -> Flags {
        var names: [(String, Node)] = []
        if node.sequence != nil {
            for element in try sequence(node, what) {
                names.append((try string(element, "each name of \(what)"), element))
            }
        } else {
            let text = try string(node, what)
            for part in text.split(separator: "|", omittingEmptySubsequences: false) {
                names.append((part.trimmingSpaces(), node))
            }
        }
        var result = Flags()
        for (name, element) in names where !(name.isEmpty && names.count == 1) {
            guard let flag = table.first(where: { $0.0 == name })?.1 else {
                throw error(
                    "unknown \(what) '\(name)'; use \(table.map(\.0).joined(separator: ", "))", at: element)
            }
            result.formUnion(flag)
        }
        return result
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension SpecParser {
    /// How an error about a number beyond ``Spec/numberLimit`` ends.
    static let beyondLimit =
        "beyond the limit of ±1e10 (Apple's largest constraint constant); use a number of magnitude at most 1e10"

    /// The resolved tag of a node (`int`, `float`, `str`, `null`, …).
    func tagName(_ node: Node) -> Tag.Name {
        Tag.Name(rawValue: node.tag.rawValue)
    }
}

extension SpecParser {
    /// One name of `table`, as a string.
    func choice<Value>(_ node: Node, _ what: String, table: [(String, Value)]) throws(SpecError) -> Value {
        let text = try string(node, what)
        guard let value = table.first(where: { $0.0 == text })?.1 else {
            throw error("unknown \(what) '\(text)'; use \(table.map(\.0).joined(separator: ", "))", at: node)
        }
        return value
    }

    /// true or false.
    func bool(_ node: Node, _ what: String) throws(SpecError) -> Bool {
        guard node.scalar?.style == .plain, tagName(node) == .bool, let value = node.bool else {
            throw error("\(what) must be true or false, not \(kindName(node))", at: node)
        }
        return value
    }

    /// Four insets `[top, left, bottom, right]` (or leading and trailing, by `what`); negative
    /// ones only when `negative`.
    func insets(_ node: Node, _ what: String, negative: Bool) throws(SpecError) -> EdgeInsets {
        let values = try numbers(node, count: 4, what).map { $0 ?? 0 }
        if !negative, let index = values.firstIndex(where: { $0 < 0 }) {
            throw error(
                "\(what) must not be negative; write insets in points, 0 or more",
                at: try sequence(node, what)[index])
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
