// The items of one block, in order of first appearance, found again by address or bare name.

/// A reference to an item as an entry prints it, before it is given an index.
struct ItemReference: Equatable {
    /// Its address, or nil for a bare name.
    var address: String?
    /// Its class (or bare name).
    var className: String
    /// Its label, if printed.
    var label: String?
}

/// The items of one block, numbered in order of first appearance.
struct ItemRegistry {
    /// The items so far.
    private(set) var views: [LoggedView] = []
    private var indices: [String: Int] = [:]

    /// The index of `reference`, adding it when new; a label printed later fills a missing one.
    mutating func index(of reference: ItemReference) -> Int {
        let key = reference.address ?? "name:" + reference.className
        if let index = indices[key] {
            if views[index].label == nil, let label = reference.label { views[index].label = label }
            return index
        }
        views.append(
            LoggedView(address: reference.address, className: reference.className, label: reference.label))
        indices[key] = views.count - 1
        return views.count - 1
    }
}
