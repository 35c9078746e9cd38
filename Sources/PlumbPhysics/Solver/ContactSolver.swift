// Why Box2D v3's "soft step", and how a step works
// ================================================
//
// Plumb solves contacts with Box2D v3's soft step (docs/dynamics.md §15.3, §18.2) rather than Box2D
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
// Two tunings (`ContactTuning`), measured on docs/dynamics.md §17.9's 10-box tower and on a
// pyramid of base 100:
// - stiff, a world's default (UIKit Dynamics needs it): contacts between moving bodies at 60 Hz,
//   the soft constraint's own cap of a quarter of the substep rate (Box2D v3's default is 30 Hz
//   and it caps at an eighth). A soft contact carrying load W sinks W/(m_eff·ω²): at 30 Hz the
//   tower's top box sat 2.5 pt low (the spec allows 1 pt), at 60 Hz 0.65 pt. And two-point
//   manifolds solve their normal impulses as a block (Box2D 2.x's 2×2 LCP, made soft per point,
//   see `solveBlock`), in the biased and the relax pass. Solving the points one after the other
//   gave the tower a 0.5 pt sideways lean (the spec allows 0.25 pt); the block solve gives none. A
//   point-by-point relax with the block solve was tried: it let small stacks settle sooner, but a
//   flat box landing on a flat box then picked up a small rotation, and frictionless stacks
//   (UIKit's default friction is 0) slid apart for ever.
// - soft, Box2D v3's (`ContactTuning.soft`): 30 Hz, each point on its own. One iteration per
//   substep cannot settle a tall stack of 60 Hz contacts: the base-100 pyramid's faces rock
//   sideways at 10–30 pt/s and it never sleeps (nor does Box2D v3's when its cap is raised to
//   allow 60 Hz). At 30 Hz it settles and sleeps, its top 74.6 pt low, as Box2D v3's (74.7 pt).
//   The benchmarks' scenes use it, as their Box2D peer does.
//
// A world step (`World.step(timeStep:subSteps:)`):
// 1. Collide once: broad-phase pairs from the dynamic tree (sorted, so the order is
//    deterministic), narrow-phase manifolds at the start of the step, begin/end events. Impulses
//    of the previous step are carried to the new manifold points that have the same
//    `ContactFeatureID` (warm starting across steps).
// 2. Prepare: for each touching contact, anchors from the centres of mass, effective masses, the
//    normal relative velocity (for restitution), the contact softness (the tuning's hertz capped
//    at 0.25 × the substep rate, ζ = 10; against static bodies twice as stiff within the same
//    cap, so 60 Hz at 4 substeps in both tunings: at 120 Hz small stacks rocked on the floor for
//    ever). The constraints are coloured (`ConstraintGraph.swift`: in pair order, the colours
//    kept from step to step while the active contacts stay) and kept in colour order; every pass
//    below visits them in that order, each colour in blocks on `World.workerCount` threads
//    (`SolverWorkers.swift`), and so do the integrations over blocks of bodies. Within a colour
//    the warm start, the solves and restitution take two constraints at a time in SIMD lanes
//    (`WideContactConstraint.swift`: a colour's constraints are prepared straight into their
//    lanes, as Box2D v3's wide constraints), computing bit for bit what one at a time computes.
// 3. For each substep (h_s = h / n):
//    a. integrate velocities: gravity, forces, damping `v ← v / (1 + c·h_s)`;
//    b. warm start: apply the accumulated impulses;
//    c. solve with bias: the current separation is estimated from the bodies' position deltas;
//       positive separation is speculative (bias s/h_s, rigid), negative is soft
//       (bias max(biasRate·s, −300 pt/s)); normal impulses stay ≥ 0; no friction here;
//    d. integrate positions (speed capped at 12 000 pt/s and 0.25π rad per substep);
//    e. relax: solve again without bias, leaving points more than the linear slop apart to the
//       next biased solve: clamping their approach here (Box2D v3 does) stopped a falling body
//       short of the floor at the end of the step, and the restitution pass then bounced it up
//       to 2 pt before it touched (a bounce collision callbacks never saw). Then friction,
//       within μ·λ_n, in this pass only, as Box2D v3 (issue 21): the warm start already applies
//       the friction impulse of the last relax pass before the biased solve, so solving friction
//       there too cost a third of the biased solve's work for little (measured in
//       docs/benchmarks.md, "Friction in the relax pass only").
//    Joints (`DistanceJoint.swift`) are warm started and solved before the contacts in b, c and
//    e, as in Box2D v3.
// 4. Restitution: for points that approached faster than the threshold and carried impulse,
//    target `v_n' = −e·v_n` with a rigid impulse, `v_n` the normal velocity in the substep where
//    the point first pushed.
// 5. Store the impulses in the contacts for the next step's warm start; continuous collision
//    (bodies that moved more than half their smallest extent are swept against static shapes
//    and stopped at the time of impact, `World+Continuous.swift`); update the broad phase.
// 6. Sleep: a body slower than 5 pt/s (|v| + |ω|·extent) accumulates sleep time; persistent
//    islands (touching contacts and joints between non-static bodies, merged as links appear and
//    split lazily, `World+Islands.swift`) whose every body has slept 0.5 s are put to sleep
//    together, and an awake body that starts touching a sleeping island wakes it at once. The
//    step works on the awake islands' bodies only.

