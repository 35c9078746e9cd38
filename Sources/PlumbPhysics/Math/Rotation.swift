#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A rotation stored as its cosine and sine, as Box2D v3's `b2Rot`.
///
/// Angles are radians; with +y down a positive angle turns +x towards +y, i.e. clockwise on
/// screen, as `CGAffineTransform(rotationAngle:)` renders.
public struct Rotation: Hashable, Sendable {
    /// The cosine of the angle.
    public var cos: Double
    /// The sine of the angle.
    public var sin: Double

    /// Creates a rotation from a cosine and sine, which should satisfy `cos² + sin² = 1`.
    public init(cos: Double, sin: Double) {
        self.cos = cos
        self.sin = sin
    }

    /// Creates a rotation by `angle` radians (positive is clockwise on screen).
    public init(angle: Double) {
        self.cos = cosine(angle)
        self.sin = sine(angle)
    }

    /// The identity rotation (angle 0).
    public static let identity = Rotation(cos: 1, sin: 0)

    /// The angle in radians, in `(−π, π]`.
    public var angle: Double { atan2(sin, cos) }

    /// The rotated unit x axis `(cos, sin)`.
    public var xAxis: Vec2 { Vec2(cos, sin) }

    /// The rotated unit y axis `(−sin, cos)`.
    public var yAxis: Vec2 { Vec2(-sin, cos) }

    /// Rotates `v` by this rotation.
    public func apply(_ v: Vec2) -> Vec2 { Vec2(cos * v.x - sin * v.y, sin * v.x + cos * v.y) }

    /// Rotates `v` by the inverse of this rotation.
    public func applyInverse(_ v: Vec2) -> Vec2 { Vec2(cos * v.x + sin * v.y, -sin * v.x + cos * v.y) }

    /// The inverse rotation.
    public var inverse: Rotation { Rotation(cos: cos, sin: -sin) }

    /// The composition `self ∘ other` (first `other`, then `self`).
    public func concatenating(_ other: Rotation) -> Rotation {
        Rotation(cos: cos * other.cos - sin * other.sin, sin: sin * other.cos + cos * other.sin)
    }

    /// The relative rotation `self⁻¹ ∘ other`.
    public func inverseConcatenating(_ other: Rotation) -> Rotation {
        Rotation(cos: cos * other.cos + sin * other.sin, sin: cos * other.sin - sin * other.cos)
    }

    /// This rotation advanced by angular velocity × time `deltaAngle` radians and renormalised,
    /// as Box2D v3's `b2IntegrateRotation` (cheap, accurate for small angles).
    public func integrated(by deltaAngle: Double) -> Rotation {
        let c = cos - deltaAngle * sin
        let s = sin + deltaAngle * cos
        let mag = (c * c + s * s).squareRoot()
        let inv = mag > 0 ? 1 / mag : 0
        return Rotation(cos: c * inv, sin: s * inv)
    }
}

private func cosine(_ x: Double) -> Double { cos(x) }
private func sine(_ x: Double) -> Double { sin(x) }
