/// A revolute joint's state and its soft-step solver, after Box2D v3's `revolute_joint.c`:
/// a 2D point constraint, soft (60 Hz, ζ = 2) in the biased solve and rigid in the relax pass,
/// and a friction torque solved as a zero-speed motor clamped to `maxFrictionTorque`.
struct RevoluteJoint: Sendable {
    var definition: RevoluteJointDefinition
    var linearImpulse = Vector.zero
    var frictionImpulse = 0.0

    // Prepared per step.
    var anchorA = Vector.zero
    var anchorB = Vector.zero
    var deltaCenter = Vector.zero
    var axialMass = 0.0
    var jointSoftness = Softness.rigid
    var substep = 0.0

    var bodyA: Int { definition.bodyA.index }
    var bodyB: Int { definition.bodyB.index }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        anchorA = a.rotation.apply(definition.localAnchorA - a.localCenter)
        anchorB = b.rotation.apply(definition.localAnchorB - b.localCenter)
        deltaCenter = b.center - a.center
        let k = a.invInertia + b.invInertia
        axialMass = k > 0 ? 1 / k : 0
        jointSoftness = Softness(hertz: min(60, 0.25 / h), dampingRatio: 2, h: h)
        substep = h
    }

    func warmStart(_ bodies: inout [Body]) {
        let rA = bodies[bodyA].deltaRotation.apply(anchorA)
        let rB = bodies[bodyB].deltaRotation.apply(anchorB)
        apply(&bodies, linearImpulse, frictionImpulse, rA, rB)
    }

    mutating func solve(_ bodies: inout [Body], useBias: Bool) {
        // Friction torque: drive the relative angular velocity to zero within ±maxTorque·h.
        if definition.maxFrictionTorque > 0 {
            let cdot = bodies[bodyB].angularVelocity - bodies[bodyA].angularVelocity
            let maxImpulse = definition.maxFrictionTorque * substep
            let old = frictionImpulse
            frictionImpulse = min(max(old - axialMass * cdot, -maxImpulse), maxImpulse)
            apply(&bodies, .zero, frictionImpulse - old, .zero, .zero)
        }
        let a = bodies[bodyA]
        let b = bodies[bodyB]
        let rA = a.deltaRotation.apply(anchorA)
        let rB = b.deltaRotation.apply(anchorB)
        let cdot =
            (b.linearVelocity + Vector.cross(b.angularVelocity, rB))
            - (a.linearVelocity + Vector.cross(a.angularVelocity, rA))
        var bias = Vector.zero
        var massScale = 1.0
        var impulseScale = 0.0
        if useBias {
            let separation = deltaCenter + (b.deltaPosition - a.deltaPosition) + rB - rA
            bias = jointSoftness.biasRate * separation
            massScale = jointSoftness.massScale
            impulseScale = jointSoftness.impulseScale
        }
        let mA = a.invMass
        let mB = b.invMass
        let iA = a.invInertia
        let iB = b.invInertia
        let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
        let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
        let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
        let det = k11 * k22 - k12 * k12
        guard det != 0 else { return }
        let rhs = cdot + bias
        let solved = Vector((k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det)
        let impulse = -massScale * solved - impulseScale * linearImpulse
        linearImpulse += impulse
        apply(&bodies, impulse, 0, rA, rB)
    }

    private func apply(_ bodies: inout [Body], _ p: Vector, _ angular: Double, _ rA: Vector, _ rB: Vector) {
        if bodies[bodyA].type == .dynamic {
            bodies[bodyA].linearVelocity -= bodies[bodyA].invMass * p
            bodies[bodyA].angularVelocity -= bodies[bodyA].invInertia * (rA.cross(p) + angular)
        }
        if bodies[bodyB].type == .dynamic {
            bodies[bodyB].linearVelocity += bodies[bodyB].invMass * p
            bodies[bodyB].angularVelocity += bodies[bodyB].invInertia * (rB.cross(p) + angular)
        }
    }
}