/// Box2D v3's soft-step contact solver over a world's bodies (see the note at the top of the file).
///
/// Every pass works in place, through buffer pointers to the constraints and the bodies' states
/// (`BodyState`, 56 bytes a body: velocities and position deltas; the masses are in the
/// constraints): reading a constraint or a body out of its array and writing it back copied it
/// whole (a `Body` also retained its shape list), which cost more than the arithmetic.
///
/// The constraints are solved in the graph's order (`ConstraintGraph`): the overflow first, one
/// by one on the calling thread (`constraints`), then one range per colour, prepared straight into
/// groups of two (`wide`, `WideContactConstraint`, SIMD lanes; Box2D v3's wide constraints the
/// same way) and solved two at a time in blocks on the step's workers (`SolverWorkers`). Every
/// pass visits them in that order, whatever the worker count; the wide solve computes what the
/// one-by-one solve computes, lane by lane.
struct ContactSolver: Sendable {
    /// The overflow's constraints, in solve order; every constraint, one by one, without `usesLanes`.
    var constraints: [ContactConstraint] = []
    /// How many constraints of the solve order are the graph's overflow.
    var overflowCount = 0
    /// The positions of each colour's constraints in the solve order, in colour order.
    var colors: [Range<Int>] = []
    /// The colours' constraints in groups of `Lanes.scalarCount`, each colour's from the
    /// position of its first (`wideGroups`, prepared by `World.prepareContacts`).
    var wide: [WideContactConstraint] = []
    /// The ranges of `wide` holding each colour, in colour order.
    var wideColors: [Range<Int>] = []
    /// Whether the colours are solved in SIMD lanes (the default) or one by one; tests turn it
    /// off to check that both give the same bits.
    var usesLanes = true

    /// How many constraints are kept one by one in `constraints`: the overflow, or all of them
    /// without `usesLanes`.
    var scalarCount: Int {
        usesLanes ? overflowCount : overflowCount + colors.reduce(0) { $0 + $1.count }
    }

    /// Cuts every colour into groups of `Lanes.scalarCount` (a colour's last group may hold
    /// fewer) and sets `wideColors`; returns each group's first position in the solve order and
    /// its lane count, for `prepareContacts` to prepare each group straight into `wide`.
    mutating func wideGroups() -> [(first: Int, count: Int)] {
        var groups: [(first: Int, count: Int)] = []
        wideColors.removeAll(keepingCapacity: true)
        for color in colors where usesLanes {
            let start = groups.count
            for first in stride(from: color.lowerBound, to: color.upperBound, by: Lanes.scalarCount) {
                groups.append((first, min(Lanes.scalarCount, color.upperBound - first)))
            }
            wideColors.append(start..<groups.count)
        }
        return groups
    }

