import Plumb
import PlumbDynamics
import Testing

/// The code of PlumbDynamics' getting-started article
/// (Sources/PlumbDynamics/PlumbDynamics.docc/GettingStarted.md), run as written.
@Suite("PlumbDynamics getting started")
struct GettingStartedTests {
    @Test func theSquaresStackOnTheBottomEdge() throws {
        let screen = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let red = View(frame: Rect(x: 135, y: 259, width: 50, height: 50))
        let green = View(frame: Rect(x: 135, y: 309, width: 50, height: 50))
        screen.addSubview(red)
        screen.addSubview(green)

        let animator = DynamicAnimator(referenceView: screen)
        try animator.addBehavior(GravityBehavior(items: [red, green]))
        let collision = CollisionBehavior(items: [red, green])
        collision.translatesReferenceBoundsIntoBoundary = true
        try animator.addBehavior(collision)

        #expect(animator.runUntilPaused(maximumDuration: 5))
        #expect(animator.elapsedTime > 1.0 && animator.elapsedTime < 1.4)
        #expect(abs(green.center.x - 160) <= 0.5 && abs(green.center.y - 543) <= 0.5)
        #expect(abs(red.center.x - 160) <= 0.5 && abs(red.center.y - 493) <= 0.5)
    }
}
