/// One element of an Interface Builder document: its name, attributes, child elements and where
/// its start tag begins (1-based line and column), and its text (for `<string key="text">`).
struct IBElement: Sendable {
    /// The element's name: `view`, `label`, `constraint`.
    var name: String
    /// The attributes as written.
    var attributes: [String: String]
    /// The child elements, in document order.
    var children: [IBElement] = []
    /// The character data directly inside the element (whitespace between child elements too).
    var text = ""
    /// The line of the start tag's `<`.
    var line: Int
    /// The column of the start tag's `<`, in characters.
    var column: Int

    /// The attribute `name`, or nil.
    subscript(_ name: String) -> String? { attributes[name] }

    /// The element's `key` attribute (its role in its parent: `view`, `frame`, `contentView`).
    var key: String? { attributes["key"] }

    /// Whether the attribute is `YES`.
    func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    /// The first child named `name` with `key`, if any.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with `key`, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`), or none.
    func grandchildren(_ name: String) -> [IBElement] {
        child(name)?.children ?? []
    }

    /// The element and every element below it, depth first in document order.
    func walk(_ visit: (IBElement) -> Void) {
        var stack: [IBElement] = [self]
        while let element = stack.popLast() {
            visit(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }
}
