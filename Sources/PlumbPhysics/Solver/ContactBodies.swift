/// The two bodies of a contact constraint as the solver works on them: their inverse masses (from
/// the constraint) and the velocities being solved (from `World.states`), read once per constraint
/// and written back after (only dynamic bodies are written: static and kinematic ones keep their
/// velocities).
struct ContactBodies {
    let mA: Double
    let iA: Double
    let mB: Double
    let iB: Double
    var vA: Vec2
    var wA: Double
    var vB: Vec2
    var wB: Double

    /// Reads the masses of `c`'s bodies and their velocities in place.
    @inline(__always)
    init(_ states: UnsafeMutableBufferPointer<BodyState>, _ c: borrowing ContactConstraint) {
        mA = c.invMassA
        iA = c.invInertiaA
        mB = c.invMassB
        iB = c.invInertiaB
        vA = states[c.bodyA].linearVelocity
        wA = states[c.bodyA].angularVelocity
        vB = states[c.bodyB].linearVelocity
        wB = states[c.bodyB].angularVelocity
    }

    /// The velocity of B's point at `rB` relative to A's point at `rA` (offsets from the centres
    /// of mass), in pt/s.
    @inline(__always)
    func relativeVelocity(_ rA: Vec2, _ rB: Vec2) -> Vec2 {
        (vB + Vec2.cross(wB, rB)) - (vA + Vec2.cross(wA, rA))
    }

    /// Applies the impulse `p` (mass·pt/s) at `rB` on B and its opposite at `rA` on A.
    @inline(__always)
    mutating func apply(_ p: Vec2, _ rA: Vec2, _ rB: Vec2) {
        vA -= mA * p
        wA -= iA * rA.cross(p)
        vB += mB * p
        wB += iB * rB.cross(p)
    }

    /// Writes the velocities back to `c`'s bodies where they are dynamic.
    @inline(__always)
    func store(into states: UnsafeMutableBufferPointer<BodyState>, _ c: borrowing ContactConstraint) {
        if c.writesA {
            states[c.bodyA].linearVelocity = vA
            states[c.bodyA].angularVelocity = wA
        }
        if c.writesB {
            states[c.bodyB].linearVelocity = vB
            states[c.bodyB].angularVelocity = wB
        }
    }
}