    /// Every constraint's contact and bodies in solve order (the overflow, then each colour's),
    /// for tests: `colors` index it.
    var solveOrder: [(contactIndex: Int, bodyA: Int, bodyB: Int)] {
        var order = constraints.map { ($0.contactIndex, $0.bodyA, $0.bodyB) }
        for c in wide {
            for l in 0..<c.laneCount { order.append((c.contactIndex[l], c.bodyA[l], c.bodyB[l])) }
        }
        return order
    }

    /// Applies the accumulated impulses of every constraint.
    mutating func warmStart(_ states: inout [BodyState], _ workers: SolverWorkers) {
        forEachConstraint(&states, workers) { c, states in
            Self.warmStart(&c, states)
        } wide: { c, states in
            Self.warmStart(&c, states)
        }
    }

    /// One iteration over every constraint: normal impulses (soft and biased if `useBias`; the
    /// relax pass skips points more than the linear slop apart), then, in the relax pass only,
    /// friction. `inverseH` is the inverse substep in s⁻¹.
    mutating func solve(
        _ states: inout [BodyState], _ workers: SolverWorkers, inverseH: Double, useBias: Bool
    ) {
        // The wide solve is written once and inlined twice, with `useBias` a constant in each
        // copy, so that neither pass tests it or computes the other's coefficients.
        if useBias {
            forEachConstraint(&states, workers) { c, states in
                Self.solve(&c, states, inverseH: inverseH, useBias: true)
            } wide: { c, states in
                Self.solve(&c, states, inverseH: inverseH, useBias: true)
            }
        } else {
            forEachConstraint(&states, workers) { c, states in
                Self.solve(&c, states, inverseH: inverseH, useBias: false)
            } wide: { c, states in
                Self.solve(&c, states, inverseH: inverseH, useBias: false)
            }
        }
    }

    /// Adds the bounce: for points that pushed and whose approach velocity — the normal relative
    /// velocity in the substep where the contact first pushed, with the gravity of the substeps
    /// before — is faster than the threshold, a rigid impulse towards `v_n' = −e·v_n`. Box2D v3
    /// reflects, and judges the threshold on, the start-of-step velocity, up to g·h (17 pt/s at
    /// 60 Hz) slower than the impact: a ball with e = 0.8 lost ≈5 pt/s a bounce and stuck one
    /// rebound early (docs/dynamics.md §17.3: impacts faster than 100 pt/s bounce).
    mutating func applyRestitution(_ states: inout [BodyState], _ workers: SolverWorkers) {
        forEachConstraint(&states, workers) { c, states in
            if c.restitution > 0 { Self.applyRestitution(&c, states) }
        } wide: { c, states in
            Self.applyRestitution(&c, states)
        }
    }

    /// Runs `scalar` on every constraint of the overflow on the calling thread, then `wide` on
    /// every colour's groups (`scalar` on every colour's constraints without `usesLanes`), each
    /// colour in blocks on `workers` (constraints of one colour share no dynamic body, so each
    /// block writes only its own groups, or constraints, and bodies).
    @inline(__always)
    private mutating func forEachConstraint(
        _ states: inout [BodyState], _ workers: SolverWorkers,
        _ scalar: @Sendable (inout ContactConstraint, UnsafeMutableBufferPointer<BodyState>) -> Void,
        wide work: @Sendable (inout WideContactConstraint, UnsafeMutableBufferPointer<BodyState>) -> Void
    ) {
        let overflowCount = self.overflowCount
        let colors = usesLanes ? [] : self.colors
        let wideColors = self.wideColors
        states.withUnsafeMutableBufferPointer { states in
            let sharedStates = SharedBuffer(states)
            constraints.withUnsafeMutableBufferPointer { constraints in
                for ci in 0..<overflowCount { scalar(&constraints[ci], states) }
                let sharedConstraints = SharedBuffer(constraints)
                // Without lanes `constraints` holds the whole solve order, which `colors` index.
                for color in colors {
                    workers.forEachBlock(color.count) { block in
                        for ci in block {
                            scalar(&sharedConstraints.pointer[color.lowerBound + ci], sharedStates.pointer)
                        }
                    }
                }
            }
            wide.withUnsafeMutableBufferPointer { wide in
                let sharedWide = SharedBuffer(wide)
                for color in wideColors {
                    workers.forEachBlock(color.count) { block in
                        for k in block {
                            work(&sharedWide.pointer[color.lowerBound + k], sharedStates.pointer)
                        }
                    }
                }
            }
        }
    }

