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
// Each lane computes exactly what the scalar solve computes for its constraint, operation for
// operation (the branches become lane selects, `Swift.max`/`Swift.min` keep their tie-breaking),
// so a wide step is bit for bit the scalar step it replaced, and neither depends on how the
// groups are cut into blocks for the workers. Where every lane takes the same branch (all block
// solves, every point active) the other branch is not computed and no select is made.

/// The `Double` lanes of a wide constraint: two, one SSE2 register.
typealias Lanes = SIMD2<Double>
/// A mask over the lanes.
typealias LaneMask = SIMDMask<SIMD2<Int64>>
/// Body indices, one per lane.
typealias LaneIndices = SIMD2<Int>

extension SIMD2 where Scalar == Double {
    /// `Swift.max(x, y)` lane by lane: `y` where `y ≥ x`, else `x` (the same lane as the scalar
    /// solve's `max`, signed zeros and NaN included).
    @inline(__always)
    static func larger(_ x: Self, _ y: Self) -> Self { x.replacing(with: y, where: y .>= x) }

    /// `Swift.min(x, y)` lane by lane: `y` where `y < x`, else `x`.
    @inline(__always)
    static func smaller(_ x: Self, _ y: Self) -> Self { x.replacing(with: y, where: y .< x) }
}

/// One point of a group of contact constraints, lane by lane (the fields of `ContactConstraintPoint`).
struct WideContactPoint: Sendable {
    var anchorAX = Lanes()
    var anchorAY = Lanes()
    var anchorBX = Lanes()
    var anchorBY = Lanes()
    var adjustedSeparation = Lanes()
    var normalImpulse = Lanes()
    var tangentImpulse = Lanes()
    var maxNormalImpulse = Lanes()
    var normalMass = Lanes()
    var tangentMass = Lanes()
    var approachVelocity = Lanes()

    /// Sets lane `l` from a scalar point.
    @inline(__always)
    mutating func set(_ l: Int, _ p: ContactConstraintPoint) {
        anchorAX[l] = p.anchorA.x
        anchorAY[l] = p.anchorA.y
        anchorBX[l] = p.anchorB.x
        anchorBY[l] = p.anchorB.y
        adjustedSeparation[l] = p.adjustedSeparation
        normalImpulse[l] = p.normalImpulse
        tangentImpulse[l] = p.tangentImpulse
        maxNormalImpulse[l] = p.maxNormalImpulse
        normalMass[l] = p.normalMass
        tangentMass[l] = p.tangentMass
        approachVelocity[l] = p.approachVelocity
    }

    /// Writes what the solve changed in lane `l` back to a scalar point.
    @inline(__always)
    func store(_ l: Int, into p: inout ContactConstraintPoint) {
        p.normalImpulse = normalImpulse[l]
        p.tangentImpulse = tangentImpulse[l]
        p.maxNormalImpulse = maxNormalImpulse[l]
        p.approachVelocity = approachVelocity[l]
    }
}

/// Up to `Lanes.scalarCount` contact constraints of one colour, lane by lane (see the note at the top of the
/// file): lane `l` is `ContactSolver.constraints[first + l]` for `l < laneCount`.
struct WideContactConstraint: Sendable {
    /// The index of lane 0's constraint in `ContactSolver.constraints`.
    var first: Int
    /// How many lanes hold a constraint (at least 1); the others repeat lane 0's bodies and stay idle.
    var laneCount: Int
    var bodyA: LaneIndices
    var bodyB: LaneIndices
    /// Which lanes' bodies are dynamic (only those are written back).
    var writesA: LaneMask
    var writesB: LaneMask
    var invMassA = Lanes()
    var invInertiaA = Lanes()
    var invMassB = Lanes()
    var invInertiaB = Lanes()
    var normalX = Lanes()
    var normalY = Lanes()
    var friction = Lanes()
    var biasRate = Lanes()
    var massScale = Lanes()
    var impulseScale = Lanes()
    var k11 = Lanes()
    var k12 = Lanes()
    var k22 = Lanes()
    /// Lanes with a second point, and lanes whose two points may be solved as a block.
    var hasTwoPoints: LaneMask
    var useBlockSolver: LaneMask
    var point1 = WideContactPoint()
    var point2 = WideContactPoint()

    /// Packs `constraints[first..<first + laneCount]`.
    init(_ constraints: UnsafeBufferPointer<ContactConstraint>, first: Int, laneCount: Int) {
        self.first = first
        self.laneCount = laneCount
        let a0 = constraints[first].bodyA
        let b0 = constraints[first].bodyB
        bodyA = LaneIndices(repeating: a0)
        bodyB = LaneIndices(repeating: b0)
        writesA = LaneMask(repeating: false)
        writesB = LaneMask(repeating: false)
        hasTwoPoints = LaneMask(repeating: false)
        useBlockSolver = LaneMask(repeating: false)
        for l in 0..<laneCount {
            let c = constraints[first + l]
            bodyA[l] = c.bodyA
            bodyB[l] = c.bodyB
            writesA[l] = c.writesA
            writesB[l] = c.writesB
            invMassA[l] = c.invMassA
            invInertiaA[l] = c.invInertiaA
            invMassB[l] = c.invMassB
            invInertiaB[l] = c.invInertiaB
            normalX[l] = c.normal.x
            normalY[l] = c.normal.y
            friction[l] = c.friction
            biasRate[l] = c.softness.biasRate
            massScale[l] = c.softness.massScale
            impulseScale[l] = c.softness.impulseScale
            k11[l] = c.k11
            k12[l] = c.k12
            k22[l] = c.k22
            hasTwoPoints[l] = c.pointCount == 2
            useBlockSolver[l] = c.useBlockSolver
            point1.set(l, c.points[0])
            if c.pointCount == 2 { point2.set(l, c.points[1]) }
        }
    }

    /// Writes the impulses, largest impulses and approach velocities back to the constraints.
    func store(into constraints: UnsafeMutableBufferPointer<ContactConstraint>) {
        for l in 0..<laneCount {
            point1.store(l, into: &constraints[first + l].points[0])
            if hasTwoPoints[l] { point2.store(l, into: &constraints[first + l].points[1]) }
        }
    }
}
