/// A contact point between two shapes, as Box2D v3's `b2ManifoldPoint`.
public struct ManifoldPoint: Hashable, Sendable {
    /// The contact point in world coordinates, in points (midway between the two surfaces).
    public var point: Vec2
    /// The contact point relative to body A's origin, in world orientation, in points.
    public var anchorA: Vec2
    /// The contact point relative to body B's origin, in world orientation, in points.
    public var anchorB: Vec2
    /// The signed distance between the surfaces along the manifold normal, in points
    /// (negative when overlapping; at most `PhysicsConstants.speculativeDistance`).
    public var separation: Double
    /// Identifies the pair of features (vertex/edge indices) that made this point, so a solver can
    /// carry its impulses from one step to the next (warm starting).
    public var id: ContactFeatureID

    /// Creates a manifold point.
    public init(point: Vec2, anchorA: Vec2, anchorB: Vec2, separation: Double, id: ContactFeatureID) {
        self.point = point
        self.anchorA = anchorA
        self.anchorB = anchorB
        self.separation = separation
        self.id = id
    }
}

/// The features of two shapes that produced a manifold point: Box2D's `B2_MAKE_ID(a, b)`.
public struct ContactFeatureID: Hashable, Sendable {
    /// A feature index (vertex or edge) on the first shape of the clipping, or 0.
    public var a: UInt8
    /// A feature index (vertex or edge) on the second shape of the clipping, or 0.
    public var b: UInt8

    /// Creates a feature id from two feature indices.
    public init(_ a: Int, _ b: Int) {
        self.a = UInt8(truncatingIfNeeded: a)
        self.b = UInt8(truncatingIfNeeded: b)
    }

    /// The packed 16-bit key `a << 8 | b`.
    public var key: UInt16 { UInt16(a) << 8 | UInt16(b) }
}

/// The contact between two shapes: up to two points sharing one normal.
///
/// The points are stored inline (no heap allocation per manifold: the narrow phase makes one per
/// touching pair and step); `points` copies them into an array for callers that want one.
public struct Manifold: Hashable, Sendable {
    /// The unit normal in world coordinates, pointing from shape A to shape B.
    public var normal: Vec2
    /// The number of points (0, 1 or 2); 0 when the shapes are farther apart than
    /// `PhysicsConstants.speculativeDistance`.
    public private(set) var pointCount: Int
    private var storage: InlineArray<2, ManifoldPoint>

    /// Creates a manifold from a world normal and its points (at most two).
    public init(normal: Vec2 = .zero, points: [ManifoldPoint] = []) {
        precondition(points.count <= 2, "a manifold has at most two points")
        self.normal = normal
        self.pointCount = 0
        self.storage = InlineArray(repeating: ManifoldPoint.zero)
        for p in points { append(p) }
    }

    /// A manifold with `normal` and no points yet, which the narrow phase fills with `append`
    /// (the public initialiser, with its array of points, was a call per contact and step).
    init(_ normal: Vec2) {
        self.normal = normal
        pointCount = 0
        storage = InlineArray(repeating: ManifoldPoint.zero)
    }

    /// The empty manifold: no contact. (Made where it is used: a stored global was copied from
    /// memory for every pair the narrow phase found apart.)
    public static var empty: Manifold { Manifold(.zero) }

    /// The contact points, in order (a copy).
    public var points: [ManifoldPoint] { (0..<pointCount).map { storage[$0] } }

    /// The point at `index` (`0..<pointCount`).
    public subscript(index: Int) -> ManifoldPoint {
        precondition(index < pointCount, "manifold point index out of range")
        return storage[index]
    }

    /// True if the manifold has no points.
    public var isEmpty: Bool { pointCount == 0 }

    /// Adds a point (at most two in all).
    mutating func append(_ point: ManifoldPoint) {
        precondition(pointCount < 2, "a manifold has at most two points")
        var points = storage.mutableSpan
        points[pointCount] = point
        pointCount += 1
    }

    /// Moves point `index` (`0..<pointCount`) to `point` at `separation`, keeping its anchors and
    /// id: the narrow phase's update of a kept manifold (`World/Contact+Recycling.swift`).
    mutating func movePoint(_ index: Int, to point: Vec2, separation: Double) {
        var points = storage.mutableSpan
        points[index].point = point
        points[index].separation = separation
    }

    /// Equal normals and equal points in the same order.
    public static func == (a: Manifold, b: Manifold) -> Bool {
        guard a.normal == b.normal, a.pointCount == b.pointCount else { return false }
        return (0..<a.pointCount).allSatisfy { a.storage[$0] == b.storage[$0] }
    }

    /// Hashes the normal and the points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(normal)
        hasher.combine(pointCount)
        for i in 0..<pointCount { hasher.combine(storage[i]) }
    }
}

extension ManifoldPoint {
    /// A placeholder for unused inline slots.
    static let zero = ManifoldPoint(
        point: .zero, anchorA: .zero, anchorB: .zero, separation: 0, id: ContactFeatureID(0, 0))
}