    private static func warmStart(
        _ c: inout ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>
    ) {
        var pair = ContactBodies(states, c)
        let tangent = c.normal.rightPerp
        for j in 0..<c.pointCount {
            pair.apply(
                c.points[j].normalImpulse * c.normal + c.points[j].tangentImpulse * tangent,
                c.points[j].anchorA,
                c.points[j].anchorB)
        }
        pair.store(into: states, c)
    }

    private static func solve(
        _ c: inout ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double,
        useBias: Bool
    ) {
        var pair = ContactBodies(states, c)
        let dqA = states[c.bodyA].deltaRotation
        let dqB = states[c.bodyB].deltaRotation
        let dp = states[c.bodyB].deltaPosition - states[c.bodyA].deltaPosition
        let normal = c.normal
        if useBias { recordApproach(&c, pair) }
        var separations = InlineArray<2, Double>(repeating: 0)
        var skipped = InlineArray<2, Bool>(repeating: false)
        for j in 0..<c.pointCount {
            let d = dp + (dqB.apply(c.points[j].anchorB) - dqA.apply(c.points[j].anchorA))
            separations[j] = d.dot(normal) + c.points[j].adjustedSeparation
            skipped[j] = !useBias && separations[j] > PhysicsConstants.linearSlop
        }

        let block = c.useBlockSolver && !skipped[0] && !skipped[1]
        if block {
            solveBlock(&c, &pair, separations: separations, inverseH: inverseH, useBias: useBias)
        }
        for j in 0..<c.pointCount where !block && !skipped[j] {
            let rA = c.points[j].anchorA
            let rB = c.points[j].anchorB
            let s = separations[j]
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
            let vn = pair.relativeVelocity(rA, rB).dot(normal)
            let impulse =
                -c.points[j].normalMass * massScale * (vn + bias) - impulseScale * c.points[j].normalImpulse
            let newImpulse = max(c.points[j].normalImpulse + impulse, 0)
            let applied = newImpulse - c.points[j].normalImpulse
            c.points[j].normalImpulse = newImpulse
            c.points[j].maxNormalImpulse = max(c.points[j].maxNormalImpulse, applied)
            pair.apply(applied * normal, rA, rB)
        }

        // Friction in the relax pass only, as Box2D v3: see the note at the top of the file.
        if !useBias {
            let tangent = normal.rightPerp
            for j in 0..<c.pointCount {
                let rA = c.points[j].anchorA
                let rB = c.points[j].anchorB
                let vt = pair.relativeVelocity(rA, rB).dot(tangent)
                let impulse = -c.points[j].tangentMass * vt
                let maxFriction = c.friction * c.points[j].normalImpulse
                let newImpulse = min(max(c.points[j].tangentImpulse + impulse, -maxFriction), maxFriction)
                let applied = newImpulse - c.points[j].tangentImpulse
                c.points[j].tangentImpulse = newImpulse
                pair.apply(applied * tangent, rA, rB)
            }
        }
        pair.store(into: states, c)
    }

