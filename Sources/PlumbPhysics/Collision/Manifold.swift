/// A contact point between two shapes, as Box2D v3's `b2ManifoldPoint`.
public struct ManifoldPoint: Hashable, Sendable {
    /// The contact point in world coordinates, in points (midway between the two surfaces).
    public var point: Vector
    /// The contact point relative to body A's origin, in world orientation, in points.
    public var anchorA: Vector
    /// The contact point relative to body B's origin, in world orientation, in points.
    public var anchorB: Vector
    /// The signed distance between the surfaces along the manifold normal, in points
    /// (negative when overlapping; at most `PhysicsConstants.speculativeDistance`).
    public var separation: Double
    /// Identifies the pair of features (vertex/edge indices) that made this point, so a solver can
    /// carry its impulses from one step to the next (warm starting).
    public var id: ContactFeatureID

    /// Creates a manifold point.
    public init(point: Vector, anchorA: Vector, anchorB: Vector, separation: Double, id: ContactFeatureID) {
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
public struct Manifold: Hashable, Sendable {
    /// The unit normal in world coordinates, pointing from shape A to shape B.
    public var normal: Vector
    /// The contact points (0, 1 or 2); empty when the shapes are farther apart than
    /// `PhysicsConstants.speculativeDistance`.
    public var points: [ManifoldPoint]

    /// Creates a manifold from a world normal and its points.
    public init(normal: Vector = .zero, points: [ManifoldPoint] = []) {
        self.normal = normal
        self.points = points
    }

    /// The empty manifold: no contact.
    public static let empty = Manifold()

    /// The number of points.
    public var pointCount: Int { points.count }

    /// True if the manifold has no points.
    public var isEmpty: Bool { points.isEmpty }
}
