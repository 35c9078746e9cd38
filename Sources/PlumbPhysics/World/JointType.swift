/// The kind of a joint, as Box2D v3's `b2JointType`.
public enum JointType: Hashable, Sendable {
    /// A rod, spring or rope between two anchors (`DistanceJointDefinition`).
    case distance
    /// A pin: a shared point, free rotation with optional limits, motor and friction
    /// (`RevoluteJointDefinition`).
    case revolute
    /// A slider: translation along one axis, no relative rotation (`PrismaticJointDefinition`).
    case prismatic
    /// Glued: no relative motion, rigid or springy (`WeldJointDefinition`).
    case weld
    /// A spring pulling a body point towards a world target (`MouseJointDefinition`).
    case mouse
}
