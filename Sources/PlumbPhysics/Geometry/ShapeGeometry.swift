/// The geometry of one shape: any of the shape kinds, in a body's local frame.
///
/// The world layer (bodies, shapes with friction/restitution/filters) stores one of these per
/// shape; mass, bounds, ray casts and contact generation dispatch on it.
public enum ShapeGeometry: Hashable, Sendable {
    /// A solid circle.
    case circle(Circle)
    /// A solid convex polygon (boxes included).
    case polygon(Polygon)
    /// A two-sided segment (no mass).
    case segment(Segment)
    /// One link of a chain: a one-sided segment (no mass).
    case chainSegment(ChainSegment)

    /// The mass properties for `density` (mass per pt²); `.zero` for segments and chain links.
    public func massData(density: Double) -> MassData {
        switch self {
        case .circle(let circle): circle.massData(density: density)
        case .polygon(let polygon): polygon.massData(density: density)
        case .segment, .chainSegment: .zero
        }
    }

    /// The tight world AABB when the body is at `transform`.
    public func aabb(_ transform: Transform) -> AABB {
        switch self {
        case .circle(let circle): circle.aabb(transform)
        case .polygon(let polygon): polygon.aabb(transform)
        case .segment(let segment): segment.aabb(transform)
        case .chainSegment(let link): link.aabb(transform)
        }
    }

    /// Casts a world ray against the shape of a body at `transform`; the hit is in world coordinates.
    public func rayCast(_ input: RayCastInput, _ transform: Transform) -> RayCastOutput? {
        let local = input.inLocalFrame(of: transform)
        let hit: RayCastOutput? =
            switch self {
            case .circle(let circle): circle.rayCast(local)
            case .polygon(let polygon): polygon.rayCast(local)
            case .segment(let segment): segment.rayCast(local)
            case .chainSegment(let link): link.rayCast(local)
            }
        return hit?.toWorld(transform)
    }

    /// True for shapes that have area (and so mass): circles and polygons.
    public var isSolid: Bool {
        switch self {
        case .circle, .polygon: true
        case .segment, .chainSegment: false
        }
    }

    /// The shape's centroid in its body's frame, in points: a circle's centre, a polygon's
    /// centroid, a segment's midpoint.
    public var centroid: Vec2 {
        switch self {
        case .circle(let circle): circle.center
        case .polygon(let polygon): polygon.centroid
        case .segment(let segment): 0.5 * (segment.point1 + segment.point2)
        case .chainSegment(let link): 0.5 * (link.segment.point1 + link.segment.point2)
        }
    }
}
