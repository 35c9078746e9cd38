/// The kind of value a key of a screen spec takes, as ``SpecGrammar`` lists it: what the parser
/// and builder accept there, and what ``SpecSchema`` describes in JSON Schema.
package indirect enum SpecValueKind: Sendable {
    /// A finite number of magnitude at most ``Spec/numberLimit``, at least `minimum` (above it
    /// when `exclusiveMinimum`) and at most `maximum` when given.
    case number(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false)
    /// A whole number of at least `minimum`.
    case wholeNumber(minimum: Double)
    /// Text: a string, or a number read as its text (`title: 42`).
    case text
    /// A name, `[A-Za-z_][A-Za-z0-9_]*`.
    case name
    /// `true` or `false`.
    case boolean
    /// A colour, `#rrggbb` or `#rgb`.
    case color
    /// One of the listed names.
    case choice([String])
    /// A set of the listed names: a list of them, or one string `a|b`.
    case flags([String])
    /// A list of exactly `count` values of `element`: `[width, height]`, `[top, left, bottom, right]`.
    case tuple(count: Int, element: SpecValueKind)
    /// A list of any number (at least `minimumCount`) of values of `element`.
    case list(SpecValueKind, minimumCount: Int = 0)
    /// A value of `kind`, or null.
    case nullable(SpecValueKind)
    /// A mapping from names to values of `kind` (`metrics:`).
    case dictionary(SpecValueKind)
    /// A mapping whose keys are those of the named ``SpecSection`` of ``SpecGrammar/sections``
    /// (or a view entry, for ``SpecGrammar/view``'s name).
    case section(String)
    /// A mapping with one key, the name of one of the listed sections, holding that section
    /// (`- gravity: {items: [a]}`).
    case oneOf(sections: [String])
    /// Any one of the listed kinds.
    case either([SpecValueKind])
}

/// One key of a mapping of a screen spec and the kind of value it takes.
package struct SpecKey: Sendable {
    /// The key as written: `size`, `hugging`, `numberOfLines`.
    package let name: String
    /// What the key's value must be.
    package let kind: SpecValueKind
    /// One line on what the key means, for editors; empty when the section says enough.
    package let summary: String

    /// A key named `name` taking `kind`.
    package init(_ name: String, _ kind: SpecValueKind, _ summary: String = "") {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// A kind of mapping of a screen spec (the spec itself, a view entry, a behaviour, a boundary…):
/// its keys in the order error messages list them, and the ones it requires.
package struct SpecSection: Sendable {
    /// The section's name in ``SpecGrammar/sections`` and the schema's `definitions`.
    package let name: String
    /// One line on what the mapping is.
    package let summary: String
    /// The keys, in the order the parser's "valid keys" messages list them.
    package let keys: [SpecKey]
    /// The keys it cannot do without.
    package let required: [String]

    /// A section.
    package init(_ name: String, _ summary: String, keys: [SpecKey], required: [String] = []) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.required = required
    }

    /// The key names, in order.
    package var keyNames: [String] { keys.map(\.name) }
}
