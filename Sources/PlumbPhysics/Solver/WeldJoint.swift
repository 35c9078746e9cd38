/// A weld joint's state and its soft-step solver, after Box2D v3's `weld_joint.c`.
///
/// Two constraints, solved angle first: `θB − θA = referenceAngle` with the axial mass
/// `1/(iA + iB)`, then the 2×2 point constraint `pB − pA = 0`. A rigid part (hertz 0) is soft
/// with the joint softness (60 Hz, ζ = 2) in the biased pass and rigid in the relax pass; a
/// spring part (hertz > 0) keeps its own softness in both passes, so it oscillates at its
/// hertz whatever the bodies' masses (the effective mass scales the stiffness).
struct WeldJoint: Sendable {
    var definition: WeldJointDefinition
    var linearImpulse = Vec2.zero
    var angularImpulse = 0.0

    // Prepared per step.
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    var deltaCenter = Vec2.zero
    var deltaAngle = 0.0
    var axialMass = 0.0
    var linearSoftness = Softness.rigid
    var angularSoftness = Softness.rigid

    var bodyA: Int { definition.bodyA.index }
    var bodyB: Int { definition.bodyB.index }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        anchorA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        anchorB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        deltaCenter = b.center - a.center
        deltaAngle = unwound(relativeAngle(a.rotation, b.rotation) - definition.referenceAngle)
        let k = a.invInertia + b.invInertia
        axialMass = k > 0 ? 1 / k : 0
        linearSoftness =
            definition.linearHertz > 0
            ? Softness(hertz: definition.linearHertz, dampingRatio: definition.linearDampingRatio, h: h)
            : .joint(substep: h)
        angularSoftness =
            definition.angularHertz > 0
            ? Softness(hertz: definition.angularHertz, dampingRatio: definition.angularDampingRatio, h: h)
            : .joint(substep: h)
    }

    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        let rA = states[bodyA].deltaRotation.apply(anchorA)
        let rB = states[bodyB].deltaRotation.apply(anchorB)
        states.applyJointImpulse(
            bodies, linearImpulse, bodyA, angularA: rA.cross(linearImpulse) + angularImpulse, bodyB,
            angularB: rB.cross(linearImpulse) + angularImpulse)
    }

    mutating func solve(_ bodies: [Body], _ states: inout [BodyState], useBias: Bool) {
        do {
            let a = states[bodyA]
            let b = states[bodyB]
            var bias = 0.0
            var soft = Softness.rigid
            if useBias || definition.angularHertz > 0 {
                bias =
                    angularSoftness.biasRate * (relativeAngle(a.deltaRotation, b.deltaRotation) + deltaAngle)
                soft = angularSoftness
            }
            let cdot = b.angularVelocity - a.angularVelocity
            let delta = -soft.massScale * axialMass * (cdot + bias) - soft.impulseScale * angularImpulse
            angularImpulse += delta
            states.applyJointImpulse(bodies, .zero, bodyA, angularA: delta, bodyB, angularB: delta)
        }
        let a = states[bodyA]
        let b = states[bodyB]
        let rA = a.deltaRotation.apply(anchorA)
        let rB = b.deltaRotation.apply(anchorB)
        var bias = Vec2.zero
        var soft = Softness.rigid
        if useBias || definition.linearHertz > 0 {
            let separation = deltaCenter + (b.deltaPosition - a.deltaPosition) + rB - rA
            bias = linearSoftness.biasRate * separation
            soft = linearSoftness
        }
        let cdot =
            (b.linearVelocity + Vec2.cross(b.angularVelocity, rB))
            - (a.linearVelocity + Vec2.cross(a.angularVelocity, rA))
        let mA = bodies[bodyA].invMass
        let mB = bodies[bodyB].invMass
        let iA = bodies[bodyA].invInertia
        let iB = bodies[bodyB].invInertia
        let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
        let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
        let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
        let solved = solveSymmetric(k11, k12, k22, cdot + bias)
        let delta = -soft.massScale * solved - soft.impulseScale * linearImpulse
        linearImpulse += delta
        states.applyJointImpulse(
            bodies, delta, bodyA, angularA: rA.cross(delta), bodyB, angularB: rB.cross(delta))
    }
}
