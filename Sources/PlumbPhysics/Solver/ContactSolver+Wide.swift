extension ContactSolver {
    /// Applies the accumulated impulses of a group of constraints (`warmStart` lane by lane).
    /// `c` is `inout` though only read: taken `borrowing` from the closure's `inout`, the 672-byte
    /// group was copied to the stack for every call.
    static func warmStart(
        _ c: inout WideContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>
    ) {
        var pair = WideContactBodies(states, c)
        warmStart(c.point1, &pair, c.normalX, c.normalY, where: LaneMask(repeating: true))
        warmStart(c.point2, &pair, c.normalX, c.normalY, where: c.hasTwoPoints)
        pair.store(into: states, c)
    }

    /// One iteration over a group of constraints: `solve` lane by lane, its branches as lane selects
    /// (a lane takes the block solve's impulses where the scalar solve would call `solveBlock`,
    /// the point-by-point ones elsewhere), so every lane computes what the scalar solve computes.
    /// Inlined into each pass with `useBias` a constant.
    @inline(__always)
    static func solve(
        _ c: inout WideContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double,
        useBias: Bool
    ) {
        var pair = WideContactBodies(states, c)
        let nX = c.normalX
        let nY = c.normalY
        // Current separations from the bodies' position deltas (B's minus A's, in lanes).
        var dpAX = Lanes()
        var dpAY = Lanes()
        var dpBX = Lanes()
        var dpBY = Lanes()
        var cosA = Lanes()
        var sinA = Lanes()
        var cosB = Lanes()
        var sinB = Lanes()
        for l in 0..<Lanes.scalarCount {
            let a = c.bodyA[l]
            let b = c.bodyB[l]
            dpAX[l] = states[a].deltaPosition.x
            dpAY[l] = states[a].deltaPosition.y
            dpBX[l] = states[b].deltaPosition.x
            dpBY[l] = states[b].deltaPosition.y
            cosA[l] = states[a].deltaRotation.cos
            sinA[l] = states[a].deltaRotation.sin
            cosB[l] = states[b].deltaRotation.cos
            sinB[l] = states[b].deltaRotation.sin
        }
        let dpX = dpBX - dpAX
        let dpY = dpBY - dpAY
        @inline(__always) func separation(_ p: WideContactPoint) -> Lanes {
            let dX = dpX + ((cosB * p.anchorBX - sinB * p.anchorBY) - (cosA * p.anchorAX - sinA * p.anchorAY))
            let dY = dpY + ((sinB * p.anchorBX + cosB * p.anchorBY) - (sinA * p.anchorAX + cosA * p.anchorAY))
            return dX * nX + dY * nY + p.adjustedSeparation
        }
        @inline(__always) func normalVelocity(_ p: WideContactPoint) -> Lanes {
            pair.relativeVelocity(p.anchorAX, p.anchorAY, p.anchorBX, p.anchorBY, along: nX, nY)
        }
        let s1 = separation(c.point1)
        let s2 = separation(c.point2)

        if useBias {
            // `recordApproach`: lanes where no point has pushed yet in this step.
            let pushed =
                (c.point1.maxNormalImpulse .> 0) .| (c.hasTwoPoints .& (c.point2.maxNormalImpulse .> 0))
            let record = .!pushed
            // After the first substep where the contacts push, no lane records.
            if any(record) {
                c.point1.approachVelocity.replace(with: normalVelocity(c.point1), where: record)
                c.point2.approachVelocity.replace(
                    with: normalVelocity(c.point2), where: record .& c.hasTwoPoints)
            }
        }

        // The bias, mass scale and impulse scale of each point: speculative (rigid) when apart,
        // soft when overlapping in the biased pass, rigid without bias in the relax pass.
        let zero = Lanes()
        let one = Lanes(repeating: 1)
        @inline(__always) func coefficients(_ s: Lanes) -> (
            bias: Lanes, massScale: Lanes, impulseScale: Lanes
        ) {
            let apart = s .> 0
            var bias = s * inverseH
            var massScale = one
            var impulseScale = zero
            if useBias {
                let soft = .!apart
                bias.replace(
                    with: Lanes.larger(
                        c.biasRate * s, Lanes(repeating: -SolverConstants.maxContactPushSpeed)),
                    where: soft)
                massScale.replace(with: c.massScale, where: soft)
                impulseScale.replace(with: c.impulseScale, where: soft)
            } else {
                bias.replace(with: zero, where: .!apart)
            }
            return (bias, massScale, impulseScale)
        }
        let k1 = coefficients(s1)
        let k2 = coefficients(s2)
        // The relax pass leaves points more than the linear slop apart to the next biased solve.
        var active1 = LaneMask(repeating: true)
        var active2 = c.hasTwoPoints
        if !useBias {
            active1 = .!(s1 .> PhysicsConstants.linearSlop)
            active2 .&= .!(s2 .> PhysicsConstants.linearSlop)
        }
        let block = c.useBlockSolver .& active1 .& active2

        // `solveBlock` in every lane (only the block lanes use it): the 2×2 LCP's cases in
        // order, the first that holds wins; where none holds the impulses stay as they are.
        var x1 = Lanes()
        var x2 = Lanes()
        var blockChanges = block
        if any(block) {
            let b1 =
                (normalVelocity(c.point1) + k1.bias)
                - (c.k11 * c.point1.normalImpulse + c.k12 * c.point2.normalImpulse)
            let b2 =
                (normalVelocity(c.point2) + k2.bias)
                - (c.k12 * c.point1.normalImpulse + c.k22 * c.point2.normalImpulse)
            let det = c.k11 * c.k22 - c.k12 * c.k12
            let bothX1 = -(c.k22 * b1 - c.k12 * b2) / det
            let bothX2 = -(c.k11 * b2 - c.k12 * b1) / det
            let firstX1 = -b1 / c.k11
            let secondX2 = -b2 / c.k22
            let both = (bothX1 .>= 0) .& (bothX2 .>= 0)
            let firstOnly = (firstX1 .>= 0) .& (c.k12 * firstX1 + b2 .>= 0)
            let secondOnly = (secondX2 .>= 0) .& (c.k12 * secondX2 + b1 .>= 0)
            let neither = (b1 .>= 0) .& (b2 .>= 0)
            // Selected from the last case to the first, so the earliest that holds wins.
            x2.replace(with: secondX2, where: secondOnly)
            x1.replace(with: firstX1, where: firstOnly)
            x2.replace(with: zero, where: firstOnly)
            x1.replace(with: bothX1, where: both)
            x2.replace(with: bothX2, where: both)
            blockChanges .&= both .| firstOnly .| secondOnly .| neither
        }

        // Point 1, then point 2 with the velocities point 1 left, then friction (relax pass only),
        // written out point by point: as `@inline(__always)` helpers (static, or nested) they
        // stayed out of line, `solve` being past the inliner's size limit, and passed every lane
        // through the stack. The normal impulse is the block solve's `scale·x` in the `block`
        // lanes, the soft point-by-point impulse elsewhere, kept in the lanes of each point's
        // mask; friction stays within `friction × normal impulse`.
        let pointByPoint = .!block
        let uniformBlock = all(block)
        do {
            let mask = (pointByPoint .& active1) .| blockChanges
            var newImpulse = k1.massScale * x1
            if !uniformBlock {
                let vn = pair.relativeVelocity(
                    c.point1.anchorAX, c.point1.anchorAY, c.point1.anchorBX, c.point1.anchorBY, along: nX, nY)
                let impulse =
                    -c.point1.normalMass * k1.massScale * (vn + k1.bias) - k1.impulseScale
                    * c.point1.normalImpulse
                newImpulse.replace(
                    with: Lanes.larger(c.point1.normalImpulse + impulse, Lanes()), where: pointByPoint)
            }
            let applied = newImpulse - c.point1.normalImpulse
            if all(mask) {
                c.point1.normalImpulse = newImpulse
                c.point1.maxNormalImpulse = Lanes.larger(c.point1.maxNormalImpulse, applied)
            } else {
                c.point1.normalImpulse.replace(with: newImpulse, where: mask)
                c.point1.maxNormalImpulse.replace(
                    with: Lanes.larger(c.point1.maxNormalImpulse, applied), where: mask)
            }
            pair.apply(
                applied * nX, applied * nY, c.point1.anchorAX, c.point1.anchorAY, c.point1.anchorBX,
                c.point1.anchorBY,
                where: mask)
        }
        do {
            let mask = (pointByPoint .& active2) .| blockChanges
            var newImpulse = k2.massScale * x2
            if !uniformBlock {
                let vn = pair.relativeVelocity(
                    c.point2.anchorAX, c.point2.anchorAY, c.point2.anchorBX, c.point2.anchorBY, along: nX, nY)
                let impulse =
                    -c.point2.normalMass * k2.massScale * (vn + k2.bias) - k2.impulseScale
                    * c.point2.normalImpulse
                newImpulse.replace(
                    with: Lanes.larger(c.point2.normalImpulse + impulse, Lanes()), where: pointByPoint)
            }
            let applied = newImpulse - c.point2.normalImpulse
            if all(mask) {
                c.point2.normalImpulse = newImpulse
                c.point2.maxNormalImpulse = Lanes.larger(c.point2.maxNormalImpulse, applied)
            } else {
                c.point2.normalImpulse.replace(with: newImpulse, where: mask)
                c.point2.maxNormalImpulse.replace(
                    with: Lanes.larger(c.point2.maxNormalImpulse, applied), where: mask)
            }
            pair.apply(
                applied * nX, applied * nY, c.point2.anchorAX, c.point2.anchorAY, c.point2.anchorBX,
                c.point2.anchorBY,
                where: mask)
        }
        // Friction in the relax pass only, as Box2D v3 (the note at the top of ContactSolver.swift).
        if !useBias {
            let tX = nY
            let tY = -nX
            do {
                let mask = LaneMask(repeating: true)
                let vt = pair.relativeVelocity(
                    c.point1.anchorAX, c.point1.anchorAY, c.point1.anchorBX, c.point1.anchorBY, along: tX, tY)
                let impulse = -c.point1.tangentMass * vt
                let maxFriction = c.friction * c.point1.normalImpulse
                let newImpulse = Lanes.smaller(
                    Lanes.larger(c.point1.tangentImpulse + impulse, -maxFriction), maxFriction)
                let applied = newImpulse - c.point1.tangentImpulse
                if all(mask) {
                    c.point1.tangentImpulse = newImpulse
                } else {
                    c.point1.tangentImpulse.replace(with: newImpulse, where: mask)
                }
                pair.apply(
                    applied * tX, applied * tY, c.point1.anchorAX, c.point1.anchorAY, c.point1.anchorBX,
                    c.point1.anchorBY,
                    where: mask)
            }
            do {
                let mask = c.hasTwoPoints
                let vt = pair.relativeVelocity(
                    c.point2.anchorAX, c.point2.anchorAY, c.point2.anchorBX, c.point2.anchorBY, along: tX, tY)
                let impulse = -c.point2.tangentMass * vt
                let maxFriction = c.friction * c.point2.normalImpulse
                let newImpulse = Lanes.smaller(
                    Lanes.larger(c.point2.tangentImpulse + impulse, -maxFriction), maxFriction)
                let applied = newImpulse - c.point2.tangentImpulse
                if all(mask) {
                    c.point2.tangentImpulse = newImpulse
                } else {
                    c.point2.tangentImpulse.replace(with: newImpulse, where: mask)
                }
                pair.apply(
                    applied * tX, applied * tY, c.point2.anchorAX, c.point2.anchorAY, c.point2.anchorBX,
                    c.point2.anchorBY,
                    where: mask)
            }
        }
        pair.store(into: states, c)
    }

    /// `applyRestitution` lane by lane, in the lanes with restitution (idle lanes have none):
    /// point 1, then point 2 with the velocities point 1 left.
    static func applyRestitution(
        _ c: inout WideContactConstraint, _ states: UnsafeMutableBufferPointer<BodyState>
    ) {
        let bounces = c.restitution .> 0
        guard any(bounces) else { return }
        var pair = WideContactBodies(states, c)
        restitute(&c.point1, &pair, c, where: bounces)
        restitute(&c.point2, &pair, c, where: bounces .& c.hasTwoPoints)
        pair.store(into: states, c)
    }

    /// One point's bounce in the lanes of `mask` where it pushed and approached faster than the
    /// threshold.
    @inline(__always)
    private static func restitute(
        _ p: inout WideContactPoint, _ pair: inout WideContactBodies, _ c: borrowing WideContactConstraint,
        where mask: LaneMask
    ) {
        let bounce = mask .& (p.approachVelocity .< -c.restitutionThreshold) .& (p.maxNormalImpulse .> 0)
        guard any(bounce) else { return }
        let vn = pair.relativeVelocity(
            p.anchorAX, p.anchorAY, p.anchorBX, p.anchorBY, along: c.normalX, c.normalY)
        let impulse = -p.normalMass * (vn + c.restitution * p.approachVelocity)
        let newImpulse = Lanes.larger(p.normalImpulse + impulse, Lanes())
        let applied = newImpulse - p.normalImpulse
        p.normalImpulse.replace(with: newImpulse, where: bounce)
        p.maxNormalImpulse.replace(with: Lanes.larger(p.maxNormalImpulse, applied), where: bounce)
        pair.apply(
            applied * c.normalX, applied * c.normalY, p.anchorAX, p.anchorAY, p.anchorBX, p.anchorBY,
            where: bounce)
    }

    /// Applies one point's accumulated impulses in the lanes of `mask`.
    @inline(__always)
    private static func warmStart(
        _ p: borrowing WideContactPoint, _ pair: inout WideContactBodies, _ nX: Lanes, _ nY: Lanes,
        where mask: LaneMask
    ) {
        let tX = nY
        let tY = -nX
        pair.apply(
            p.normalImpulse * nX + p.tangentImpulse * tX, p.normalImpulse * nY + p.tangentImpulse * tY,
            p.anchorAX, p.anchorAY, p.anchorBX, p.anchorBY, where: mask)
    }
}
