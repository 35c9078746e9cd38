/// A 2D vector or point in points (pt), in UIKit-like coordinates: +x right, +y down.
///
/// The 2D cross product is `a × b = a.x·b.y − a.y·b.x`; with +y down a positive cross product
/// means "clockwise on screen", matching positive angles (see `Rotation`).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component, in points (+x right).
    public var x: Double
    /// The vertical component, in points (+y down).
    public var y: Double

    /// Creates a vector from its components, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a vector from its components, in points.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vector(0, 0)

    /// The dot product `x·other.x + y·other.y`.
    public func dot(_ other: Vector) -> Double { x * other.x + y * other.y }

    /// The scalar 2D cross product `x·other.y − y·other.x`.
    public func cross(_ other: Vector) -> Double { x * other.y - y * other.x }

    /// The cross product of this vector with a scalar `s` (as if `s` were along +z): `(s·y, −s·x)`.
    public func cross(_ s: Double) -> Vector { Vector(s * y, -s * x) }

    /// The cross product of a scalar `s` with a vector `v`: `(−s·v.y, s·v.x)`.
    ///
    /// For an angular velocity `s` and an arm `v` this is the point's linear velocity.
    public static func cross(_ s: Double, _ v: Vector) -> Vector { Vector(-s * v.y, s * v.x) }

    /// The Euclidean length, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The squared length, in points².
    public var lengthSquared: Double { x * x + y * y }

    /// The unit vector in the same direction, or `.zero` if the length is below `1e-300`.
    public var normalized: Vector {
        let l = length
        guard l > 1e-300 else { return .zero }
        return Vector(x / l, y / l)
    }

    /// The vector turned a quarter turn: `(−y, x)` (clockwise on screen with +y down).
    public var perp: Vector { Vector(-y, x) }

    /// The vector turned a quarter turn the other way: `(y, −x)`.
    public var rightPerp: Vector { Vector(y, -x) }

    /// The distance to `other`, in points.
    public func distance(to other: Vector) -> Double { (other - self).length }

    /// The component-wise minimum of two vectors.
    public static func min(_ a: Vector, _ b: Vector) -> Vector {
        Vector(Swift.min(a.x, b.x), Swift.min(a.y, b.y))
    }

    /// The component-wise maximum of two vectors.
    public static func max(_ a: Vector, _ b: Vector) -> Vector {
        Vector(Swift.max(a.x, b.x), Swift.max(a.y, b.y))
    }

    /// Linear interpolation `a + t·(b − a)`.
    public static func lerp(_ a: Vector, _ b: Vector, _ t: Double) -> Vector { a + t * (b - a) }

    /// The sum of two vectors.
    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.x + b.x, a.y + b.y) }

    /// The difference of two vectors.
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.x - b.x, a.y - b.y) }

    /// The negated vector.
    public static prefix func - (a: Vector) -> Vector { Vector(-a.x, -a.y) }

    /// The vector scaled by `s`.
    public static func * (s: Double, a: Vector) -> Vector { Vector(s * a.x, s * a.y) }

    /// The vector scaled by `s`.
    public static func * (a: Vector, s: Double) -> Vector { Vector(s * a.x, s * a.y) }

    /// The vector divided by `s`.
    public static func / (a: Vector, s: Double) -> Vector { Vector(a.x / s, a.y / s) }

    /// Adds `b` to `a`.
    public static func += (a: inout Vector, b: Vector) { a = a + b }

    /// Subtracts `b` from `a`.
    public static func -= (a: inout Vector, b: Vector) { a = a - b }

    /// Scales `a` by `s`.
    public static func *= (a: inout Vector, s: Double) { a = a * s }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
