/// A target joint's state and its soft-step solver, after Box2D v3's `mouse_joint.c`: a soft
/// point constraint between a body point and a world target, its impulse clamped by `maxForce`.
/// Solved once per substep, in the biased pass only (a spring has no bias to relax away).
struct MouseJoint: Sendable {
    var definition: MouseJointDefinition
    var linearImpulse = Vec2.zero

    // Prepared per step.
    var anchor = Vec2.zero
    var deltaCenter = Vec2.zero
    var softness = Softness.rigid
    var substep = 0.0

    var body: Int { definition.body.index }

    mutating func prepare(_ bodies: [Body], substep h: Double) {
        let b = bodies[body]
        anchor = b.rotation.apply(definition.localAnchor - b.localCenter)
        deltaCenter = b.center - definition.target
        softness = Softness(hertz: definition.hertz, dampingRatio: definition.dampingRatio, h: h)
        substep = h
    }

    func warmStart(_ bodies: [Body], _ states: inout [BodyState]) {
        let r = states[body].deltaRotation.apply(anchor)
        apply(bodies, &states, linearImpulse, r)
    }

    mutating func solve(_ bodies: [Body], _ states: inout [BodyState]) {
        let b = states[body]
        let r = b.deltaRotation.apply(anchor)
        let cdot = b.linearVelocity + Vec2.cross(b.angularVelocity, r)
        let separation = deltaCenter + b.deltaPosition + r
        let rhs = cdot + softness.biasRate * separation
        let m = bodies[body].invMass
        let i = bodies[body].invInertia
        let k11 = m + r.y * r.y * i
        let k12 = -r.y * r.x * i
        let k22 = m + r.x * r.x * i
        let det = k11 * k22 - k12 * k12
        guard det != 0 else { return }
        let solved = Vec2((k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det)
        let old = linearImpulse
        var impulse = old - softness.massScale * solved - softness.impulseScale * old
        let maxImpulse = definition.maxForce * substep
        if impulse.length > maxImpulse { impulse = (maxImpulse / impulse.length) * impulse }
        linearImpulse = impulse
        apply(bodies, &states, impulse - old, r)
    }

    private func apply(_ bodies: [Body], _ states: inout [BodyState], _ p: Vec2, _ r: Vec2) {
        guard bodies[body].type == .dynamic else { return }
        states[body].linearVelocity += bodies[body].invMass * p
        states[body].angularVelocity += bodies[body].invInertia * r.cross(p)
    }
}
