/// A distance joint's state and its soft-step solver, after Box2D v3's `distance_joint.c`.
///
/// Rigid: soft with the joint softness (60 Hz, ζ = 2, capped at 0.25 × the substep rate) during
/// the biased solve, rigid in the relax pass. Spring: soft with its own `hertz`/`dampingRatio` in
/// both passes. Limits (rope): one-sided, speculative when slack, soft when violated.
struct DistanceJoint: Sendable {
    var definition: DistanceJointDefinition
    var impulse = 0.0
    var lowerImpulse = 0.0
    var upperImpulse = 0.0

    // Prepared per step.
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    var deltaCenter = Vec2.zero
    var axialMass = 0.0
    var jointSoftness = Softness.rigid
    var springSoftness = Softness.rigid
    var inverseH = 0.0

    var bodyA: Int { definition.bodyA.index }
    var bodyB: Int { definition.bodyB.index }
    var minLength: Double { max(definition.minLength, PhysicsConstants.linearSlop) }
    var maxLength: Double { max(definition.maxLength, minLength) }
    var length: Double { min(max(definition.length, minLength), maxLength) }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        anchorA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        anchorB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        deltaCenter = b.center - a.center
        let axis = (deltaCenter + anchorB - anchorA).normalized
        let crA = anchorA.cross(axis)
        let crB = anchorB.cross(axis)
        let k = a.invMass + b.invMass + a.invInertia * crA * crA + b.invInertia * crB * crB
        axialMass = k > 0 ? 1 / k : 0
        jointSoftness = .joint(substep: h)
        springSoftness = Softness(hertz: definition.hertz, dampingRatio: definition.dampingRatio, h: h)
        inverseH = 1 / h
    }

    private func current(_ states: [BodyState]) -> (rA: Vec2, rB: Vec2, d: Vec2) {
        let a = states[bodyA]
        let b = states[bodyB]
        let rA = a.deltaRotation.apply(anchorA)
        let rB = b.deltaRotation.apply(anchorB)
        let d = deltaCenter + (b.deltaPosition - a.deltaPosition) + rB - rA
        return (rA, rB, d)
    }

    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        let (rA, rB, d) = current(states)
        let axis = d.normalized
        let p = (impulse + lowerImpulse - upperImpulse) * axis
        apply(bodies, &states, p, rA, rB)
    }

    mutating func solve(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        let (rA, rB, d) = current(states)
        let currentLength = d.length
        let axis = d.normalized
        func cdot() -> Double {
            let a = states[bodyA]
            let b = states[bodyB]
            let dv =
                (b.linearVelocity + Vec2.cross(b.angularVelocity, rB))
                - (a.linearVelocity + Vec2.cross(a.angularVelocity, rA))
            return dv.dot(axis)
        }
        if definition.enableSpring && minLength < maxLength {
            if definition.hertz > 0 {
                let c = currentLength - length
                let bias = springSoftness.biasRate * c
                let delta =
                    -springSoftness.massScale * axialMass * (cdot() + bias) - springSoftness.impulseScale
                    * impulse
                impulse += delta
                apply(bodies, &states, delta * axis, rA, rB)
            }
            if definition.minLength > 0 || definition.maxLength < .infinity {
                solveLimits(bodies, &states, rA, rB, axis, currentLength, useBias: useBias)
            }
            return
        }
        let c = currentLength - length
        var bias = 0.0
        var massScale = 1.0
        var impulseScale = 0.0
        if useBias {
            bias = jointSoftness.biasRate * c
            massScale = jointSoftness.massScale
            impulseScale = jointSoftness.impulseScale
        }
        let delta = -massScale * axialMass * (cdot() + bias) - impulseScale * impulse
        impulse += delta
        apply(bodies, &states, delta * axis, rA, rB)
    }

    private mutating func solveLimits(
        _ bodies: [Body], _ states: inout [BodyState], _ rA: Vec2, _ rB: Vec2, _ axis: Vec2,
        _ currentLength: Double, useBias: Bool
    ) {
        func cdot(_ states: [BodyState]) -> Double {
            let a = states[bodyA]
            let b = states[bodyB]
            let dv =
                (b.linearVelocity + Vec2.cross(b.angularVelocity, rB))
                - (a.linearVelocity + Vec2.cross(a.angularVelocity, rA))
            return dv.dot(axis)
        }
        func coefficients(_ c: Double) -> (bias: Double, massScale: Double, impulseScale: Double) {
            if c > 0 { return (c * inverseH, 1, 0) }
            if useBias {
                return (jointSoftness.biasRate * c, jointSoftness.massScale, jointSoftness.impulseScale)
            }
            return (0, 1, 0)
        }
        // Lower limit: length ≥ minLength.
        let lower = coefficients(currentLength - minLength)
        var delta =
            -lower.massScale * axialMass * (cdot(states) + lower.bias) - lower.impulseScale * lowerImpulse
        var newImpulse = max(0, lowerImpulse + delta)
        delta = newImpulse - lowerImpulse
        lowerImpulse = newImpulse
        apply(bodies, &states, delta * axis, rA, rB)
        // Upper limit: length ≤ maxLength.
        let upper = coefficients(maxLength - currentLength)
        delta =
            -upper.massScale * axialMass * (-cdot(states) + upper.bias) - upper.impulseScale * upperImpulse
        newImpulse = max(0, upperImpulse + delta)
        delta = newImpulse - upperImpulse
        upperImpulse = newImpulse
        apply(bodies, &states, -delta * axis, rA, rB)
    }

    private func apply(_ bodies: [Body], _ states: inout [BodyState], _ p: Vec2, _ rA: Vec2, _ rB: Vec2) {
        states.applyJointImpulse(bodies, p, bodyA, angularA: rA.cross(p), bodyB, angularB: rB.cross(p))
    }
}
