// The cookbook's collision recipe built in Swift, as a UIKit developer writes it: two 50 × 50
// views in a 320 × 568 root, a dynamic animator on the root, gravity and a collision behaviour
// whose boundary is the reference bounds, stepped for a fixed time.
//
// Design. The clock is explicit, as `plumb simulate`'s: the tree is laid out once, a frame is
// recorded at t = 0 and after every further 1/fps s of `step(by:)` (the animator's fixed 1/60 s
// steps), each item's centre as the animator writes it and the rotation of its transform.
// `pausedAt` is the animator's elapsed time when it first told its delegate it paused. The same
// recipe written as a screen spec and run by `plumb simulate` records the same frames (a test).

import Plumb
import PlumbDynamics

extension CollisionRecipe {
    /// A run of the recipe: the tree, the items and what was recorded.
    public struct Run {
        /// An item's pose in one frame.
        public struct Pose: Equatable, Sendable {
            /// The centre in the root's coordinates, in points.
            public var center: Point
            /// The rotation, in radians (clockwise on screen).
            public var angle: Double
        }

        /// The root, 320 × 568, laid out; its subviews are the items.
        public let root: View
        /// The squares: red, then green.
        public let items: [View]
        /// The recorded frames: the time in seconds and each item's pose, in ``items``' order.
        public let frames: [(time: Double, poses: [Pose])]
        /// When the animator paused, in seconds; nil if it did not within the run.
        public let pausedAt: Double?

        /// Each item's name (its accessibility identifier) and last pose, for
        /// ``CollisionRecipe/report(_:pausedAt:duration:)``.
        public var lastPoses: [(name: String, center: Point, angle: Double)] {
            zip(items, frames.last?.poses ?? []).map {
                ($0.accessibilityIdentifier ?? "", $1.center, $1.angle)
            }
        }
    }

    /// Hears the animator's first pause.
    private final class PauseRecorder: DynamicAnimatorDelegate {
        var pausedAt: Double?

        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
            if pausedAt == nil { pausedAt = animator.elapsedTime }
        }
    }

    /// Builds the recipe — red at the root's centre (135, 259), green one square lower — and runs
    /// it for `duration` seconds, recording `fps` frames a second.
    /// - Parameters:
    ///   - duration: the simulated time, in seconds (3 by default, as the demo runs it).
    ///   - fps: the recorded frames per second (60 by default).
    /// - Complexity: duration · 60 animator steps.
    public static func run(duration: Double = 3, fps: Double = 60) -> Run {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let red = View(frame: Rect(x: 135, y: 259, width: 50, height: 50))
        red.accessibilityIdentifier = "red"
        red.backgroundColor = Color(red: 0xff, green: 0, blue: 0)
        let green = View(frame: Rect(x: 135, y: 309, width: 50, height: 50))
        green.accessibilityIdentifier = "green"
        green.backgroundColor = Color(red: 0, green: 0xff, blue: 0)
        root.addSubview(red)
        root.addSubview(green)
        root.layoutIfNeeded()

        let animator = DynamicAnimator(referenceView: root)
        let recorder = PauseRecorder()
        animator.delegate = recorder
        let collision = CollisionBehavior(items: [red, green])
        collision.translatesReferenceBoundsIntoBoundary = true
        // Both behaviours name views of the reference view's tree: adding them cannot fail.
        try? animator.addBehavior(GravityBehavior(items: [red, green]))
        try? animator.addBehavior(collision)

        let items = [red, green]
        func frame(at time: Double) -> (time: Double, poses: [Run.Pose]) {
            (time, items.map { Run.Pose(center: $0.center, angle: $0.transform.rotationAngle) })
        }
        var frames = [frame(at: 0)]
        let count = Int((duration * fps + 1e-9).rounded(.down))
        for k in stride(from: 1, through: count, by: 1) {
            animator.step(by: 1 / fps)
            frames.append(frame(at: Double(k) / fps))
        }
        return Run(root: root, items: items, frames: frames, pausedAt: recorder.pausedAt)
    }
}
