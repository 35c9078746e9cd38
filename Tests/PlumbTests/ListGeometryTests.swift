import Testing

@testable import Plumb

/// The Fenwick tree and the list geometry against sums taken item by item.
@Suite struct ListGeometryTests {
    @Test func fenwickTreeMatchesRunningSums() {
        var values = (0..<1000).map { Double(($0 * 37) % 101) / 2 }
        var tree = FenwickTree(values)
        for (index, value) in [(0, 7.5), (999, 100), (512, 0), (3, 44.5)] {
            tree.set(value, at: index)
            values[index] = value
        }
        var sum = 0.0
        for index in values.indices {
            #expect(tree.prefixSum(index) == sum)
            if values[index] > 0 {
                #expect(tree.index(containing: sum) == index)
                #expect(tree.index(containing: sum + values[index] / 2) == index)
            }
            sum += values[index]
        }
        #expect(tree.prefixSum(values.count) == sum)
        #expect(tree.index(containing: -5) == 0)
        #expect(tree.index(containing: sum + 1) == values.count - 1)
    }

    @Test func geometryOfSectionsWithEmptyOnes() {
        let layout = CollectionViewFlowLayout(
            minimumLineSpacing: 10, sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
            estimatedItemHeight: 40)
        var geometry = ListGeometry(counts: [0, 2, 0, 0, 1, 0], layout: layout)
        #expect(geometry.count == 3)
        #expect(geometry.indexPath(of: 0) == IndexPath(item: 0, section: 1))
        #expect(geometry.indexPath(of: 2) == IndexPath(item: 0, section: 4))
        #expect(geometry.index(of: IndexPath(item: 1, section: 1)) == 1)
        #expect(geometry.index(of: IndexPath(item: 2, section: 1)) == nil)
        // Section 0 (12) + top 5; item 1 after 40 + 10; section 4 after 7 + two empty (24) + 5.
        #expect((0..<3).map(geometry.minY(of:)) == [17, 67, 67 + 40 + 7 + 24 + 5])
        #expect(geometry.contentHeight == 143 + 40 + 7 + 12)
        geometry.setMeasuredHeight(100, at: 0)
        #expect(geometry.isMeasured(0) && !geometry.isMeasured(1))
        #expect((0..<3).map(geometry.minY(of:)) == [17, 127, 203])
        #expect(geometry.items(intersecting: 0, 17) == 0..<0)
        #expect(geometry.items(intersecting: 117, 127) == 0..<0)
        #expect(geometry.items(intersecting: 116, 128) == 0..<2)
        geometry.invalidateMeasurements()
        #expect(!geometry.isMeasured(0))
        #expect(geometry.minY(of: 2) == 203)
    }
}
