// Why Box2D v3's "soft step", and how a step works
// ================================================
//
// Plumb solves contacts with Box2D v3's soft step (dynamics.md §15.3, §18.2) rather than Box2D
// 2.x's sequential impulses with a separate non-linear position pass (NGS):
// - Substepping (4 substeps of h/4 with one velocity iteration each) converges stacks far better
//   per unit of work than 8–10 iterations of one big step; mass ratios and tall stacks hold.
// - Soft constraints (a spring of 30 Hz, damping ratio 10, per contact) push overlapping shapes
//   apart at a bounded speed (300 pt/s) instead of by position projection, so overlapping initial
//   placements do not explode and the solver needs no position pass and no NGS.
// - The relax pass removes the velocity that the soft push-out injected, so penetration recovery
//   does not turn into bounce; the restitution pass then adds the bounce that was asked for.
// - It is what Box2D v3 ships, which gives us a reference to compare against (issue 7).
//
// A world step (`World.step(timeStep:subSteps:)`):
// 1. Collide once: broad-phase pairs from the dynamic tree (sorted, so the order is
//    deterministic), narrow-phase manifolds at the start of the step, begin/end events. Impulses
//    of the previous step are carried to the new manifold points that have the same
//    `ContactFeatureID` (warm starting across steps).
// 2. Prepare: for each touching contact, anchors from the centres of mass, effective masses, the
//    normal relative velocity (for restitution), the contact softness (30 Hz capped at
//    0.125 × the substep rate, ζ = 10; twice as stiff against static bodies).
// 3. For each substep (h_s = h / n):
//    a. integrate velocities: gravity, forces, damping `v ← v / (1 + c·h_s)`;
//    b. warm start: apply the accumulated impulses;
//    c. solve with bias: the current separation is estimated from the bodies' position deltas;
//       positive separation is speculative (bias s/h_s, rigid), negative is soft
//       (bias max(biasRate·s, −300 pt/s)); normal impulses stay ≥ 0, friction within μ·λ_n;
//    d. integrate positions (speed capped at 12 000 pt/s and 0.25π rad per substep);
//    e. relax: solve again without bias.
// 4. Restitution: for points that approached faster than the threshold and carried impulse,
//    target `v_n' = −e·v_n` with a rigid impulse.
// 5. Store the impulses in the contacts for the next step's warm start; update transforms and
//    the broad phase.
// 6. Sleep: a body slower than 5 pt/s (|v| + |ω|·extent) accumulates sleep time; islands
//    (union-find over touching contacts between non-static bodies) whose every body has slept
//    0.5 s are put to sleep together, and an awake body touching a sleeping island wakes it.

/// Box2D v3's soft-step contact solver over a world's bodies (see the note at the top of the file).
struct ContactSolver: Sendable {
    var constraints: [ContactConstraint] = []

    /// Applies the accumulated impulses of every constraint.
    func warmStart(_ bodies: inout [Body]) {
        for c in constraints {
            let mA = bodies[c.bodyA].invMass
            let iA = bodies[c.bodyA].invInertia
            let mB = bodies[c.bodyB].invMass
            let iB = bodies[c.bodyB].invInertia
            var vA = bodies[c.bodyA].linearVelocity
            var wA = bodies[c.bodyA].angularVelocity
            var vB = bodies[c.bodyB].linearVelocity
            var wB = bodies[c.bodyB].angularVelocity
            let tangent = c.normal.rightPerp
            for p in c.points {
                let impulse = p.normalImpulse * c.normal + p.tangentImpulse * tangent
                wA -= iA * p.anchorA.cross(impulse)
                vA -= mA * impulse
                wB += iB * p.anchorB.cross(impulse)
                vB += mB * impulse
            }
            store(&bodies, c, vA, wA, vB, wB)
        }
    }

