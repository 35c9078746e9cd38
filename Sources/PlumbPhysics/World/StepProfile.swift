// A step's profile (Box2D v3's `b2Profile`)
// =========================================
//
// With `World.isProfilingEnabled` on, `step` reads the monotonic clock between its stages and
// keeps how long each took in `World.profile`, so that a benchmark can say which stage carries
// the time (docs/benchmarks.md compares it with Box2D v3's `b2World_GetProfile`). The stages of
// the substeps add up over the substeps, as Box2D's do. Off (the default), `StepTimer.lap`
// returns 0 without reading the clock: a step costs a few tests and additions more.

/// How long the stages of the last step took, in milliseconds (Box2D v3's `b2Profile`); zero
/// unless ``World/isProfilingEnabled`` was on during the step.
///
/// The substeps' stages (`integrateVelocities` to `relaxImpulses`) are summed over the substeps.
/// The stages add up to `step` but for a few clock reads.
public struct StepProfile: Sendable, Equatable {
    /// The whole step.
    public var step = 0.0
    /// Broad phase (new pairs from the moved proxies, the contact list's merge), narrow phase and
    /// begin/end events.
    public var collide = 0.0
    /// Preparing the contact constraints (colouring, softness, effective masses), loading the awake
    /// bodies' velocities into the solver's states and preparing the joints.
    public var prepareConstraints = 0.0
    /// Gravity, forces and damping, every substep.
    public var integrateVelocities = 0.0
    /// Applying the joints' and contacts' accumulated impulses, every substep.
    public var warmStart = 0.0
    /// The biased solve of joints and contacts, every substep.
    public var solveImpulses = 0.0
    /// Moving the bodies by their velocities, every substep.
    public var integratePositions = 0.0
    /// The solve without bias, every substep.
    public var relaxImpulses = 0.0
    /// The restitution pass.
    public var applyRestitution = 0.0
    /// Writing the velocities back to the bodies and the impulses back to the contacts.
    public var storeImpulses = 0.0
    /// Continuous collision of fast bodies against static shapes.
    public var continuous = 0.0
    /// The end of the step over the awake bodies (transforms, the broad phase's boxes); Box2D v3's
    /// `transforms`.
    public var finalizeBodies = 0.0
    /// Sleep timers and putting islands to sleep.
    public var sleepIslands = 0.0

    /// A profile of zeros.
    public init() {}

    /// The stages' names, as Box2D v3's `b2Profile` spells its fields, and their times, in the
    /// order a step runs them (`step` first).
    public var stages: [(name: String, milliseconds: Double)] {
        [
            ("step", step), ("collide", collide), ("prepareConstraints", prepareConstraints),
            ("integrateVelocities", integrateVelocities), ("warmStart", warmStart),
            ("solveImpulses", solveImpulses), ("integratePositions", integratePositions),
            ("relaxImpulses", relaxImpulses), ("applyRestitution", applyRestitution),
            ("storeImpulses", storeImpulses), ("continuous", continuous), ("finalizeBodies", finalizeBodies),
            ("sleepIslands", sleepIslands),
        ]
    }
}

/// The clock of a profiled step: each `lap` returns the milliseconds since the previous one (or
/// since the timer was made); a timer made off returns 0 and never reads the clock.
///
/// `isOn` is tested before the instants are touched: `ContinuousClock.Instant` is a resilient
/// type, so even testing an optional one for nil went through its value witnesses (about 2,000
/// instructions a step).
struct StepTimer {
    private let isOn: Bool
    private let start: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    /// A timer that reads the clock only when `isOn`.
    init(isOn: Bool) {
        self.isOn = isOn
        start = isOn ? ContinuousClock.now : nil
        last = start
    }

    /// Milliseconds since the previous lap (0 when off).
    @inline(__always)
    mutating func lap() -> Double {
        guard isOn, let previous = last else { return 0 }
        let now = ContinuousClock.now
        last = now
        return Self.milliseconds(previous.duration(to: now))
    }

    /// Milliseconds since the timer was made (0 when off).
    func total() -> Double {
        guard isOn, let start else { return 0 }
        return Self.milliseconds(start.duration(to: ContinuousClock.now))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}
