import Plumb

extension SpecLayout {
    /// The layout redrawn to show every scroll view's whole content (`plumb render --full`): each
    /// scroll view and list scrolled to its top, each list with every cell made (its overscan
    /// covering the content) and reported, then laid out again. The live tree changes: use it
    /// for drawing, after reading the visible layout.
    /// - Complexity: a layout pass, plus measuring every item of each list.
    public func showingFullContent() -> SpecLayout {
        for entry in views {
            guard let scroll = entry.view as? ScrollView else { continue }
            let inset = scroll.adjustedContentInset
            scroll.contentOffset = Point(x: -inset.left, y: -inset.top)
            if let list = scroll as? CollectionView { list.overscan = .infinity }
        }
        root.layoutIfNeeded()
        var entries: [Entry] = []
        for entry in views where !entry.name.contains("[") {
            entries.append(
                Entry(
                    name: entry.name, superview: entry.superview, view: entry.view, spec: entry.spec,
                    frame: entry.view.frame, absoluteFrame: entry.view.frameInRoot))
            if let list = entry.view as? SpecListView {
                entries += list.cellEntries(listName: entry.name, includingOverscan: true)
            }
        }
        return SpecLayout(
            spec: spec, size: size, root: root, views: entries, diagnostics: diagnostics, sources: sources,
            builder: builder)
    }
}
