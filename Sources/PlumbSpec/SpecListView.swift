import Plumb

/// The collection view a spec's `list` makes: it keeps its data source (a collection view's is
/// weak) and registers ``SpecListCell``.
final class SpecListView: CollectionView {
    /// The records and the cell template.
    let source: SpecListSource

    init(source: SpecListSource, layout: CollectionViewFlowLayout) {
        self.source = source
        super.init(frame: .zero, collectionViewLayout: layout)
        register(SpecListCell.self, forCellWithReuseIdentifier: SpecListSource.reuseIdentifier)
        dataSource = source
    }
}

extension SpecListView {
    /// Entries for the template's views in each cell, `LIST[ITEM].NAME`, the template's top view
    /// under the list with its frame in the list's content coordinates: the visible cells, or
    /// every live cell (the overscan too).
    func cellEntries(listName: String, includingOverscan: Bool) -> [SpecLayout.Entry] {
        let cells =
            includingOverscan
            ? subviews.compactMap { $0 as? SpecListCell }.filter { !$0.isHidden }
            : visibleCells.compactMap { $0 as? SpecListCell }
        let numbered = cells.compactMap { cell in indexPath(for: cell).map { ($0.item, cell) } }.sorted {
            $0.0 < $1.0
        }
        var result: [SpecLayout.Entry] = []
        for (item, cell) in numbered {
            guard let top = cell.top else { continue }
            let prefix = "\(listName)[\(item)]."
            func visit(_ view: View, _ viewSpec: ViewSpec, superview: String) {
                let name = prefix + viewSpec.name
                // The top view's frame is given in the list's (content) coordinates.
                let frame = view === top ? cell.contentView.convert(top.frame, to: self) : view.frame
                result.append(
                    SpecLayout.Entry(
                        name: name, superview: superview, view: view, spec: viewSpec, frame: frame,
                        absoluteFrame: view.frameInRoot))
                for (child, childSpec) in zip(view.subviews, viewSpec.subviews) {
                    visit(child, childSpec, superview: name)
                }
            }
            visit(top, source.template, superview: listName)
        }
        return result
    }
}

/// A cell of a spec's list: the template's views, made on first use and refilled per record.
final class SpecListCell: CollectionViewCell {
    /// The template's labels by name.
    var labels: [String: Label] = [:]
    /// The template's top view, once made.
    var top: View?
}

/// The data source of a spec's list: the records, bound to the template's labels by name.
final class SpecListSource: CollectionViewDataSource {
    static let reuseIdentifier = "cell"
    let template: ViewSpec
    let records: [[String: String?]]
    let builder: SpecBuilder
    /// The labels some record names.
    let bound: Set<String>
    /// The template's views made when the list was built (to report their errors with the spec),
    /// with its labels by name: the first cell installed takes them, then it is nil.
    var made: (top: View, labels: [String: Label])?

    init(
        template: ViewSpec, records: [[String: String?]], builder: SpecBuilder,
        made: (top: View, labels: [String: Label])
    ) {
        self.template = template
        self.records = records
        self.builder = builder
        self.made = made
        bound = Set(records.flatMap(\.keys))
    }

    /// The names of the labels of a template, depth first.
    static func labelNames(in template: ViewSpec) -> [String] {
        var names = template.kind == .label ? [template.name] : []
        for subview in template.subviews { names += labelNames(in: subview) }
        return names
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        records.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        guard let cell = cell as? SpecListCell else { return cell }
        if cell.top == nil { install(in: cell) }
        let record = records[indexPath.item]
        for name in bound {
            guard let label = cell.labels[name] else { continue }
            let text = record[name] ?? nil
            label.text = text ?? ""
            label.isHidden = text == nil
        }
        return cell
    }

    /// Puts the template's views in the cell (those ``made`` first, then new ones) and pins the
    /// top one to the content view's edges.
    private func install(in cell: SpecListCell) {
        let top: View
        var labels: [String: Label] = [:]
        if let made {
            (top, labels) = made
            self.made = nil
        } else {
            // The list made the template once when it was built: this cannot fail.
            guard let copy = try? builder.instantiate(template, labels: &labels) else { return }
            top = copy
        }
        cell.contentView.addSubview(top)
        cell.labels = labels
        cell.top = top
        guard !top.translatesAutoresizingMaskIntoConstraints else { return }
        let content = cell.contentView
        // Both items are in the cell: activation cannot fail.
        try? LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: content.topAnchor),
            top.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            top.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
    }
}
