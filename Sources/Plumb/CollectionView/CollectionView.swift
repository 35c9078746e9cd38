// CollectionView: UIKit's `UICollectionView` with a vertical list layout and cell reuse.
//
// Design. The collection view is a scroll view whose subviews are its cells, placed in content
// coordinates by four system constraints each (top, left, width, and height at the fitting level)
// and laid out inside by their own constraints. Only the cells whose frames intersect the visible rectangle widened by `overscan`
// above and below are live; the others wait in a pool per reuse identifier, hidden subviews whose
// constraints stay lowered in the engine (refilling a cell moves constants; nothing is re-lowered).
// Heights come from the cells themselves: when an item first comes into view in the current
// width, its freshly filled cell is measured at the items' width (systemLayoutSizeFitting's
// problem, solved in the tree's engine: CollectionView+Layout.swift), and the `ListGeometry` (a
// Fenwick tree of extents) is corrected in O(log n). While items are
// measured, the item at the top of the visible rectangle (or the one `scrollToItem` targets) keeps
// its place on screen: corrections above it move `contentOffset` instead of the content.
// Memory is O(items) doubles for the geometry plus O(live + pooled) cells, whatever the count.

/// A scrolling list of items shown by reusable, self-sizing cells (UIKit's `UICollectionView`
/// with a vertical ``CollectionViewFlowLayout`` of full-width items).
///
/// ```swift
/// final class Breeds: CollectionViewDataSource {
///     let names = ["Мейн-кун", "Сфинкс"]
///     func collectionView(_ view: CollectionView, numberOfItemsInSection section: Int) -> Int {
///         names.count
///     }
///     func collectionView(_ view: CollectionView, cellForItemAt indexPath: IndexPath)
///         -> CollectionViewCell
///     {
///         let cell = view.dequeueReusableCell(withReuseIdentifier: "breed", for: indexPath)
///         // fill the cell's labels from names[indexPath.item]
///         return cell
///     }
/// }
/// let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "breed")
/// let breeds = Breeds()
/// list.dataSource = breeds
/// list.layoutIfNeeded()
/// ```
///
/// Cells exist only for the items intersecting ``ScrollView/visibleRect`` widened by ``overscan``
/// above and below; a cell scrolled out goes to the pool and is handed out again by
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` after ``CollectionViewCell/prepareForReuse()``.
/// Items are measured as they come into view (``CollectionViewFlowLayout/estimatedItemHeight``
/// until then), and again after the items' width changes. Scrolling one screen costs O(log n)
/// per cell placed plus the cells' own layout, independent of the item count.
open class CollectionView: ScrollView {
    /// The space above and below the visible rectangle in which cells are also kept live, in
    /// points: 50 by default, so that a cell about to scroll in is ready.
    public var overscan = 50.0 {
        didSet { setNeedsLayout() }
    }
    /// Supplies the items and cells; not retained. Setting it reloads the data.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The layout's spacing, insets and estimate; changing it reloads the data.
    public var collectionViewLayout: CollectionViewFlowLayout {
        didSet { reloadData() }
    }

    var registrations: [String: CollectionViewCell.Type] = [:]
    var pools: [String: [CollectionViewCell]] = [:]
    /// The live cells by global item index.
    var liveCells: [Int: CollectionViewCell] = [:]
    var geometry = ListGeometry(counts: [], layout: CollectionViewFlowLayout())
    var needsReload = true
    /// The items' width the current measurements were taken at.
    var measuredWidth: Double?
    /// The item to keep in place through the next layout and its top's distance below the
    /// content offset.
    var pendingAnchor: (index: Int, gap: Double)?

    /// Creates a collection view with a frame (zero by default) and a layout (UIKit's defaults).
    public init(
        frame: Rect = .zero, collectionViewLayout: CollectionViewFlowLayout = CollectionViewFlowLayout()
    ) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
    }

    /// Applies the engine's frames to the subviews, then places the cells for the visible
    /// rectangle: measures the items coming into view (keeping the top item in place), recycles
    /// the cells that left and sets ``ScrollView/contentSize``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// Registers the class whose instances ``dequeueReusableCell(withReuseIdentifier:for:)``
    /// makes for `identifier` (replacing an earlier registration).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String)
    {
        registrations[identifier] = cellClass
    }

    /// A cell for the data source to fill: one from the pool of `identifier` (after its
    /// ``CollectionViewCell/prepareForReuse()``), else a new instance of the registered class, as
    /// wide as the items and ``CollectionViewFlowLayout/estimatedItemHeight`` tall. Call it from
    /// ``CollectionViewDataSource/collectionView(_:cellForItemAt:)``.
    ///
    /// From the pool comes the cell that last showed the item at `indexPath` when it is there (an
    /// item measured just outside the visible range comes back in the next scroll: refilling its
    /// own cell changes nothing), else the cell pooled last. Which pooled cell is handed out is
    /// not part of the contract, as in UIKit.
    ///
    /// An unregistered identifier is reported to the tree's diagnostic handler ("register a class
    /// for the identifier") and gives a plain ``CollectionViewCell``.
    /// - Complexity: O(pooled cells), plus the cell's initialiser for a new cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let item = geometry.index(of: indexPath)
        if let position = pools[identifier]?.lastIndex(where: { $0.lastItem == item })
            ?? pools[identifier].flatMap({ $0.isEmpty ? nil : $0.count - 1 })
        {
            let cell = pools[identifier]![position]
            pools[identifier]!.remove(at: position)
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registrations[identifier]
        if cellClass == nil {
            deliver(
                .invalidHierarchy(
                    "Could not dequeue a cell with identifier '\(identifier)' for item \(indexPath): register a "
                        + "class for the identifier with register(_:forCellWithReuseIdentifier:) first."))
        }
        let frame = Rect(x: 0, y: 0, width: itemWidth, height: collectionViewLayout.estimatedItemHeight)
        let cell = (cellClass ?? CollectionViewCell.self).init(frame: frame)
        cell.reuseIdentifier = identifier
        adopt(cell)
        return cell
    }

    /// Discards every measurement and cell assignment and asks the data source again in the next
    /// layout pass; the live cells go to the pool. The content offset stays.
    /// - Complexity: O(items) in the next layout pass (the geometry is rebuilt).
    public func reloadData() {
        for index in liveCells.keys.sorted() { enqueue(index) }
        needsReload = true
        pendingAnchor = nil
        setNeedsLayout()
    }

    /// The number of sections, as of the last reload.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sectionCount
    }

    /// The number of items in `section`, as of the last reload (0 for a section that does not
    /// exist).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return 0 }
        return geometry.sectionStarts[section + 1] - geometry.sectionStarts[section]
    }

    /// The live cell showing `indexPath`, or nil when it has none (out of view).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        geometry.index(of: indexPath).flatMap { liveCells[$0] }
    }

    /// The index path a live cell shows, or nil.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        liveCells.first { $0.value === cell }.map { geometry.indexPath(of: $0.key) }
    }

    /// The index paths of the items whose cells intersect the visible rectangle, in order (cells in
    /// the overscan only are not visible).
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleIndices.map { geometry.indexPath(of: $0) }
    }

    /// The cells intersecting the visible rectangle, in item order.
    public var visibleCells: [CollectionViewCell] {
        visibleIndices.compactMap { liveCells[$0] }
    }

    /// The global indices of the live cells intersecting the bounds, ascending.
    private var visibleIndices: [Int] {
        let bounds = self.bounds
        return liveCells.keys.sorted().filter {
            guard let frame = liveCells[$0]?.frame else { return false }
            return frame.minY < bounds.maxY && frame.maxY > bounds.minY
        }
    }

    /// The width available to items: the bounds less the adjusted content inset and the section
    /// insets, never negative.
    var itemWidth: Double {
        let inset = adjustedContentInset
        let sectionInset = collectionViewLayout.sectionInset
        return max(0, bounds.width - inset.left - inset.right - sectionInset.left - sectionInset.right)
    }

    /// Rebuilds the geometry from the data source if a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        measuredWidth = nil
        guard let dataSource else {
            geometry = ListGeometry(counts: [], layout: collectionViewLayout)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
        geometry = ListGeometry(counts: counts, layout: collectionViewLayout)
    }

    /// Moves the live cell of `index` to its pool (hidden); a cell without a reuse identifier
    /// leaves the collection view.
    func enqueue(_ index: Int) {
        guard let cell = liveCells.removeValue(forKey: index) else { return }
        guard let identifier = cell.reuseIdentifier else {
            rootView.hostedEngine?.removeBatch(cell.placement)
            guideConstraints.removeAll { constraint in cell.placement.contains { $0 === constraint } }
            cell.placement = []
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        pools[identifier, default: []].append(cell)
    }

    /// Makes `cell` a subview placed by four system constraints held by the collection view:
    /// `top`, `left` and `width` required, `height` at ``LayoutPriority/fittingSizeLevel``
    /// (`UIView-Encapsulated-Layout-*`, the names UIKit gives a cell's size). UIKit's height is
    /// required and set after measuring; at the fitting level the engine itself gives the cell its
    /// self-sized height (the constant, the estimate or the last measurement, only breaks a tie),
    /// and a refilled cell whose required constraints disagree with its old height (a field
    /// removed) never conflicts.
    func adopt(_ cell: CollectionViewCell) {
        addSubview(cell)
        cell.translatesAutoresizingMaskIntoConstraints = false
        let frame = cell.frame
        cell.placement = [
            systemConstraint(
                cell, .top, to: self, .top, constant: frame.minY, "UIView-Encapsulated-Layout-Top"),
            systemConstraint(
                cell, .left, to: self, .left, constant: frame.minX, "UIView-Encapsulated-Layout-Left"),
            systemConstraint(cell, .width, constant: frame.width, "UIView-Encapsulated-Layout-Width"),
            systemConstraint(cell, .height, constant: frame.height, "UIView-Encapsulated-Layout-Height"),
        ]
        cell.placement[3].storedPriority = .fittingSizeLevel
        guideConstraints.append(contentsOf: cell.placement)
        rootView.hostedEngine?.pending.append(contentsOf: cell.placement)
        setNeedsUpdateConstraints()
    }

    /// Moves a cell's placement constraints to `frame` (content coordinates).
    func place(_ cell: CollectionViewCell, at frame: Rect) {
        guard cell.placement.count == 4 else { return }
        cell.placement[0].constant = frame.minY
        cell.placement[1].constant = frame.minX
        cell.placement[2].constant = frame.width
        cell.placement[3].constant = frame.height
    }
}
