import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §17.10: fast items never pass through boundaries or anchored items.
@Suite struct TunnellingTests {
    /// A 10×10 item at the 12 000 pt/s speed cap stays inside the right edge and ends against it.
    @Test func referenceBounds() throws {
        let (root, animator) = makeScene()
        let item = makeItem("bullet", in: root, center: Point(x: 160, y: 284), width: 10, height: 10)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [item])
        material.addLinearVelocity(Point(x: 12_000, y: 0), for: item)
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        var maxX = 0.0
        run(animator, for: 1) { _ in maxX = max(maxX, item.center.x) }
        #expect(maxX <= 315.5)
        #expect(abs(item.center.x - 315) <= 0.5)
    }

    /// The same item against a thin diagonal segment and against an anchored 10×200 item.
    @Test(arguments: ["segment", "anchored"])
    func obstacle(kind: String) throws {
        let (root, animator) = makeScene()
        let item = makeItem("bullet", in: root, center: Point(x: 60, y: 284), width: 10, height: 10)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [item])
        material.addLinearVelocity(Point(x: 12_000, y: 0), for: item)
        if kind == "segment" {
            collision.addBoundary(
                withIdentifier: "wall", from: Point(x: 140, y: 184), to: Point(x: 180, y: 384))
        } else {
            let wall = makeItem("wall", in: root, center: Point(x: 160, y: 284), width: 10, height: 200)
            try collision.addItem(wall)
            let anchored = DynamicItemBehavior(items: [wall])
            anchored.isAnchored = true
            try animator.addBehavior(anchored)
        }
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        if kind == "segment" {
            // Frictionless, the item slides down along the wall, off its lower end (x = 180 at
            // y = 384), and bounces around the reference bounds: it may reach the wall's right
            // side only around an end, never through it. The wall's x at height y is
            // 140 + (y − 184)·40/200.
            func isRight(_ c: Point) -> Bool { c.x >= 140 + (c.y - 184) * 40 / 200 }
            var crossed = false
            var lowest = 0.0
            var previous = item.center
            run(animator, for: 1) { _ in
                let c = item.center
                lowest = max(lowest, c.y)
                if (184...384).contains(c.y), (184...384).contains(previous.y),
                    isRight(c) != isRight(previous)
                {
                    crossed = true
                }
                previous = c
            }
            #expect(!crossed)
            #expect(lowest > 384)
        } else {
            var maxX = 0.0
            run(animator, for: 1) { _ in maxX = max(maxX, item.center.x) }
            #expect(maxX < 160)
        }
    }
}
