import Plumb
import PlumbDynamics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/dynamics.md §17.4: Coulomb friction against the floor and an incline.
@Suite struct FrictionTests {
    /// A 100×50 item sliding on the floor at 400 pt/s with μ = 0.5 decelerates at 500 pt/s² and
    /// stops after 0.8 s at x = 220 (±3 pt); with μ = 0 it reaches the wall at full speed.
    @Test(arguments: [0.5, 0.0])
    func floorSlide(friction: Double) throws {
        let (root, animator) = makeScene(width: friction == 0 ? 320 : 1000)
        let item = makeItem("box", in: root, center: Point(x: 60, y: 543), width: 100, height: 50)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [item])
        material.friction = friction
        material.allowsRotation = false
        material.addLinearVelocity(Point(x: 400, y: 0), for: item)
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        if friction > 0 {
            var stopped: Double?
            run(animator, for: 1.2) { t in
                if stopped == nil, material.linearVelocity(for: item).x <= 1 { stopped = t }
            }
            #expect(abs(item.center.x - 220) <= 3)
            #expect(abs(try #require(stopped) - 0.8) <= 0.03)
        } else {
            run(animator, for: 0.4)
            #expect(abs(material.linearVelocity(for: item).x - 400) < 0.5)
        }
    }

    /// An incline at +30°: μ = 0.3 slides at g(sin 30° − μ cos 30°) = 240.2 pt/s² (0.5 s → 30.0 pt
    /// ±3 %); μ = 0.7 holds (drift < 1 pt over 2 s) and the animator pauses.
    @Test(arguments: [0.3, 0.7])
    func incline(friction: Double) throws {
        let (root, animator) = makeScene()
        let slope = Double.pi / 6
        let normal = Point(x: sin(slope), y: -cos(slope))
        let foot = Point(x: 99.75, y: 200 + 99.75 * tan(slope))
        let start = Point(x: foot.x + 10.5 * normal.x, y: foot.y + 10.5 * normal.y)
        let item = makeItem("block", in: root, center: start, width: 40, height: 20)
        item.transform = AffineTransform(rotationAngle: slope)
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(
            withIdentifier: "slope", from: Point(x: 0, y: 200), to: Point(x: 320, y: 384.75))
        let material = DynamicItemBehavior(items: [item])
        material.friction = friction
        material.allowsRotation = false
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        // Let the 0.5 pt gap close, then measure along the slope.
        run(animator, for: 0.1)
        let origin = item.center
        let speed0 = hypot(material.linearVelocity(for: item).x, material.linearVelocity(for: item).y)
        let duration = friction < 0.5 ? 0.5 : 2
        run(animator, for: duration)
        let travelled = hypot(item.center.x - origin.x, item.center.y - origin.y)
        if friction < 0.5 {
            let a = 1000 * (sin(slope) - friction * cos(slope))
            let expected = speed0 * duration + 0.5 * a * duration * duration
            #expect(abs(a - 240.2) < 0.05)
            #expect(abs(travelled - expected) <= 0.03 * expected)
            #expect(abs(item.transform.rotationAngle - slope) < 1e-9)
        } else {
            #expect(travelled < 1)
            #expect(lifecycle.pauses == 1)
        }
    }
}
