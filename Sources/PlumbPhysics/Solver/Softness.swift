/// Soft-constraint coefficients for a stiffness (Hz), damping ratio and time step, as Box2D v3's
/// `b2Softness` (docs/dynamics.md §18.2).
///
/// With `ω = 2πf`, `a1 = 2ζ + hω`, `a2 = hωa1`, `a3 = 1/(1 + a2)`: `biasRate = ω/a1` (s⁻¹),
/// `massScale = a2·a3`, `impulseScale = a3`; `massScale + impulseScale = 1`.
struct Softness: Sendable {
    /// The fraction of the position error removed per second, in s⁻¹.
    var biasRate: Double
    /// Scales the effective mass (1 is rigid).
    var massScale: Double
    /// Scales the accumulated impulse fed back (0 is rigid).
    var impulseScale: Double

    /// Rigid: no softness.
    static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate
        self.massScale = massScale
        self.impulseScale = impulseScale
    }

    /// The softness of a spring of `hertz` and `dampingRatio` over time step `h` (seconds).
    init(hertz: Double, dampingRatio zeta: Double, h: Double) {
        guard hertz > 0 else {
            self = .rigid
            return
        }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }

    /// The softness of rigid joints over substep `h` (seconds): Box2D v3's joint softness, 60 Hz
    /// capped at a quarter of the substep rate, damping ratio 2 (docs/dynamics.md §15.3).
    static func joint(substep h: Double) -> Softness {
        Softness(hertz: min(60, 0.25 / h), dampingRatio: 2, h: h)
    }
}
