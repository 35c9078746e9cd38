// CollisionRecipe: what the cookbook's collision recipe (two 50 × 50 squares under gravity,
// colliding with each other and the reference bounds, docs/dynamics.md §16) must end in — where
// the squares settle and that the animator pauses — as `plumb demo` checks it.

import Plumb
import PlumbSolver

/// The outcome the collision recipe must reach, and the check of a run against it.
///
/// ```swift
/// CollisionRecipe.settles([("red", Point(x: 160, y: 493), 0), ("green", Point(x: 160, y: 543), 0)],
///                         pausedAt: 1.2)  // true
/// ```
public enum CollisionRecipe {
    /// Where each square settles: red on green, green on the bottom edge of a 320 × 568 root.
    public static let expected: [(name: String, center: Point)] = [
        ("red", Point(x: 160, y: 493)), ("green", Point(x: 160, y: 543)),
    ]
    /// How far a settled centre may be from the expected one on each axis, in points: 0.5.
    public static let centerTolerance = 0.5
    /// The largest settled rotation that counts as unrotated, in radians: 0.001.
    public static let angleTolerance = 0.001
    /// What the recipe must end in, as the demo prints it when a run does not.
    public static let expectation = "red (160, 493), green (160, 543), unrotated, then a pause"

    /// Whether a run ended as the recipe says: the animator paused, and every square of
    /// ``expected`` among `poses` (the last frame's, by item name) is within ``centerTolerance``
    /// of its centre and ``angleTolerance`` of unrotated. Items not in ``expected`` are ignored.
    /// - Complexity: O(poses · expected).
    public static func settles(_ poses: [(name: String, center: Point, angle: Double)], pausedAt: Double?)
        -> Bool
    {
        guard pausedAt != nil else { return false }
        return poses.allSatisfy { pose in
            guard let want = expected.first(where: { $0.name == pose.name })?.center else { return true }
            return abs(pose.center.x - want.x) <= centerTolerance
                && abs(pose.center.y - want.y) <= centerTolerance
                && abs(pose.angle) < angleTolerance
        }
    }

    /// A number as the demo prints it: rounded to 6 decimals, without trailing zeros (`160`,
    /// `1.233333`).
    public static func text(_ value: Double) -> String { NumberFormat.micro(value) }
}
