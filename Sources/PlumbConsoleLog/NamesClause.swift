// The `names:` clause of an entry: `names: '|':UIView:0x…, ItemCell:0x… `.

import Foundation

/// The names an entry's `names:` (or `Names:`) clause gives.
struct NamesClause {
    /// Each bare name and the item it stands for, in printed order (`'|'` excluded).
    private(set) var named: [(name: String, reference: ItemReference)] = []
    /// The item `'|'` stands for, if named.
    private(set) var superview: ItemReference?
    /// The items of the clause in printed order, `'|'` among them.
    private(set) var references: [ItemReference] = []

    /// No names.
    init() {}

    /// Reads the names out of an annotation such as `active, names: '|':UIView:0x… `.
    init(_ annotation: String) {
        guard let range = annotation.range(of: "names:") ?? annotation.range(of: "Names:") else { return }
        var cursor = Cursor(String(annotation[range.upperBound...]))
        while !cursor.isAtEnd {
            _ = cursor.read { $0 == " " || $0 == "," || $0 == "\t" }
            guard !cursor.isAtEnd else { break }
            let name: String
            if cursor.take("'|'") || cursor.take("‘|’") {
                name = "|"
            } else {
                name = cursor.read(until: ":")
            }
            guard cursor.take(":") else { break }
            var reference: ItemReference
            cursor.skipSpaces()
            if cursor.rest.hasPrefix("0x") {
                reference = ItemReference(
                    address: cursor.read { $0.isHexDigit || $0 == "x" }, className: name)
            } else {
                let className = cursor.read(until: ":")
                guard cursor.take(":") else { break }
                cursor.skipSpaces()
                reference = ItemReference(
                    address: cursor.read { $0.isHexDigit || $0 == "x" }, className: className)
            }
            if cursor.peek == "'" || cursor.peek == "‘" { reference.label = cursor.readLabel() }
            references.append(reference)
            if name == "|" {
                superview = reference
            } else {
                named.append((name.trimmingWhitespace(), reference))
            }
        }
        named.sort { $0.name.count > $1.name.count }
    }
}
