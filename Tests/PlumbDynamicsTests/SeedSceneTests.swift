import Plumb
import PlumbDynamics
import Testing

/// The cookbook's collision recipe (docs/dynamics.md §16): two 50×50 squares under gravity with
/// collision against the reference bounds, ported line by line.
@Suite struct SeedSceneTests {
    /// §16.3: green settles at (160, 543), red at (160, 493), unrotated; one pause; one began per pair.
    @Test(arguments: [(568.0, 543.0, 493.0), (480.0, 455.0, 405.0)])
    func twoSquaresSettle(height: Double, greenY: Double, redY: Double) throws {
        let (view, animator) = makeScene(height: height)
        let lifecycle = LifecycleRecorder()
        animator.delegate = lifecycle
        // The recipe: views 50×50, the first at the view's centre, each next one 50 pt lower.
        var squareViews: [View] = []
        var currentCenterPoint = view.center
        let eachViewSize = Size(width: 50, height: 50)
        for name in ["red", "green"] {
            let newView = View(
                frame: Rect(x: 0, y: 0, width: eachViewSize.width, height: eachViewSize.height))
            newView.accessibilityIdentifier = name
            newView.center = currentCenterPoint
            currentCenterPoint.y += eachViewSize.height
            view.addSubview(newView)
            squareViews.append(newView)
        }
        let gravity = GravityBehavior(items: squareViews)
        try animator.addBehavior(gravity)
        let collision = CollisionBehavior(items: squareViews)
        collision.translatesReferenceBoundsIntoBoundary = true
        let contacts = ContactRecorder()
        collision.collisionDelegate = contacts
        try animator.addBehavior(collision)

        animator.step(by: 3)

        let red = squareViews[0]
        let green = squareViews[1]
        #expect(abs(green.center.y - greenY) <= 0.5)
        #expect(abs(red.center.y - redY) <= 0.5)
        #expect(abs(red.transform.rotationAngle) < 0.001)
        #expect(abs(green.transform.rotationAngle) < 0.001)
        #expect(lifecycle.resumes == 1)
        #expect(contacts.events == ["began green red", "began green nil"])
        // Pause at 1.22 s for 568 pt, 1.17 s for 480 pt.
        #expect(abs(green.center.x - 160) <= 0.5)
        #expect(abs(red.center.x - 160) <= 0.5)
        #expect(!animator.isRunning)
        #expect(lifecycle.pauses == 1)
        let pause = try #require(lifecycle.pauseTimes.first)
        #expect(pause >= 1.1 && pause <= 1.3)
    }
}
