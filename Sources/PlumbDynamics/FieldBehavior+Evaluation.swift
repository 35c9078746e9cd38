import Plumb

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Design note — how a field acts in one animator step (docs/dynamics.md §12).
///
/// Each step, for each item the field holds that has mass (anchored items have none) and whose
/// centre relative to `position` lies in `region`, the field computes an acceleration in pt/s²
/// (UIKit's `a = 100·F/m` applied to the force table of §12.2) and hands it to `StepForces`, which
/// applies it at the centre of mass over the step's 4 substeps; a velocity field sets the velocity
/// instead. Let `r` be the item's centre minus `position`, `d = |r|`, `r̂ = r/d` (zero at d = 0)
/// and the falloff factor `φ = 1` if `falloff == 0` or `d ≤ minimumRadius`, else `d^(−falloff)`.
///
/// Strength scales (§12.2 [SPEC], PhysicsKit's 100 pt per metre read literally):
/// | field | acceleration (pt/s²) |
/// |---|---|
/// | linear gravity | `100·s·D·φ` |
/// | radial gravity | `−100·s·r̂·φ` |
/// | vortex | `s·(−r_y, r_x)·φ` (1 m/s² per metre) |
/// | spring | `−s·r·φ/m` (k = 0.01 UIKit N per point = 1 N/m) |
/// | drag | rate `k = s·φ/m` (c = 0.01 UIKit N per pt/s = 1 kg/s) |
/// | electric | `100·q·s·r̂·φ/m` (1 N per unit charge and strength) |
/// | magnetic | turn rate `q·s·φ/m` rad/s (0.01 UIKit N per charge·pt/s, as drag) |
/// | noise | `100·s·N(p, t)·φ`, `|N| ≤ 1` |
/// | turbulence | `s·|v|·N(p, t)·φ` |
/// | custom | `100·F/m`, F the block's force in UIKit N |
///
/// Forces are gathered once per 1/60 s step and held over its S = 4 substeps, so a force that
/// depends on the step-start state alone integrates as explicit Euler and gains energy (a spring
/// field would grow ≈4 % per period at ω = 2 rad/s). Two remedies keep the fields faithful:
/// * Position-dependent fields are evaluated at `x + c·h·v` with `c = (S − 1)/(2S)`. Over a step
///   a held acceleration moves the item by `h·v + (S + 1)/(2S)·h²·a`; with that lead the step of a
///   linear force has determinant 1 (it is symplectic), so springs and vortices keep their
///   amplitude and oscillate at `acos(1 − ω²h²/2)/h`, within (ωh)²/24 of ω. Items at rest are
///   evaluated where they are.
/// * Velocity-dependent fields use the exact solution over the step: drag applies the
///   acceleration that takes v to `v·e^(−k h)`, magnetic the one that turns v by `q·s·φ·h/m`
///   (speed unchanged), so neither can overshoot however strong.
/// The region test uses the item's centre itself, not the led point.
///
/// Noise and turbulence use `GradientNoise` (seeded by `noiseSeed`) at `(r_x/L, r_y/L, t·speed + ½)`
/// for the x component and at a fixed offset for the y component, L = 25·16^smoothness pt and t
/// the animator's `elapsedTime`; the vector is shortened to length 1 if longer.
extension FieldBehavior {
    /// Acceleration of linear/radial gravity and noise per unit strength, in pt/s² (1 m/s²).
    public static let accelerationPerStrength = 100.0
    /// Spring constant per unit strength, in UIKit newtons per point (1 N/m).
    public static let springConstantPerStrength = 0.01
    /// Drag coefficient per unit strength, in UIKit newtons per pt/s (1 kg/s); also the magnetic
    /// force per unit charge, strength and pt/s.
    public static let dragCoefficientPerStrength = 0.01
    /// Electric force per unit charge and strength, in UIKit newtons.
    public static let electricForcePerStrength = 1.0

    /// What a field does to one item this step.
    enum ItemEffect {
        /// An acceleration in pt/s².
        case acceleration(Vector)
        /// A new velocity in pt/s.
        case velocity(Vector)
    }

    /// The field's effect on an item in `state` at animator time `time` (seconds).
    func effect(on state: StepForces.ItemState, time: Double) -> ItemEffect {
        let h = DynamicAnimator.timeStep
        let s = strength
        let m = state.mass
        let v = state.linearVelocity
        let lead = Double(DynamicAnimator.subSteps - 1) / Double(2 * DynamicAnimator.subSteps) * h
        // The evaluation point relative to the field, led by c·h·v (see the design note).
        let r = Vector(
            dx: state.center.x + lead * v.dx - position.x, dy: state.center.y + lead * v.dy - position.y)
        let d = r.magnitude
        let unit = d > 0 ? Vector(dx: r.dx / d, dy: r.dy / d) : .zero
        let phi = falloff == 0 || d <= minimumRadius ? 1 : pow(d, -falloff)
        let k = Self.accelerationPerStrength
        switch kind {
        case .linearGravity:
            return .acceleration(direction * (k * s * phi))
        case .radialGravity:
            return .acceleration(unit * (-k * s * phi))
        case .vortex:
            return .acceleration(Vector(dx: -r.dy, dy: r.dx) * (s * phi))
        case .spring:
            return .acceleration(r * (-100 * Self.springConstantPerStrength * s * phi / m))
        case .electric:
            return .acceleration(unit * (100 * Self.electricForcePerStrength * state.charge * s * phi / m))
        case .drag:
            let rate = 100 * Self.dragCoefficientPerStrength * s * phi / m
            return .acceleration(v * ((exp(-rate * h) - 1) / h))
        case .magnetic:
            let turn = 100 * Self.dragCoefficientPerStrength * state.charge * s * phi / m * h
            let turned = Vector(
                dx: v.dx * cos(turn) + v.dy * sin(turn), dy: -v.dx * sin(turn) + v.dy * cos(turn))
            return .acceleration((turned - v) * (1 / h))
        case .velocity:
            return .velocity(direction * s)
        case .noise:
            return .acceleration(noiseVector(at: r, time: time) * (k * s * phi))
        case .turbulence:
            return .acceleration(noiseVector(at: r, time: time) * (s * v.magnitude * phi))
        case .custom(let block):
            let force = block(self, state.center, v, m, state.charge, h)
            return .acceleration(force * (100 / m))
        }
    }

    /// The noise vector (length ≤ 1) at `r` from the field's position at animator time `time`;
    /// smoothness is clamped to 0…1.
    private func noiseVector(at r: Vector, time: Double) -> Vector {
        let scale = 25 * pow(16, min(max(smoothness, 0), 1))
        let x = r.dx / scale
        let y = r.dy / scale
        let z = time * animationSpeed + 0.5
        let n = Vector(
            dx: noise.value(x: x, y: y, z: z),
            dy: noise.value(x: x + 101.3, y: y + 37.7, z: z + 59.1))
        let length = n.magnitude
        return length > 1 ? n * (1 / length) : n
    }
}

extension Vector {
    fileprivate static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    fileprivate static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
}
