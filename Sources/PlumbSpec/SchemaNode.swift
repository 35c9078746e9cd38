import PlumbSolver

/// A JSON value of the spec's schema, written with its keys in the order they were given, so the
/// same table always prints the same text.
enum SchemaNode {
    /// A string.
    case string(String)
    /// A finite number.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// A list.
    case array([SchemaNode])
    /// An object, its keys in order.
    case object([(String, SchemaNode)])

    /// A list of strings.
    static func strings(_ values: [String]) -> SchemaNode { .array(values.map(SchemaNode.string)) }

    /// The JSON text, indented by two spaces a level; a list of scalars that fits in 100
    /// columns stays on one line.
    /// O(size of the tree).
    func json(indent: String = "") -> String {
        switch self {
        case .string(let text): return JSONText.quoted(text)
        case .number(let value): return NumberFormat.json(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let values):
            let scalars = values.allSatisfy {
                if case .array = $0 { return false }
                if case .object = $0 { return false }
                return true
            }
            let line = "[" + values.map { $0.json() }.joined(separator: ", ") + "]"
            if scalars, indent.count + line.count <= 100 { return line }
            let inner = indent + "  "
            return "[\n" + values.map { inner + $0.json(indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n"
                + pairs.map { inner + JSONText.quoted($0.0) + ": " + $0.1.json(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}
