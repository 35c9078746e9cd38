// SpecSchema: the JSON Schema (draft-07) of a screen spec, written from ``SpecGrammar``, the
// table the parser checks keys against, so that the schema and the parser cannot drift.
//
// Design. Each section of the table becomes a closed object (`additionalProperties: false`)
// under `definitions`, each key a property whose schema follows its value kind; numbers are
// bounded by the spec's ±1e10 limit. A view entry lists every key any view can take, and one
// `if`/`then` per kind narrows the keys to those of the entry's `kind:` (a missing kind is a
// plain view, the only kind with `intrinsicSize:`). What depends on several keys at once, or on
// the tree (names that exist, a frame before autoresizing), is the parser's: `plumb check` says
// it at its line and column.

import Plumb

/// The JSON Schema of Plumb's screen spec, for editors (`# yaml-language-server: $schema=…`) and
/// validators; `plumb schema` prints it.
public enum SpecSchema {
    /// The schema as JSON text (draft-07), ending in a newline; the same text on every run.
    /// O(size of the grammar).
    public static var jsonSchema: String { schema.json() + "\n" }

    /// The schema as a tree.
    static var schema: SchemaNode {
        var root: [(String, SchemaNode)] = [
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("title", .string("Plumb screen spec")),
        ]
        root += object(SpecGrammar.spec)
        let definitions =
            [(SpecGrammar.view.name, view)] + SpecGrammar.sections.map { ($0.name, .object(object($0))) }
        root.append(("definitions", .object(definitions)))
        return .object(root)
    }

    /// A closed object with the section's keys.
    static func object(_ section: SpecSection, extraKeys: [SpecKey] = []) -> [(String, SchemaNode)] {
        var result: [(String, SchemaNode)] = [
            ("description", .string(section.summary)), ("type", .string("object")),
            ("properties", .object((section.keys + extraKeys).map { ($0.name, property($0)) })),
            ("additionalProperties", .bool(false)),
        ]
        if !section.required.isEmpty { result.append(("required", .strings(section.required))) }
        return result
    }

    /// A view entry: every key of any kind, narrowed to the entry's kind by `if`/`then`.
    static var view: SchemaNode {
        var extraKeys: [SpecKey] = []
        for kind in ViewKind.allCases {
            for key in SpecGrammar.properties(of: kind)
            where !extraKeys.contains(where: { $0.name == key.name }) {
                extraKeys.append(key)
            }
        }
        var result = object(SpecGrammar.view, extraKeys: extraKeys)
        let cases: [SchemaNode] = ViewKind.allCases.map { kind in
            var condition: [(String, SchemaNode)] = [
                ("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))]))
            ]
            // `kind:` may be left out for a plain view, whose condition must then hold too.
            if kind != .view { condition.append(("required", .strings(["kind"]))) }
            let common = SpecGrammar.view.keyNames.filter { kind == .view || $0 != "intrinsicSize" }
            return .object([
                ("if", .object(condition)),
                (
                    "then",
                    .object([("propertyNames", .object([("enum", .strings(common + kind.propertyNames))]))])
                ),
            ])
        }
        result.append(("allOf", .array(cases)))
        return .object(result)
    }

    /// A key's schema, with its summary as `description`.
    static func property(_ key: SpecKey) -> SchemaNode {
        guard !key.summary.isEmpty else { return .object(node(key.kind)) }
        let pairs = node(key.kind)
        // Draft-07 ignores the siblings of `$ref`, so a described reference goes under `allOf`.
        if pairs.contains(where: { $0.0 == "$ref" }) {
            return .object([("description", .string(key.summary)), ("allOf", .array([.object(pairs)]))])
        }
        return .object([("description", .string(key.summary))] + pairs)
    }

    /// The schema of a value kind, as an object's pairs.
    static func node(_ kind: SpecValueKind) -> [(String, SchemaNode)] {
        let limit = Spec.numberLimit
        switch kind {
        case .number(let minimum, let maximum, let exclusiveMinimum):
            let low = max(minimum ?? -limit, -limit)
            return [
                ("type", .string("number")),
                (exclusiveMinimum ? "exclusiveMinimum" : "minimum", .number(low)),
                ("maximum", .number(min(maximum ?? limit, limit))),
            ]
        case .wholeNumber(let minimum):
            return [("type", .string("integer")), ("minimum", .number(minimum)), ("maximum", .number(limit))]
        case .text: return [("type", .strings(["string", "number"]))]
        case .name: return [("type", .string("string")), ("pattern", .string(namePattern))]
        case .boolean: return [("type", .string("boolean"))]
        case .color:
            return [("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"))]
        case .choice(let names): return [("enum", .strings(names))]
        case .flags(let names):
            let one = "(" + names.joined(separator: "|") + ")"
            return [
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("array")), ("items", .object([("enum", .strings(names))]))]
                        ),
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string("^ *(\(one) *(\\| *\(one) *)*)?$")),
                        ]),
                    ])
                )
            ]
        case .tuple(let count, let element):
            return [
                ("type", .string("array")), ("items", .object(node(element))),
                ("minItems", .number(Double(count))),
                ("maxItems", .number(Double(count))),
            ]
        case .list(let element, let minimumCount):
            var pairs: [(String, SchemaNode)] = [
                ("type", .string("array")), ("items", .object(node(element))),
            ]
            if minimumCount > 0 { pairs.append(("minItems", .number(Double(minimumCount)))) }
            return pairs
        case .nullable(let kind):
            return [("anyOf", .array([.object(node(kind)), .object([("type", .string("null"))])]))]
        case .dictionary(let value):
            return [
                ("type", .string("object")), ("propertyNames", .object([("pattern", .string(namePattern))])),
                ("additionalProperties", .object(node(value))),
            ]
        case .section(let name): return [("$ref", .string("#/definitions/\(name)"))]
        case .oneOf(let sections):
            return [
                ("type", .string("object")), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                ("properties", .object(sections.map { ($0, .object(node(.section($0)))) })),
                ("additionalProperties", .bool(false)),
            ]
        case .either(let kinds): return [("anyOf", .array(kinds.map { .object(node($0)) }))]
        }
    }

    /// The pattern of a name: `[A-Za-z_][A-Za-z0-9_]*`.
    static let namePattern = "^[A-Za-z_][A-Za-z0-9_]*$"
}