    private static func applyRestitution(
        _ c: inout ContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>
    ) {
        var pair = ContactBodies(states, c)
        for j in 0..<c.pointCount {
            guard c.points[j].approachVelocity < -c.restitutionThreshold, c.points[j].maxNormalImpulse > 0
            else {
                continue
            }
            let rA = c.points[j].anchorA
            let rB = c.points[j].anchorB
            let vn = pair.relativeVelocity(rA, rB).dot(c.normal)
            let impulse = -c.points[j].normalMass * (vn + c.restitution * c.points[j].approachVelocity)
            let newImpulse = max(c.points[j].normalImpulse + impulse, 0)
            let applied = newImpulse - c.points[j].normalImpulse
            c.points[j].normalImpulse = newImpulse
            c.points[j].maxNormalImpulse = max(c.points[j].maxNormalImpulse, applied)
            pair.apply(applied * c.normal, rA, rB)
        }
        pair.store(into: states, c)
    }

    /// Records every point's normal relative velocity as its approach velocity while no point of
    /// the contact has pushed in this step (`maxNormalImpulse` 0): the velocities of the substep
    /// where the contact first pushes, taken together so that a second point pushing later (after
    /// the first has stopped the body) does not record the stopped velocity.
    private static func recordApproach(_ c: inout ContactConstraint, _ pair: ContactBodies) {
        for j in 0..<c.pointCount where c.points[j].maxNormalImpulse > 0 { return }
        for j in 0..<c.pointCount {
            c.points[j].approachVelocity = pair.relativeVelocity(c.points[j].anchorA, c.points[j].anchorB)
                .dot(
                    c.normal)
        }
    }

    /// Solves both normal points of a two-point manifold together (Box2D 2.x's block solver, by
    /// enumerating the 2×2 LCP's cases), made soft per point: with `massScale + impulseScale = 1`
    /// the soft update `λ' = λ − m·s·(v + b) − i·λ` equals `s·λ_rigid`, so the clamped rigid
    /// solution is scaled by each point's mass scale. Removes the left/right bias of solving the
    /// two points one after the other, which makes towers drift.
    private static func solveBlock(
        _ c: inout ContactConstraint, _ pair: inout ContactBodies, separations: InlineArray<2, Double>,
        inverseH: Double, useBias: Bool
    ) {
        let normal = c.normal
        var scale = InlineArray<2, Double>(repeating: 1)
        var b = InlineArray<2, Double>(repeating: 0)
        for j in 0..<2 {
            let rA = c.points[j].anchorA
            let rB = c.points[j].anchorB
            let s = separations[j]
            var bias = 0.0
            if s > 0 {
                bias = s * inverseH
            } else if useBias {
                bias = max(c.softness.biasRate * s, -SolverConstants.maxContactPushSpeed)
                scale[j] = c.softness.massScale
            }
            b[j] = pair.relativeVelocity(rA, rB).dot(normal) + bias
        }
        let a1 = c.points[0].normalImpulse
        let a2 = c.points[1].normalImpulse
        // b − K·a: the velocity error with the accumulated impulses removed.
        let b1 = b[0] - (c.k11 * a1 + c.k12 * a2)
        let b2 = b[1] - (c.k12 * a1 + c.k22 * a2)
        let det = c.k11 * c.k22 - c.k12 * c.k12
        var x1 = -(c.k22 * b1 - c.k12 * b2) / det
        var x2 = -(c.k11 * b2 - c.k12 * b1) / det
        if !(x1 >= 0 && x2 >= 0) {
            x1 = -b1 / c.k11
            x2 = 0
            if !(x1 >= 0 && c.k12 * x1 + b2 >= 0) {
                x1 = 0
                x2 = -b2 / c.k22
                if !(x2 >= 0 && c.k12 * x2 + b1 >= 0) {
                    guard b1 >= 0 && b2 >= 0 else { return }
                    x1 = 0
                    x2 = 0
                }
            }
        }
        let new: InlineArray<2, Double> = [scale[0] * x1, scale[1] * x2]
        for j in 0..<2 {
            let applied = new[j] - c.points[j].normalImpulse
            c.points[j].normalImpulse = new[j]
            c.points[j].maxNormalImpulse = max(c.points[j].maxNormalImpulse, applied)
            pair.apply(applied * normal, c.points[j].anchorA, c.points[j].anchorB)
        }
    }
}
