import Plumb
import PlumbPhysics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pulls one item to a point, where it settles with rotation 0 (UIKit's `UISnapBehavior`,
/// docs/dynamics.md §9).
///
/// A soft target joint of `frequency` (3 Hz) and damping ratio `damping` pulls the item's centre
/// to `snapPoint` (mass-independent, as Box2D's soft constraints), and an angular spring of the
/// same frequency and damping turns it back to 0. The item stays subject to its other behaviours.
open class SnapBehavior: DynamicBehavior {
    /// The snap spring's natural frequency, in Hz (docs/dynamics.md §9, derived from a published frame log).
    public static let frequency = 3.0

    /// The item snapped.
    public let item: any DynamicItem
    /// The point the item's centre settles at, in reference coordinates; moving it resumes the animator.
    public var snapPoint: Point {
        didSet {
            if let joint, let animator = dynamicAnimator, !animator.needsRebuild {
                animator.world.setTarget(Vec2(snapPoint.x, snapPoint.y), ofMouseJoint: joint)
            }
            parameterDidChange()
        }
    }
    /// The damping ratio, 0 (most oscillation) … 1 (none); default 0.5.
    public var damping = 0.5 {
        didSet {
            if let joint, let animator = dynamicAnimator, !animator.needsRebuild {
                var definition = animator.world.mouseJointDefinition(of: joint)
                definition.dampingRatio = damping
                animator.world.setDefinition(definition, of: joint)
            }
            parameterDidChange()
        }
    }
    private var joint: JointID?

    /// Creates a snap of `item` to `point` (the item is checked when the behaviour joins an animator).
    public init(item: any DynamicItem, snapTo point: Point) {
        self.item = item
        self.snapPoint = point
        super.init()
    }

    override var ownItems: [any DynamicItem] { [item] }

    override func buildEngineObjects(in world: inout World, body: (any DynamicItem) -> BodyID?) {
        guard let b = body(item) else { return }
        joint = world.createMouseJoint(
            MouseJointDefinition(
                body: b, target: Vec2(snapPoint.x, snapPoint.y), hertz: Self.frequency,
                dampingRatio: damping))
    }

    override func removeEngineObjects(from world: inout World) {
        if let joint, world.isValid(joint) { world.destroyJoint(joint) }
        joint = nil
    }

    override func prepare(_ step: inout StepForces) {
        guard let state = step.state(of: item), state.rotationalInertia > 0 else { return }
        let omega = 2 * Double.pi * Self.frequency
        let angle = remainder(state.angle, 2 * Double.pi)
        let alpha = -omega * omega * angle - 2 * damping * omega * state.angularVelocity
        step.addTorque(state.rotationalInertia * alpha / 100, to: item)
    }
}
