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

/// A 320×568 reference view (the §17 common setup) with pixel rounding off in its animator.
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

/// PlumbPhysics b3ae0fe ("pile step 3.4 → ~0.8 ms") made the relax pass solve two-point manifolds
/// point by point: a flat box landing on a flat box or the floor now picks up a small rotation
/// (≈0.05 rad at 650 pt/s), and frictionless stacks keep a 0.00035 rad tilt and slide apart at
/// ≈1.1 pt/s (just above the 1 pt/s rest speed), so they never pause; the same commit's continuous
/// collision change lets a 10×10 item at 12 000 pt/s pass a thin diagonal segment. Before that
/// commit these expectations held; they are known issues until the engine is fixed.
let relaxRegression: Comment =
    "PlumbPhysics b3ae0fe: point-by-point relax of two-point manifolds tilts flat landings"
