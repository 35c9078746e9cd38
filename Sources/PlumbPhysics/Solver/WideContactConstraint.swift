// Wide contact constraints: contacts of one colour in SIMD lanes
// ==============================================================
//
// The contacts of one graph colour share no dynamic body (`ConstraintGraph.swift`), so they can
// be solved at once, lane by lane, with the same result as one after the other. Box2D v3 does this
// in `float` over 4 or 8 lanes (one SSE2 or AVX2 register); Plumb solves in `Double`, so one SSE2
// register (the baseline x86-64 target) holds two lanes: each field of two consecutive
// constraints of a colour is one `SIMD2<Double>` (a structure of arrays per group), the bodies'
// velocities are gathered into lanes before a stage and scattered back after
// (`WideContactBodies`), and the last group of an odd colour leaves its second lane idle.
// `SIMD4<Double>` over four contacts was tried: it takes two registers per value, the solve
// spilled to the stack, and it cost more instructions per contact than two lanes.
//
// A colour's constraints exist only in this form (as Box2D v3's `b2ContactConstraintSIMD`): the
// step prepares each group straight from its contacts, each field of both lanes made at once
// (setting one lane of a SIMD value at a time went through memory), the restitution pass works on
// the groups, and the impulses go from the lanes to the contacts. A scalar copy of every
// constraint, packed into lanes before the substeps and unpacked after, was 4% of the awake
// base-40 pyramid's instructions (the packing alone 70 M of 1,609 M in 100 steps).
//
// Each lane computes exactly what the scalar solve computes for its constraint, operation for
// operation (the branches become lane selects, `Swift.max`/`Swift.min` keep their tie-breaking;
// only a NaN lane would differ, see `larger`), so a wide step is bit for bit the scalar step it
// replaced, and neither depends on how the groups are cut into blocks for the workers. Where every lane takes the same branch (all block
// solves, every point active) the other branch is not computed and no select is made.

/// The `Double` lanes of a wide constraint: two, one SSE2 register.
typealias Lanes = SIMD2<Double>
/// A mask over the lanes.
typealias LaneMask = SIMDMask<SIMD2<Int64>>
/// Body indices, one per lane.
typealias LaneIndices = SIMD2<Int>

extension SIMD2 where Scalar == Double {
    /// `Swift.max(x, y)` lane by lane: `x` where `x > y`, else `y`, which is `y ≥ x ? y : x` (the
    /// scalar solve's `max`, signed zeros included) for every number; written this way it is
    /// SSE2's `maxpd` (one instruction, not a compare and three masks). Only a NaN lane differs:
    /// `y` here, `x` in `Swift.max`; the solve makes no NaN from finite bodies.
    @inline(__always)
    static func larger(_ x: Self, _ y: Self) -> Self { y.replacing(with: x, where: x .> y) }

    /// `Swift.min(x, y)` lane by lane: `y` where `y < x`, else `x`.
    @inline(__always)
    static func smaller(_ x: Self, _ y: Self) -> Self { x.replacing(with: y, where: y .< x) }
}

/// One point of a group of contact constraints, lane by lane (the fields of `ContactConstraintPoint`).
struct WideContactPoint: Sendable {
    var anchorAX: Lanes
    var anchorAY: Lanes
    var anchorBX: Lanes
    var anchorBY: Lanes
    var adjustedSeparation: Lanes
    var normalImpulse: Lanes
    var tangentImpulse: Lanes
    var maxNormalImpulse: Lanes
    var normalMass: Lanes
    var tangentMass: Lanes
    var approachVelocity: Lanes

    /// The point of two scalar points, lane 0 from `a`, lane 1 from `b`.
    @inline(__always)
    init(_ a: ContactConstraintPoint, _ b: ContactConstraintPoint) {
        anchorAX = Lanes(a.anchorA.x, b.anchorA.x)
        anchorAY = Lanes(a.anchorA.y, b.anchorA.y)
        anchorBX = Lanes(a.anchorB.x, b.anchorB.x)
        anchorBY = Lanes(a.anchorB.y, b.anchorB.y)
        adjustedSeparation = Lanes(a.adjustedSeparation, b.adjustedSeparation)
        normalImpulse = Lanes(a.normalImpulse, b.normalImpulse)
        tangentImpulse = Lanes(a.tangentImpulse, b.tangentImpulse)
        maxNormalImpulse = Lanes(a.maxNormalImpulse, b.maxNormalImpulse)
        normalMass = Lanes(a.normalMass, b.normalMass)
        tangentMass = Lanes(a.tangentMass, b.tangentMass)
        approachVelocity = Lanes(a.approachVelocity, b.approachVelocity)
    }
}

extension SIMDMask where Storage == SIMD2<Int64> {
    /// The mask of two flags, lane 0 from `a`, lane 1 from `b`.
    @inline(__always)
    static func lanes(_ a: Bool, _ b: Bool) -> Self {
        SIMD2<Int64>(a ? 1 : 0, b ? 1 : 0) .!= 0
    }
}

