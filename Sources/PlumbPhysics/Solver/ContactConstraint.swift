/// One point of a contact constraint, prepared once per step.
struct ContactConstraintPoint: Sendable {
    /// Anchor from body A's centre of mass, world orientation at the start of the step, points.
    var anchorA: Vec2
    /// Anchor from body B's centre of mass, world orientation at the start of the step, points.
    var anchorB: Vec2
    /// The separation at the start of the step minus `(anchorB − anchorA)·normal`, points, so the
    /// current separation is this plus `(Δp_B + Δq_B·anchorB − Δp_A − Δq_A·anchorA)·normal`.
    var adjustedSeparation: Double
    var normalImpulse: Double
    var tangentImpulse: Double
    /// The largest normal impulse applied in a substep (0 means the point never pushed).
    var maxNormalImpulse: Double = 0
    var normalMass: Double
    var tangentMass: Double
    /// The normal relative velocity in the substep where the contact first pushed, pt/s (negative
    /// when approaching; recorded by each biased solve until then, from the first substep on, so
    /// it is prepared as 0): restitution applies when it is below −threshold, and reflects it.
    var approachVelocity: Double

    /// A placeholder for an unused inline slot.
    static let unused = ContactConstraintPoint(
        anchorA: .zero, anchorB: .zero, adjustedSeparation: 0, normalImpulse: 0, tangentImpulse: 0,
        normalMass: 0, tangentMass: 0, approachVelocity: 0)
}

/// A contact prepared for the soft-step solver: two bodies, a normal and up to two points.
struct ContactConstraint: Sendable {
    /// Index of the contact in the world's contact list (to store impulses back).
    var contactIndex: Int
    var bodyA: Int
    var bodyB: Int
    /// The bodies' inverse masses (1/mass) and inverse rotational inertias (1/(mass·pt²)).
    var invMassA: Double
    var invInertiaA: Double
    var invMassB: Double
    var invInertiaB: Double
    /// Whether each body is dynamic (the solve writes velocities back to dynamic bodies only).
    var writesA: Bool
    var writesB: Bool
    var normal: Vec2
    var friction: Double
    var restitution: Double
    var restitutionThreshold: Double
    var softness: Softness
    /// The points, inline; `pointCount` of them are used.
    var points: InlineArray<2, ContactConstraintPoint>
    /// 1 or 2.
    var pointCount: Int
    /// The 2×2 normal effective-mass matrix `K` (inverse mass units) for two-point manifolds,
    /// and whether it is well conditioned enough for the block solver.
    var k11 = 0.0
    var k12 = 0.0
    var k22 = 0.0
    var useBlockSolver = false
}
