/// A prismatic joint's state and its soft-step solver, after Box2D v3's `prismatic_joint.c`.
///
/// With `d` the vector from A's anchor to B's anchor and `axis` A's sliding axis in world space,
/// the translation is `axis·d`. Each iteration solves, in order:
/// - the spring (if enabled) towards translation 0, soft with its own hertz and damping ratio in
///   both passes (it is a real spring, not an error to relax away);
/// - the motor: drives `axis·(vB_p − vA_p)` to `motorSpeed`, impulse within ±`maxMotorForce`·h;
/// - limits: one-sided, speculative while inside the range, soft (joint softness) when past it in
///   the biased pass, rigid in the relax pass;
/// - the 2×2 block of the perpendicular constraint `perp·d = 0` and the angular constraint
///   `θB − θA = referenceAngle`, soft (60 Hz, ζ = 2) in the biased pass, rigid in the relax pass.
/// The axial Jacobian uses `d + rA` on A's side, so forces along the axis turn A correctly when
/// it is dynamic.
struct PrismaticJoint: Sendable {
    var definition: PrismaticJointDefinition
    /// Perpendicular (x) and angular (y) accumulated impulses.
    var impulse = Vec2.zero
    var springImpulse = 0.0
    var motorImpulse = 0.0
    var lowerImpulse = 0.0
    var upperImpulse = 0.0

    // Prepared per step.
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    var axis = Vec2.zero
    var deltaCenter = Vec2.zero
    var deltaAngle = 0.0
    var axialMass = 0.0
    var jointSoftness = Softness.rigid
    var springSoftness = Softness.rigid
    var substep = 0.0

    var bodyA: Int { definition.bodyA.index }
    var bodyB: Int { definition.bodyB.index }
    var lowerTranslation: Double { min(definition.lowerTranslation, definition.upperTranslation) }
    var upperTranslation: Double { max(definition.lowerTranslation, definition.upperTranslation) }

