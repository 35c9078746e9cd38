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

    /// Reads the masses and velocities of bodies `a` and `b` in place.
    @inline(__always)
    init(_ bodies: UnsafeMutableBufferPointer<Body>, _ a: Int, _ b: Int) {
        mA = bodies[a].invMass
        iA = bodies[a].invInertia
        mB = bodies[b].invMass
        iB = bodies[b].invInertia
        vA = bodies[a].linearVelocity
        wA = bodies[a].angularVelocity
        vB = bodies[b].linearVelocity
        wB = bodies[b].angularVelocity
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

    /// Writes the velocities back to bodies `a` and `b` where they are dynamic.
    @inline(__always)
    func store(into bodies: UnsafeMutableBufferPointer<Body>, _ a: Int, _ b: Int) {
        if bodies[a].type == .dynamic {
            bodies[a].linearVelocity = vA
            bodies[a].angularVelocity = wA
        }
        if bodies[b].type == .dynamic {
            bodies[b].linearVelocity = vB
            bodies[b].angularVelocity = wB
        }
    }
}
