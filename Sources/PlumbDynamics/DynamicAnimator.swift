import Plumb
import PlumbPhysics

/// Runs behaviours on dynamic items over a PlumbPhysics world (UIKit's `UIDynamicAnimator`,
/// docs/dynamics.md §4).
///
/// Time is explicit: `step(by:)` advances the simulation in fixed 1/60 s steps of 4 substeps
/// (§15.2), so headless runs are deterministic; a display-link driver calls it with each frame's
/// duration. The animator pauses by itself once every item has moved slower than 1 pt/s and
/// 2°/s for 0.5 s (§4.3) and resumes when a behaviour, item or parameter changes.
///
/// Example (the cookbook's collision recipe):
/// ```swift
/// let animator = DynamicAnimator(referenceView: view)
/// let gravity = GravityBehavior(items: [red, green])
/// let collision = CollisionBehavior(items: [red, green])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// try animator.addBehavior(gravity)
/// try animator.addBehavior(collision)
/// animator.step(by: 2)
/// ```
public final class DynamicAnimator {
    /// The physics step, in seconds (docs/dynamics.md §15.2).
    public static let timeStep = 1.0 / 60
    /// Solver substeps per step.
    public static let subSteps = 4
    /// Items slower than this (pt/s) count as resting.
    public static let restSpeed = 1.0
    /// Items turning slower than this (rad/s, 2°/s) count as resting.
    public static let restAngularSpeed = 2 * Double.pi / 180
    /// How long every item must rest before the animator pauses, in seconds.
    public static let timeToRest = 0.5

    /// The view whose bounds are the reference coordinates, if any; not retained.
    public private(set) weak var referenceView: View?
    private let fixedReferenceBounds: Rect?
    /// The top-level behaviours, in insertion order.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Hears pauses and resumes; weak.
    public weak var delegate: (any DynamicAnimatorDelegate)?
    /// Whether the animator is stepping: false with no items and after it paused at rest.
    public internal(set) var isRunning = false
    /// Simulated seconds stepped since creation (it stands still while paused).
    public internal(set) var elapsedTime = 0.0
    /// Whether written centres are rounded to the pixel grid of `displayScale` (docs/dynamics.md §3.3);
    /// default true. The bodies keep exact positions either way.
    public var roundsToPixelGrid = true
    /// Pixels per point for `roundsToPixelGrid`; default 2.
    public var displayScale = 2.0

    // Engine state.
    var world = DynamicAnimator.makeWorld()
    /// Registered items in registration order.
    var records: [ItemRecord] = []
    var recordIndex: [ObjectIdentifier: Int] = [:]
    /// Which item or boundary each engine shape belongs to, by shape index.
    var shapeOwners: [ShapeOwner] = []
    /// Whether the item set may have changed since the last synchronisation.
    var needsSync = false
    /// Whether the world must be brought in line with the tree (items, materials, filters,
    /// boundaries or joints changed): edited in place, or rebuilt.
    var needsRebuild = false
    /// The boundary shapes the world was built with, group by group; nil before the first build.
    var builtBoundaries: [BoundaryShapes]?
    /// The bodies of items that left the tree, destroyed at the next edit of the world.
    var retiredBodies: [BodyID] = []
    /// True during the step after a rebuild: the world's begin events list every touching pair.
    var freshWorld = false
    /// Shape pairs the engine reports touching (a manifold point within its 2 pt speculative
    /// margin), in the order they began: the candidates for `touchingShapes`.
    var engineTouching: [ShapePairKey] = []
    /// Touching shape pairs (a manifold point within the linear slop, §7.4) with their contact
    /// point, in the order they began.
    var touchingShapes: [ShapePairKey: Vec2] = [:]
    var touchingOrder: [ShapePairKey] = []
    /// Pairs that stopped touching since the last report, with their contact points: a contact
    /// that begins and ends within one animator step is still reported.
    var endedShapes: [(key: ShapePairKey, point: Vec2)] = []
    /// Contacts reported to collision delegates, in the order they began.
    var reportedContacts: [ContactRecord] = []
    /// How long every item has been resting, in seconds.
    var restTime = 0.0
    /// Unspent time of `step(by:)`, in seconds.
    var accumulator = 0.0
    /// The reference bounds the current world's implicit boundaries were built for.
    var builtReferenceBounds: Rect?
    /// Velocities added to items before they had a body.
    var pendingVelocities: [ObjectIdentifier: (linear: Vector, angular: Double)] = [:]

    /// Creates an animator whose reference coordinates are `referenceView`'s bounds; items must be
    /// descendants of that view.
    public init(referenceView: View) {
        self.referenceView = referenceView
        fixedReferenceBounds = nil
    }

    /// Creates a headless animator whose reference coordinates have the given bounds (the role of
    /// a reference view's bounds for `translatesReferenceBoundsIntoBoundary`).
    public init(referenceBounds: Rect) {
        fixedReferenceBounds = referenceBounds
    }

    /// Creates an animator with no reference bounds (`translatesReferenceBoundsIntoBoundary` has
    /// no effect).
    public init() {
        fixedReferenceBounds = nil
    }

    /// The reference bounds: the reference view's bounds, the given bounds, or nil.
    public var referenceBounds: Rect? { referenceView?.bounds ?? fixedReferenceBounds }

