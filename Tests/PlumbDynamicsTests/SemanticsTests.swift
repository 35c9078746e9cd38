import Plumb
import PlumbPhysics
import Testing

@testable import PlumbDynamics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/dynamics.md §17.12: behaviour-specific semantics.
@Suite struct SemanticsTests {
    /// Two items dropped onto each other in the given collision set-up; returns the final gap
    /// between the upper item's bottom and the lower item's top (negative: they overlap).
    func stackGap(_ setUp: (View, View) -> [CollisionBehavior]) throws -> (gap: Double, lowerY: Double) {
        let (root, animator) = makeScene()
        let upper = makeItem("upper", in: root, center: Point(x: 160, y: 400))
        let lower = makeItem("lower", in: root, center: Point(x: 160, y: 543))
        try animator.addBehavior(GravityBehavior(items: [upper, lower]))
        for c in setUp(upper, lower) { try animator.addBehavior(c) }
        run(animator, for: 1.5)
        return (lower.center.y - 25 - (upper.center.y + 25), lower.center.y)
    }

    /// Items in different collision behaviours overlap freely; `.items` ignores boundaries;
    /// `.boundaries` lets items interpenetrate; a shared `.everything` behaviour stacks them.
    @Test func collisionFiltering() throws {
        let shared = try stackGap { upper, lower in
            let c = CollisionBehavior(items: [upper, lower])
            c.translatesReferenceBoundsIntoBoundary = true
            return [c]
        }
        #expect(abs(shared.gap) < 1)
        let separate = try stackGap { upper, lower in
            let a = CollisionBehavior(items: [upper])
            a.translatesReferenceBoundsIntoBoundary = true
            let b = CollisionBehavior(items: [lower])
            b.translatesReferenceBoundsIntoBoundary = true
            return [a, b]
        }
        #expect(abs(separate.gap + 50) < 1)
        let boundariesOnly = try stackGap { upper, lower in
            let c = CollisionBehavior(items: [upper, lower])
            c.collisionMode = .boundaries
            c.translatesReferenceBoundsIntoBoundary = true
            return [c]
        }
        #expect(abs(boundariesOnly.gap + 50) < 1)
        let itemsOnly = try stackGap { upper, lower in
            let c = CollisionBehavior(items: [upper, lower])
            c.collisionMode = .items
            c.translatesReferenceBoundsIntoBoundary = true
            return [c]
        }
        #expect(itemsOnly.lowerY > 600)
    }

