/// The bodies of a group of contact constraints as the wide solve works on them: velocities gathered
/// into lanes once per constraint group and scattered back after (only to the lanes' dynamic
/// bodies), with the same arithmetic as `ContactBodies`, lane by lane.
struct WideContactBodies {
    let invMassA: Lanes
    let invInertiaA: Lanes
    let invMassB: Lanes
    let invInertiaB: Lanes
    var vAX: Lanes
    var vAY: Lanes
    var wA: Lanes
    var vBX: Lanes
    var vBY: Lanes
    var wB: Lanes

    /// Gathers the velocities of the group's bodies.
    @inline(__always)
    init(_ states: UnsafeMutableBufferPointer<BodyState>, _ c: borrowing WideContactConstraint) {
        invMassA = c.invMassA
        invInertiaA = c.invInertiaA
        invMassB = c.invMassB
        invInertiaB = c.invInertiaB
        vAX = Lanes()
        vAY = Lanes()
        wA = Lanes()
        vBX = Lanes()
        vBY = Lanes()
        wB = Lanes()
        for l in 0..<Lanes.scalarCount {
            let a = c.bodyA[l]
            let b = c.bodyB[l]
            vAX[l] = states[a].linearVelocity.x
            vAY[l] = states[a].linearVelocity.y
            wA[l] = states[a].angularVelocity
            vBX[l] = states[b].linearVelocity.x
            vBY[l] = states[b].linearVelocity.y
            wB[l] = states[b].angularVelocity
        }
    }

    /// The normal component of the velocity of B's point at `rB` relative to A's point at `rA`,
    /// `ContactBodies.relativeVelocity(rA, rB).dot(n)` lane by lane (`v + (−w·r_y)` written
    /// `v − w·r_y`, the same bits without negating `w`).
    @inline(__always)
    func relativeVelocity(
        _ rAX: Lanes, _ rAY: Lanes, _ rBX: Lanes, _ rBY: Lanes, along nX: Lanes, _ nY: Lanes
    ) -> Lanes {
        let dvX = (vBX - wB * rBY) - (vAX - wA * rAY)
        let dvY = (vBY + wB * rBX) - (vAY + wA * rAX)
        return dvX * nX + dvY * nY
    }

    /// Applies the impulse `(pX, pY)` at `rB` on B and its opposite at `rA` on A in the lanes of
    /// `mask` (`ContactBodies.apply` lane by lane; the other lanes keep their velocities).
    @inline(__always)
    mutating func apply(
        _ pX: Lanes, _ pY: Lanes, _ rAX: Lanes, _ rAY: Lanes, _ rBX: Lanes, _ rBY: Lanes, where mask: LaneMask
    ) {
        guard all(mask) else {
            vAX.replace(with: vAX - invMassA * pX, where: mask)
            vAY.replace(with: vAY - invMassA * pY, where: mask)
            wA.replace(with: wA - invInertiaA * (rAX * pY - rAY * pX), where: mask)
            vBX.replace(with: vBX + invMassB * pX, where: mask)
            vBY.replace(with: vBY + invMassB * pY, where: mask)
            wB.replace(with: wB + invInertiaB * (rBX * pY - rBY * pX), where: mask)
            return
        }
        vAX = vAX - invMassA * pX
        vAY = vAY - invMassA * pY
        wA = wA - invInertiaA * (rAX * pY - rAY * pX)
        vBX = vBX + invMassB * pX
        vBY = vBY + invMassB * pY
        wB = wB + invInertiaB * (rBX * pY - rBY * pX)
    }

    /// Scatters the velocities back to the lanes' dynamic bodies.
    @inline(__always)
    func store(into states: UnsafeMutableBufferPointer<BodyState>, _ c: borrowing WideContactConstraint) {
        for l in 0..<c.laneCount {
            if c.writesA[l] {
                let a = c.bodyA[l]
                states[a].linearVelocity = Vec2(vAX[l], vAY[l])
                states[a].angularVelocity = wA[l]
            }
            if c.writesB[l] {
                let b = c.bodyB[l]
                states[b].linearVelocity = Vec2(vBX[l], vBY[l])
                states[b].angularVelocity = wB[l]
            }
        }
    }
}
