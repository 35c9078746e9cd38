/// An ordered pair of shape indices (`a < b`), the key of a contact.
struct ShapePair: Hashable, Sendable, Comparable {
    var a: Int
    var b: Int

    static func < (l: ShapePair, r: ShapePair) -> Bool { l.a != r.a ? l.a < r.a : l.b < r.b }
}

/// A potential contact between two shapes whose fat AABBs overlap, kept from step to step so the
/// solver can warm start from last step's impulses (matched by `ContactFeatureID`).
struct Contact: Sendable {
    var pair: ShapePair
    /// The bodies of shapes `pair.a` and `pair.b` (kept here so the step never reads a shape
    /// to find them).
    var bodyA: Int
    var bodyB: Int
    var manifold: Manifold = .empty
    /// Accumulated normal impulse per manifold point, in mass·pt/s (inline, as the manifold).
    var normalImpulses = InlineArray<2, Double>(repeating: 0)
    /// Accumulated friction impulse per manifold point, in mass·pt/s.
    var tangentImpulses = InlineArray<2, Double>(repeating: 0)
    /// True when the manifold has points (or, for a sensor pair, the shapes overlap).
    var touching = false
    /// True if either shape is a sensor: overlap only, no response.
    var isSensor = false
    /// The contact's colour in the constraint graph while it is active (touching, not a sensor,
    /// an awake body), `ConstraintGraph.overflow`, or `ConstraintGraph.none` (`ConstraintGraph`).
    var color = ConstraintGraph.none
    var friction: Double = 0
    var restitution: Double = 0
    var restitutionThreshold: Double = 0
    /// The bodies' poses when the manifold was last computed, while the world recycles contacts
    /// (`Contact+Recycling.swift`); nil for sensors, before the first narrow phase, and with
    /// recycling off.
    var pose: ManifoldPose?
}
