import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.11: running, pausing at rest and resuming on changes.
@Suite struct LifecycleTests {
    /// The §16 drop scene with handles on everything a resume test touches.
    final class Scene {
        let root: View
        let animator: DynamicAnimator
        let lifecycle = LifecycleRecorder()
        let red: View
        let green: View
        let gravity: GravityBehavior
        let collision: CollisionBehavior
        let material: DynamicItemBehavior
        let attachment: AttachmentBehavior

        init() throws {
            (root, animator) = makeScene()
            animator.delegate = lifecycle
            red = makeItem("red", in: root, center: Point(x: 160, y: 284))
            green = makeItem("green", in: root, center: Point(x: 160, y: 334))
            gravity = GravityBehavior(items: [red, green])
            collision = CollisionBehavior(items: [red, green])
            collision.translatesReferenceBoundsIntoBoundary = true
            material = DynamicItemBehavior(items: [red, green])
            attachment = AttachmentBehavior(item: red, attachedToAnchor: Point(x: 160, y: 200))
            attachment.frequency = 1
            attachment.damping = 1
            attachment.length = 300
            try animator.addBehavior(gravity)
            try animator.addBehavior(collision)
            try animator.addBehavior(material)
        }
    }

    /// didPause exactly once; afterwards `isRunning` is false and `elapsedTime` stands still.
    @Test func pausesOnceAndTimeStops() throws {
        let scene = try Scene()
        #expect(scene.animator.isRunning)
        #expect(scene.lifecycle.resumes == 1)
        run(scene.animator, for: 2)
        #expect(scene.lifecycle.pauses == 1)
        let paused = scene.animator.elapsedTime
        #expect(paused > 1.1 && paused < 1.3)
        #expect(!scene.animator.isRunning)
        run(scene.animator, for: 1)
        #expect(scene.animator.elapsedTime == paused)
        #expect(scene.lifecycle.pauses == 1)
    }

    /// Changes that resume a paused animator (§17.11).
    enum Change: String, CaseIterable {
        case gravityAngle, addLinearVelocity, addBehavior, removeBehavior, addItem, removeItem
        case updateItemUsingCurrentState, moveAttachmentAnchor
    }

    /// After the pause, each change calls willResume exactly once and sets `isRunning`.
    @Test(arguments: Change.allCases)
    func changeResumes(change: Change) throws {
        let scene = try Scene()
        if change == .moveAttachmentAnchor { try scene.animator.addBehavior(scene.attachment) }
        #expect(scene.animator.runUntilPaused(maximumDuration: 10))
        #expect(scene.lifecycle.resumes == 1)
        switch change {
        case .gravityAngle: scene.gravity.angle = 1
        case .addLinearVelocity: scene.material.addLinearVelocity(Point(x: 10, y: 0), for: scene.red)
        case .addBehavior: try scene.animator.addBehavior(PushBehavior(items: [scene.red], mode: .continuous))
        case .removeBehavior: scene.animator.removeBehavior(scene.material)
        case .addItem:
            try scene.gravity.addItem(makeItem("blue", in: scene.root, center: Point(x: 40, y: 40)))
        case .removeItem: scene.gravity.removeItem(scene.red)
        case .updateItemUsingCurrentState:
            scene.red.center.x = 100
            scene.animator.updateItemUsingCurrentState(scene.red)
        case .moveAttachmentAnchor: scene.attachment.anchorPoint = Point(x: 100, y: 200)
        }
        #expect(scene.animator.isRunning)
        #expect(scene.lifecycle.resumes == 2)
        scene.animator.step(by: DynamicAnimator.timeStep)
        #expect(scene.lifecycle.resumes == 2)
    }

    /// An item under gravity without collision falls forever; once it leaves gravity the animator
    /// has no items and pauses.
    @Test func ghostItemNeverPauses() throws {
        let (root, animator) = makeScene()
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        let item = makeItem("ghost", in: root, center: Point(x: 160, y: 100))
        let gravity = GravityBehavior(items: [item])
        try animator.addBehavior(gravity)
        #expect(!animator.runUntilPaused(maximumDuration: 5))
        gravity.removeItem(item)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(!animator.isRunning)
        #expect(lifecycle.pauses == 1)
    }

