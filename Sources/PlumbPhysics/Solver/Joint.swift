/// A joint of any kind as a `World` stores it: one array in creation order, so `JointID.index` is
/// the position and every kind shares one handle space; a destroyed joint leaves a `nil`
/// tombstone so the other handles keep their meaning.
///
/// The world prepares, warm-starts and solves joints through this enum in creation order, the
/// same order every run (docs/dynamics.md §15.2: determinism).
enum Joint: Sendable {
    case distance(DistanceJoint)
    case revolute(RevoluteJoint)
    case prismatic(PrismaticJoint)
    case weld(WeldJoint)
    case mouse(MouseJoint)

    /// The joint's kind.
    var type: JointType {
        switch self {
        case .distance: .distance
        case .revolute: .revolute
        case .prismatic: .prismatic
        case .weld: .weld
        case .mouse: .mouse
        }
    }

    /// The body indices the joint acts on: two, or one for a target joint.
    var bodyIndices: [Int] {
        switch self {
        case .distance(let j): [j.bodyA, j.bodyB]
        case .revolute(let j): [j.bodyA, j.bodyB]
        case .prismatic(let j): [j.bodyA, j.bodyB]
        case .weld(let j): [j.bodyA, j.bodyB]
        case .mouse(let j): [j.body]
        }
    }

    /// The two bodies whose islands the joint links for sleeping (nil for a target joint, which
    /// pulls towards a world point, as Box2D's mouse joint on a static ground body).
    var link: (Int, Int)? {
        switch self {
        case .distance(let j): (j.bodyA, j.bodyB)
        case .revolute(let j): (j.bodyA, j.bodyB)
        case .prismatic(let j): (j.bodyA, j.bodyB)
        case .weld(let j): (j.bodyA, j.bodyB)
        case .mouse: nil
        }
    }

    /// Computes the step's anchors, effective masses and softness from the bodies' poses.
    mutating func prepare(_ bodies: [Body], substep h: Double) {
        switch self {
        case .distance(var j):
            j.prepare(bodies, substep: h)
            self = .distance(j)
        case .revolute(var j):
            j.prepare(bodies, substep: h)
            self = .revolute(j)
        case .prismatic(var j):
            j.prepare(bodies, substep: h)
            self = .prismatic(j)
        case .weld(var j):
            j.prepare(bodies, substep: h)
            self = .weld(j)
        case .mouse(var j):
            j.prepare(bodies, substep: h)
            self = .mouse(j)
        }
    }

    /// Applies last substep's accumulated impulses to the bodies' velocities in `states`
    /// (`bodies` gives their masses).
    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        switch self {
        case .distance(let j): j.warmStart(bodies, &states)
        case .revolute(let j): j.warmStart(bodies, &states)
        case .prismatic(let j): j.warmStart(bodies, &states)
        case .weld(let j): j.warmStart(bodies, &states)
        case .mouse(let j): j.warmStart(bodies, &states)
        }
    }

    /// One velocity iteration: `useBias` is the soft, position-correcting pass; the relax pass
    /// (`useBias == false`) removes the bias velocity (a target joint only acts in the first).
    /// Works on `states`; `bodies` gives the masses.
    mutating func solve(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        switch self {
        case .distance(var j):
            j.solve(bodies, &states, useBias: useBias)
            self = .distance(j)
        case .revolute(var j):
            j.solve(bodies, &states, useBias: useBias)
            self = .revolute(j)
        case .prismatic(var j):
            j.solve(bodies, &states, useBias: useBias)
            self = .prismatic(j)
        case .weld(var j):
            j.solve(bodies, &states, useBias: useBias)
            self = .weld(j)
        case .mouse(var j):
            guard useBias else { return }
            j.solve(bodies, &states)
            self = .mouse(j)
        }
    }
}

extension [BodyState] {
    /// Applies a joint's impulse pair: `−p` at A with angular impulse `−angularA`, `+p` at B with
    /// `+angularB` (mass·pt/s and mass·pt²/s); only dynamic bodies respond (masses and types
    /// from `bodies`).
    mutating func applyJointImpulse(
        _ bodies: [Body], _ p: Vec2, _ a: Int, angularA: Double, _ b: Int, angularB: Double
    ) {
        if bodies[a].type == .dynamic {
            self[a].linearVelocity -= bodies[a].invMass * p
            self[a].angularVelocity -= bodies[a].invInertia * angularA
        }
        if bodies[b].type == .dynamic {
            self[b].linearVelocity += bodies[b].invMass * p
            self[b].angularVelocity += bodies[b].invInertia * angularB
        }
    }
}

/// `angle` brought into `[−π, π]` by one turn, as Box2D's `b2UnwindAngle`.
func unwound(_ angle: Double) -> Double {
    if angle < -Double.pi { return angle + 2 * Double.pi }
    if angle > Double.pi { return angle - 2 * Double.pi }
    return angle
}

/// The angle of B relative to A, `θB − θA`, in `(−π, π]`.
func relativeAngle(_ a: Rotation, _ b: Rotation) -> Double { a.inverseConcatenating(b).angle }

/// Solves the symmetric 2×2 system `[k11 k12; k12 k22]·x = rhs`; zero if it is singular.
func solveSymmetric(_ k11: Double, _ k12: Double, _ k22: Double, _ rhs: Vec2) -> Vec2 {
    let det = k11 * k22 - k12 * k12
    guard det != 0 else { return .zero }
    return Vec2((k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det)
}