    /// Adds a top-level behaviour; its items become bodies at the next step.
    ///
    /// - Throws: `DynamicsError.behaviorAlreadyInAnimator` if the behaviour (or a child) is in a
    ///   tree already; `.invalidItemSize` for an item of zero width or height;
    ///   `.invalidCollisionPath` for a `.path` item without a convex polygon.
    public func addBehavior(_ behavior: DynamicBehavior) throws(DynamicsError) {
        guard behavior.parent == nil, behavior.dynamicAnimator == nil else {
            throw .behaviorAlreadyInAnimator(String(describing: type(of: behavior)))
        }
        try validate(behavior)
        behaviors.append(behavior)
        attach(behavior)
        treeDidChange()
    }

    /// Removes a top-level behaviour (no effect if absent).
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        detach(behavior)
        treeDidChange()
    }

    /// Removes every behaviour; the animator stops running.
    public func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        for behavior in removed { detach(behavior) }
        treeDidChange()
    }

    /// The items whose rotated collision outline's bounding box intersects `rect` (reference
    /// coordinates), in registration order. O(items).
    public func items(in rect: Rect) -> [any DynamicItem] {
        synchronize()
        return records.compactMap { record in
            guard let body = record.body else { return nil }
            let p = world.position(of: body)
            let box = record.geometry.bounds(angle: world.angle(of: body))
            let frame = Rect(
                x: p.x + box.lower.x, y: p.y + box.lower.y, width: box.upper.x - box.lower.x,
                height: box.upper.y - box.lower.y)
            return frame.intersection(rect) == nil ? nil : record.item
        }
    }

    /// Re-reads the item's centre and transform rotation into its body (a teleport that keeps the
    /// velocity) and resumes the animator (docs/dynamics.md §4.6).
    public func updateItemUsingCurrentState(_ item: any DynamicItem) {
        synchronize()
        if let i = recordIndex[ObjectIdentifier(item)], let body = records[i].body {
            let c = referenceCenter(of: item)
            world.setTransform(
                of: body, position: Vec2(c.x, c.y), angle: item.transform.rotationAngle)
            records[i].written = nil
        }
        parametersDidChange()
    }

    /// Advances the simulation by `duration` seconds of fixed 1/60 s steps (leftover time carries
    /// over to the next call); does nothing while paused. Writes items back, reports contacts and
    /// calls actions after every step.
    public func step(by duration: Double) {
        synchronize()
        guard isRunning else {
            accumulator = 0
            return
        }
        accumulator += duration
        while accumulator >= Self.timeStep * (1 - 1e-9) {
            accumulator -= Self.timeStep
            singleStep()
            guard isRunning else {
                accumulator = 0
                return
            }
        }
    }

    /// Steps until the animator pauses or `maximumDuration` seconds have been simulated; returns
    /// whether it paused.
    @discardableResult
    public func runUntilPaused(maximumDuration: Double) -> Bool {
        let steps = Int((maximumDuration / Self.timeStep).rounded(.up))
        synchronize()
        for _ in 0..<steps where isRunning { singleStep() }
        return !isRunning
    }

    // MARK: Tree bookkeeping

    /// Checks that `behavior`'s subtree can join: not in a tree, every item a valid body.
    func validate(_ behavior: DynamicBehavior) throws(DynamicsError) {
        for b in behavior.subtree {
            if b !== behavior, b.dynamicAnimator != nil {
                throw .behaviorAlreadyInAnimator(String(describing: type(of: b)))
            }
        }
        let items = behavior.subtree.flatMap(\.ownItems)
        for item in items { try validate(item, joining: items) }
    }

    /// Checks that `item` can become a body: a valid outline, and not both a group and one of its
    /// members in this animator (docs/dynamics.md §3.4). `joining` are other items joining with it.
    func validate(_ item: any DynamicItem, joining: [any DynamicItem] = []) throws(DynamicsError) {
        _ = try ItemGeometry(item)
        let present = allBehaviors.flatMap(\.ownItems) + joining
        let groups =
            present.compactMap { $0 as? DynamicItemGroup } + [item as? DynamicItemGroup].compactMap { $0 }
        for group in groups {
            let members = group.items
            let memberPresent =
                group === item
                ? present.first { candidate in members.contains { $0 === candidate } }
                : members.first { $0 === item }
            if let member = memberPresent {
                throw .groupMemberAddedIndividually(String(describing: member))
            }
        }
    }

    /// Tells `behavior`'s subtree that it joined this animator.
    func attach(_ behavior: DynamicBehavior) {
        for b in behavior.subtree {
            b.willMove(to: self)
            b.dynamicAnimator = self
            if let itemBehavior = b as? DynamicItemBehavior {
                for (key, v) in itemBehavior.takePendingVelocities() {
                    let old = pendingVelocities[key] ?? (.zero, 0)
                    pendingVelocities[key] = (
                        Vector(dx: old.linear.dx + v.linear.dx, dy: old.linear.dy + v.linear.dy),
                        old.angular + v.angular
                    )
                }
            }
        }
    }

    /// Tells `behavior`'s subtree that it left this animator.
    func detach(_ behavior: DynamicBehavior) {
        for b in behavior.subtree {
            b.willMove(to: nil)
            b.dynamicAnimator = nil
            b.removeEngineObjects(from: &world)
        }
    }

    /// The tree or the engine objects changed: synchronise before the next step, and resume.
    func treeDidChange() {
        needsSync = true
        needsRebuild = true
        resume()
    }

    /// A parameter changed: wake everything and resume.
    func parametersDidChange() {
        restTime = 0
        resume()
    }

    /// Starts running (telling the delegate) if there is anything to run.
    func resume() {
        restTime = 0
        guard !isRunning, behaviors.contains(where: { $0.subtree.contains { !$0.ownItems.isEmpty } }) else {
            return
        }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Stops running and tells the delegate.
    func pause() {
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// The whole tree, depth-first pre-order.
    var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.subtree) }
}