    /// An animator without items does not run; removing every behaviour stops it.
    @Test func noItemsNoRunning() throws {
        let (root, animator) = makeScene()
        #expect(!animator.isRunning)
        try animator.addBehavior(DynamicBehavior())
        #expect(!animator.isRunning)
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        try animator.addBehavior(GravityBehavior(items: [item]))
        #expect(animator.isRunning)
        animator.removeAllBehaviors()
        animator.step(by: 0.1)
        #expect(!animator.isRunning)
        #expect(animator.behaviors.isEmpty)
    }

    /// A behaviour in a tree cannot be added again (here or to another animator).
    @Test func behaviourAddedTwice() throws {
        let (_, animator) = makeScene()
        let other = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let gravity = GravityBehavior()
        try animator.addBehavior(gravity)
        #expect(throws: DynamicsError.behaviorAlreadyInAnimator("GravityBehavior")) {
            try animator.addBehavior(gravity)
        }
        #expect(throws: DynamicsError.behaviorAlreadyInAnimator("GravityBehavior")) {
            try other.addBehavior(gravity)
        }
        let parent = DynamicBehavior()
        #expect(throws: DynamicsError.behaviorAlreadyInAnimator("GravityBehavior")) {
            try parent.addChildBehavior(gravity)
        }
        #expect(
            DynamicsError.behaviorAlreadyInAnimator("GravityBehavior").description
                == "Behavior GravityBehavior is already in an animator: remove it (removeBehavior or "
                + "removeChildBehavior) before adding it again")
    }

    /// A zero-size item is rejected with a typed error that says how to fix it.
    @Test func zeroSizeItem() throws {
        let (root, animator) = makeScene()
        let flat = View(frame: Rect(x: 10, y: 10, width: 50, height: 0))
        flat.accessibilityIdentifier = "flat"
        root.addSubview(flat)
        let gravity = GravityBehavior(items: [flat])
        let error = #expect(throws: DynamicsError.self) { try animator.addBehavior(gravity) }
        guard case .invalidItemSize(let size, _) = error else {
            Issue.record("expected invalidItemSize, got \(String(describing: error))")
            return
        }
        #expect(size == Size(width: 50, height: 0))
        #expect(
            error?.description.hasPrefix("Invalid size (50, 0) for item <View:0x") == true)
        #expect(
            error?.description.hasSuffix(
                "'flat'; frame = (10, 10, 50, 0)> in Dynamics: give the item a non-zero width and height before adding it to a behaviour "
                    + "in an animator") == true)
        #expect(animator.behaviors.isEmpty)
        let ok = GravityBehavior()
        try animator.addBehavior(ok)
        #expect(throws: DynamicsError.self) { try ok.addItem(flat) }
        #expect(ok.items.isEmpty)
    }

    /// `action` runs after every step, parents before children; willMove sees the animator and nil.
    @Test func actionsAndWillMove() throws {
        final class Probe: DynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to dynamicAnimator: DynamicAnimator?) {
                moves.append(dynamicAnimator != nil)
            }
        }
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        var log: [String] = []
        let parent = Probe()
        let child = GravityBehavior(items: [item])
        try parent.addChildBehavior(child)
        parent.action = { log.append("parent") }
        child.action = { log.append("child \(item.center.y > 100)") }
        try animator.addBehavior(parent)
        #expect(parent.dynamicAnimator === animator && child.dynamicAnimator === animator)
        #expect(parent.moves == [true])
        animator.step(by: 2 * DynamicAnimator.timeStep)
        #expect(log == ["parent", "child true", "parent", "child true"])
        animator.removeBehavior(parent)
        #expect(parent.moves == [true, false])
        #expect(child.dynamicAnimator == nil)
    }
}
