// SpecSchema: the JSON Schema written from SpecGrammar is JSON, has the expected structure, and
// names every key and enum value of the table, so an editor knows everything the parser accepts.

import Foundation
import Plumb
import Testing

@testable import PlumbSpec

@Suite("SpecSchema")
struct SpecSchemaTests {
    /// The schema parsed back with Foundation.
    static func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(SpecSchema.jsonSchema.utf8))
        return try #require(object as? [String: Any])
    }

    /// The `properties` of an object schema, by key.
    static func properties(_ object: [String: Any]?) throws -> [String: [String: Any]] {
        try #require(object?["properties"] as? [String: [String: Any]])
    }

    @Test("The schema is draft-07 JSON: a closed object of the top-level keys, with a definition per section")
    func structure() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(schema["type"] as? String == "object")
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(Set(try Self.properties(schema).keys) == Set(SpecGrammar.spec.keyNames))
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        #expect(
            Set(definitions.keys)
                == Set(["view"] + SpecGrammar.sections.map(\.name)))
        #expect(SpecSchema.jsonSchema.hasSuffix("}\n"))
        #expect(SpecSchema.jsonSchema == SpecSchema.jsonSchema)
    }

    @Test("Every key of every section of the table is a property of its definition, with its required keys")
    func everySectionKey() throws {
        let definitions = try #require(try Self.schema()["definitions"] as? [String: [String: Any]])
        for section in SpecGrammar.sections + [SpecGrammar.view] {
            let definition = try #require(definitions[section.name], "\(section.name)")
            let keys = Set(try Self.properties(definition).keys)
            #expect(keys.isSuperset(of: section.keyNames), "\(section.name)")
            #expect((definition["required"] as? [String] ?? []) == section.required, "\(section.name)")
            #expect(definition["additionalProperties"] as? Bool == false, "\(section.name)")
        }
    }

    @Test(
        "A view's definition lists every kind's properties and narrows them by kind",
        arguments: ViewKind.allCases)
    func viewKind(kind: ViewKind) throws {
        let definitions = try #require(try Self.schema()["definitions"] as? [String: [String: Any]])
        let view = try #require(definitions["view"])
        #expect(Set(try Self.properties(view).keys).isSuperset(of: kind.propertyNames))
        let kinds = try Self.properties(view)["kind"]?["enum"] as? [String]
        #expect(kinds == ViewKind.allCases.map(\.rawValue))
        let cases = try #require(view["allOf"] as? [[String: Any]])
        let branch = try #require(
            cases.first {
                let condition = $0["if"] as? [String: Any]
                let kindCondition = (condition?["properties"] as? [String: [String: String]])?["kind"]
                return kindCondition?["const"] == kind.rawValue
            })
        let then = try #require(branch["then"] as? [String: [String: [String]]])
        let allowed = try #require(then["propertyNames"]?["enum"])
        let common = SpecGrammar.view.keyNames.filter { kind == .view || $0 != "intrinsicSize" }
        #expect(allowed == common + kind.propertyNames)
    }

    @Test("The enum values come from the parser's and builder's own tables")
    func enums() throws {
        let text = SpecSchema.jsonSchema
        let names =
            SpecParser.directionNames.map(\.0) + SpecParser.semanticNames.map(\.0)
            + SpecParser.autoresizingNames.map(\.0) + SpecParser.optionNames.map(\.0)
            + SpecParser.collisionModes.map(\.0) + SpecParser.pushModes.map(\.0)
            + SpecBuilder.distributions.map(\.0) + SpecBuilder.alignments.map(\.0)
            + SpecBuilder.lineBreakModes.map(\.0) + SpecBuilder.weights.map(\.0) + SpecBuilder.axes.map(\.0)
            + SpecBuilder.designs.map(\.0) + SpecBuilder.indicatorStyles.map(\.0)
            + SpacingProfile.allCases.map(\.rawValue) + SpecGrammar.behaviors.map(\.name)
        for name in names {
            #expect(text.contains("\"\(name)\""), "\(name)")
        }
    }

    @Test("The parser's unknown-key message lists the table's keys")
    func unknownKeyMessage() throws {
        let error = try #require(throws: SpecError.self) {
            try Spec(yaml: "size: [1, 1]\nsizes: 2\n", file: "s.yaml")
        }
        #expect(
            error.message == "unknown key 'sizes' in the spec; valid keys: "
                + SpecGrammar.spec.keyNames.joined(separator: ", "))
    }
}
