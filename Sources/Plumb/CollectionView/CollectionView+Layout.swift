// The collection view's layout pass: which items are live, their heights, their frames.
//
// Each pass: (1) rebuild the geometry if a reload is pending, and start a new measurement
// generation if the items' width changed (rotation); (2) choose the anchor, the item at the top of
// the visible rectangle (or the one `scrollToItem` asked for) and its distance below the offset;
// (3) find the items intersecting the visible rectangle ± overscan, send the cells out of that
// range to the pool, and measure the items not measured in this generation, each in the cell the data source fills for it; then move the offset so the
// anchor keeps its distance, and repeat while measuring changed which items are in range (each
// item is measured at most once per generation, so this ends); (4) ask the data source for the
// items in range without a cell and move every live cell's placement constraints to its frame;
// (5) set the content size. Steps (2) to (5) cost O(live · log n).

extension CollectionView {
    /// How many times one layout pass re-measures items after the anchor moved the range: 8.
    public static let maximumMeasuringRounds = 8

    /// Places the cells for the visible rectangle: measures the items coming into view, keeps
    /// the top item in place, recycles the cells that left and sets the content size.
    func layoutItems() {
        reloadIfNeeded()
        let width = itemWidth
        if width != measuredWidth {
            measuredWidth = width
            geometry.invalidateMeasurements()
        }
        let range = measureItemsInRange()
        for index in liveCells.keys.sorted() where !range.contains(index) { enqueue(index) }
        let x = collectionViewLayout.sectionInset.left
        for index in range {
            guard let cell = cell(for: index) else { continue }
            cell.isHidden = false
            place(
                cell,
                at: Rect(x: x, y: geometry.minY(of: index), width: width, height: geometry.height(of: index)))
        }
        let inset = adjustedContentInset
        contentSize = Size(
            width: max(0, bounds.width - inset.left - inset.right), height: geometry.contentHeight)
    }

    /// Measures the items intersecting the visible rectangle ± ``overscan`` that the current
    /// generation has not measured, keeping the anchor item in place; returns the final range.
    private func measureItemsInRange() -> Range<Int> {
        guard geometry.count > 0 else { return 0..<0 }
        let anchor =
            pendingAnchor
            ?? {
                let index =
                    geometry.items(intersecting: contentOffset.y, contentOffset.y + bounds.height).first
                    ?? min(
                        geometry.count - 1,
                        max(0, geometry.items(intersecting: contentOffset.y, .infinity).first ?? 0))
                return (index, geometry.minY(of: index) - contentOffset.y)
            }()
        pendingAnchor = nil
        var range = 0..<0
        for _ in 0..<CollectionView.maximumMeasuringRounds {
            range = geometry.items(
                intersecting: contentOffset.y - overscan, contentOffset.y + bounds.height + overscan)
            for index in liveCells.keys.sorted() where !range.contains(index) { enqueue(index) }
            var measured = false
            for index in range where !geometry.isMeasured(index) {
                guard let cell = cell(for: index) else { continue }
                geometry.setMeasuredHeight(height(of: cell), at: index)
                measured = true
            }
            let offset = geometry.minY(of: anchor.index) - anchor.gap
            if offset != contentOffset.y { contentOffset = Point(x: contentOffset.x, y: offset) }
            guard measured else { break }
        }
        return range
    }

    /// The live cell of `index`, asking the data source for one if there is none; nil without a
    /// data source.
    func cell(for index: Int) -> CollectionViewCell? {
        if let cell = liveCells[index] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: geometry.indexPath(of: index))
        if cell.superview !== self { adopt(cell) }
        liveCells[index] = cell
        return cell
    }

    /// The height the cell's constraints give it at the items' width: `systemLayoutSizeFitting`
    /// with the width required and the height at the fitting level (the self-sizing cell idiom).
    func height(of cell: CollectionViewCell) -> Double {
        cell.systemLayoutSizeFitting(
            Size(width: itemWidth, height: collectionViewLayout.estimatedItemHeight),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
