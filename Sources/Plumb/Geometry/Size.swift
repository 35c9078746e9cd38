import PlumbSolver

/// A width and a height, in points (UIKit's `CGSize`, in `Double`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// `(width, height)`: `(46, 30)`.
    public var description: String { "(\(NumberFormat.shortest(width)), \(NumberFormat.shortest(height)))" }
}
