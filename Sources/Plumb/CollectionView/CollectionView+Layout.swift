// The collection view's layout pass: which items are live, their heights, their frames.
//
// Each pass: (1) rebuild the geometry if a reload is pending, and start a new measurement
// generation if the items' width changed (rotation); (2) choose the anchor, the item at the top of
// the visible rectangle (or the one `scrollToItem` asked for) and its distance below the offset;
// (3) record the heights the engine now gives the live cells (labels that wrapped at their new
// width since the last pass); (4) find the items intersecting the visible rectangle ± overscan,
// send the cells out of that range to the pool, and measure the items not measured in this
// generation, each in the cell the data source fills for it; then move the offset so the anchor
// keeps its distance, and repeat while measuring changed which items are in range (each item is
// measured at most once per generation, so this ends); (5) move every live cell's placement
// constraints to its frame and set the content size. Steps (2) to (5) cost O(live · log n).
//
// Measuring. A cell is measured in the tree's own engine, not in a scratch solver: its placement
// constraints hold its width required and pull its height toward the estimate at
// `fittingSizeLevel` (50), which is exactly the problem `systemLayoutSizeFitting` solves with the
// width required and the height at the fitting level; after one update pass (the new texts'
// intrinsic sizes, at the labels' current widths) the solved height is the cell's self-sized
// height. The labels of a new cell first measure their text on one line; when they wrap at their
// width in the layout pass, step (3) picks the new height up in the next round. Measuring in place
// costs one text layout per label and no second solver, where a fitting pass per cell costs three.

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
        for index in range {
            guard let cell = cell(for: index) else { continue }
            cell.isHidden = false
            place(cell, at: frame(of: index))
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
        followEngineHeights()
        var range = 0..<0
        for _ in 0..<CollectionView.maximumMeasuringRounds {
            range = geometry.items(
                intersecting: contentOffset.y - overscan, contentOffset.y + bounds.height + overscan)
            for index in liveCells.keys.sorted() where !range.contains(index) { enqueue(index) }
            var measuring: [(index: Int, cell: CollectionViewCell)] = []
            for index in range where !geometry.isMeasured(index) {
                guard let cell = cell(for: index) else { continue }
                place(cell, at: frame(of: index))
                measuring.append((index, cell))
            }
            if !measuring.isEmpty {
                rootView.runUpdatePass()
                for (index, cell) in measuring {
                    geometry.setMeasuredHeight(
                        engineHeight(of: cell) ?? geometry.height(of: index), at: index)
                }
            }
            let offset = geometry.minY(of: anchor.index) - anchor.gap
            if offset != contentOffset.y { contentOffset = Point(x: contentOffset.x, y: offset) }
            guard !measuring.isEmpty else { break }
        }
        return range
    }

    /// The frame of item `index` as the geometry has it, in content coordinates.
    func frame(of index: Int) -> Rect {
        Rect(
            x: collectionViewLayout.sectionInset.left, y: geometry.minY(of: index), width: itemWidth,
            height: geometry.height(of: index))
    }

    /// Records the heights the engine gives the live cells where they differ from the geometry (a
    /// label that wrapped at its new width after the last pass, a rotation).
    private func followEngineHeights() {
        for index in liveCells.keys.sorted() {
            guard let cell = liveCells[index], let height = engineHeight(of: cell),
                height != geometry.height(of: index) || !geometry.isMeasured(index)
            else { continue }
            geometry.setMeasuredHeight(height, at: index)
        }
    }

    /// The cell's height in the engine's current solution: its content's height at the items'
    /// width, the height constraint (at ``LayoutPriority/fittingSizeLevel``) pulling toward the
    /// estimate only where the content leaves the height free; nil before the tree has an engine.
    private func engineHeight(of cell: CollectionViewCell) -> Double? {
        rootView.hostedEngine?.solver.layoutValue(of: cell.layoutVariables, .height)
    }

    /// The live cell of `index`, asking the data source for one if there is none; nil without a
    /// data source.
    func cell(for index: Int) -> CollectionViewCell? {
        if let cell = liveCells[index] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: geometry.indexPath(of: index))
        if cell.superview !== self { adopt(cell) }
        liveCells[index] = cell
        cell.lastItem = index
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
