/// The two bodies of a contact constraint as the solver works on them: their inverse masses and
/// the velocities being solved, read once per constraint and written back after (only dynamic
/// bodies are written: static and kinematic ones keep their velocities).
struct ContactBodies {
    let mA: Double
    let iA: Double
    let mB: Double
    let iB: Double
    var vA: Vec2
    var wA: Double
    var vB: Vec2
    var wB: Double

    /// Reads the masses and velocities of `c`'s bodies.
    init(_ bodies: [Body], _ c: ContactConstraint) {
        mA = bodies[c.bodyA].invMass
        iA = bodies[c.bodyA].invInertia
        mB = bodies[c.bodyB].invMass
        iB = bodies[c.bodyB].invInertia
        vA = bodies[c.bodyA].linearVelocity
        wA = bodies[c.bodyA].angularVelocity
        vB = bodies[c.bodyB].linearVelocity
        wB = bodies[c.bodyB].angularVelocity
    }

    /// The velocity of B's point at `rB` relative to A's point at `rA` (offsets from the centres
    /// of mass), in pt/s.
    func relativeVelocity(_ rA: Vec2, _ rB: Vec2) -> Vec2 {
        (vB + Vec2.cross(wB, rB)) - (vA + Vec2.cross(wA, rA))
    }

    /// Applies the impulse `p` (mass·pt/s) at `rB` on B and its opposite at `rA` on A.
    mutating func apply(_ p: Vec2, _ rA: Vec2, _ rB: Vec2) {
        vA -= mA * p
        wA -= iA * rA.cross(p)
        vB += mB * p
        wB += iB * rB.cross(p)
    }

    /// Writes the velocities back to the dynamic bodies of `c`.
    func store(into bodies: inout [Body], _ c: ContactConstraint) {
        if bodies[c.bodyA].type == .dynamic {
            bodies[c.bodyA].linearVelocity = vA
            bodies[c.bodyA].angularVelocity = wA
        }
        if bodies[c.bodyB].type == .dynamic {
            bodies[c.bodyB].linearVelocity = vB
            bodies[c.bodyB].angularVelocity = wB
        }
    }
}
