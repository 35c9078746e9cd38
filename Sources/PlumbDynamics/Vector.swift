#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A two-dimensional vector (UIKit's `CGVector`, in `Double`): a direction and magnitude in the
/// animator's reference coordinates, +y down.
///
/// Gravity and push directions use it: `(dx, dy) = magnitude · (cos angle, sin angle)`.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: Double
    /// The y component (+y down).
    public var dy: Double

    /// Creates a vector.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The length `hypot(dx, dy)`.
    public var magnitude: Double { (dx * dx + dy * dy).squareRoot() }

    /// The angle `atan2(dy, dx)`, in radians (π/2 points down the screen).
    public var angle: Double { atan2(dy, dx) }

    /// The vector of `magnitude` along `angle` radians.
    public init(angle: Double, magnitude: Double) {
        self.init(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
