import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §1.3: a change of the behaviour tree that leaves the other items' shapes and
/// the boundaries alone edits the engine's world in place, so the contacts already solved keep
/// their warm starts and the rest of the scene runs on exactly as if nothing had been added.
@Suite struct WorldEditTests {
    /// A three-box stack falling onto the floor of the reference bounds, still settling.
    static func stack() throws -> (root: View, animator: DynamicAnimator, boxes: [View]) {
        let (root, animator) = makeScene()
        let boxes = (0..<3).map { k in
            makeItem("b\(k)", in: root, center: Point(x: 160 + 3 * Double(k), y: 500 - 52 * Double(k)))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: boxes))
        try animator.addBehavior(collision)
        return (root, animator, boxes)
    }

    /// Each box's centre and angle.
    static func poses(_ boxes: [View]) -> [Double] {
        boxes.flatMap { [$0.center.x, $0.center.y, $0.transform.rotationAngle] }
    }

    /// Adding a behaviour for an item that collides with nothing, mid-run while the stack's
    /// contacts are loaded, leaves the stack bit for bit where a run without it puts it: its
    /// bodies, shapes, contacts and their warm-start impulses survive the edit.
    @Test func addingAnUnrelatedBehaviourKeepsWarmStarts() throws {
        let plain = try Self.stack()
        let edited = try Self.stack()
        run(plain.animator, for: 0.5)
        run(edited.animator, for: 0.5)
        #expect(Self.poses(plain.boxes) == Self.poses(edited.boxes))
        let ball = makeItem("ball", in: edited.root, center: Point(x: 40, y: 40), width: 10, height: 10)
        try edited.animator.addBehavior(PushBehavior(items: [ball], mode: .continuous))
        run(plain.animator, for: 0.5)
        run(edited.animator, for: 0.5)
        #expect(Self.poses(plain.boxes) == Self.poses(edited.boxes))
    }

    /// Removing an item mid-run destroys its body in place: its resting contact ends, and the
    /// items below it stay within 1 pt.
    @Test func removingAnItemEndsItsContacts() throws {
        let (root, animator, boxes) = try Self.stack()
        let contacts = ContactRecorder()
        let collision = try #require(animator.behaviors.compactMap { $0 as? CollisionBehavior }.first)
        collision.collisionDelegate = contacts
        run(animator, for: 2)
        #expect(contacts.events.sorted() == ["began b0 b1", "began b0 nil", "began b1 b2"])
        let lower = Self.poses(Array(boxes.prefix(2)))
        collision.removeItem(boxes[2])
        let gravity = try #require(animator.behaviors.compactMap { $0 as? GravityBehavior }.first)
        gravity.removeItem(boxes[2])
        run(animator, for: 0.5)
        #expect(contacts.events.sorted() == ["began b0 b1", "began b0 nil", "began b1 b2", "ended b1 b2"])
        for (a, b) in zip(Self.poses(Array(boxes.prefix(2))), lower) { #expect(abs(a - b) < 1) }
        withExtendedLifetime(root) {}
    }
}
