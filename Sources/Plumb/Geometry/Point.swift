import PlumbSolver

/// A point in a two-dimensional coordinate space, in points (UIKit's `CGPoint`, in `Double`).
///
/// Coordinates follow UIKit: the origin is the top-left corner and y grows downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The x coordinate, in points.
    public var x: Double
    /// The y coordinate, in points.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` with integral values printed without a fraction: `(20, 35.5)`.
    public var description: String { "(\(NumberFormat.shortest(x)), \(NumberFormat.shortest(y)))" }
}
