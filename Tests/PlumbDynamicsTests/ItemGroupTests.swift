import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §3.4: item groups move their members as one rigid body.
@Suite struct ItemGroupTests {
    /// Two squares side by side as one group: its bounds are the union, it lands flat as one body
    /// and each member keeps its place in it.
    @Test func groupLandsAsOneBody() throws {
        let (root, animator) = makeScene()
        let left = makeItem("left", in: root, center: Point(x: 135, y: 100))
        let right = makeItem("right", in: root, center: Point(x: 185, y: 100))
        let group = DynamicItemGroup(items: [left, right])
        #expect(group.center == Point(x: 160, y: 100))
        #expect(group.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        let collision = CollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: [group]))
        try animator.addBehavior(collision)
        animator.runUntilPaused(maximumDuration: 3)
        #expect(abs(left.center.y - 543) <= 0.5 && abs(right.center.y - 543) <= 0.5)
        #expect(abs(right.center.x - left.center.x - 50) < 1e-6)
        #expect(left.transform.rotationAngle == right.transform.rotationAngle)
    }

    /// The group's mass is its members' together: a push of 1 on two 50×50 members gives 200 pt/s².
    @Test func groupMassIsTheSum() throws {
        let (root, animator) = makeScene(width: 2000)
        let a = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let b = makeItem("b", in: root, center: Point(x: 100, y: 150))
        let group = DynamicItemGroup(items: [a, b])
        let push = PushBehavior(items: [group], mode: .continuous)
        push.magnitude = 1
        let probe = DynamicItemBehavior(items: [group])
        try animator.addBehavior(push)
        try animator.addBehavior(probe)
        run(animator, for: 1)
        #expect(abs(probe.linearVelocity(for: group).x - 200) < 1e-6)
        #expect(abs(a.center.x - b.center.x) < 1e-9)
    }

    /// Turning a group turns its members about the group's centre and adds their own rotation.
    @Test func membersFollowTheGroupsRotation() {
        let a = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let b = View(frame: Rect(x: 40, y: 0, width: 20, height: 20))
        b.transform = AffineTransform(rotationAngle: 0.1)
        let group = DynamicItemGroup(items: [a, b])
        let c = group.center
        group.transform = AffineTransform(rotationAngle: Double.pi / 2)
        // A quarter turn clockwise on screen maps an offset (dx, dy) to (−dy, dx).
        #expect(abs(a.center.x - c.x) < 1e-9 && abs(a.center.y - (c.y + 10 - c.x)) < 1e-9)
        #expect(abs(b.center.x - c.x) < 1e-9 && abs(b.center.y - (c.y + 50 - c.x)) < 1e-9)
        #expect(abs(b.transform.rotationAngle - (Double.pi / 2 + 0.1)) < 1e-12)
    }

    /// A member cannot join a behaviour on its own while its group is in the animator, nor a group
    /// whose member is.
    @Test func memberAndGroupExcludeEachOther() throws {
        let (root, animator) = makeScene()
        let a = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let b = makeItem("b", in: root, center: Point(x: 150, y: 100))
        let group = DynamicItemGroup(items: [a, b])
        try animator.addBehavior(GravityBehavior(items: [group]))
        let error = #expect(throws: DynamicsError.self) {
            try animator.addBehavior(GravityBehavior(items: [a]))
        }
        #expect(
            error?.description.hasSuffix(
                "cannot join a behaviour on its own: add the group, or remove "
                    + "the group from every behaviour first") == true)
        let other = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 568))
        try other.addBehavior(CollisionBehavior(items: [b]))
        #expect(throws: DynamicsError.self) { try other.addBehavior(GravityBehavior(items: [group])) }
        #expect(throws: DynamicsError.self) {
            try DynamicAnimator().addBehavior(GravityBehavior(items: [group, a]))
        }
    }
}
