import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §12.1: `Region` (UIKit's `UIRegion`) containment and set operations.
@Suite struct FieldRegionTests {
    static let disc = Region(radius: 100)
    static let box = Region(size: Size(width: 40, height: 300))

    /// Discs and centred rectangles, boundaries inside.
    @Test(
        arguments: [
            (Point(x: 0, y: 0), true, true),
            (Point(x: 100, y: 0), true, false),
            (Point(x: 60, y: -80), true, false),
            (Point(x: 71, y: 71), false, false),
            (Point(x: 20, y: 150), false, true),
            (Point(x: -20, y: -150), false, true),
            (Point(x: 20.001, y: 0), true, false),
            (Point(x: 0, y: 99.999), true, true),
        ] as [(Point, Bool, Bool)])
    func basicShapes(point: Point, inDisc: Bool, inBox: Bool) {
        #expect(Self.disc.contains(point) == inDisc)
        #expect(Self.box.contains(point) == inBox)
        #expect(Region.infinite.contains(point))
        #expect(!Region.infinite.inverse().contains(point))
        #expect(Self.disc.inverse().contains(point) == !inDisc)
        #expect(Self.disc.union(with: Self.box).contains(point) == (inDisc || inBox))
        #expect(Self.disc.intersection(with: Self.box).contains(point) == (inDisc && inBox))
        #expect(Self.disc.difference(from: Self.box).contains(point) == (inDisc && !inBox))
        #expect(Self.box.difference(from: Self.disc).contains(point) == (inBox && !inDisc))
    }

    /// An annulus from a difference, and its inverse.
    @Test(arguments: [(0.0, false), (49.0, false), (50.0, true), (75.0, true), (100.0, true), (101.0, false)])
    func annulus(distance: Double, inside: Bool) {
        let ring = Region(radius: 100).difference(
            from: Region(radius: 50).intersection(with: Region(radius: 49.999)))
        let p = Point(x: distance * 0.6, y: -distance * 0.8)
        #expect(ring.contains(p) == inside)
        #expect(ring.inverse().contains(p) == !inside)
    }

    /// Negative radius and size hold nothing; regions are values.
    @Test func emptyAndEquality() {
        #expect(!Region(radius: -1).contains(.zero))
        #expect(!Region(size: Size(width: -2, height: 4)).contains(.zero))
        #expect(Region(radius: 3) == Region(radius: 3))
        #expect(Region(radius: 3) != Region(radius: 3).inverse())
        #expect(Region.infinite.inverse().inverse().contains(Point(x: 1e9, y: -1e9)))
    }
}
