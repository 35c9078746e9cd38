import Plumb
import Testing

/// CollectionView: the blog's cat cards in a reusing, self-sizing list.
@Suite struct CollectionViewTests {
    static let spacing = 8.0

    /// A 320 × 568 root filled by a list of `breeds` in ``CatCardCell``s, 8 pt apart.
    struct Screen {
        let root: View
        let list: CollectionView
        let source: BreedSource

        init(_ breeds: [Breed], diagnostics: Diagnostics, height: Double = 568) {
            root = makeRoot(320, height, diagnostics: diagnostics)
            list = CollectionView(
                frame: Rect(x: 0, y: 0, width: 320, height: height),
                collectionViewLayout: CollectionViewFlowLayout(
                    minimumLineSpacing: CollectionViewTests.spacing))
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.register(CatCardCell.self, forCellWithReuseIdentifier: "card")
            root.addSubview(list)
            source = BreedSource(breeds)
            list.dataSource = source
        }

        /// The cells not in the pool.
        var liveCells: [CatCardCell] {
            list.subviews.compactMap { $0 as? CatCardCell }.filter { !$0.isHidden }
        }
        var allCells: [CatCardCell] { list.subviews.compactMap { $0 as? CatCardCell } }
    }

    /// The fresh heights of `breeds` at `width` and each item's top (8 pt apart).
    static func freshGeometry(_ breeds: [Breed], width: Double) -> (heights: [Double], tops: [Double]) {
        let heights = breeds.map { CatCardCell.fresh($0, width: width).height }
        var tops: [Double] = []
        var y = 0.0
        for height in heights {
            tops.append(y)
            y += height + spacing
        }
        return (heights, tops)
    }

    /// How many items intersect the band (top, bottom).
    static func count(_ tops: [Double], _ heights: [Double], intersecting top: Double, _ bottom: Double)
        -> Int
    {
        zip(tops, heights).filter { $0 < bottom && $0 + $1 > top }.count
    }

    static let combinations = Array(0..<8)