extension ContactConstraint {
    /// What an idle lane holds: `c`'s bodies, written to by no one, and zeros (no points, no mass).
    static func idle(besides c: borrowing ContactConstraint) -> ContactConstraint {
        ContactConstraint(
            contactIndex: c.contactIndex, bodyA: c.bodyA, bodyB: c.bodyB, invMassA: 0, invInertiaA: 0,
            invMassB: 0, invInertiaB: 0, writesA: false, writesB: false, normal: .zero, friction: 0,
            restitution: 0, restitutionThreshold: 0,
            softness: Softness(biasRate: 0, massScale: 0, impulseScale: 0),
            points: InlineArray(repeating: .unused), pointCount: 1)
    }
}

/// Up to `Lanes.scalarCount` contact constraints of one colour, lane by lane (see the note at the top of the
/// file): lane `l` is the constraint at position `first + l` of the solve order for `l < laneCount`.
///
/// Prepared in place, lane by lane, from the contacts (`World.prepareContacts`) and read by the
/// restitution pass and when the impulses are stored, so no scalar copy of a colour's constraints
/// exists (Box2D v3's `b2ContactConstraintSIMD` the same way).
struct WideContactConstraint: Sendable {
    /// The position of lane 0's constraint in the solve order (the overflow, then the colours).
    var first: Int
    /// How many lanes hold a constraint (at least 1); the others repeat lane 0's bodies and stay idle.
    var laneCount: Int
    var bodyA: LaneIndices
    var bodyB: LaneIndices
    /// The index of each lane's contact in the world's contact list (to store impulses back).
    var contactIndex: LaneIndices
    /// Which lanes' bodies are dynamic (only those are written back).
    var writesA: LaneMask
    var writesB: LaneMask
    var invMassA: Lanes
    var invInertiaA: Lanes
    var invMassB: Lanes
    var invInertiaB: Lanes
    var normalX: Lanes
    var normalY: Lanes
    var friction: Lanes
    var biasRate: Lanes
    var massScale: Lanes
    var impulseScale: Lanes
    var k11: Lanes
    var k12: Lanes
    var k22: Lanes
    /// Restitution and its threshold speed (pt/s); 0 in idle lanes.
    var restitution: Lanes
    var restitutionThreshold: Lanes
    /// Lanes with a second point, and lanes whose two points may be solved as a block.
    var hasTwoPoints: LaneMask
    var useBlockSolver: LaneMask
    var point1: WideContactPoint
    var point2: WideContactPoint

    /// The group of constraint `a` at position `first` of the solve order and `b` after it
    /// (`laneCount` 2), or `a` alone (`laneCount` 1, `b` then `ContactConstraint.idle(besides: a)`).
    @inline(__always)
    init(first: Int, laneCount: Int, _ a: borrowing ContactConstraint, _ b: borrowing ContactConstraint) {
        self.first = first
        self.laneCount = laneCount
        bodyA = LaneIndices(a.bodyA, b.bodyA)
        bodyB = LaneIndices(a.bodyB, b.bodyB)
        contactIndex = LaneIndices(a.contactIndex, b.contactIndex)
        writesA = .lanes(a.writesA, b.writesA)
        writesB = .lanes(a.writesB, b.writesB)
        invMassA = Lanes(a.invMassA, b.invMassA)
        invInertiaA = Lanes(a.invInertiaA, b.invInertiaA)
        invMassB = Lanes(a.invMassB, b.invMassB)
        invInertiaB = Lanes(a.invInertiaB, b.invInertiaB)
        normalX = Lanes(a.normal.x, b.normal.x)
        normalY = Lanes(a.normal.y, b.normal.y)
        friction = Lanes(a.friction, b.friction)
        biasRate = Lanes(a.softness.biasRate, b.softness.biasRate)
        massScale = Lanes(a.softness.massScale, b.softness.massScale)
        impulseScale = Lanes(a.softness.impulseScale, b.softness.impulseScale)
        k11 = Lanes(a.k11, b.k11)
        k12 = Lanes(a.k12, b.k12)
        k22 = Lanes(a.k22, b.k22)
        restitution = Lanes(a.restitution, b.restitution)
        restitutionThreshold = Lanes(a.restitutionThreshold, b.restitutionThreshold)
        hasTwoPoints = .lanes(a.pointCount == 2, b.pointCount == 2)
        useBlockSolver = .lanes(a.useBlockSolver, b.useBlockSolver)
        point1 = WideContactPoint(a.points[0], b.points[0])
        point2 = WideContactPoint(a.points[1], b.points[1])
    }

    /// Writes every lane's accumulated impulses back to its contact, for the next step's warm start.
    @inline(__always)
    func storeImpulses(into contacts: UnsafeMutableBufferPointer<Contact>) {
        for l in 0..<laneCount {
            let contact = contactIndex[l]
            contacts[contact].normalImpulses[0] = point1.normalImpulse[l]
            contacts[contact].tangentImpulses[0] = point1.tangentImpulse[l]
            if hasTwoPoints[l] {
                contacts[contact].normalImpulses[1] = point2.normalImpulse[l]
                contacts[contact].tangentImpulses[1] = point2.tangentImpulse[l]
            }
        }
    }
}