    /// One iteration over every constraint: normal impulses (soft and biased if `useBias`), then
    /// friction. `inverseH` is the inverse substep in s⁻¹.
    mutating func solve(_ bodies: inout [Body], inverseH: Double, useBias: Bool) {
        for ci in constraints.indices {
            let c = constraints[ci]
            let a = c.bodyA
            let b = c.bodyB
            let mA = bodies[a].invMass
            let iA = bodies[a].invInertia
            let mB = bodies[b].invMass
            let iB = bodies[b].invInertia
            var vA = bodies[a].linearVelocity
            var wA = bodies[a].angularVelocity
            var vB = bodies[b].linearVelocity
            var wB = bodies[b].angularVelocity
            let dqA = bodies[a].deltaRotation
            let dqB = bodies[b].deltaRotation
            let dp = bodies[b].deltaPosition - bodies[a].deltaPosition
            let normal = c.normal
            var points = c.points

            for j in points.indices {
                let rA = points[j].anchorA
                let rB = points[j].anchorB
                let d = dp + (dqB.apply(rB) - dqA.apply(rA))
                let s = d.dot(normal) + points[j].adjustedSeparation
                var bias = 0.0
                var massScale = 1.0
                var impulseScale = 0.0
                if s > 0 {
                    bias = s * inverseH
                } else if useBias {
                    bias = max(c.softness.biasRate * s, -SolverConstants.maxContactPushSpeed)
                    massScale = c.softness.massScale
                    impulseScale = c.softness.impulseScale
                }
                let dv = (vB + Vector.cross(wB, rB)) - (vA + Vector.cross(wA, rA))
                let vn = dv.dot(normal)
                let impulse =
                    -points[j].normalMass * massScale * (vn + bias) - impulseScale * points[j].normalImpulse
                let newImpulse = max(points[j].normalImpulse + impulse, 0)
                let applied = newImpulse - points[j].normalImpulse
                points[j].normalImpulse = newImpulse
                points[j].maxNormalImpulse = max(points[j].maxNormalImpulse, applied)
                let p = applied * normal
                vA -= mA * p
                wA -= iA * rA.cross(p)
                vB += mB * p
                wB += iB * rB.cross(p)
            }

            let tangent = normal.rightPerp
            for j in points.indices {
                let rA = points[j].anchorA
                let rB = points[j].anchorB
                let dv = (vB + Vector.cross(wB, rB)) - (vA + Vector.cross(wA, rA))
                let vt = dv.dot(tangent)
                let impulse = -points[j].tangentMass * vt
                let maxFriction = c.friction * points[j].normalImpulse
                let newImpulse = min(max(points[j].tangentImpulse + impulse, -maxFriction), maxFriction)
                let applied = newImpulse - points[j].tangentImpulse
                points[j].tangentImpulse = newImpulse
                let p = applied * tangent
                vA -= mA * p
                wA -= iA * rA.cross(p)
                vB += mB * p
                wB += iB * rB.cross(p)
            }
            constraints[ci].points = points
            store(&bodies, c, vA, wA, vB, wB)
        }
    }

    /// Adds the bounce: for points that approached faster than the threshold and pushed, a rigid
    /// impulse towards `v_n' = −e·v_n(before)`.
    mutating func applyRestitution(_ bodies: inout [Body]) {
        for ci in constraints.indices {
            let c = constraints[ci]
            guard c.restitution > 0 else { continue }
            let mA = bodies[c.bodyA].invMass
            let iA = bodies[c.bodyA].invInertia
            let mB = bodies[c.bodyB].invMass
            let iB = bodies[c.bodyB].invInertia
            var vA = bodies[c.bodyA].linearVelocity
            var wA = bodies[c.bodyA].angularVelocity
            var vB = bodies[c.bodyB].linearVelocity
            var wB = bodies[c.bodyB].angularVelocity
            var points = c.points
            for j in points.indices {
                guard points[j].relativeVelocity < -c.restitutionThreshold, points[j].maxNormalImpulse > 0
                else {
                    continue
                }
                let rA = points[j].anchorA
                let rB = points[j].anchorB
                let dv = (vB + Vector.cross(wB, rB)) - (vA + Vector.cross(wA, rA))
                let vn = dv.dot(c.normal)
                let impulse = -points[j].normalMass * (vn + c.restitution * points[j].relativeVelocity)
                let newImpulse = max(points[j].normalImpulse + impulse, 0)
                let applied = newImpulse - points[j].normalImpulse
                points[j].normalImpulse = newImpulse
                points[j].maxNormalImpulse = max(points[j].maxNormalImpulse, applied)
                let p = applied * c.normal
                vA -= mA * p
                wA -= iA * rA.cross(p)
                vB += mB * p
                wB += iB * rB.cross(p)
            }
            constraints[ci].points = points
            store(&bodies, c, vA, wA, vB, wB)
        }
    }

    private func store(
        _ bodies: inout [Body], _ c: ContactConstraint, _ vA: Vector, _ wA: Double, _ vB: Vector, _ wB: Double
    ) {
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
