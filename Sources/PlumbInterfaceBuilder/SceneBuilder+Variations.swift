// Size classes (docs/interface-builder.md, "Size classes"): a `<variation key=…>` child of an
// element applies when the traits match its key. Its attributes replace the element's (a
// constraint's `constant`, a stack view's `axis` or `spacing`), its children replace children
// with the same key (a label's `fontDescription`), and its `<mask key="constraints">` or
// `<mask key="subviews">` uninstalls (`exclude`) or installs (`include`) elements by id. The
// `default` variation applies first, then the matching ones from the least to the most specific.

extension SceneBuilder {
    /// The variations of `element` that apply, least specific first.
    func variations(of element: IBElement) -> [IBElement] {
        element.children.filter { $0.name == "variation" && traits.matches(variationKey: $0["key"] ?? "") }
            .enumerated().sorted { lhs, rhs in
                let left = specificity(lhs.element["key"] ?? "")
                let right = specificity(rhs.element["key"] ?? "")
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
    }

    /// 0 for `default`, else the number of parts of the key.
    private func specificity(_ key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }

    /// The attribute `name` of `element` for the traits: from the most specific matching
    /// variation that sets it, else the element's own.
    func value(_ name: String, of element: IBElement) -> String? {
        for variation in variations(of: element).reversed() {
            if let value = variation[name], name != "key" { return value }
        }
        return element[name]
    }

    /// The child of `element` with `key` for the traits (a variation's child first).
    func child(_ element: IBElement, key: String) -> IBElement? {
        for variation in variations(of: element).reversed() {
            if let child = variation.child(key: key) { return child }
        }
        return element.child(key: key)
    }

    /// The ids a `<mask key=…>` leaves uninstalled for the traits.
    func maskedOut(in element: IBElement, key: String) -> Set<String> {
        var installed: [String: Bool] = [:]
        for variation in variations(of: element) {
            for mask in variation.children where mask.name == "mask" && mask.key == key {
                for reference in mask.children {
                    guard let id = reference["reference"] else { continue }
                    installed[id] = reference.name == "include"
                }
            }
        }
        return Set(installed.filter { !$0.value }.keys)
    }

    /// The `<constraint>`s of `element` that are installed for the traits.
    func grandchildrenInstalled(_ element: IBElement) -> [IBElement] {
        let masked = maskedOut(in: element, key: "constraints")
        return element.grandchildren("constraints").filter {
            $0.name == "constraint" && !masked.contains($0["id"] ?? "")
        }
    }
}
