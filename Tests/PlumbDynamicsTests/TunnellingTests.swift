import Plumb
import PlumbDynamics
import Testing

/// dynamics.md §17.10: fast items never pass through boundaries or anchored items.
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
        var maxX = 0.0
        run(animator, for: 1) { _ in maxX = max(maxX, item.center.x) }
        if kind == "segment" {
            withKnownIssue(relaxRegression, isIntermittent: true) { #expect(maxX < 160) }
        } else {
            #expect(maxX < 160)
        }
    }
}