    init(definition: PrismaticJointDefinition) {
        self.definition = definition
        self.definition.localAxisA = definition.localAxisA.normalized
    }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        anchorA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        anchorB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        axis = a.rotation.apply(definition.localAxisA)
        deltaCenter = b.center - a.center
        deltaAngle = unwound(relativeAngle(a.rotation, b.rotation) - definition.referenceAngle)
        let d = deltaCenter + anchorB - anchorA
        let a1 = (d + anchorA).cross(axis)
        let a2 = anchorB.cross(axis)
        let k = a.invMass + b.invMass + a.invInertia * a1 * a1 + b.invInertia * a2 * a2
        axialMass = k > 0 ? 1 / k : 0
        jointSoftness = .joint(substep: h)
        springSoftness = Softness(hertz: definition.hertz, dampingRatio: definition.dampingRatio, h: h)
        substep = h
    }

    /// The current frame during the step: anchors, separation `d` and world axis.
    private func current(_ states: [BodyState]) -> (rA: Vec2, rB: Vec2, d: Vec2, axis: Vec2) {
        let a = states[bodyA]
        let b = states[bodyB]
        let rA = a.deltaRotation.apply(anchorA)
        let rB = b.deltaRotation.apply(anchorB)
        let d = deltaCenter + (b.deltaPosition - a.deltaPosition) + rB - rA
        return (rA, rB, d, a.deltaRotation.apply(axis))
    }

    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        let (rA, rB, d, axis) = current(states)
        let perp = axis.perp
        let axial = springImpulse + motorImpulse + lowerImpulse - upperImpulse
        let p = axial * axis + impulse.x * perp
        let angularA = axial * (d + rA).cross(axis) + impulse.x * (d + rA).cross(perp) + impulse.y
        let angularB = axial * rB.cross(axis) + impulse.x * rB.cross(perp) + impulse.y
        states.applyJointImpulse(bodies, p, bodyA, angularA: angularA, bodyB, angularB: angularB)
    }

    mutating func solve(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        let (rA, rB, d, axis) = current(states)
        let translation = axis.dot(d)
        let a1 = (d + rA).cross(axis)
        let a2 = rB.cross(axis)
        func axialSpeed(_ states: [BodyState]) -> Double {
            let a = states[bodyA]
            let b = states[bodyB]
            return axis.dot(b.linearVelocity - a.linearVelocity) + a2 * b.angularVelocity - a1
                * a.angularVelocity
        }
        func applyAxial(_ states: inout [BodyState], _ lambda: Double) {
            states.applyJointImpulse(
                bodies, lambda * axis, bodyA, angularA: lambda * a1, bodyB, angularB: lambda * a2)
        }
        if definition.enableSpring {
            let c = translation
            let delta =
                -springSoftness.massScale * axialMass * (axialSpeed(states) + springSoftness.biasRate * c)
                - springSoftness.impulseScale * springImpulse
            springImpulse += delta
            applyAxial(&states, delta)
        }
        if definition.enableMotor {
            let maxImpulse = definition.maxMotorForce * substep
            let old = motorImpulse
            let delta = axialMass * (definition.motorSpeed - axialSpeed(states))
            motorImpulse = min(max(old + delta, -maxImpulse), maxImpulse)
            applyAxial(&states, motorImpulse - old)
        }
        if definition.enableLimit {
            // Lower limit: translation ≥ lower, impulse ≥ 0 pushes B along +axis.
            var soft = limitSoftness(translation - lowerTranslation, useBias: useBias)
            var old = lowerImpulse
            var delta =
                -soft.massScale * axialMass * (axialSpeed(states) + soft.bias) - soft.impulseScale * old
            lowerImpulse = max(old + delta, 0)
            applyAxial(&states, lowerImpulse - old)
            // Upper limit: translation ≤ upper, signs flipped so the impulse stays ≥ 0.
            soft = limitSoftness(upperTranslation - translation, useBias: useBias)
            old = upperImpulse
            delta = -soft.massScale * axialMass * (-axialSpeed(states) + soft.bias) - soft.impulseScale * old
            upperImpulse = max(old + delta, 0)
            applyAxial(&states, old - upperImpulse)
        }
        solveBlock(bodies, &states, rA: rA, rB: rB, d: d, axis: axis, useBias: useBias)
    }

    /// The perpendicular and angular constraints together (a 2×2 block).
    private mutating func solveBlock(
        _ bodies: [Body], _ states: inout [BodyState], rA: Vec2, rB: Vec2, d: Vec2, axis: Vec2,
        useBias: Bool
    ) {
        let a = states[bodyA]
        let b = states[bodyB]
        let (mA, iA) = (bodies[bodyA].invMass, bodies[bodyA].invInertia)
        let (mB, iB) = (bodies[bodyB].invMass, bodies[bodyB].invInertia)
        let perp = axis.perp
        let s1 = (d + rA).cross(perp)
        let s2 = rB.cross(perp)
        let cdot = Vec2(
            perp.dot(b.linearVelocity - a.linearVelocity) + s2 * b.angularVelocity - s1 * a.angularVelocity,
            b.angularVelocity - a.angularVelocity)
        var bias = Vec2.zero
        var massScale = 1.0
        var impulseScale = 0.0
        if useBias {
            let c = Vec2(perp.dot(d), relativeAngle(a.deltaRotation, b.deltaRotation) + deltaAngle)
            bias = jointSoftness.biasRate * c
            massScale = jointSoftness.massScale
            impulseScale = jointSoftness.impulseScale
        }
        let k11 = mA + mB + iA * s1 * s1 + iB * s2 * s2
        let k12 = iA * s1 + iB * s2
        var k22 = iA + iB
        if k22 == 0 { k22 = 1 }  // Both rotations fixed: the angular row is inert.
        let solved = solveSymmetric(k11, k12, k22, cdot + bias)
        let delta = -massScale * solved - impulseScale * impulse
        impulse += delta
        states.applyJointImpulse(
            bodies, delta.x * perp, bodyA, angularA: delta.x * s1 + delta.y, bodyB,
            angularB: delta.x * s2 + delta.y)
    }

    /// Bias and scales of a one-sided limit with clearance `c`: speculative while `c > 0`.
    private func limitSoftness(_ c: Double, useBias: Bool) -> (
        bias: Double, massScale: Double, impulseScale: Double
    ) {
        if c > 0 { return (c / substep, 1, 0) }
        if useBias {
            return (jointSoftness.biasRate * c, jointSoftness.massScale, jointSoftness.impulseScale)
        }
        return (0, 1, 0)
    }

    /// The translation and its rate from the bodies' poses and velocities (Box2D's
    /// `b2PrismaticJoint_GetTranslation` / `GetSpeed`), in points and pt/s.
    static func translationAndSpeed(_ definition: PrismaticJointDefinition, _ bodies: [Body]) -> (
        Double, Double
    ) {
        let a = bodies[definition.bodyA.index]
        let b = bodies[definition.bodyB.index]
        let axis = a.rotation.apply(definition.localAxisA.normalized)
        let rA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        let rB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        let d = b.center - a.center + rB - rA
        let relative =
            (b.linearVelocity + Vec2.cross(b.angularVelocity, rB))
            - (a.linearVelocity + Vec2.cross(a.angularVelocity, rA))
        let speed = d.dot(Vec2.cross(a.angularVelocity, axis)) + axis.dot(relative)
        return (axis.dot(d), speed)
    }
}
