// Scroll views and lists of a spec (docs/spec-format.md, "Scroll views and lists").
//
// `scroll`: a ScrollView whose subviews are content; constraints between it and its subviews
// follow UIKit's rules (its edges seen from inside are the content's, its width and height the
// frame's). `contentOffset: [x, y]` and `contentInset: [top, left, bottom, right]`.
//
// `list`: a CollectionView (a vertical flow of full-width, self-sizing cells) with
// `minimumLineSpacing` (10), `estimatedItemHeight` (50) and `contentOffset`. Its cell is the
// `cell:` template made anew for each cell (reused as the list scrolls) and pinned to the cell's
// content view on all four edges; `items:` is a list of records, each a mapping from a label of
// the template to its text. A label that some record names is bound: it shows the record's text,
// and is hidden (collapsed by a stack view) when the record leaves the field out or sets it to
// null. Other labels keep the template's text. The list keeps its data source alive.

import Plumb

extension SpecBuilder {
    /// A scroll view with its `contentOffset` and `contentInset`.
    func makeScroll(_ viewSpec: ViewSpec) throws(SpecError) -> ScrollView {
        let scroll = ScrollView()
        for property in viewSpec.properties {
            try applyScrollProperty(property, to: scroll)
        }
        return scroll
    }

    /// `contentOffset: [x, y]` or `contentInset: [top, left, bottom, right]`; false for another
    /// property.
    @discardableResult
    func applyScrollProperty(_ property: SpecProperty, to scroll: ScrollView) throws(SpecError) -> Bool {
        switch property.name {
        case "contentOffset":
            let values = try numberList(property, count: 2, "[x, y]")
            scroll.contentOffset = Point(x: values[0], y: values[1])
        case "contentInset":
            let values = try numberList(property, count: 4, "[top, left, bottom, right]")
            scroll.contentInset = EdgeInsets(
                top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: return false
        }
        return true
    }

    /// A list view with its layout, its cell template and its records.
    func makeList(_ viewSpec: ViewSpec) throws(SpecError) -> SpecListView {
        guard let template = viewSpec.cellTemplate.first else {
            throw error(
                "a list needs a `cell:` (the view tree of one cell, its labels named for `items:`)",
                at: viewSpec.location)
        }
        var layout = CollectionViewFlowLayout()
        var offset: SpecProperty?
        var records: [[String: String?]] = []
        for property in viewSpec.properties {
            switch property.name {
            case "minimumLineSpacing": layout.minimumLineSpacing = try numberValue(property)
            case "estimatedItemHeight":
                let value = try numberValue(property)
                guard value > 0 else {
                    throw error("estimatedItemHeight must be greater than 0", at: property.location)
                }
                layout.estimatedItemHeight = value
            case "items": records = try items(property, template: template)
            case "contentOffset": offset = property
            default: break  // cell: parsed into the template
            }
        }
        // The template is made here so that its errors are reported with the spec; the first cell
        // the list shows takes these views rather than making them again.
        var labels: [String: Label] = [:]
        let top = try instantiate(template, labels: &labels)
        // A builder of its own makes the other cells' views: it shares no state with this tree.
        let maker = SpecBuilder(
            spec: spec, size: size, sizeFromCommandLine: sizeFromCommandLine, measurer: measurer)
        let source = SpecListSource(
            template: template, records: records, builder: maker, made: (top, labels))
        let list = SpecListView(source: source, layout: layout)
        if let offset { try applyScrollProperty(offset, to: list) }
        return list
    }

    /// The records of `items:`: each a mapping from a label of the template to a string or null.
    /// - Throws: ``SpecError`` for a record that is not a mapping, a field that names no label of
    ///   the cell, or a value that is not a string or null.
    func items(_ property: SpecProperty, template: ViewSpec) throws(SpecError) -> [[String: String?]] {
        guard case .list(let values, let locations) = property.value else {
            throw error("items must be a list of records ({label: text, …})", at: property.location)
        }
        let labels = SpecListSource.labelNames(in: template)
        var records: [[String: String?]] = []
        for (value, location) in zip(values, locations) {
            guard case .map(let fields) = value else {
                throw error("each item must be a mapping from a label of the cell to its text", at: location)
            }
            var record: [String: String?] = [:]
            for (name, field, fieldLocation) in fields {
                guard labels.contains(name) else {
                    throw error(
                        "item field '\(name)' names no label of the cell; labels: "
                            + (labels.isEmpty ? "none" : labels.joined(separator: ", ")),
                        at: fieldLocation)
                }
                switch field {
                case .string(let text): record[name] = .some(text)
                case .number(let number): record[name] = .some(PlumbSpec.number(number))
                case .null: record[name] = .some(nil)
                default:
                    throw error("the text of '\(name)' must be a string or null", at: fieldLocation)
                }
            }
            records.append(record)
        }
        return records
    }

    /// The entries of the cells each list shows, after layout (see ``SpecListView/cellEntries(listName:includingOverscan:)``).
    func listCellEntries() -> [SpecLayout.Entry] {
        made.flatMap { viewSpec, view, _ in
            (view as? SpecListView)?.cellEntries(listName: viewSpec.name, includingOverscan: false) ?? []
        }
    }

    /// Makes the views of a template subtree for one cell (no names registered, no constraints):
    /// returns its top view and every label by name. The list makes the template once when it is
    /// built, so that its errors are reported with the spec (its first cell takes those views);
    /// the other cells' copies then cannot fail.
    /// - Throws: ``SpecError`` for a property of a view or an `arrangedSubviews` name that is wrong.
    func instantiate(_ viewSpec: ViewSpec, labels: inout [String: Label]) throws(SpecError) -> View {
        let view = try makeView(viewSpec)
        configure(view, as: viewSpec)
        if let label = view as? Label { labels[viewSpec.name] = label }
        var made: [String: View] = [:]
        for subview in viewSpec.subviews {
            let child = try instantiate(subview, labels: &labels)
            view.addSubview(child)
            made[subview.name] = child
        }
        if let stack = view as? StackView { try arrange(viewSpec, in: stack, views: made) }
        return view
    }
}
