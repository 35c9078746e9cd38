/// The material and filtering of a shape, as Box2D v3's `b2ShapeDef`.
///
/// Defaults follow docs/dynamics.md §11.1 (UIKit's item defaults: density 1, friction 0, elasticity 0)
/// rather than Box2D's friction 0.6, so an engine body behaves like a default UIKit item.
public struct ShapeDefinition: Hashable, Sendable {
    /// Mass per pt² (mass = density × area in pt²; a 100×100 box of density 1 has mass 10 000,
    /// the UIKit layer divides by 10 000, docs/dynamics.md §2.2); default 1.
    public var density: Double
    /// The Coulomb friction coefficient μ ≥ 0; contacts mix `sqrt(μA·μB)`; default 0.
    public var friction: Double
    /// The restitution (elasticity) e ≥ 0; contacts mix `max(eA, eB)`; default 0.
    public var restitution: Double
    /// Impacts slower than this approach speed do not bounce, in pt/s; contacts use the larger
    /// of the two shapes' values; default 100 pt/s (Box2D's 1 m/s, docs/dynamics.md §15.3).
    public var restitutionThreshold: Double
    /// Which shapes this one collides with; default collides with everything.
    public var filter: CollisionFilter
    /// A sensor detects overlaps (sensor begin/end events) but produces no contact response.
    public var isSensor: Bool
    /// Whether contacts of this shape report begin/end events; default true.
    public var enableContactEvents: Bool

    /// Creates a shape definition; every parameter has the default documented on its property.
    public init(
        density: Double = 1, friction: Double = 0, restitution: Double = 0,
        restitutionThreshold: Double = 100,
        filter: CollisionFilter = .default, isSensor: Bool = false, enableContactEvents: Bool = true
    ) {
        self.density = density
        self.friction = friction
        self.restitution = restitution
        self.restitutionThreshold = restitutionThreshold
        self.filter = filter
        self.isSensor = isSensor
        self.enableContactEvents = enableContactEvents
    }
}
