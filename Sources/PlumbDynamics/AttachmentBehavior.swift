import Plumb
import PlumbPhysics

/// Connects an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`,
/// docs/dynamics.md §10).
///
/// The plain attachments are a rod (`frequency` 0, the default) or a spring (`frequency` > 0 Hz
/// with damping ratio `damping`, 1 = critical) of `length`, the distance between the attachment
/// points when the behaviour was made; below 0.5 pt they become a point constraint (docs/dynamics.md
/// §10.3): a pin, or with `frequency` > 0 a spring pulling the points together (a target spring
/// to an anchor, a soft pin between two items).
/// The factories make sliding (prismatic), limit (rope), fixed (weld) and pin (revolute)
/// attachments. Offsets are in item coordinates (they turn with the item); anchor points in
/// reference coordinates. Attached items still collide with each other.
open class AttachmentBehavior: DynamicBehavior {
    /// What an attachment connects (UIKit's `UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Hashable, Sendable {
        /// Two items.
        case items
        /// One item and an anchor point.
        case anchor
    }

    /// Which engine joint an attachment maps to.
    enum Kind {
        case distance
        case sliding(axis: Vector)
        case limit
        case fixed
        case pin
    }

    /// The attached items: one for anchor attachments, two otherwise.
    public let items: [any DynamicItem]
    /// Whether the attachment connects two items or an item and an anchor.
    public let attachedBehaviorType: AttachmentType
    let kind: Kind
    /// The attachment points' offsets, in item coordinates.
    let offsets: [Offset]
    /// The items' centres and angles when the attachment was made (reference coordinates).
    let initialPoses: [(center: Point, angle: Double)]

    /// The anchor point, in reference coordinates; moving it moves an anchor attachment's anchor
    /// (the drag pattern) and resumes the animator. For two-item sliding, fixed and pin
    /// attachments it is the initial shared anchor.
    public var anchorPoint: Point {
        didSet {
            if let anchorBody, let animator = dynamicAnimator, !animator.needsRebuild {
                let p = Vec2(anchorPoint.x, anchorPoint.y)
                if let joint, animator.world.type(of: joint) == .mouse {
                    animator.world.setTarget(p, ofMouseJoint: joint)
                }
                animator.world.setTransform(of: anchorBody, position: p, angle: 0)
            }
            parameterDidChange()
        }
    }
    /// The rest length (rod, spring) or maximum length (limit), in points.
    public var length: Double {
        didSet { jointParametersDidChange() }
    }
    /// The spring frequency, in Hz; 0 (the default) makes the attachment rigid.
    public var frequency = 0.0 {
        didSet { jointParametersDidChange() }
    }
    /// The spring's damping ratio (1 = critical); default 0.
    public var damping = 0.0 {
        didSet { jointParametersDidChange() }
    }
    /// The torque resisting rotation of a pin attachment, in UIKit newton·points; default 0.
    public var frictionTorque = 0.0 {
        didSet { jointParametersDidChange() }
    }
    /// Limits of a sliding attachment's translation (points, from the start) or a pin
    /// attachment's rotation (radians, from the start); default infinite.
    public var attachmentRange = FloatRange.infinite {
        didSet { jointParametersDidChange() }
    }

    private var anchorBody: BodyID?
    private var joint: JointID?

    init(
        kind: Kind, type: AttachmentType, items: [any DynamicItem], offsets: [Offset], anchor: Point?
    ) {
        self.kind = kind
        self.attachedBehaviorType = type
        self.items = items
        self.offsets = offsets
        let poses = items.map { (center: $0.center, angle: $0.transform.rotationAngle) }
        initialPoses = poses
        let points = zip(poses, offsets).map { $0.center.offset(by: $1, angle: $0.angle) }
        let anchorPoint = anchor ?? points[0]
        self.anchorPoint = anchorPoint
        let end = points.count > 1 ? points[1] : anchorPoint
        length =
            ((points[0].x - end.x) * (points[0].x - end.x) + (points[0].y - end.y) * (points[0].y - end.y))
            .squareRoot()
        super.init()
    }

    /// Attaches the centre of `item` to `anchor` (reference coordinates).
    public convenience init(item: any DynamicItem, attachedToAnchor anchor: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
    }

    /// Attaches the point at `offset` (item coordinates) of `item` to `anchor`.
    public convenience init(
        item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor anchor: Point
    ) {
        self.init(kind: .distance, type: .anchor, items: [item], offsets: [offset], anchor: anchor)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another (offsets in each item's coordinates).
    public convenience init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) {
        self.init(
            kind: .distance, type: .items, items: [item1, item2], offsets: [offset1, offset2], anchor: nil)
    }

    /// A sliding attachment: `item` translates along `axis` (a unit vector) through `anchor` and
    /// does not rotate.
    public static func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor anchor: Point, axisOfTranslation axis: Vector
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .sliding(axis: axis), type: .anchor, items: [item], offsets: [.zero], anchor: anchor)
    }

    /// A sliding attachment between two items: they translate relative to each other along `axis`
    /// and do not rotate relative to each other.
    public static func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point,
        axisOfTranslation axis: Vector
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .sliding(axis: axis), type: .items, items: [item1, item2], offsets: [.zero, .zero],
            anchor: anchor)
    }

    /// A limit (rope) attachment: the two points may come closer but not farther apart than
    /// their current distance (`length`).
    public static func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .limit, type: .items, items: [item1, item2], offsets: [offset1, offset2], anchor: nil)
    }

    /// A fixed (weld) attachment: the two items move as one, joined at `anchor`.
    public static func fixedAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .fixed, type: .items, items: [item1, item2], offsets: [.zero, .zero], anchor: anchor)
    }

    /// A pin attachment: the two items turn about `anchor`, each keeping its distance to it.
    public static func pinAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor anchor: Point
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            kind: .pin, type: .items, items: [item1, item2], offsets: [.zero, .zero], anchor: anchor)
    }

    override var ownItems: [any DynamicItem] { items }

    /// Updates the live joint in place (Box2D-style setters keep the simulation going); a change
    /// that needs another joint kind (a length crossing 0.5 pt, a zero-length attachment becoming
    /// soft or rigid) rebuilds instead.
    private func jointParametersDidChange() {
        guard let joint, let animator = dynamicAnimator, !animator.needsRebuild else {
            structureDidChange()
            return
        }
        let zeroLength = length < PhysicsConstants.linearSlop
        switch (kind, animator.world.type(of: joint)) {
        case (.distance, .distance) where !zeroLength:
            var d = animator.world.distanceJointDefinition(of: joint)
            d.length = length
            d.enableSpring = frequency > 0
            d.hertz = frequency
            d.dampingRatio = damping
            animator.world.setDefinition(d, of: joint)
        case (.limit, .distance):
            var d = animator.world.distanceJointDefinition(of: joint)
            d.length = length
            d.maxLength = length
            animator.world.setDefinition(d, of: joint)
        case (.distance, .mouse) where zeroLength && frequency > 0:
            var m = animator.world.mouseJointDefinition(of: joint)
            m.hertz = frequency
            m.dampingRatio = damping
            animator.world.setDefinition(m, of: joint)
        case (.distance, .revolute) where zeroLength && (frequency == 0 || attachedBehaviorType == .items):
            var r = animator.world.revoluteJointDefinition(of: joint)
            r.pointHertz = frequency
            r.pointDampingRatio = damping
            animator.world.setDefinition(r, of: joint)
        case (.pin, .revolute):
            var r = animator.world.revoluteJointDefinition(of: joint)
            r.maxFrictionTorque = frictionTorque * Units.forceScale
            r.enableLimit = !attachmentRange.isInfinite
            r.lowerAngle = attachmentRange.minimum
            r.upperAngle = attachmentRange.maximum
            animator.world.setDefinition(r, of: joint)
        case (.sliding, .prismatic):
            var p = animator.world.prismaticJointDefinition(of: joint)
            p.enableLimit = !attachmentRange.isInfinite
            p.lowerTranslation = attachmentRange.minimum
            p.upperTranslation = attachmentRange.maximum
            animator.world.setDefinition(p, of: joint)
        case (.fixed, .weld):
            break
        default:
            structureDidChange()
            return
        }
        parameterDidChange()
    }

    override func removeEngineObjects(from world: inout World) {
        if let joint, world.isValid(joint) { world.destroyJoint(joint) }
        if let anchorBody, world.isValid(anchorBody) { world.destroyBody(anchorBody) }
        anchorBody = nil
        joint = nil
    }

    override func buildEngineObjects(in world: inout World, body: (any DynamicItem) -> BodyID?) {
        let bodies = items.compactMap(body)
        guard bodies.count == items.count else { return }
        let anchor = Vec2(anchorPoint.x, anchorPoint.y)
        let a: BodyID
        let localA: Vec2
        var angleA = 0.0
        if attachedBehaviorType == .anchor {
            a = world.createBody(BodyDefinition(type: .static, position: anchor))
            anchorBody = a
            localA = .zero
        } else {
            a = bodies[0]
            angleA = initialPoses[0].angle
            localA = local(offsets[0])
        }
        let b = attachedBehaviorType == .anchor ? bodies[0] : bodies[1]
        let iB = attachedBehaviorType == .anchor ? 0 : 1
        let angleB = initialPoses[iB].angle
        let localB = local(offsets[iB])
        switch kind {
        case .distance where length >= PhysicsConstants.linearSlop:
            joint = world.createDistanceJoint(
                DistanceJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: localA, localAnchorB: localB, length: length,
                    enableSpring: frequency > 0, hertz: frequency, dampingRatio: damping))
        case .distance where frequency > 0 && attachedBehaviorType == .anchor:
            joint = world.createMouseJoint(
                MouseJointDefinition(
                    body: b, localAnchor: localB, target: anchor, hertz: frequency, dampingRatio: damping))
        case .distance:
            joint = world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: localA, localAnchorB: localB, pointHertz: frequency,
                    pointDampingRatio: damping))
        case .limit:
            joint = world.createDistanceJoint(
                DistanceJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: localA, localAnchorB: localB, length: length,
                    maxLength: length, enableSpring: true, hertz: 0))
        case .sliding(let axis):
            let direction = Rotation(angle: angleA).applyInverse(
                Vec2(axis.dx, axis.dy).normalized)
            let limited = !attachmentRange.isInfinite
            joint = world.createPrismaticJoint(
                PrismaticJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: pointLocal(anchor, angleA, a == anchorBody ? nil : 0),
                    localAnchorB: pointLocal(anchor, angleB, iB), localAxisA: direction,
                    referenceAngle: angleB - angleA, enableLimit: limited,
                    lowerTranslation: attachmentRange.minimum, upperTranslation: attachmentRange.maximum))
        case .fixed:
            joint = world.createWeldJoint(
                WeldJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: pointLocal(anchor, angleA, 0),
                    localAnchorB: pointLocal(anchor, angleB, 1), referenceAngle: angleB - angleA))
        case .pin:
            let limited = !attachmentRange.isInfinite
            joint = world.createRevoluteJoint(
                RevoluteJointDefinition(
                    bodyA: a, bodyB: b, localAnchorA: pointLocal(anchor, angleA, 0),
                    localAnchorB: pointLocal(anchor, angleB, 1),
                    maxFrictionTorque: frictionTorque * Units.forceScale,
                    referenceAngle: angleB - angleA, enableLimit: limited,
                    lowerAngle: attachmentRange.minimum,
                    upperAngle: attachmentRange.maximum))
        }
    }

    /// The engine's local anchor (relative to the body origin, in the body frame) of an offset.
    private func local(_ offset: Offset) -> Vec2 {
        Vec2(offset.horizontal, offset.vertical)
    }

    /// A reference point in item `item`'s frame at its initial pose (the anchor body's frame, at
    /// the anchor, when `item` is nil).
    private func pointLocal(_ p: Vec2, _ angle: Double, _ item: Int?) -> Vec2 {
        guard let item else { return .zero }
        let c = initialPoses[item].center
        return Rotation(angle: angle).applyInverse(p - Vec2(c.x, c.y))
    }
}
