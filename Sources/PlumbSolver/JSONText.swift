// JSONText: how Plumb writes text into JSON, beside NumberFormat's numbers, so that every JSON
// output of the package (specs' layouts and simulations, Interface Builder reports, explained
// console logs) escapes strings the same way.

/// JSON string literals, shared by every module that writes JSON (`package` access: not API).
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
    /// (`\n`, `\r`, `\t`, others as `\u00XX`), everything else as it is. O(length).
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
