// A tiny XML well-formedness check for the SVG the renderer writes: one root element, tags
// nested and closed in order, attributes quoted, entities among the five predefined or
// numeric, no `<` or bare `&` in text. Enough to catch an unescaped string or an unclosed group.

/// Checks that a document is well-formed XML (without DTDs, CDATA or processing instructions
/// other than the XML declaration).
enum XMLCheck {
    /// Whether `text` is well-formed.
    static func isWellFormed(_ text: String) -> Bool { problem(in: text) == nil }

    /// The first problem found, or nil.
    static func problem(in text: String) -> String? {
        let characters = Array(text.unicodeScalars)
        var index = 0
        var stack: [String] = []
        var roots = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_:.".unicodeScalars.contains(scalar)
        }
        func checkEntity(at start: Int) -> Int? {
            guard let end = characters[start...].firstIndex(of: ";"), end - start < 12 else { return nil }
            let name = String(String.UnicodeScalarView(characters[(start + 1)..<end]))
            let known = ["amp", "lt", "gt", "quot", "apos"]
            if known.contains(name) { return end + 1 }
            if name.hasPrefix("#x"), Int(name.dropFirst(2), radix: 16) != nil { return end + 1 }
            if name.hasPrefix("#"), Int(name.dropFirst()) != nil { return end + 1 }
            return nil
        }
        if text.hasPrefix("<?xml") {
            guard let end = text.range(of: "?>") else { return "unterminated XML declaration" }
            index = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: end.upperBound)
        }
        while index < characters.count {
            let scalar = characters[index]
            if scalar == "&" {
                guard let next = checkEntity(at: index) else { return "bad entity at \(index)" }
                index = next
                continue
            }
            guard scalar == "<" else {
                if stack.isEmpty && !scalar.properties.isWhitespace {
                    return "text outside the root at \(index)"
                }
                index += 1
                continue
            }
            index += 1
            guard index < characters.count else { return "document ends in a tag" }
            let closing = characters[index] == "/"
            if closing { index += 1 }
            let nameStart = index
            while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(characters[nameStart..<index]))
            guard !name.isEmpty else { return "a tag without a name at \(nameStart)" }
            if closing {
                while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
                guard index < characters.count, characters[index] == ">" else {
                    return "bad closing tag \(name)"
                }
                guard stack.last == name else { return "</\(name)> closes \(stack.last ?? "nothing")" }
                stack.removeLast()
                index += 1
                continue
            }
            var attributes: Set<String> = []
            while true {
                while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
                guard index < characters.count else { return "unterminated tag \(name)" }
                if characters[index] == ">" {
                    if stack.isEmpty { roots += 1 }
                    stack.append(name)
                    index += 1
                    break
                }
                if characters[index] == "/" {
                    guard index + 1 < characters.count, characters[index + 1] == ">" else {
                        return "bad / in \(name)"
                    }
                    if stack.isEmpty { roots += 1 }
                    index += 2
                    break
                }
                let attributeStart = index
                while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
                let attribute = String(String.UnicodeScalarView(characters[attributeStart..<index]))
                guard !attribute.isEmpty, attributes.insert(attribute).inserted else {
                    return "bad or repeated attribute in \(name) at \(attributeStart)"
                }
                guard index + 1 < characters.count, characters[index] == "=",
                    characters[index + 1] == "\"" || characters[index + 1] == "'"
                else { return "unquoted attribute \(attribute) in \(name)" }
                let quote = characters[index + 1]
                index += 2
                while index < characters.count, characters[index] != quote {
                    if characters[index] == "<" { return "< in attribute \(attribute)" }
                    if characters[index] == "&" {
                        guard let next = checkEntity(at: index) else { return "bad entity in \(attribute)" }
                        index = next
                        continue
                    }
                    index += 1
                }
                guard index < characters.count else { return "unterminated attribute \(attribute)" }
                index += 1
            }
        }
        guard stack.isEmpty else { return "unclosed <\(stack.last ?? "")>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }
}
