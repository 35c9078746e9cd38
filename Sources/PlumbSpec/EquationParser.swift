// EquationParser: reads the equation form of a constraint,
//
//     name.attribute (==|>=|<=) [multiplier *] name.attribute [(+|-) constant] [@priority]
//     name.attribute (==|>=|<=) constant [@priority]
//
// where an item may also be a view's guide, `name.safeArea.attribute` or `name.margins.attribute`,
// by recursive descent over the UTF-8 bytes, with spaces allowed between tokens. Numbers are
// decimal (`10`, `0.5`, `-4`, `1e2`, magnitude at most `Spec.numberLimit`) or metric names; an unknown name, a missing token or
// trailing text is an error at its byte offset, which the spec parser turns into a column.

import Plumb

/// A problem in an equation, at a UTF-8 offset of its text.
struct EquationError: Error {
    /// What is wrong and how to fix it.
    var message: String
    /// Where, in UTF-8 bytes from the start of the equation.
    var offset: Int
}

/// Reads one equation (see the file's design note).
struct EquationParser {
    private let bytes: [UInt8]
    private let metrics: [String: Double]
    private var index = 0

    /// A parser of `text` whose numbers may name `metrics`.
    init(_ text: String, metrics: [String: Double]) {
        self.bytes = Array(text.utf8)
        self.metrics = metrics
    }

