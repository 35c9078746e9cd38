/// A solid circle (disc) in a body's local frame.
public struct Circle: Hashable, Sendable {
    /// The centre in the body's local frame, in points.
    public var center: Vec2
    /// The radius, in points (> 0).
    public var radius: Double

    /// Creates a circle of `radius` points at `center` (local frame, points).
    public init(center: Vec2 = .zero, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The mass properties for `density` (mass per pt²): `m = ρπr²`, `I = m r²/2` about the centre.
    public func massData(density: Double) -> MassData {
        let mass = density * Double.pi * radius * radius
        return MassData(mass: mass, center: center, rotationalInertia: 0.5 * mass * radius * radius)
    }

    /// The tight world AABB when the body is at `transform`.
    public func aabb(_ transform: Transform) -> AABB {
        let p = transform.apply(center)
        return AABB(lower: p - Vec2(radius, radius), upper: p + Vec2(radius, radius))
    }

    /// Casts a ray given in the local frame; `nil` if it misses or starts inside.
    public func rayCast(_ input: RayCastInput) -> RayCastOutput? {
        let s = input.origin - center
        let d = input.translation
        let a = d.lengthSquared
        guard a > 0 else { return nil }
        let b = s.dot(d)
        let c = s.lengthSquared - radius * radius
        guard c > 0 else { return nil }
        let disc = b * b - a * c
        guard disc >= 0 else { return nil }
        let t = (-b - disc.squareRoot()) / a
        guard t >= 0, t <= input.maxFraction else { return nil }
        let point = input.origin + t * d
        return RayCastOutput(point: point, normal: (point - center).normalized, fraction: t)
    }
}
