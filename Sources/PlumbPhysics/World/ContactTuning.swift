/// How hard contacts push back: their stiffness and damping, and whether two-point manifolds are
/// solved as one block. A world's ``World/contactTuning``; Box2D v3's contact tuning
/// (`b2World_SetContactTuning`) plus Plumb's block solve.
///
/// A soft contact that carries a weight `W` sinks `W / (m·ω²)` into its support (`ω = 2π·hertz`,
/// `m` the contact's effective mass), so a stiffer contact sags less. But one solver iteration per
/// substep cannot settle a tall stack of stiff contacts: at 60 Hz with four substeps (a quarter of
/// the substep rate) a pyramid of 100 rows keeps rocking sideways and never falls asleep, in Plumb
/// and in Box2D v3 alike, while at 30 Hz both settle and sleep within 10 s. Hence two tunings:
/// - the default, ``init(hertz:dampingRatio:usesBlockSolver:)``, is stiff, for small stacks as
///   UIKit Dynamics has them: 60 Hz, so that a tower of ten boxes sags less than 1 pt, and a block
///   solve, so that it does not lean and a box landing flat does not pick up a spin;
/// - ``soft`` is Box2D v3's default tuning, for large scenes: 30 Hz, each point solved on its own.
///
/// In both, a contact with a static body is twice as stiff as ``hertz``, and a step caps both
/// stiffnesses at a quarter of its substep rate (60 Hz at 1/60 s and four substeps).
public struct ContactTuning: Hashable, Sendable {
    /// The stiffness of a contact between two non-static bodies, in Hz (default 60).
    public var hertz: Double
    /// The damping ratio of every contact (default 10: heavily over-damped, so that overlapping
    /// shapes are pushed apart without bouncing).
    public var dampingRatio: Double
    /// Whether a two-point manifold solves its two normal impulses together, as a 2×2 problem
    /// (default true). Solving them one after the other (Box2D v3) leans a tall narrow stack by a
    /// fraction of a point; the block solve does not, but lets a wide pyramid sag further.
    public var usesBlockSolver: Bool

    /// A tuning; the defaults are the stiff one (60 Hz, damping ratio 10, block solve).
    /// - Parameters:
    ///   - hertz: stiffness in Hz, > 0 and finite.
    ///   - dampingRatio: ≥ 0 and finite.
    ///   - usesBlockSolver: solve two-point manifolds as a block.
    public init(hertz: Double = 60, dampingRatio: Double = 10, usesBlockSolver: Bool = true) {
        precondition(hertz > 0 && hertz.isFinite, "contact hertz must be positive and finite, got \(hertz)")
        precondition(
            dampingRatio >= 0 && dampingRatio.isFinite,
            "contact damping ratio must be at least 0 and finite, got \(dampingRatio)")
        self.hertz = hertz
        self.dampingRatio = dampingRatio
        self.usesBlockSolver = usesBlockSolver
    }

    /// Box2D v3's default tuning, for large scenes and tall stacks: 30 Hz, damping ratio 10, each
    /// point solved on its own. A pyramid of 100 rows settles and sleeps with it.
    public static let soft = ContactTuning(hertz: 30, usesBlockSolver: false)
}