    /// A bouncing ball (e = 0.8) reports alternating began/ended with its boundary's identifier
    /// (nil for the reference bounds): one pair per rebound (10, §17.3), even when the touch lasts
    /// less than one animator step; the final resting contact begins once and never ends. The
    /// point is the midpoint of the flat two-point contact: (160, 568) within the 0.5 pt slop.
    @Test(arguments: [false, true])
    func bouncingDelegate(namedFloor: Bool) throws {
        let (root, animator) = makeScene()
        let ball = makeItem("ball", in: root, center: Point(x: 160, y: 143))
        let collision = CollisionBehavior(items: [ball])
        if namedFloor {
            collision.addBoundary(
                withIdentifier: "floor", from: Point(x: 0, y: 568), to: Point(x: 320, y: 568))
            #expect(collision.boundaryIdentifiers == [AnyHashable("floor")])
        } else {
            collision.translatesReferenceBoundsIntoBoundary = true
        }
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        let material = DynamicItemBehavior(items: [ball])
        material.elasticity = 0.8
        material.allowsRotation = false
        try animator.addBehavior(GravityBehavior(items: [ball]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        run(animator, for: 9)
        let name = namedFloor ? "floor" : "nil"
        #expect(contacts.events.count == 21, "\(contacts.events)")
        for (i, event) in contacts.events.enumerated() {
            #expect(event == (i % 2 == 0 ? "began ball \(name)" : "ended ball \(name)"))
        }
        #expect(contacts.points.count == 11)
        for point in contacts.points {
            #expect(abs(point.x - 160) < 1e-9)
            #expect(abs(point.y - 568) <= PhysicsConstants.linearSlop)
        }
    }

    /// §7.4: touching means a manifold point within the linear slop (0.5 pt). An item gliding
    /// 1.5 pt above the floor (inside the engine's 2 pt speculative margin) reports nothing; at
    /// 0.3 pt it reports one began, at the midpoint of the flat contact (under its centre, on the
    /// first step), halfway across the gap.
    @Test(arguments: [(1.5, [String]()), (0.3, ["began glider nil"])])
    func touchingMeansWithinTheSlop(gap: Double, expected: [String]) throws {
        let (root, animator) = makeScene()
        let glider = makeItem("glider", in: root, center: Point(x: 100, y: 568 - 25 - gap))
        let collision = CollisionBehavior(items: [glider])
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        let material = DynamicItemBehavior(items: [glider])
        material.addLinearVelocity(Point(x: 60, y: 0), for: glider)
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        run(animator, for: 0.5)
        #expect(abs(glider.center.y - (568 - 25 - gap)) < 1e-9)
        #expect(contacts.events == expected)
        for point in contacts.points {
            #expect(abs(point.x - 100) < 1e-9)
            #expect(abs(point.y - (568 - gap / 2)) < 1e-9)  // halfway across the gap
        }
    }

    /// A resting three-box stack reports one began per touching pair and no ended.
    @Test func restingStackDelegate() throws {
        let (root, animator) = makeScene()
        let boxes = (0..<3).map {
            makeItem("b\($0)", in: root, center: Point(x: 160, y: 543 - 50 * Double($0)))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        try animator.addBehavior(GravityBehavior(items: boxes))
        try animator.addBehavior(collision)
        run(animator, for: 2)
        #expect(contacts.events.sorted() == ["began b0 b1", "began b0 nil", "began b1 b2"])
        #expect(!animator.isRunning)
    }

    /// Removing the collision behaviour ends its contacts.
    @Test func removalEndsContacts() throws {
        let (root, animator) = makeScene()
        let box = makeItem("box", in: root, center: Point(x: 160, y: 543))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        try animator.addBehavior(GravityBehavior(items: [box]))
        try animator.addBehavior(collision)
        run(animator, for: 0.1)
        #expect(contacts.events == ["began box nil"])
        animator.removeBehavior(collision)
        run(animator, for: 0.1)
        #expect(contacts.events == ["began box nil", "ended box nil"])
    }

    /// B1 (elasticity 0.9, density 5) before B2 (elasticity 0.1): 0.1 and density 5; without B2: 0.9.
    @Test func itemBehaviourPrecedence() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let b1 = DynamicItemBehavior(items: [item])
        b1.elasticity = 0.9
        b1.density = 5
        let b2 = DynamicItemBehavior(items: [item])
        b2.elasticity = 0.1
        try animator.addBehavior(b1)
        try animator.addBehavior(b2)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(animator.records[0].material.elasticity == 0.1)
        #expect(animator.records[0].material.density == 5)
        animator.removeBehavior(b2)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(animator.records[0].material.elasticity == 0.9)
        animator.removeBehavior(b1)
        try animator.addBehavior(GravityBehavior(items: [item]))
        animator.step(by: DynamicAnimator.timeStep)
        #expect(animator.records[0].material == ItemMaterial())
    }

    /// Resistance c = 2 from 500 pt/s: coasts exactly v0/c = 250 pt (±0.5); 68.2 pt/s after 1 s.
    @Test func resistance() throws {
        let (root, animator) = makeScene(width: 2000)
        let item = makeItem("a", in: root, center: Point(x: 100, y: 284))
        let material = DynamicItemBehavior(items: [item])
        material.resistance = 2
        material.addLinearVelocity(Point(x: 500, y: 0), for: item)
        #expect(material.linearVelocity(for: item) == Point(x: 500, y: 0))
        try animator.addBehavior(material)
        run(animator, for: 1)
        let expected = 500 / pow(1 + 2 * substep, 240)
        #expect(abs(material.linearVelocity(for: item).x - expected) < 1e-6)
        #expect(abs(expected - 68.2) < 0.05)
        run(animator, for: 11)
        #expect(abs(item.center.x - 350) <= 0.5)
    }

    /// Angular resistance 4 from 10 rad/s: turns 10/4 = 2.5 rad in all.
    @Test func angularResistance() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 284))
        let material = DynamicItemBehavior(items: [item])
        material.angularResistance = 4
        material.addAngularVelocity(10, for: item)
        try animator.addBehavior(material)
        run(animator, for: 6)
        #expect(abs(item.transform.rotationAngle - 2.5) < 0.01)
    }

    /// allowsRotation = false: a box landing on its corner on a 45° boundary keeps its rotation.
    @Test func noRotationOnCorner() throws {
        let (root, animator) = makeScene()
        let box = makeItem("box", in: root, center: Point(x: 120, y: 300))
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "ramp", from: Point(x: 0, y: 300), to: Point(x: 320, y: 620))
        let material = DynamicItemBehavior(items: [box])
        material.allowsRotation = false
        try animator.addBehavior(GravityBehavior(items: [box]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        var hit = false
        run(animator, for: 1) { _ in
            hit = hit || box.center.y > 420
            #expect(box.transform.rotationAngle == 0)
        }
        #expect(hit)
    }

    /// An anchored item never moves under gravity, push or collision; a dropped item rests on it.
    @Test func anchoredItem() throws {
        let (root, animator) = makeScene()
        let shelf = makeItem("shelf", in: root, center: Point(x: 160, y: 400), width: 200, height: 20)
        let box = makeItem("box", in: root, center: Point(x: 160, y: 200))
        let anchored = DynamicItemBehavior(items: [shelf])
        anchored.isAnchored = true
        let push = PushBehavior(items: [shelf], mode: .continuous)
        push.magnitude = 5
        try animator.addBehavior(GravityBehavior(items: [shelf, box]))
        try animator.addBehavior(CollisionBehavior(items: [shelf, box]))
        try animator.addBehavior(anchored)
        try animator.addBehavior(push)
        run(animator, for: 2)
        #expect(shelf.center == Point(x: 160, y: 400))
        #expect(abs(box.center.y - 365) <= 0.5)
        #expect(!animator.isRunning)
    }

    /// Sliding along (0, 1) with range −50…50 under gravity: falls exactly 50 pt, x and rotation fixed.
    @Test func slidingAttachmentRange() throws {
        let (root, animator) = makeScene()
        let item = makeItem("slider", in: root, center: Point(x: 100, y: 200))
        let slide = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: Point(x: 100, y: 200), axisOfTranslation: Vector(dx: 0, dy: 1))
        slide.attachmentRange = FloatRange(minimum: -50, maximum: 50)
        let push = PushBehavior(items: [item], mode: .continuous)
        push.setAngle(0, magnitude: 0.2)
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 20), for: item)
        try animator.addBehavior(slide)
        try animator.addBehavior(push)
        try animator.addBehavior(GravityBehavior(items: [item]))
        var worstX = 0.0
        var worstAngle = 0.0
        run(animator, for: 2) { _ in
            worstX = max(worstX, abs(item.center.x - 100))
            worstAngle = max(worstAngle, abs(item.transform.rotationAngle))
        }
        #expect(abs(item.center.y - 250) <= 0.5)
        #expect(worstX < 0.5)
        #expect(worstAngle < 0.01)
    }

    /// A pin between an anchored item and a hanging arm with range −π/4…π/4 under gravity: the
    /// relative angle stops at the limit.
    @Test func pinAttachmentRange() throws {
        let (root, animator) = makeScene()
        let base = makeItem("base", in: root, center: Point(x: 160, y: 200), width: 20, height: 20)
        let arm = makeItem("arm", in: root, center: Point(x: 210, y: 200), width: 100, height: 10)
        let pin = AttachmentBehavior.pinAttachment(
            with: base, attachedTo: arm, attachmentAnchor: Point(x: 160, y: 200))
        pin.attachmentRange = FloatRange(minimum: -Double.pi / 4, maximum: Double.pi / 4)
        let anchored = DynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        try animator.addBehavior(pin)
        try animator.addBehavior(anchored)
        try animator.addBehavior(GravityBehavior(items: [arm]))
        var worst = 0.0
        run(animator, for: 3) { _ in worst = max(worst, item(arm)) }
        #expect(worst <= Double.pi / 4 + 0.02)
        #expect(abs(arm.transform.rotationAngle - Double.pi / 4) < 0.02)
        let tip = hypot(arm.center.x - 160, arm.center.y - 200)
        #expect(abs(tip - 50) < 0.5)

        func item(_ view: View) -> Double { view.transform.rotationAngle }
    }

    /// A rope of 100 pt from an anchored item: free fall until taut, then the distance stays ≤ 100.5.
    @Test func limitAttachment() throws {
        let (root, animator) = makeScene()
        let hook = makeItem("hook", in: root, center: Point(x: 160, y: 100), width: 10, height: 10)
        let weight = makeItem("weight", in: root, center: Point(x: 190, y: 110), width: 20, height: 20)
        let anchored = DynamicItemBehavior(items: [hook])
        anchored.isAnchored = true
        let rope = AttachmentBehavior.limitAttachment(
            with: hook, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
        #expect(abs(rope.length - hypot(30, 10)) < 1e-9)
        rope.length = 100
        try animator.addBehavior(rope)
        try animator.addBehavior(anchored)
        try animator.addBehavior(GravityBehavior(items: [weight]))
        var longest = 0.0
        var freeFall = true
        run(animator, for: 2) { t in
            let d = hypot(weight.center.x - 160, weight.center.y - 100)
            longest = max(longest, d)
            if d < 99, t < 0.3 { freeFall = freeFall && abs(weight.center.x - 190) < 1e-9 }
        }
        #expect(freeFall)
        #expect(longest <= 100.5)
        #expect(longest > 99.5)
    }

    /// A fixed attachment keeps two items' relative position and angle.
    @Test func fixedAttachment() throws {
        let (root, animator) = makeScene()
        let a = makeItem("a", in: root, center: Point(x: 100, y: 200), width: 40, height: 40)
        let b = makeItem("b", in: root, center: Point(x: 140, y: 200), width: 40, height: 40)
        let weld = AttachmentBehavior.fixedAttachment(
            with: a, attachedTo: b, attachmentAnchor: Point(x: 120, y: 200))
        let pin = AttachmentBehavior(item: a, attachedToAnchor: Point(x: 100, y: 200))
        try animator.addBehavior(weld)
        try animator.addBehavior(pin)
        try animator.addBehavior(GravityBehavior(items: [a, b]))
        run(animator, for: 1)
        #expect(abs(hypot(b.center.x - a.center.x, b.center.y - a.center.y) - 40) < 0.5)
        #expect(abs(a.transform.rotationAngle - b.transform.rotationAngle) < 0.01)
        #expect(abs(a.transform.rotationAngle) > 0.1)
    }

    /// Both collision behaviours that hold a touching pair report it.
    @Test func everyLegitimisingBehaviourReports() throws {
        let (root, animator) = makeScene()
        let a = makeItem("a", in: root, center: Point(x: 160, y: 493))
        let b = makeItem("b", in: root, center: Point(x: 160, y: 543))
        let first = CollisionBehavior(items: [a, b])
        first.translatesReferenceBoundsIntoBoundary = true
        let second = CollisionBehavior(items: [a, b])
        second.collisionMode = .items
        let firstContacts = ContactRecorder()
        let secondContacts = ContactRecorder()
        first.collisionDelegate = firstContacts
        second.collisionDelegate = secondContacts
        try animator.addBehavior(GravityBehavior(items: [a, b]))
        try animator.addBehavior(first)
        try animator.addBehavior(second)
        run(animator, for: 0.5)
        #expect(firstContacts.events.sorted() == ["began a b", "began b nil"])
        #expect(secondContacts.events == ["began a b"])
    }

    /// A behaviour added from an action joins at the next step.
    @Test func behaviourAddedFromAnAction() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let material = DynamicItemBehavior(items: [item])
        var added = false
        material.action = {
            guard !added else { return }
            added = true
            try? animator.addBehavior(GravityBehavior(items: [item]))
        }
        try animator.addBehavior(material)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(added && item.center.y == 100)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(item.center.y > 100)
    }
}
