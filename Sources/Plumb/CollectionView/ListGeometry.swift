// ListGeometry: where each item of a collection view's list lies, for any number of items.
//
// Design. Item i owns the vertical extent lead(i) + height(i) + trail(i): the lead is the
// section's top inset (plus the insets of empty sections just before it) on a section's first
// item, else 0; the trail is the line spacing, or the section's bottom inset on its last item. The
// extents live in a Fenwick tree, so an item's top is prefixSum(i) + lead(i) and the item at a
// content offset is found by descending the tree: O(log n) per query, O(log n) per height
// correction, never a walk over the items. Per item the geometry keeps its height, its extent
// (inside the tree) and the generation it was measured in (a width change or a reload starts a new
// generation, so invalidating every measurement is O(1)).

/// The per-item geometry of a ``CollectionView``: heights, measurement stamps and positions.
struct ListGeometry {
    /// The global index of each section's first item, then the item count (sections + 1 entries).
    private(set) var sectionStarts: [Int]
    /// The space above each section's first item: its top inset plus the insets of the empty
    /// sections right before it.
    private var sectionLeads: [Double]
    /// The insets of the empty sections after the last item.
    private var trailingExtent: Double
    /// Each item's height, in points (estimated until measured).
    private var heights: [Double]
    /// The generation each item was last measured in (0: never).
    private var stamps: [UInt32]
    /// The extents lead + height + trail.
    private var extents: FenwickTree
    /// The current measurement generation.
    private(set) var generation: UInt32 = 1

    /// Lays out sections of `counts` items, every item at the layout's estimated height.
    /// - Complexity: O(items + sections).
    init(counts: [Int], layout: CollectionViewFlowLayout) {
        var starts = [0]
        var leads: [Double] = []
        var pending = 0.0
        for count in counts {
            leads.append(pending + layout.sectionInset.top)
            pending = count == 0 ? pending + layout.sectionInset.top + layout.sectionInset.bottom : 0
            starts.append(starts[starts.count - 1] + max(count, 0))
        }
        sectionStarts = starts
        sectionLeads = leads
        trailingExtent = pending
        let total = starts[starts.count - 1]
        heights = Array(repeating: layout.estimatedItemHeight, count: total)
        stamps = Array(repeating: 0, count: total)
        var values = [Double](repeating: 0, count: total)
        for section in counts.indices where counts[section] > 0 {
            for index in starts[section]..<starts[section + 1] {
                let lead = index == starts[section] ? leads[section] : 0
                let trail =
                    index == starts[section + 1] - 1 ? layout.sectionInset.bottom : layout.minimumLineSpacing
                values[index] = lead + layout.estimatedItemHeight + trail
            }
        }
        extents = FenwickTree(values)
    }

    /// The number of items in all sections.
    var count: Int { heights.count }

    /// The number of sections.
    var sectionCount: Int { sectionLeads.count }

    /// The height of the content: every extent plus trailing empty sections.
    var contentHeight: Double { extents.prefixSum(count) + trailingExtent }

    /// The section holding the item at global `index`. O(log sections).
    func section(of index: Int) -> Int {
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index path of the item at global `index`.
    func indexPath(of index: Int) -> IndexPath {
        let section = section(of: index)
        return IndexPath(item: index - sectionStarts[section], section: section)
    }

    /// The global index of `indexPath`, or nil when it names no item.
    func index(of indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionCount, indexPath.item >= 0 else {
            return nil
        }
        let index = sectionStarts[indexPath.section] + indexPath.item
        return index < sectionStarts[indexPath.section + 1] ? index : nil
    }

    /// The item's top edge in content coordinates. O(log n).
    func minY(of index: Int) -> Double {
        let section = section(of: index)
        let lead = index == sectionStarts[section] ? sectionLeads[section] : 0
        return extents.prefixSum(index) + lead
    }

    /// The item's height (estimated until measured).
    func height(of index: Int) -> Double { heights[index] }

    /// Whether the item was measured in the current generation.
    func isMeasured(_ index: Int) -> Bool { stamps[index] == generation }

    /// Records the measured height of an item. O(log n).
    mutating func setMeasuredHeight(_ height: Double, at index: Int) {
        stamps[index] = generation
        guard height != heights[index] else { return }
        extents.set(extents[index] + height - heights[index], at: index)
        heights[index] = height
    }

    /// Forgets every measurement (heights stay as estimates). O(1).
    mutating func invalidateMeasurements() {
        generation &+= 1
    }

    /// The items whose frames intersect the open band (top, bottom) of content coordinates; empty
    /// without items. O(log n).
    func items(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        guard count > 0, bottom > top else { return 0..<0 }
        var first = extents.index(containing: max(top, 0))
        if minY(of: first) + heights[first] <= top && first + 1 < count { first += 1 }
        var last = extents.index(containing: max(bottom, 0))
        if minY(of: last) >= bottom && last > first { last -= 1 }
        guard last >= first, minY(of: first) < bottom, minY(of: last) + heights[last] > top else {
            return 0..<0
        }
        return first..<(last + 1)
    }
}
