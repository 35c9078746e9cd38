/// Reading and changing a joint's definition after creation, as Box2D v3's per-joint setters
/// (`b2RevoluteJoint_SetLimits`, `b2DistanceJoint_SetLength`, …) in one call per kind: UIKit's
/// attachments change `length`, `frequency`, `damping`, `frictionTorque` and `attachmentRange`
/// while running (docs/dynamics.md §10.2).
///
/// A new definition must name the same bodies. Accumulated impulses that no longer apply are
/// dropped as Box2D does: limit impulses when the limit is toggled or moved, the motor's when
/// it is toggled, the spring's when it is toggled, a distance joint's when its lengths change.
/// Every change wakes the joint's bodies.
extension World {
    /// The definition of a distance joint (with the values last set).
    ///
    /// `joint` must be a distance joint (precondition failure otherwise).
    public func distanceJointDefinition(of joint: JointID) -> DistanceJointDefinition {
        guard case .distance(let j) = live(joint) else {
            wrongKind(joint, "distanceJointDefinition(of:)", "distance")
        }
        return j.definition
    }

    /// The definition of a revolute joint (with the values last set).
    ///
    /// `joint` must be a revolute joint (precondition failure otherwise).
    public func revoluteJointDefinition(of joint: JointID) -> RevoluteJointDefinition {
        guard case .revolute(let j) = live(joint) else {
            wrongKind(joint, "revoluteJointDefinition(of:)", "revolute")
        }
        return j.definition
    }

    /// The definition of a prismatic joint (with the values last set; the axis normalised).
    ///
    /// `joint` must be a prismatic joint (precondition failure otherwise).
    public func prismaticJointDefinition(of joint: JointID) -> PrismaticJointDefinition {
        guard case .prismatic(let j) = live(joint) else {
            wrongKind(joint, "prismaticJointDefinition(of:)", "prismatic")
        }
        return j.definition
    }

    /// The definition of a weld joint (with the values last set).
    ///
    /// `joint` must be a weld joint (precondition failure otherwise).
    public func weldJointDefinition(of joint: JointID) -> WeldJointDefinition {
        guard case .weld(let j) = live(joint) else { wrongKind(joint, "weldJointDefinition(of:)", "weld") }
        return j.definition
    }

    /// The definition of a target (mouse) joint (with the values last set).
    ///
    /// `joint` must be a target joint (precondition failure otherwise).
    public func mouseJointDefinition(of joint: JointID) -> MouseJointDefinition {
        guard case .mouse(let j) = live(joint) else { wrongKind(joint, "mouseJointDefinition(of:)", "mouse") }
        return j.definition
    }

    /// Replaces a distance joint's definition (same bodies) and wakes its bodies.
    public mutating func setDefinition(_ definition: DistanceJointDefinition, of joint: JointID) {
        guard case .distance(var j) = live(joint) else {
            wrongKind(joint, "setDefinition(_:of:)", "distance")
        }
        requireSameBodies(
            joint, (j.definition.bodyA, j.definition.bodyB), (definition.bodyA, definition.bodyB))
        let old = j.definition
        if old.length != definition.length || old.minLength != definition.minLength
            || old.maxLength != definition.maxLength
        {
            j.impulse = 0
            j.lowerImpulse = 0
            j.upperImpulse = 0
        }
        j.definition = definition
        replace(joint, with: .distance(j))
    }

    /// Replaces a revolute joint's definition (same bodies) and wakes its bodies.
    public mutating func setDefinition(_ definition: RevoluteJointDefinition, of joint: JointID) {
        guard case .revolute(var j) = live(joint) else {
            wrongKind(joint, "setDefinition(_:of:)", "revolute")
        }
        requireSameBodies(
            joint, (j.definition.bodyA, j.definition.bodyB), (definition.bodyA, definition.bodyB))
        let old = j.definition
        if old.enableLimit != definition.enableLimit || old.lowerAngle != definition.lowerAngle
            || old.upperAngle != definition.upperAngle
        {
            j.lowerImpulse = 0
            j.upperImpulse = 0
        }
        if old.enableMotor != definition.enableMotor { j.motorImpulse = 0 }
        j.definition = definition
        replace(joint, with: .revolute(j))
    }

    /// Replaces a prismatic joint's definition (same bodies, non-zero axis) and wakes its bodies.
    public mutating func setDefinition(_ definition: PrismaticJointDefinition, of joint: JointID) {
        guard case .prismatic(var j) = live(joint) else {
            wrongKind(joint, "setDefinition(_:of:)", "prismatic")
        }
        requireSameBodies(
            joint, (j.definition.bodyA, j.definition.bodyB), (definition.bodyA, definition.bodyB))
        precondition(
            definition.localAxisA.lengthSquared > 0,
            "PrismaticJointDefinition.localAxisA is zero; give the sliding direction, e.g. Vec2(0, 1)")
        let old = j.definition
        if old.enableLimit != definition.enableLimit || old.lowerTranslation != definition.lowerTranslation
            || old.upperTranslation != definition.upperTranslation
        {
            j.lowerImpulse = 0
            j.upperImpulse = 0
        }
        if old.enableMotor != definition.enableMotor { j.motorImpulse = 0 }
        if old.enableSpring != definition.enableSpring { j.springImpulse = 0 }
        j.definition = definition
        j.definition.localAxisA = definition.localAxisA.normalized
        replace(joint, with: .prismatic(j))
    }

    /// Replaces a weld joint's definition (same bodies) and wakes its bodies.
    public mutating func setDefinition(_ definition: WeldJointDefinition, of joint: JointID) {
        guard case .weld(var j) = live(joint) else { wrongKind(joint, "setDefinition(_:of:)", "weld") }
        requireSameBodies(
            joint, (j.definition.bodyA, j.definition.bodyB), (definition.bodyA, definition.bodyB))
        j.definition = definition
        replace(joint, with: .weld(j))
    }

    /// Replaces a target joint's definition (same body) and wakes its body.
    public mutating func setDefinition(_ definition: MouseJointDefinition, of joint: JointID) {
        guard case .mouse(var j) = live(joint) else { wrongKind(joint, "setDefinition(_:of:)", "mouse") }
        requireSameBodies(joint, (j.definition.body, j.definition.body), (definition.body, definition.body))
        j.definition = definition
        replace(joint, with: .mouse(j))
    }

    private mutating func replace(_ joint: JointID, with updated: Joint) {
        joints[joint.index] = updated
        for b in updated.bodyIndices { wake(BodyID(index: b)) }
    }

    private func requireSameBodies(_ joint: JointID, _ old: (BodyID, BodyID), _ new: (BodyID, BodyID)) {
        precondition(
            old == new,
            "setDefinition(_:of:) cannot move JointID(index: \(joint.index)) to other bodies; "
                + "destroy it and create a new joint")
    }
}