    /// A card refilled from any combination of missing fields with any other gets exactly the
    /// height and label frames a new card gets. The card is placed as a collection view places
    /// its cells: top, left and width required, height at the fitting level.
    @Test(arguments: combinations)
    func reusedCardMatchesFreshCard(mask: Int) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let cell = CatCardCell(frame: Rect(x: 0, y: 0, width: 320, height: 50))
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        // Held by the root (as a collection view holds its cells' placement), so that fitting the
        // cell's size does not see it.
        let height = cell.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0, constant: 50)
        height.priority = .fittingSizeLevel
        try LayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.leftAnchor.constraint(equalTo: root.leftAnchor),
            cell.widthAnchor.constraint(equalTo: root.widthAnchor), height,
        ])
        for previous in 0..<8 {
            for set in 0..<2 {
                cell.fill(Breed(set: 1 - set, mask: previous))
                root.layoutIfNeeded()
                let breed = Breed(set: set, mask: mask)
                cell.prepareForReuse()
                cell.fill(breed)
                let fresh = CatCardCell.fresh(breed, width: 320)
                let fitted =
                    cell.systemLayoutSizeFitting(
                        Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
                #expect(fitted == fresh.height, "after \(previous)")
                height.constant = fitted
                root.layoutIfNeeded()
                #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: fitted))
                #expect(cell.labelFrames == fresh.labels, "after \(previous)")
            }
        }
        #expect(cell.reuseCount == 16)
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    @Test func pinnedFreshHeights() {
        #expect(CatCardCell.fresh(Breed(set: 0, mask: 7), width: 320).height == 121.5)
        #expect(CatCardCell.fresh(Breed(set: 0, mask: 0), width: 320).height == 8)
        #expect(CatCardCell.fresh(Breed(set: 0, mask: 2), width: 320).height == 32.5)
    }

    /// Scrolling to the bottom and back, screen by screen and in odd steps: every live cell has
    /// the frame and label frames of a fresh layout, live cells never exceed the items in the
    /// visible rectangle plus the overscan, and cells are reused.
    @Test func scrollingDownAndBackMatchesFreshLayout() {
        let diagnostics = Diagnostics()
        let breeds = (0..<48).map(Breed.item)
        let screen = Screen(breeds, diagnostics: diagnostics)
        let (heights, tops) = Self.freshGeometry(breeds, width: 320)
        let fresh = breeds.map { CatCardCell.fresh($0, width: 320).labels }
        let contentHeight = tops[tops.count - 1] + heights[heights.count - 1]
        screen.root.layoutIfNeeded()
        var offsets = Array(stride(from: 0.0, through: contentHeight - 568, by: 137))
        offsets += [contentHeight - 568]
        offsets += offsets.reversed()
        var mostLive = 0
        for offset in offsets {
            screen.list.contentOffset = Point(x: 0, y: offset)
            screen.root.layoutIfNeeded()
            #expect(screen.list.contentOffset.y == offset)
            let live = screen.liveCells
            mostLive = max(mostLive, live.count)
            let overscan = screen.list.overscan
            #expect(
                live.count
                    == Self.count(tops, heights, intersecting: offset - overscan, offset + 568 + overscan))
            for cell in live {
                guard let index = screen.list.indexPath(for: cell)?.item else {
                    Issue.record("a live cell without an index path")
                    continue
                }
                #expect(
                    cell.frame == Rect(x: 0, y: tops[index], width: 320, height: heights[index]),
                    "item \(index)")
                #expect(cell.labelFrames == fresh[index], "item \(index)")
            }
            let visible = screen.list.indexPathsForVisibleItems.map(\.item)
            let expected = (0..<breeds.count).filter {
                tops[$0] < offset + 568 && tops[$0] + heights[$0] > offset
            }
            #expect(visible == expected)
            #expect(screen.list.visibleCells.map { screen.list.indexPath(for: $0)?.item } == expected)
        }
        #expect(screen.list.contentSize == Size(width: 320, height: contentHeight))
        #expect(screen.allCells.count <= mostLive + 2)
        #expect(screen.allCells.map(\.reuseCount).reduce(0, +) > breeds.count)
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    /// Once every item has been measured, the content height is the sum of the cells' heights and
    /// the spacing between them.
    @Test func contentSizeIsTheSumOfCellHeights() {
        let breeds = (0..<30).map(Breed.item)
        let screen = Screen(breeds, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        var offset = 0.0
        while offset < screen.list.contentSize.height {
            screen.list.contentOffset = Point(x: 0, y: offset)
            screen.root.layoutIfNeeded()
            offset += 568
        }
        let (heights, _) = Self.freshGeometry(breeds, width: 320)
        #expect(screen.list.contentSize.height == heights.reduce(0, +) + 29 * 8)
    }

    @Test func estimatedHeightsBeforeMeasuring() {
        let breeds = (0..<1000).map(Breed.item)
        let screen = Screen(breeds, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        // Every item measured was asked for once: the first `measured` items.
        let measured = screen.source.requests
        let (heights, tops) = Self.freshGeometry(Array(breeds.prefix(measured)), width: 320)
        #expect(measured >= Self.count(tops, heights, intersecting: -50, 618))
        let measuredExtent = tops[measured - 1] + heights[measured - 1] + 8
        #expect(screen.list.contentSize.height == measuredExtent + Double(1000 - measured) * (50 + 8) - 8)
    }

    /// Rotating to 568 × 320 re-measures the visible cells at the new width; the top item keeps
    /// its place.
    @Test func rotationRemeasuresVisibleCells() {
        let diagnostics = Diagnostics()
        let breeds = (0..<40).map(Breed.item)
        let screen = Screen(breeds, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        screen.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        screen.root.layoutIfNeeded()
        #expect(screen.list.frame == Rect(x: 0, y: 0, width: 568, height: 320))
        let (heights, tops) = Self.freshGeometry(breeds, width: 568)
        let live = screen.liveCells
        #expect(live.count == Self.count(tops, heights, intersecting: -50, 370))
        for cell in live {
            let index = screen.list.indexPath(for: cell)!.item
            #expect(cell.frame == Rect(x: 0, y: tops[index], width: 568, height: heights[index]))
            #expect(cell.labelFrames == CatCardCell.fresh(breeds[index], width: 568).labels)
        }
        screen.root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        screen.root.layoutIfNeeded()
        let portrait = Self.freshGeometry(breeds, width: 320)
        for cell in screen.liveCells {
            let index = screen.list.indexPath(for: cell)!.item
            #expect(
                cell.frame == Rect(x: 0, y: portrait.tops[index], width: 320, height: portrait.heights[index])
            )
        }
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    /// scrollToItem puts the item at the top, even far below the measured items; items above it
    /// measured afterwards move the offset, not the item.
    @Test(arguments: [5, 77, 500])
    func scrollToItemLandsAtTheTop(item: Int) {
        let diagnostics = Diagnostics()
        let breeds = (0..<1000).map(Breed.item)
        let screen = Screen(breeds, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        screen.list.scrollToItem(at: IndexPath(item: item, section: 0), at: .top)
        screen.root.layoutIfNeeded()
        let cell = screen.list.cellForItem(at: IndexPath(item: item, section: 0)) as? CatCardCell
        #expect(cell?.frame.minY == screen.list.contentOffset.y)
        #expect(cell?.frame.height == CatCardCell.fresh(breeds[item], width: 320).height)
        #expect(screen.list.indexPathsForVisibleItems.first == IndexPath(item: item, section: 0))
        let above = screen.list.cellForItem(at: IndexPath(item: item - 1, section: 0))
        #expect(above?.frame.maxY == cell.map { $0.frame.minY - 8 })
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    @Test func prepareForReuseAndReloadData() {
        let breeds = (0..<100).map(Breed.item)
        let screen = Screen(breeds, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        let first = screen.liveCells.count
        #expect(screen.allCells.allSatisfy { $0.reuseCount == 0 })
        screen.list.contentOffset = Point(x: 0, y: 2000)
        screen.root.layoutIfNeeded()
        #expect(screen.allCells.contains { $0.reuseCount > 0 })
        let requests = screen.source.requests
        screen.source.breeds = Array(breeds.prefix(3))
        screen.list.reloadData()
        screen.list.contentOffset = .zero
        screen.root.layoutIfNeeded()
        #expect(screen.source.requests == requests + 3)
        #expect(screen.list.numberOfItems(inSection: 0) == 3)
        #expect(screen.liveCells.count == 3)
        #expect(screen.allCells.count <= first + 4)
        let (heights, _) = Self.freshGeometry(Array(breeds.prefix(3)), width: 320)
        #expect(screen.list.contentSize.height == heights.reduce(0, +) + 16)
    }

    /// A pooled cell that last showed an item is handed out for that item again; any other item
    /// gets the cell pooled last.
    @Test func dequeuePrefersTheCellThatShowedTheItem() throws {
        let breeds = (0..<100).map(Breed.item)
        let screen = Screen(breeds, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        let live = (0..<100).compactMap { screen.list.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(live.count > 2)
        screen.list.reloadData()  // every live cell goes to the pool, in item order
        let second = screen.list.dequeueReusableCell(
            withReuseIdentifier: "card", for: IndexPath(item: 1, section: 0))
        #expect(second === live[1])
        let unseen = screen.list.dequeueReusableCell(
            withReuseIdentifier: "card", for: IndexPath(item: 99, section: 0))
        #expect(unseen === live[live.count - 1])
    }

    /// 100,000 items: the cells and views stay those of one screen while scrolling anywhere.
    @Test func hundredThousandItemsKeepOneScreenOfCells() {
        let breeds = (0..<100_000).map(Breed.item)
        let screen = Screen(breeds, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        for offset in [0.0, 568, 1136, 2_000_000, 4_000_000, 1_000] {
            screen.list.contentOffset = Point(x: 0, y: offset)
            screen.root.layoutIfNeeded()
            #expect(screen.liveCells.count <= 12)
            #expect(
                screen.list.visibleCells.first?.frame.minY ?? .infinity <= screen.list.contentOffset.y + 8)
        }
        #expect(screen.allCells.count <= 16)
    }

    @Test func sectionsAndInsets() {
        final class Sections: CollectionViewDataSource {
            func numberOfSections(in collectionView: CollectionView) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
            {
                [2, 0, 3][section]
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                (cell as? CatCardCell)?.fill(Breed(set: 0, mask: 2))
                return cell
            }
        }
        let root = makeRoot(320, 568)
        let list = CollectionView(
            frame: Rect(x: 0, y: 0, width: 320, height: 568),
            collectionViewLayout: CollectionViewFlowLayout(
                minimumLineSpacing: 10, sectionInset: EdgeInsets(top: 20, left: 16, bottom: 30, right: 16)))
        list.register(CatCardCell.self, forCellWithReuseIdentifier: "card")
        root.addSubview(list)
        let source = Sections()
        list.dataSource = source
        root.layoutIfNeeded()
        let h = CatCardCell.fresh(Breed(set: 0, mask: 2), width: 288).height
        #expect(list.numberOfSections == 3)
        let tops = [20, 20 + h + 10, 20 + 2 * h + 10 + 30 + 50 + 20]
        #expect(
            list.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 16, y: tops[0], width: 288, height: h))
        #expect(
            list.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 16, y: tops[1], width: 288, height: h))
        #expect(
            list.cellForItem(at: IndexPath(item: 0, section: 2))?.frame
                == Rect(x: 16, y: tops[2], width: 288, height: h))
        #expect(list.contentSize == Size(width: 320, height: tops[2] + 3 * h + 2 * 10 + 30))
    }

    @Test func unregisteredIdentifierIsReported() {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.addSubview(list)
        let cell = list.dequeueReusableCell(
            withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == CollectionViewCell.self)
        #expect(
            diagnostics.items.map(\.description) == [
                "Could not dequeue a cell with identifier 'missing' for item [0, 0]: register a class for the "
                    + "identifier with register(_:forCellWithReuseIdentifier:) first."
            ])
    }
}
