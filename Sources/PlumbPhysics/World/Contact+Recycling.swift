// Contact recycling
// =================
//
// A body resting in a pile or a stack moves a fraction of a point per step, and its contacts'
// manifolds hardly change: recomputing them (a separating-axis test and a clipping per pair) is
// most of the narrow phase's cost. Box2D v3 keeps such a manifold instead (its "contact
// recycling", in `b2CollideTask`); this is our version of the idea:
//
// - When the narrow phase computes a manifold it notes the pose it was computed at
//   (`ManifoldPose`): both bodies' rotations, body B's frame seen from body A's, and each point's
//   separation.
// - A later step keeps the manifold while the relative motion since then stays small: the
//   relative origin moved by `d` and the relative rotation turned by `θ`, and with `r` the larger
//   of the two bodies' extents (0 for a static body) a point of either shape moved relative to the
//   other by at most about `d + r·|sin θ|`; the manifold is kept while that is below
//   `World.contactRecycleDistance` (for a pair that is not touching, below the smaller of that and
//   `speculativeDistance`, so that a new contact is never found late), and neither body turned by
//   more than about 11.5° in the world (the normal is kept as it is).
// - A kept manifold keeps its normal, its points' anchors and feature ids, so the solver warm
//   starts from the impulses it stored; only each point's separation and world point follow the
//   bodies: the two material points that coincided when it was computed (the anchor carried by
//   each body's rotation since then) have drifted apart by `Δ`, so the separation is the noted one
//   plus `Δ·normal`, and the point their midpoint. This is what the substeps already assume of a
//   manifold within a step.
// - Not kept: sensors (they are not noted), pairs with a body that continuous collision swept in
//   its last step (`Body.isFast`), pairs with a body that opted out
//   (`BodyDefinition.isContactRecyclingEnabled`), and everything when the distance is 0. A
//   recomputed manifold notes its pose again, so the drift never adds up past the tolerance.
//
// The test reads the two bodies and writes only the contact: it runs in the narrow phase's
// parallel blocks as the full update does, and the step stays deterministic.

/// The pose a contact's manifold was computed at: what `Contact.recycle` compares the bodies'
/// current poses with.
struct ManifoldPose: Sendable {
    /// Body A's rotation then.
    var rotationA: Rotation
    /// Body B's rotation then.
    var rotationB: Rotation
    /// Body B's origin frame seen from body A's (`xfA⁻¹·xfB`) then.
    var relative: Transform
    /// Each manifold point's separation then, in points.
    var separations: InlineArray<2, Double>
}

extension Contact {
    /// A kept manifold's bodies may each have turned by at most about 11.5° in the world: the
    /// cosine of the turn must exceed 0.98 (Box2D v3's `B2_CONTACT_RECYCLE_COS_ANGLE`).
    static let recycleMinimumCosine = 0.98

    /// Keeps the manifold if bodies `a` and `b` (the contact's, read in place) moved little
    /// relative to each other since it was computed (see the note at the top of this file),
    /// moving its points' separations and world points with them; returns false, changing
    /// nothing, when the manifold must be recomputed. `distance`: the world's
    /// `contactRecycleDistance`, in points. O(1).
    @inline(__always)
    mutating func recycle(_ a: UnsafePointer<Body>, _ b: UnsafePointer<Body>, distance: Double) -> Bool {
        guard let pose, !a.pointee.isFast, !b.pointee.isFast, a.pointee.isContactRecyclingEnabled,
            b.pointee.isContactRecyclingEnabled
        else { return false }
        let xfA = Transform(position: a.pointee.origin, rotation: a.pointee.rotation)
        let xfB = Transform(position: b.pointee.origin, rotation: b.pointee.rotation)
        // The cosines of each body's turn in the world since then.
        let cosA = xfA.rotation.cos * pose.rotationA.cos + xfA.rotation.sin * pose.rotationA.sin
        let cosB = xfB.rotation.cos * pose.rotationB.cos + xfB.rotation.sin * pose.rotationB.sin
        guard min(cosA, cosB) > Self.recycleMinimumCosine else { return false }
        let relative = xfA.inverseConcatenating(xfB)
        let moved = (relative.position - pose.relative.position).length
        let turn = relative.rotation.inverseConcatenating(pose.relative.rotation)
        let extentA = a.pointee.type == .static ? 0 : a.pointee.maxExtent
        let extentB = b.pointee.type == .static ? 0 : b.pointee.maxExtent
        let tolerance = touching ? distance : min(distance, PhysicsConstants.speculativeDistance)
        guard moved + max(extentA, extentB) * abs(turn.sin) < tolerance else { return false }
        // Each body's turn since then carries its anchors; their origins' offset carries the rest.
        let turnA = xfA.rotation.concatenating(pose.rotationA.inverse)
        let turnB = xfB.rotation.concatenating(pose.rotationB.inverse)
        let offset = xfB.position - xfA.position
        let normal = manifold.normal
        for j in 0..<manifold.pointCount {
            let rA = turnA.apply(manifold[j].anchorA)
            let rB = turnB.apply(manifold[j].anchorB)
            let drift = offset + (rB - rA)
            manifold.movePoint(
                j, to: xfA.position + rA + 0.5 * drift, separation: pose.separations[j] + drift.dot(normal))
        }
        return true
    }

    /// Notes the pose of bodies at `xfA` and `xfB` for the manifold just computed.
    @inline(__always)
    mutating func notePose(_ xfA: Transform, _ xfB: Transform) {
        var separations = InlineArray<2, Double>(repeating: 0)
        for j in 0..<manifold.pointCount { separations[j] = manifold[j].separation }
        pose = ManifoldPose(
            rotationA: xfA.rotation, rotationB: xfB.rotation, relative: xfA.inverseConcatenating(xfB),
            separations: separations)
    }
}
