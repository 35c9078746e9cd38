/// A revolute joint's state and its soft-step solver, after Box2D v3's `revolute_joint.c`.
///
/// Each iteration solves, in order, on the relative angular velocity `ωB − ωA` with the axial
/// mass `1/(iA + iB)`:
/// - friction: a zero-speed motor whose accumulated impulse stays within ±`maxFrictionTorque`·h;
/// - motor: drives the speed to `motorSpeed`, accumulated impulse within ±`maxMotorTorque`·h;
/// - limits: one-sided, speculative while inside the range (the impulse only stops the joint from
///   crossing the limit within the substep), soft with the joint softness when past it in the
///   biased pass, rigid in the relax pass;
/// - the point constraint: a 2×2 block, soft (60 Hz, ζ = 2) in the biased pass, rigid in the relax
///   pass; with `pointHertz` > 0 a spring instead, the same in both passes (a spring is a force,
///   not a position correction that the relax pass should take back).
/// The angle is tracked incrementally: the prepared `θB − θA − reference` plus the substeps' delta
/// rotations, so it stays correct across the ±π seam within a step.
struct RevoluteJoint: Sendable {
    var definition: RevoluteJointDefinition
    var linearImpulse = Vec2.zero
    var frictionImpulse = 0.0
    var motorImpulse = 0.0
    var lowerImpulse = 0.0
    var upperImpulse = 0.0

    // Prepared per step.
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    var deltaCenter = Vec2.zero
    var deltaAngle = 0.0
    var axialMass = 0.0
    var jointSoftness = Softness.rigid
    /// The point spring's softness when `pointHertz` > 0, else nil (rigid point).
    var pointSpring: Softness?
    var substep = 0.0

    var bodyA: Int { definition.bodyA.index }
    var bodyB: Int { definition.bodyB.index }
    var lowerAngle: Double { max(min(definition.lowerAngle, definition.upperAngle), -0.99 * Double.pi) }
    var upperAngle: Double { min(max(definition.lowerAngle, definition.upperAngle), 0.99 * Double.pi) }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        anchorA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        anchorB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        deltaCenter = b.center - a.center
        deltaAngle = unwound(relativeAngle(a.rotation, b.rotation) - definition.referenceAngle)
        let k = a.invInertia + b.invInertia
        axialMass = k > 0 ? 1 / k : 0
        jointSoftness = .joint(substep: h)
        pointSpring =
            definition.pointHertz > 0
            ? Softness(hertz: definition.pointHertz, dampingRatio: definition.pointDampingRatio, h: h) : nil
        substep = h
    }

    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        let rA = states[bodyA].deltaRotation.apply(anchorA)
        let rB = states[bodyB].deltaRotation.apply(anchorB)
        let axial = frictionImpulse + motorImpulse + lowerImpulse - upperImpulse
        states.applyJointImpulse(
            bodies, linearImpulse, bodyA, angularA: rA.cross(linearImpulse) + axial, bodyB,
            angularB: rB.cross(linearImpulse) + axial)
    }

    mutating func solve(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        if axialMass > 0 {
            solveAxial(bodies, &states, useBias: useBias)
        }
        let a = states[bodyA]
        let b = states[bodyB]
        let rA = a.deltaRotation.apply(anchorA)
        let rB = b.deltaRotation.apply(anchorB)
        let cdot =
            (b.linearVelocity + Vec2.cross(b.angularVelocity, rB))
            - (a.linearVelocity + Vec2.cross(a.angularVelocity, rA))
        var bias = Vec2.zero
        var massScale = 1.0
        var impulseScale = 0.0
        if let softness = pointSpring ?? (useBias ? jointSoftness : nil) {
            let separation = deltaCenter + (b.deltaPosition - a.deltaPosition) + rB - rA
            bias = softness.biasRate * separation
            massScale = softness.massScale
            impulseScale = softness.impulseScale
        }
        let mA = bodies[bodyA].invMass
        let mB = bodies[bodyB].invMass
        let iA = bodies[bodyA].invInertia
        let iB = bodies[bodyB].invInertia
        let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
        let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
        let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
        let solved = solveSymmetric(k11, k12, k22, cdot + bias)
        let impulse = -massScale * solved - impulseScale * linearImpulse
        linearImpulse += impulse
        states.applyJointImpulse(
            bodies, impulse, bodyA, angularA: rA.cross(impulse), bodyB, angularB: rB.cross(impulse))
    }

    /// The current joint angle during the step: prepared angle plus the substeps' rotations.
    private func currentAngle(_ states: [BodyState]) -> Double {
        unwound(relativeAngle(states[bodyA].deltaRotation, states[bodyB].deltaRotation) + deltaAngle)
    }

    private func relativeSpeed(_ states: [BodyState]) -> Double {
        states[bodyB].angularVelocity - states[bodyA].angularVelocity
    }

    /// Friction, motor and limits: the constraints on `ωB − ωA` alone.
    private mutating func solveAxial(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        if definition.maxFrictionTorque > 0 {
            let maxImpulse = definition.maxFrictionTorque * substep
            let old = frictionImpulse
            frictionImpulse = min(max(old - axialMass * relativeSpeed(states), -maxImpulse), maxImpulse)
            applyAngular(bodies, &states, frictionImpulse - old)
        }
        if definition.enableMotor {
            let maxImpulse = definition.maxMotorTorque * substep
            let old = motorImpulse
            let delta = -axialMass * (relativeSpeed(states) - definition.motorSpeed)
            motorImpulse = min(max(old + delta, -maxImpulse), maxImpulse)
            applyAngular(bodies, &states, motorImpulse - old)
        }
        guard definition.enableLimit else { return }
        let angle = currentAngle(states)
        // Lower limit: angle ≥ lowerAngle, impulse ≥ 0 pushes ωB − ωA up.
        var soft = limitSoftness(angle - lowerAngle, useBias: useBias)
        var old = lowerImpulse
        var delta =
            -soft.massScale * axialMass * (relativeSpeed(states) + soft.bias) - soft.impulseScale * old
        lowerImpulse = max(old + delta, 0)
        applyAngular(bodies, &states, lowerImpulse - old)
        // Upper limit: angle ≤ upperAngle, signs flipped so the impulse stays ≥ 0.
        soft = limitSoftness(upperAngle - angle, useBias: useBias)
        old = upperImpulse
        delta = -soft.massScale * axialMass * (-relativeSpeed(states) + soft.bias) - soft.impulseScale * old
        upperImpulse = max(old + delta, 0)
        applyAngular(bodies, &states, old - upperImpulse)
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

    private func applyAngular(_ bodies: [Body], _ states: inout [BodyState], _ impulse: Double) {
        states.applyJointImpulse(bodies, .zero, bodyA, angularA: impulse, bodyB, angularB: impulse)
    }
}
