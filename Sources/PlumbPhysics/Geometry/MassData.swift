/// A shape's mass properties, computed from its area and a uniform density.
public struct MassData: Hashable, Sendable {
    /// The mass, in Plumb mass units (density × area in pt², so that with density 1 a
    /// 100×100 pt box has mass 10 000; the UIKit layer divides by 10 000, docs/dynamics.md §2.2).
    public var mass: Double
    /// The centre of mass in the shape's local frame, in points.
    public var center: Vec2
    /// The rotational inertia about `center`, in mass · pt².
    public var rotationalInertia: Double

    /// Creates mass data from a mass, a local centre of mass (points) and an inertia about it.
    public init(mass: Double, center: Vec2, rotationalInertia: Double) {
        self.mass = mass
        self.center = center
        self.rotationalInertia = rotationalInertia
    }

    /// No mass: for segments and chains, which only static bodies should carry.
    public static let zero = MassData(mass: 0, center: .zero, rotationalInertia: 0)

    /// The rotational inertia about the local origin (parallel axis theorem), in mass · pt².
    public var rotationalInertiaAboutOrigin: Double { rotationalInertia + mass * center.lengthSquared }
}
