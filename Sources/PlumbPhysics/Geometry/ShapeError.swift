/// Why a shape could not be made from the given points.
public enum ShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer points than the shape needs (3 for a polygon, 2 for a chain, 3 for a loop).
    case tooFewPoints(Int)
    /// More points than `PhysicsConstants.maxPolygonVertices` for a polygon.
    case tooManyPoints(Int)
    /// A coordinate or the radius is NaN or infinite, or the radius is negative.
    case notFinite
    /// The points' convex hull has no area (all points coincide or lie on one line, within
    /// `PhysicsConstants.linearSlop`).
    case degenerate

    /// A message that says how to fix the input.
    public var description: String {
        switch self {
        case .tooFewPoints(let n): "shape needs more points (got \(n)); a polygon needs 3, a chain 2"
        case .tooManyPoints(let n):
            "polygon has \(n) points, at most \(PhysicsConstants.maxPolygonVertices); split it into convex parts"
        case .notFinite: "shape has a NaN or infinite coordinate, or a negative radius"
        case .degenerate: "polygon points are (nearly) collinear or coincident; its hull has no area"
        }
    }
}
