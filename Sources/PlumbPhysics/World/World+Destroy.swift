/// Removing joints, shapes and bodies, as Box2D v3's `b2DestroyJoint`, `b2DestroyShape` and
/// `b2DestroyBody`.
///
/// Handles are creation indices and are never reused: a destroyed object leaves a tombstone (a
/// `nil` joint, a shape out of the broad phase and off its body, a body turned into a static,
/// shapeless, asleep placeholder that every step loop skips), so every other handle keeps
/// addressing the same object. `isValid(_:)` tells a live handle from a tombstone; using a
/// tombstone for anything but reading its last state is a programming error.
///
/// Contacts of a removed shape end at once: touching ones are reported in `contactEndEvents`
/// (or `sensorEndEvents`) right away, as Box2D v3 does, so read the events after destroying;
/// the next `step` clears them with the rest. Bodies that lose a contact or a joint are woken.
extension World {
    /// True if `body` was created in this world and not destroyed.
    public func isValid(_ body: BodyID) -> Bool {
        bodies.indices.contains(body.index) && !destroyedBodies.contains(body.index)
    }

    /// True if `shape` was created in this world and not destroyed (directly or with its body).
    public func isValid(_ shape: ShapeID) -> Bool {
        shapes.indices.contains(shape.index) && !destroyedShapes.contains(shape.index)
    }

    /// Removes a joint and wakes its bodies. O(1).
    ///
    /// `joint` must be live (precondition failure otherwise).
    public mutating func destroyJoint(_ joint: JointID) {
        let removed = live(joint)
        joints[joint.index] = nil
        if case (let a, let b)? = removed.link { unlink(a, b) }
        for b in removed.bodyIndices { wake(BodyID(index: b)) }
    }

    /// Removes a shape: ends its contacts (with end events), takes it out of the broad phase,
    /// recomputes its body's mass and wakes the body and the bodies it touched. O(contacts).
    ///
    /// `shape` must be live (precondition failure otherwise).
    public mutating func destroyShape(_ shape: ShapeID) {
        precondition(
            isValid(shape),
            "destroyShape(_:): ShapeID(index: \(shape.index)) is not a live shape; check isValid(_:) first")
        let body = shapes[shape.index].body
        removeShape(shape.index)
        updateMass(body)
        wake(BodyID(index: body))
    }

    /// Removes a body with its shapes and joints: contacts end (with end events) and the bodies
    /// it touched or was joined to wake. O(shapes × contacts + joints).
    ///
    /// The handle becomes a tombstone: `isValid(_:)` is false and queries return the body's last
    /// pose, as a static body at rest. `body` must be live (precondition failure otherwise).
    public mutating func destroyBody(_ body: BodyID) {
        precondition(
            isValid(body),
            "destroyBody(_:): BodyID(index: \(body.index)) is not a live body; check isValid(_:) first")
        for j in joints.indices {
            guard let joint = joints[j], joint.bodyIndices.contains(body.index) else { continue }
            destroyJoint(JointID(index: j))
        }
        for s in bodies[body.index].shapes { removeShape(s) }
        removeFromIsland(body.index)
        let old = bodies[body.index]
        bodies[body.index] = Body(BodyDefinition(position: old.origin, angle: old.rotation.angle))
        states[body.index] = BodyState()
        destroyedBodies.insert(body.index)
    }

    /// Ends the shape's contacts, removes its proxy and detaches it from its body (mass untouched).
    private mutating func removeShape(_ index: Int) {
        let owner = shapes[index].body
        for contact in contacts where contact.touching && (contact.pair.a == index || contact.pair.b == index)
        {
            var ended = contact
            ended.touching = false
            report(ended, wasTouching: true)
            updateLink(ended, wasTouching: true)
            wake(BodyID(index: shapes[contact.pair.a == index ? contact.pair.b : contact.pair.a].body))
        }
        contacts.removeAll { $0.pair.a == index || $0.pair.b == index }
        tree.remove(shapes[index].proxy)
        bodies[owner].shapes.removeAll { $0 == index }
        destroyedShapes.insert(index)
    }
}
