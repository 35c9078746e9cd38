extension World {
    /// Adds a distance joint (rod, spring or rope) and wakes both bodies; returns its handle.
    ///
    /// All joint kinds share one `JointID` space, numbered in creation order.
    @discardableResult
    public mutating func createDistanceJoint(_ definition: DistanceJointDefinition) -> JointID {
        addJoint(.distance(DistanceJoint(definition: definition)))
    }

    /// Adds a revolute (pin) joint and wakes both bodies; returns its handle.
    @discardableResult
    public mutating func createRevoluteJoint(_ definition: RevoluteJointDefinition) -> JointID {
        addJoint(.revolute(RevoluteJoint(definition: definition)))
    }

    /// Adds a prismatic (slider) joint and wakes both bodies; returns its handle.
    @discardableResult
    public mutating func createPrismaticJoint(_ definition: PrismaticJointDefinition) -> JointID {
        precondition(
            definition.localAxisA.lengthSquared > 0,
            "PrismaticJointDefinition.localAxisA is zero; give the sliding direction, e.g. Vec2(0, 1)")
        return addJoint(.prismatic(PrismaticJoint(definition: definition)))
    }

    /// Adds a weld joint and wakes both bodies; returns its handle.
    @discardableResult
    public mutating func createWeldJoint(_ definition: WeldJointDefinition) -> JointID {
        addJoint(.weld(WeldJoint(definition: definition)))
    }

    /// Adds a target (mouse) joint and wakes its body; returns its handle.
    @discardableResult
    public mutating func createMouseJoint(_ definition: MouseJointDefinition) -> JointID {
        addJoint(.mouse(MouseJoint(definition: definition)))
    }

    /// The number of joints that exist (created and not destroyed).
    public var jointCount: Int { joints.count { $0 != nil } }

    /// True if `joint` was created in this world and not destroyed.
    public func isValid(_ joint: JointID) -> Bool {
        joints.indices.contains(joint.index) && joints[joint.index] != nil
    }

    /// The joint's kind.
    ///
    /// A destroyed or unknown handle is a programming error (precondition failure).
    public func type(of joint: JointID) -> JointType { live(joint).type }

    /// Moves a target joint's world target (points) and wakes its body.
    ///
    /// `joint` must be a target joint (precondition failure otherwise).
    public mutating func setTarget(_ target: Vec2, ofMouseJoint joint: JointID) {
        guard case .mouse(var mouse) = live(joint) else {
            wrongKind(joint, "setTarget(_:ofMouseJoint:)", "mouse")
        }
        mouse.definition.target = target
        joints[joint.index] = .mouse(mouse)
        wake(mouse.definition.body)
    }

    /// The current distance between a distance joint's two anchors, in points.
    ///
    /// `joint` must be a distance joint (precondition failure otherwise).
    public func currentLength(of joint: JointID) -> Double {
        guard case .distance(let j) = live(joint) else { wrongKind(joint, "currentLength(of:)", "distance") }
        let d = j.definition
        return bodies[d.bodyA.index].transform.apply(d.localAnchorA)
            .distance(to: bodies[d.bodyB.index].transform.apply(d.localAnchorB))
    }

    /// A revolute or weld joint's angle `θB − θA − referenceAngle`, in radians in `[−π, π]`
    /// (positive is clockwise on screen).
    ///
    /// `joint` must be a revolute or weld joint (precondition failure otherwise).
    public func jointAngle(of joint: JointID) -> Double {
        let (a, b, reference): (Int, Int, Double)
        switch live(joint) {
        case .revolute(let j): (a, b, reference) = (j.bodyA, j.bodyB, j.definition.referenceAngle)
        case .weld(let j): (a, b, reference) = (j.bodyA, j.bodyB, j.definition.referenceAngle)
        default: wrongKind(joint, "jointAngle(of:)", "revolute or weld")
        }
        return unwound(relativeAngle(bodies[a].rotation, bodies[b].rotation) - reference)
    }

    /// A revolute joint's speed `ωB − ωA` in rad/s (positive is clockwise on screen), or a
    /// prismatic joint's translation speed in pt/s.
    ///
    /// `joint` must be a revolute or prismatic joint (precondition failure otherwise).
    public func jointSpeed(of joint: JointID) -> Double {
        switch live(joint) {
        case .revolute(let j): return bodies[j.bodyB].angularVelocity - bodies[j.bodyA].angularVelocity
        case .prismatic(let j): return PrismaticJoint.translationAndSpeed(j.definition, bodies).1
        default: wrongKind(joint, "jointSpeed(of:)", "revolute or prismatic")
        }
    }

    /// A prismatic joint's translation: the offset of B's anchor from A's anchor along the axis,
    /// in points.
    ///
    /// `joint` must be a prismatic joint (precondition failure otherwise).
    public func jointTranslation(of joint: JointID) -> Double {
        guard case .prismatic(let j) = live(joint) else {
            wrongKind(joint, "jointTranslation(of:)", "prismatic")
        }
        return PrismaticJoint.translationAndSpeed(j.definition, bodies).0
    }

    /// The force a prismatic joint's motor applied along the axis in the last substep, in
    /// mass·pt/s² (on B; A receives the opposite).
    ///
    /// `joint` must be a prismatic joint (precondition failure otherwise).
    public func motorForce(of joint: JointID) -> Double {
        guard case .prismatic(let j) = live(joint) else { wrongKind(joint, "motorForce(of:)", "prismatic") }
        return j.substep > 0 ? j.motorImpulse / j.substep : 0
    }

    /// The torque a revolute joint's motor applied in the last substep, in mass·pt²/s² (on B; A
    /// receives the opposite).
    ///
    /// `joint` must be a revolute joint (precondition failure otherwise).
    public func motorTorque(of joint: JointID) -> Double {
        guard case .revolute(let j) = live(joint) else { wrongKind(joint, "motorTorque(of:)", "revolute") }
        return j.substep > 0 ? j.motorImpulse / j.substep : 0
    }

    /// Stores a new joint, wakes its bodies and returns its handle.
    private mutating func addJoint(_ joint: Joint) -> JointID {
        for b in joint.bodyIndices {
            precondition(
                isValid(BodyID(index: b)),
                "cannot attach a \(joint.type) joint to BodyID(index: \(b)): it was destroyed; create a new body"
            )
        }
        joints.append(joint)
        if case (let a, let b)? = joint.link { link(a, b) }
        for b in joint.bodyIndices { wake(BodyID(index: b)) }
        return JointID(index: joints.count - 1)
    }

    /// The joint behind a live handle.
    func live(_ joint: JointID) -> Joint {
        guard joints.indices.contains(joint.index), let j = joints[joint.index] else {
            preconditionFailure(
                "JointID(index: \(joint.index)) is not a joint of this world (destroyed or never created); "
                    + "check isValid(_:) before using a handle you kept")
        }
        return j
    }

    func wrongKind(_ joint: JointID, _ function: String, _ kind: String) -> Never {
        preconditionFailure(
            "\(function) needs a \(kind) joint; JointID(index: \(joint.index)) is a \(live(joint).type) joint"
        )
    }
}
