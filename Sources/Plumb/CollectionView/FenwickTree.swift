// FenwickTree: prefix sums of item extents for the collection view's list layout.
//
// Design. A binary indexed tree (Fenwick, 1994) over n doubles: node k holds the sum of the
// values in (k − lowbit(k), k]. A prefix sum adds ⌈log₂ n⌉ nodes, a point update touches as many,
// and finding the item at an offset descends the implicit tree from the highest power of two.
// Building is O(n) by pushing each node into its parent. The tree is a flat [Double] of n + 1
// entries, so 100,000 items cost 800 KB and scrolling never walks the items (O(log n) per query).
// With extents that are multiples of a power of two (pixel-grid heights), every sum is exact, so
// positions do not depend on the order the heights were measured in.

/// Prefix sums over a fixed number of values with O(log n) update and search.
struct FenwickTree {
    /// `nodes[k]` is the sum of the values in (k − lowbit(k), k], 1-based; `nodes[0]` is unused.
    private var nodes: [Double]
    /// The values, kept to answer ``subscript(_:)`` in O(1).
    private(set) var values: [Double]

    /// Builds the tree over `values` in O(n).
    init(_ values: [Double]) {
        self.values = values
        nodes = [0] + values
        let count = values.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { nodes[parent] += nodes[index] }
            index += 1
        }
    }

    /// The number of values.
    var count: Int { values.count }

    /// The value at `index`.
    subscript(index: Int) -> Double { values[index] }

    /// Sets the value at `index`. O(log n).
    mutating func set(_ value: Double, at index: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var node = index + 1
        while node < nodes.count {
            nodes[node] += delta
            node += node & -node
        }
    }

    /// The sum of the first `count` values. O(log n).
    func prefixSum(_ count: Int) -> Double {
        var sum = 0.0
        var node = count
        while node > 0 {
            sum += nodes[node]
            node -= node & -node
        }
        return sum
    }

    /// The index whose span [prefixSum(i), prefixSum(i + 1)) holds `offset`, clamped to the
    /// values (0 before the first, n − 1 past the last); requires non-negative values and n ≥ 1.
    /// O(log n).
    func index(containing offset: Double) -> Int {
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < nodes.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < nodes.count && nodes[next] <= remaining {
                position = next
                remaining -= nodes[next]
            }
            step /= 2
        }
        return min(position, values.count - 1)
    }
}
