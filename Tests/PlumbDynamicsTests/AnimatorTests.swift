import Plumb
import PlumbDynamics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Animator queries and item bookkeeping (docs/dynamics.md §3, §4.1, §4.5, §4.6).
@Suite struct AnimatorTests {
    /// items(in:) uses the rotated collision outline's bounding box.
    @Test func itemsInRect() throws {
        let (root, animator) = makeScene()
        let a = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let b = makeItem("b", in: root, center: Point(x: 200, y: 100))
        b.transform = AffineTransform(rotationAngle: Double.pi / 4)
        try animator.addBehavior(DynamicItemBehavior(items: [a, b]))
        #expect(animator.items(in: Rect(x: 0, y: 0, width: 320, height: 568)).count == 2)
        #expect(animator.items(in: Rect(x: 126, y: 90, width: 38, height: 20)).isEmpty)
        // b's rotated square reaches 25·√2 ≈ 35.4 pt left of its centre, past x = 170.
        let hits = animator.items(in: Rect(x: 166, y: 95, width: 2, height: 10))
        #expect(hits.count == 1 && hits[0] === b)
        #expect(animator.items(in: Rect(x: 124, y: 95, width: 1, height: 10)).first === a)
    }

    /// updateItemUsingCurrentState teleports the body and keeps its velocity.
    @Test func updateItemUsingCurrentState() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let probe = DynamicItemBehavior(items: [item])
        probe.addLinearVelocity(Point(x: 60, y: 0), for: item)
        try animator.addBehavior(probe)
        run(animator, for: 0.5)
        #expect(abs(item.center.x - 130) < 1e-9)
        item.center = Point(x: 10, y: 20)
        item.transform = AffineTransform(rotationAngle: 0.5)
        animator.updateItemUsingCurrentState(item)
        run(animator, for: 0.5)
        #expect(abs(item.center.x - 40) < 1e-9 && abs(item.center.y - 20) < 1e-9)
        #expect(abs(item.transform.rotationAngle - 0.5) < 1e-12)
        #expect(abs(probe.linearVelocity(for: item).x - 60) < 1e-9)
    }

    /// Write-back replaces the whole transform by a rotation and leaves bounds alone.
    @Test func writeBackIsRotationOnly() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 100, y: 100))
        item.transform = AffineTransform(scaleX: 2, y: 2).rotated(by: 0.25)
        let material = DynamicItemBehavior(items: [item])
        material.addAngularVelocity(1, for: item)
        try animator.addBehavior(material)
        run(animator, for: 0.5)
        let t = item.transform
        #expect(abs(t.a * t.a + t.b * t.b - 1) < 1e-12)
        #expect(abs(t.rotationAngle - 0.75) < 1e-5)
        #expect(t.tx == 0 && t.ty == 0)
        #expect(item.bounds.size == Size(width: 50, height: 50))
    }

    /// Centres are rounded to half points by default (scale 2); the bodies stay exact.
    @Test func pixelRounding() throws {
        let (root, animator) = makeScene()
        animator.roundsToPixelGrid = true
        let item = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let probe = DynamicItemBehavior(items: [item])
        probe.addLinearVelocity(Point(x: 10, y: 0), for: item)
        try animator.addBehavior(probe)
        run(animator, for: 0.1)
        // The body is at 101 (exactly 10 pt/s for 0.1 s, within rounding of the step sum).
        #expect(item.center.x == 101)
        animator.step(by: DynamicAnimator.timeStep)
        #expect(item.center.x == 101)
        animator.step(by: 2 * DynamicAnimator.timeStep)
        #expect(item.center.x == 101.5)
    }

    /// A view in a container inside the reference view is read and written in its superview's space.
    @Test func nestedViewCoordinates() throws {
        let (root, animator) = makeScene()
        let container = View(frame: Rect(x: 20, y: 200, width: 280, height: 300))
        root.addSubview(container)
        let item = makeItem("a", in: container, center: Point(x: 140, y: 100))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        animator.runUntilPaused(maximumDuration: 3)
        // Resting on the reference view's floor (568): centre 543 in the root, 343 in the container.
        #expect(abs(item.center.y - 343) <= 0.5)
        #expect(abs(item.center.x - 140) <= 1e-9)
    }

    /// A headless animator with reference bounds; an ellipse (circle) item and a path triangle.
    @Test func headlessShapes() throws {
        final class Ball: DynamicItem {
            var center: Point
            var bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            var transform = AffineTransform.identity
            var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
            init(center: Point) { self.center = center }
        }
        final class Wedge: DynamicItem {
            var center: Point
            var bounds = Rect(x: 0, y: 0, width: 60, height: 40)
            var transform = AffineTransform.identity
            var collisionBoundsType: DynamicItemCollisionBoundsType { .path }
            var collisionBoundingPath: BezierPath {
                var path = BezierPath()
                path.move(to: Point(x: -30, y: 20))
                path.addLine(to: Point(x: 30, y: 20))
                path.addLine(to: Point(x: 0, y: -20))
                path.close()
                return path
            }
            init(center: Point) { self.center = center }
        }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 300))
        animator.roundsToPixelGrid = false
        let ball = Ball(center: Point(x: 50, y: 50))
        let wedge = Wedge(center: Point(x: 150, y: 50))
        let collision = CollisionBehavior(items: [ball, wedge])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [ball, wedge])
        material.friction = 0.5
        try animator.addBehavior(GravityBehavior(items: [ball, wedge]))
        try animator.addBehavior(collision)
        try animator.addBehavior(material)
        #expect(animator.runUntilPaused(maximumDuration: 5))
        #expect(abs(ball.center.y - 280) <= 0.5)
        // The wedge rests on its base: its origin (the item centre) sits 20 pt above the floor.
        #expect(abs(wedge.center.y - 280) <= 0.5)
        #expect(abs(wedge.transform.rotationAngle) < 0.01)
    }

    /// A `View` subclass chooses its collision shape by overriding `collisionBoundsType`, as in
    /// UIKit: on a 30° incline with friction 0.7 (> tan 30°) a square view holds, a round one
    /// rolls as a uniform disc, a = (2/3)·g·sin 30° = 333.3 pt/s² (0.5 s → 41.7 pt ±5 %).
    @Test func viewSubclassOverridesCollisionBounds() throws {
        final class RoundView: View {
            override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
        }
        func slide(_ view: View) throws -> (distance: Double, angle: Double) {
            let (root, animator) = makeScene()
            let theta = Double.pi / 6
            let contact = Point(x: 100, y: 200 + 100 * tan(theta))
            let normal = Point(x: sin(theta), y: -cos(theta))
            view.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            view.center = Point(x: contact.x + 20.25 * normal.x, y: contact.y + 20.25 * normal.y)
            if !(view is RoundView) { view.transform = AffineTransform(rotationAngle: theta) }
            root.addSubview(view)
            let start = view.center
            let collision = CollisionBehavior(items: [view])
            collision.addBoundary(
                withIdentifier: "slope", from: Point(x: 0, y: 200),
                to: Point(x: 320, y: 200 + 320 * tan(theta)))
            let material = DynamicItemBehavior(items: [view])
            material.friction = 0.7
            try animator.addBehavior(GravityBehavior(items: [view]))
            try animator.addBehavior(collision)
            try animator.addBehavior(material)
            run(animator, for: 0.5)
            let moved = (view.center.x - start.x) * cos(theta) + (view.center.y - start.y) * sin(theta)
            return (moved, view.transform.rotationAngle - (view is RoundView ? 0 : theta))
        }
        let square = try slide(View())
        #expect(abs(square.distance) < 1)
        #expect(abs(square.angle) < 0.01)
        let round = try slide(RoundView())
        let expected = 0.5 * (2.0 / 3.0) * 1000 * sin(Double.pi / 6) * 0.25
        #expect(abs(round.distance - expected) <= 0.05 * expected, "rolled \(round.distance) pt")
        // Rolling without slipping: the angle turned is the distance over the radius (clockwise).
        #expect(abs(round.angle - round.distance / 20) <= 0.05 * round.distance / 20)
    }

    /// An ellipse that is not a circle and a non-convex path: the first works, the second throws.
    @Test func ellipseAndInvalidPath() throws {
        final class Oval: DynamicItem {
            var center = Point(x: 100, y: 100)
            var bounds = Rect(x: 0, y: 0, width: 80, height: 40)
            var transform = AffineTransform.identity
            var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
        }
        final class Dart: DynamicItem {
            var center = Point(x: 100, y: 100)
            var bounds = Rect(x: 0, y: 0, width: 40, height: 40)
            var transform = AffineTransform.identity
            var collisionBoundsType: DynamicItemCollisionBoundsType { .path }
            var collisionBoundingPath: BezierPath {
                var path = BezierPath()
                path.move(to: Point(x: -20, y: 20))
                path.addLine(to: Point(x: 0, y: 0))
                path.addLine(to: Point(x: 20, y: 20))
                path.addLine(to: Point(x: 0, y: -20))
                path.close()
                return path
            }
        }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 300))
        animator.roundsToPixelGrid = false
        let oval = Oval()
        let collision = CollisionBehavior(items: [oval])
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: [oval]))
        try animator.addBehavior(collision)
        #expect(animator.runUntilPaused(maximumDuration: 5))
        #expect(abs(oval.center.y - 280) <= 0.5)
        let error = #expect(throws: DynamicsError.self) {
            try animator.addBehavior(GravityBehavior(items: [Dart()]))
        }
        #expect(error?.description.contains("the path is not convex") == true)
    }

    /// The reference-bounds boundary follows the reference view's size.
    @Test func referenceBoundsFollowTheView() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        animator.runUntilPaused(maximumDuration: 3)
        #expect(abs(item.center.y - 543) <= 0.5)
        root.frame = Rect(x: 0, y: 0, width: 320, height: 700)
        animator.updateItemUsingCurrentState(item)
        animator.runUntilPaused(maximumDuration: 3)
        #expect(abs(item.center.y - 675) <= 0.5)
    }

    /// Insets move the reference-bounds boundary.
    @Test func referenceBoundsInsets() throws {
        let (root, animator) = makeScene()
        let item = makeItem("a", in: root, center: Point(x: 160, y: 100))
        let collision = CollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(
            with: EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        try animator.addBehavior(GravityBehavior(items: [item]))
        try animator.addBehavior(collision)
        animator.runUntilPaused(maximumDuration: 3)
        #expect(abs(item.center.y - 443) <= 0.5)
    }

    /// Boundaries: paths (curves flattened), replacement by identifier, removal.
    @Test func boundaryBookkeeping() throws {
        let collision = CollisionBehavior()
        collision.addBoundary(withIdentifier: "a", from: Point(x: 0, y: 0), to: Point(x: 10, y: 0))
        collision.addBoundary(
            withIdentifier: 7, for: BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(collision.boundaryIdentifiers == [AnyHashable("a"), AnyHashable(7)])
        collision.addBoundary(withIdentifier: "a", from: Point(x: 0, y: 0), to: Point(x: 20, y: 0))
        let segment = try #require(collision.boundary(withIdentifier: "a"))
        #expect(segment.polylines.first?.points == [Point(x: 0, y: 0), Point(x: 20, y: 0)])
        let circle = try #require(collision.boundary(withIdentifier: 7)?.polylines.first)
        #expect(circle.isClosed)
        for p in circle.points { #expect(abs(hypot(p.x - 50, p.y - 50) - 50) <= 0.25) }
        collision.removeBoundary(withIdentifier: "a")
        #expect(collision.boundaryIdentifiers == [AnyHashable(7)])
        collision.removeAllBoundaries()
        #expect(collision.boundaryIdentifiers.isEmpty)
        #expect(collision.boundary(withIdentifier: 7) == nil)
    }
}
