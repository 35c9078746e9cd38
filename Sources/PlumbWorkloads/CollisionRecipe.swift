// CollisionRecipe: what the cookbook's collision recipe (two 50 × 50 squares under gravity,
// colliding with each other and the reference bounds, docs/dynamics.md §16) must end in — where
// the squares settle and that the animator pauses — as `plumb demo` checks and prints it (the run
// itself: CollisionRecipe+Run.swift).

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

    /// What the demo prints of a run — where each square settles, when the animator paused and
    /// whether that is what the recipe must end in (``settles(_:pausedAt:)``) — and that outcome.
    /// - Parameters:
    ///   - poses: each item's last pose, by name, in the run's order.
    ///   - pausedAt: when the animator paused, in seconds; nil if it did not within `duration`.
    ///   - duration: how long the run was, in seconds.
    public static func report(
        _ poses: [(name: String, center: Point, angle: Double)], pausedAt: Double?, duration: Double
    ) -> (text: String, matches: Bool) {
        var lines = [
            "the cookbook's collision recipe (docs/dynamics.md §16): two 50 × 50 squares, gravity and collision"
        ]
        lines += poses.map {
            "  \($0.name) settles at (\(text($0.center.x)), \(text($0.center.y))), angle \(text($0.angle))"
        }
        lines.append(
            pausedAt.map { "the animator paused at \(text($0)) s" }
                ?? "the animator did not pause in \(text(duration)) s")
        let matches = settles(poses, pausedAt: pausedAt)
        lines.append(matches ? "matches the spec" : "does not match the spec: \(expectation)")
        return (lines.joined(separator: "\n"), matches)
    }

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
