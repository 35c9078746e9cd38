extension CollectionView {
    /// Where ``CollectionView/scrollToItem(at:at:)`` puts the item in the visible rectangle
    /// (UIKit's `UICollectionView.ScrollPosition`, vertical cases).
    public enum ScrollPosition: Hashable, Sendable {
        /// The item's top at the top of the visible rectangle, below ``ScrollView/adjustedContentInset``.
        case top
        /// The item's centre at the centre of the visible rectangle inside the adjusted insets.
        case centeredVertically
        /// The item's bottom at the bottom of the visible rectangle, above the adjusted insets.
        case bottom
    }

    /// Scrolls so that the item at `indexPath` lies at `position`, measuring it first; the offset
    /// is clamped to the scrollable range (so the last items cannot reach the top), and the item
    /// keeps its place while the items around it are measured in the next layout pass. Does
    /// nothing for an index path that names no item. No animation: call ``View/layoutIfNeeded()``
    /// to see the result.
    /// - Complexity: O(log n) plus measuring one cell.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition = .top) {
        reloadIfNeeded()
        if itemWidth != measuredWidth {
            measuredWidth = itemWidth
            geometry.invalidateMeasurements()
        }
        guard let index = geometry.index(of: indexPath) else { return }
        if !geometry.isMeasured(index), let cell = cell(for: index) {
            geometry.setMeasuredHeight(height(of: cell), at: index)
        }
        let top = geometry.minY(of: index)
        let height = geometry.height(of: index)
        let inset = adjustedContentInset
        let target =
            switch position {
            case .top: top - inset.top
            case .centeredVertically: top + height / 2 - (bounds.height + inset.top - inset.bottom) / 2
            case .bottom: top + height - bounds.height + inset.bottom
            }
        contentSize = Size(width: contentSize.width, height: geometry.contentHeight)
        setContentOffset(Point(x: contentOffset.x, y: target))
        pendingAnchor = (index, top - contentOffset.y)
        setNeedsLayout()
    }
}
