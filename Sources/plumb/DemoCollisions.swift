// DemoCollisions: the cookbook's collision recipe (docs/dynamics.md §16) in `plumb demo` — two 50×50
// squares under gravity, colliding with each other and the reference bounds — run from a built-in
// screen spec through `plumb simulate`'s code, checked by PlumbWorkloads' `CollisionRecipe` against
// §16.3 and drawn as an animated SVG.

import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import PlumbWorkloads

/// The collision scene of `plumb demo`.
enum DemoCollisions {
    /// The SVG's base name.
    static let name = "collisions"

    /// The seed's scene: red at the reference view's centre, green one square lower.
    static let yaml = """
        # The cookbook's collision recipe (docs/dynamics.md §16): two 50×50 squares, red at the reference
        # view's centre and green just below, fall under gravity and stack on the bottom edge.
        size: [320, 568]
        views:
          - {name: red,   frame: [135, 259, 50, 50], background: "#ff0000"}
          - {name: green, frame: [135, 309, 50, 50], background: "#00ff00"}
        dynamics:
          - gravity: {items: [red, green]}
          - collision: {items: [red, green], translatesReferenceBoundsIntoBoundary: true}
        """

    /// Runs the scene for 3 s, prints where the squares settle and when the animator paused, writes
    /// `DIR/collisions.svg`; true when the squares settle as §16.3 says and the animator paused.
    static func run(output: String) throws -> Bool {
        let run: SpecSimulation
        let svg: String
        do {
            run = try SpecSimulation(try Spec(yaml: yaml, file: "\(name).yaml"), duration: 3)
            svg = SimulationRenderer().svg(run.recording)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        }
        print(
            "the cookbook's collision recipe (docs/dynamics.md §16): two 50 × 50 squares, gravity and collision"
        )
        var poses: [(name: String, center: Point, angle: Double)] = []
        for (index, item) in run.items.enumerated() {
            guard let pose = run.frames.last?.poses[index] else { continue }
            print(
                "  \(item) settles at (\(number(pose.center.x)), \(number(pose.center.y))), angle \(number(pose.angle))"
            )
            poses.append((item, pose.center, pose.angle))
        }
        let matches = CollisionRecipe.settles(poses, pausedAt: run.pausedAt)
        print(
            run.pausedAt.map { "the animator paused at \(number($0)) s" }
                ?? "the animator did not pause in 3 s")
        print(
            matches
                ? "matches the spec"
                : "does not match the spec: \(CollisionRecipe.expectation)")
        try writeOutput(svg, to: "\(output)/\(name).svg")
        print("drawn: \(output)/\(name).svg")
        return matches
    }

    /// A number as the demo prints it (``CollisionRecipe/text(_:)``).
    private static func number(_ value: Double) -> String { CollisionRecipe.text(value) }
}
