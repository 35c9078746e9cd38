/// A 2D vector or point in points (pt), in UIKit-like coordinates: +x right, +y down.
///
/// The 2D cross product is `a × b = a.x·b.y − a.y·b.x`; with +y down a positive cross product
/// means "clockwise on screen", matching positive angles (see `Rotation`).
///
/// Box2D's `b2Vec2`: the engine's own math type, named apart from `PlumbDynamics.Vector` (UIKit's
/// `CGVector`, the type apps use) so the two cannot be confused.
public struct Vec2: Hashable, Sendable, CustomStringConvertible {
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
    public static let zero = Vec2(0, 0)

    /// The dot product `x·other.x + y·other.y`.
    public func dot(_ other: Vec2) -> Double { x * other.x + y * other.y }

    /// The scalar 2D cross product `x·other.y − y·other.x`.
    public func cross(_ other: Vec2) -> Double { x * other.y - y * other.x }

    /// The cross product of this vector with a scalar `s` (as if `s` were along +z): `(s·y, −s·x)`.
    public func cross(_ s: Double) -> Vec2 { Vec2(s * y, -s * x) }

    /// The cross product of a scalar `s` with a vector `v`: `(−s·v.y, s·v.x)`.
    ///
    /// For an angular velocity `s` and an arm `v` this is the point's linear velocity.
    public static func cross(_ s: Double, _ v: Vec2) -> Vec2 { Vec2(-s * v.y, s * v.x) }

    /// The Euclidean length, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The squared length, in points².
    public var lengthSquared: Double { x * x + y * y }

    /// The unit vector in the same direction, or `.zero` if the length is below `1e-300`.
    public var normalized: Vec2 {
        let l = length
        guard l > 1e-300 else { return .zero }
        return Vec2(x / l, y / l)
    }

    /// The vector turned a quarter turn: `(−y, x)` (clockwise on screen with +y down).
    public var perp: Vec2 { Vec2(-y, x) }

    /// The vector turned a quarter turn the other way: `(y, −x)`.
    public var rightPerp: Vec2 { Vec2(y, -x) }

    /// The distance to `other`, in points.
    public func distance(to other: Vec2) -> Double { (other - self).length }

    /// The component-wise minimum of two vectors.
    public static func min(_ a: Vec2, _ b: Vec2) -> Vec2 {
        Vec2(Swift.min(a.x, b.x), Swift.min(a.y, b.y))
    }

    /// The component-wise maximum of two vectors.
    public static func max(_ a: Vec2, _ b: Vec2) -> Vec2 {
        Vec2(Swift.max(a.x, b.x), Swift.max(a.y, b.y))
    }

    /// Linear interpolation `a + t·(b − a)`.
    public static func lerp(_ a: Vec2, _ b: Vec2, _ t: Double) -> Vec2 { a + t * (b - a) }

    /// The sum of two vectors.
    public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }

    /// The difference of two vectors.
    public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }

    /// The negated vector.
    public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }

    /// The vector scaled by `s`.
    public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }

    /// The vector scaled by `s`.
    public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }

    /// The vector divided by `s`.
    public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }

    /// Adds `b` to `a`.
    public static func += (a: inout Vec2, b: Vec2) { a = a + b }

    /// Subtracts `b` from `a`.
    public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    /// Scales `a` by `s`.
    public static func *= (a: inout Vec2, s: Double) { a = a * s }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
