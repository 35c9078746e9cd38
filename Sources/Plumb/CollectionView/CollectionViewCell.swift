/// A reusable cell of a ``CollectionView`` (UIKit's `UICollectionViewCell`).
///
/// Put the cell's content in ``contentView`` and lay it out with constraints: the collection view
/// sizes the cell as ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// does, at the list's width with the height at the fitting level (a self-sizing cell), so the
/// content's constraints must give it a height.
/// Cells are made by the collection view from the class registered for their reuse identifier and
/// come back from its pool once they scroll out of view: reset per-item state in
/// ``prepareForReuse()``.
open class CollectionViewCell: View {
    /// The view holding the cell's content: as large as the cell (flexible width and height).
    public let contentView = View()
    /// The identifier the cell was dequeued with; nil for a cell made directly.
    public internal(set) var reuseIdentifier: String?
    /// The collection view's constraints placing the cell: top, left, width, height.
    var placement: [LayoutConstraint] = []
    /// The global index of the item the cell last showed (a preference when dequeuing), or nil.
    var lastItem: Int?

    /// Creates a cell with a frame; the collection view calls it with the cell's estimated frame.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.frame = Rect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.accessibilityIdentifier = "contentView"
        addSubview(contentView)
    }

    /// Called when the cell leaves the pool, before the data source fills it again. The default
    /// does nothing; overrides call `super`.
    open func prepareForReuse() {}
}
