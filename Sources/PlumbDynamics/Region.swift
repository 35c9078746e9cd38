import Plumb

/// The domain of a field's effect (UIKit's `UIRegion`, docs/dynamics.md §12.1): a set of points
/// relative to the field's `position`, built from circles and centred rectangles with set
/// operations.
///
/// A field acts on an item only while `region.contains(item.center − field.position)`. Regions are
/// values: the operations return new regions and never change their operands. `contains(_:)` costs
/// O(number of shapes in the expression).
///
/// Example (StickyCorners' corner field):
/// ```swift
/// let corner = Region(size: Size(width: 160, height: 284))
/// let field = FieldBehavior.springField()
/// field.region = corner
/// ```
public struct Region: Hashable, Sendable {
    indirect enum Shape: Hashable, Sendable {
        case infinite
        /// A closed disc about the origin.
        case disc(radius: Double)
        /// A closed rectangle centred on the origin.
        case rectangle(Size)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        /// The first shape without the second.
        case difference(Shape, Shape)
    }

    let shape: Shape

    private init(_ shape: Shape) {
        self.shape = shape
    }

    /// The region holding every point (the default region of a field).
    public static let infinite = Region(.infinite)

    /// The closed disc of `radius` points centred on the field's position (a negative radius holds
    /// no point).
    public init(radius: Double) {
        self.init(.disc(radius: radius))
    }

    /// The closed rectangle of `size` points centred on the field's position (a negative width or
    /// height holds no point).
    public init(size: Size) {
        self.init(.rectangle(size))
    }

    /// The points this region does not hold.
    public func inverse() -> Region {
        Region(.inverse(shape))
    }

    /// The points either region holds.
    public func union(with region: Region) -> Region {
        Region(.union(shape, region.shape))
    }

    /// The points this region holds and `region` does not (UIKit's `difference(from:)`, "the
    /// receiver minus the given region").
    public func difference(from region: Region) -> Region {
        Region(.difference(shape, region.shape))
    }

    /// The points both regions hold.
    public func intersection(with region: Region) -> Region {
        Region(.intersection(shape, region.shape))
    }

    /// Whether the region holds `point`, given relative to the field's position (boundaries are
    /// inside).
    public func contains(_ point: Point) -> Bool {
        shape.contains(point)
    }
}

extension Region.Shape {
    func contains(_ p: Point) -> Bool {
        switch self {
        case .infinite: true
        case .disc(let radius): p.x * p.x + p.y * p.y <= radius * radius && radius >= 0
        case .rectangle(let size): abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
        case .inverse(let a): !a.contains(p)
        case .union(let a, let b): a.contains(p) || b.contains(p)
        case .intersection(let a, let b): a.contains(p) && b.contains(p)
        case .difference(let a, let b): a.contains(p) && !b.contains(p)
        }
    }
}
