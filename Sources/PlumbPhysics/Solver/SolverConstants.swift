/// The soft-step solver's parameters in points (docs/dynamics.md §15.3: Box2D v3 × 100 pt/m).
enum SolverConstants {
    /// The fastest a soft contact pushes overlapping shapes apart, 300 pt/s (Box2D v3's 3 m/s).
    static let maxContactPushSpeed = 300.0
    /// The speed cap, 12 000 pt/s (docs/dynamics.md §13.2).
    static let maxLinearSpeed = 12_000.0
    /// The most a body turns in one substep, 0.25π rad.
    static let maxRotationPerSubstep = 0.25 * Double.pi
    /// Bodies slower than this may sleep, 5 pt/s (Box2D v3's 0.05 m/s).
    static let sleepVelocity = 5.0
    /// How long a whole island must stay below `sleepVelocity` before it sleeps, 0.5 s.
    static let timeToSleep = 0.5
}