    /// The attributes by Apple's name.
    static let attributes: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map {
            ($0.description, $0)
        })

    /// Apple's attribute names, in raw-value order, for error messages.
    static let attributeList = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.description)
        .joined(separator: ", ")

    /// The attributes of a layout guide, for error messages.
    static let guideAttributeList = Equation.guideAttributes.map(\.description).joined(separator: ", ")

    /// Parses the whole text.
    mutating func parse() throws(EquationError) -> Equation {
        skipSpaces()
        let first = try term()
        skipSpaces()
        let relation = try relationOperator()
        skipSpaces()
        var equation = Equation(first: first, relation: relation, second: nil)
        if isTermAhead() {
            equation.second = try term()
            try parseConstantTail(into: &equation)
        } else {
            let value = try number(signed: true, what: "a constant, a multiplier or name.attribute")
            skipSpaces()
            if peek() == UInt8(ascii: "*") {
                index += 1
                skipSpaces()
                guard isTermAhead() else {
                    throw EquationError(message: "expected name.attribute after '*'", offset: index)
                }
                equation.multiplier = value
                equation.second = try term()
                try parseConstantTail(into: &equation)
            } else {
                equation.constant = value
            }
        }
        skipSpaces()
        if peek() == UInt8(ascii: "@") {
            equation.priorityOffset = index
            index += 1
            skipSpaces()
            let offset = index
            let value = try number(signed: false, what: "a priority after '@'")
            let priority = LayoutPriority(Float(value))
            guard priority.isValid else {
                throw EquationError(
                    message:
                        "priority \(priority) is out of range; use a number greater than 0 and at most 1000",
                    offset: offset)
            }
            equation.priority = priority
            skipSpaces()
        }
        guard index == bytes.count else {
            throw EquationError(
                message:
                    "unexpected '\(String(decoding: bytes[index...], as: UTF8.self))'; an equation ends with "
                    + "an optional '+ constant' and '@priority'",
                offset: index)
        }
        return equation
    }

    /// `(+|-) constant` after the second term, if present.
    private mutating func parseConstantTail(into equation: inout Equation) throws(EquationError) {
        skipSpaces()
        guard let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return }
        index += 1
        skipSpaces()
        let value = try number(signed: false, what: "a constant after '\(Character(UnicodeScalar(sign)))'")
        equation.constant = sign == UInt8(ascii: "-") ? -value : value
    }

    /// `name.attribute`.
    private mutating func term() throws(EquationError) -> Equation.Term {
        let offset = index
        guard let name = identifier() else {
            throw EquationError(message: "expected a view name (name.attribute)", offset: offset)
        }
        guard peek() == UInt8(ascii: ".") else {
            throw EquationError(
                message: "expected '.' and an attribute after '\(name)' (for example \(name).width)",
                offset: index)
        }
        index += 1
        var attributeOffset = index
        guard var attributeName = identifier() else {
            throw EquationError(message: "expected an attribute after '\(name).'", offset: attributeOffset)
        }
        let guide = Equation.Guide(rawValue: attributeName)
        if let guide {
            guard peek() == UInt8(ascii: ".") else {
                throw EquationError(
                    message:
                        "expected '.' and an attribute after '\(name).\(guide.rawValue)' (for example "
                        + "\(name).\(guide.rawValue).top)",
                    offset: index)
            }
            index += 1
            attributeOffset = index
            guard let guideAttribute = identifier() else {
                throw EquationError(
                    message: "expected an attribute after '\(name).\(guide.rawValue).'",
                    offset: attributeOffset)
            }
            attributeName = guideAttribute
        }
        guard let attribute = EquationParser.attributes[attributeName] else {
            let list = guide == nil ? EquationParser.attributeList : EquationParser.guideAttributeList
            throw EquationError(
                message: "unknown attribute '\(attributeName)'; use one of \(list)", offset: attributeOffset)
        }
        if let guide, !Equation.guideAttributes.contains(attribute) {
            throw EquationError(
                message:
                    "a layout guide has no \(attributeName); \(name).\(guide.rawValue) takes "
                    + EquationParser.guideAttributeList,
                offset: attributeOffset)
        }
        return Equation.Term(
            item: name, guide: guide, attribute: attribute, offset: offset, attributeOffset: attributeOffset)
    }

    /// `==`, `>=` or `<=`.
    private mutating func relationOperator() throws(EquationError) -> LayoutRelation {
        let offset = index
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") else {
            throw EquationError(message: "expected a relation: ==, >= or <=", offset: offset)
        }
        let relation: LayoutRelation
        switch bytes[index] {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        default: throw EquationError(message: "expected a relation: ==, >= or <=", offset: offset)
        }
        index += 2
        return relation
    }

    /// A decimal number or a metric name, optionally preceded by '-'.
    private mutating func number(signed: Bool, what: String) throws(EquationError) -> Double {
        let offset = index
        var negative = false
        if signed, peek() == UInt8(ascii: "-") {
            negative = true
            index += 1
            skipSpaces()
        }
        if let name = identifier() {
            guard let value = metrics[name] else {
                throw EquationError(
                    message: "unknown metric '\(name)'; define it under `metrics:` or write a number",
                    offset: offset)
            }
            return negative ? -value : value
        }
        let start = index
        while let byte = peek(), isDigit(byte) { index += 1 }
        if peek() == UInt8(ascii: ".") {
            index += 1
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        let mantissaEnd = index
        if mantissaEnd > start, let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var probe = index + 1
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-") {
                probe += 1
            }
            if probe < bytes.count, isDigit(bytes[probe]) {
                index = probe
                while let byte = peek(), isDigit(byte) { index += 1 }
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard index > start, text != ".", let value = Double(text) else {
            index = offset
            throw EquationError(message: "expected \(what)", offset: offset)
        }
        guard value.isFinite else {
            throw EquationError(message: "number '\(text)' is not finite; use a finite number", offset: start)
        }
        guard abs(value) <= Spec.numberLimit else {
            throw EquationError(message: "number '\(text)' is \(SpecParser.beyondLimit)", offset: start)
        }
        return negative ? -value : value
    }

    /// Whether `name.` follows.
    private func isTermAhead() -> Bool {
        var probe = index
        guard probe < bytes.count, isIdentifierStart(bytes[probe]) else { return false }
        while probe < bytes.count, isIdentifierPart(bytes[probe]) { probe += 1 }
        return probe < bytes.count && bytes[probe] == UInt8(ascii: ".")
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil.
    private mutating func identifier() -> String? {
        guard let byte = peek(), isIdentifierStart(byte) else { return nil }
        let start = index
        while let byte = peek(), isIdentifierPart(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpaces() {
        while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }
}

/// Whether `byte` is an ASCII digit.
func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

/// Whether `byte` may start a name: a letter or `_`.
func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
}

/// Whether `byte` may continue a name: a letter, a digit or `_`.
func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
