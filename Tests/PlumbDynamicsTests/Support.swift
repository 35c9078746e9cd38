import Plumb
import PlumbDynamics
import Testing

/// Counts the animator's pause and resume callbacks.
final class LifecycleRecorder: DynamicAnimatorDelegate {
    var resumes = 0
    var pauses = 0
    var pauseTimes: [Double] = []

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        pauses += 1
        pauseTimes.append(animator.elapsedTime)
    }
}

/// Records collision callbacks as strings: "began A B", "ended A nil", with item names.
final class ContactRecorder: CollisionBehaviorDelegate {
    var events: [String] = []
    var points: [Point] = []

    private func name(_ item: any DynamicItem) -> String {
        (item as? View)?.accessibilityIdentifier ?? "?"
    }

    private func name(_ identifier: AnyHashable?) -> String {
        identifier.map { "\($0)" } ?? "nil"
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point
    ) {
        events.append("began \([name(item1), name(item2)].sorted().joined(separator: " "))")
        points.append(point)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {
        events.append("ended \([name(item1), name(item2)].sorted().joined(separator: " "))")
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        events.append("began \(name(item)) \(name(identifier))")
        points.append(point)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        events.append("ended \(name(item)) \(name(identifier))")
    }
}

/// A 320×568 reference view (the docs/dynamics.md §17 common setup) with pixel rounding off in its animator.
func makeScene(width: Double = 320, height: Double = 568) -> (View, DynamicAnimator) {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    let animator = DynamicAnimator(referenceView: root)
    animator.roundsToPixelGrid = false
    return (root, animator)
}

/// A named square (or rectangle) view added to `root`, centred at `center`.
func makeItem(
    _ name: String, in root: View, center: Point, width: Double = 50, height: Double = 50
) -> View {
    let view = View(
        frame: Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height))
    view.accessibilityIdentifier = name
    root.addSubview(view)
    return view
}

/// Steps `animator` for `seconds` in 1/60 s steps, calling `body` with the time after each step.
func run(_ animator: DynamicAnimator, for seconds: Double, _ body: (Double) -> Void = { _ in }) {
    let steps = Int((seconds * 60).rounded())
    for n in 1...steps {
        animator.step(by: DynamicAnimator.timeStep)
        body(Double(n) / 60)
    }
}

/// The substep, h_s = 1/240 s.
let substep = 1.0 / 240
