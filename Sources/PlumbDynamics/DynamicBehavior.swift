import PlumbPhysics

/// A behaviour of a dynamic animator (UIKit's `UIDynamicBehavior`): the base class of the
/// concrete behaviours and a composite for custom ones (docs/dynamics.md §5).
///
/// A behaviour may appear once in one animator's tree. Its `action` runs after every step while
/// the behaviour is in a running animator, parents before children.
open class DynamicBehavior {
    /// The child behaviours, in insertion order.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Called after every animation step (after write-back and collision callbacks), depth-first
    /// pre-order over the tree; nil by default.
    public var action: (() -> Void)?
    /// The animator whose tree holds this behaviour, or nil.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The parent behaviour, or nil for a top-level behaviour or one outside a tree.
    weak var parent: DynamicBehavior?

    /// Creates an empty behaviour.
    public init() {}

    /// Adds a child behaviour; its items join the animator at the next step.
    ///
    /// - Throws: `DynamicsError.behaviorAlreadyInAnimator` if `behavior` already has a parent or
    ///   an animator; the item errors of `DynamicAnimator.addBehavior(_:)` when this behaviour is
    ///   in an animator.
    public func addChildBehavior(_ behavior: DynamicBehavior) throws(DynamicsError) {
        guard behavior.parent == nil, behavior.dynamicAnimator == nil, behavior !== self else {
            throw .behaviorAlreadyInAnimator(String(describing: type(of: behavior)))
        }
        if let animator = dynamicAnimator { try animator.validate(behavior) }
        behavior.parent = self
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator {
            animator.attach(behavior)
            animator.treeDidChange()
        }
    }

    /// Removes a child behaviour (its items leave the animator unless another behaviour has them).
    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if let animator = dynamicAnimator {
            animator.detach(behavior)
            animator.treeDidChange()
        }
    }

    /// Called with the animator before the behaviour joins its tree, and with nil before it leaves.
    /// The default does nothing; subclasses call `super`.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// The items this behaviour moves or constrains (none for a pure composite).
    var ownItems: [any DynamicItem] { [] }

    /// Contributes forces and accelerations for the coming step; the extension point of force
    /// behaviours (gravity, push, and fields: a field behaviour overrides this, reads each item's
    /// state from `step` and adds forces in UIKit newtons or accelerations in pt/s²).
    func prepare(_ step: inout StepForces) {}

    /// Creates the engine objects (anchor bodies, joints) this behaviour maps to in a freshly
    /// built world; `body(for:)` gives a registered item's body. The default creates none.
    func buildEngineObjects(in world: inout World, body: (any DynamicItem) -> BodyID?) {}

    /// Destroys the behaviour's engine objects in `world` (those still live) and forgets their
    /// handles: when it leaves its animator, and before the world is edited in place. The default
    /// has none.
    func removeEngineObjects(from world: inout World) {}

    /// Tells the animator (if any) that a parameter changed: wake everything and resume.
    func parameterDidChange() { dynamicAnimator?.parametersDidChange() }

    /// Tells the animator (if any) that the engine objects this behaviour maps to must be rebuilt.
    func structureDidChange() { dynamicAnimator?.treeDidChange() }

    /// Tells the animator (if any) that the item set changed.
    func itemsDidChange() { dynamicAnimator?.treeDidChange() }

    /// This behaviour and its descendants, depth-first pre-order.
    var subtree: [DynamicBehavior] {
        var result: [DynamicBehavior] = [self]
        for child in childBehaviors { result += child.subtree }
        return result
    }
}
