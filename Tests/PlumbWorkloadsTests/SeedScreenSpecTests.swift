// The cookbook's screens written as screen specs (Tests/Fixtures/screen-a.yaml, screen-b.yaml) lay
// out the same frames as the screens built in Swift (SeedScreen), and the collision recipe built in
// Swift records what its spec records: what `plumb demo` used to check on every run.

import Foundation
import Plumb
import PlumbSpec
import PlumbWorkloads
import Testing

@Suite("The cookbook's screens as specs")
struct SeedScreenSpecTests {
    /// Each screen, its fixture, and the fixture's name for each view of §10's table.
    static let cases: [(screen: SeedScreen, fixture: String, names: [(short: String, other: String)])] = [
        (
            .twoGrayViews, "screen-a.yaml",
            [("T", "_topGrayView"), ("B", "_bottomGrayView"), ("tb", "_topButton"), ("bb", "_bottomButton")]
        ),
        (
            .registerForm, "screen-b.yaml",
            [("E", "_textFieldEmail"), ("C", "_textFieldConfirmEmail"), ("G", "_registerButton")]
        ),
    ]

    /// The path of a file in Tests/Fixtures.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
    }

    @Test(
        "The fixture lays out the Swift screen's frames, portrait and landscape, without diagnostics",
        arguments: cases.indices)
    func sameFrames(index: Int) throws {
        let (screen, fixture, names) = Self.cases[index]
        let spec = try Spec(contentsOfFile: Self.fixture(fixture))
        let layouts = try screen.layOut()
        let specLayouts = try SpecReport.layouts(spec, sizes: DemoScreen.sizes)
        #expect(specLayouts.allSatisfy { $0.diagnostics.isEmpty })
        #expect(screen.differences(in: layouts, from: specLayouts.map(\.frames), names: names).isEmpty)
        #expect(names.count == layouts[0].views.count)
    }

    /// The recipe as a screen spec, as `plumb simulate` runs it.
    static let collisionSpec = """
        size: [320, 568]
        views:
          - {name: red,   frame: [135, 259, 50, 50], background: "#ff0000"}
          - {name: green, frame: [135, 309, 50, 50], background: "#00ff00"}
        dynamics:
          - gravity: {items: [red, green]}
          - collision: {items: [red, green], translatesReferenceBoundsIntoBoundary: true}
        """

    @Test("The recipe built in Swift records the frames its spec records, and settles as the recipe says")
    func collisionRecipe() throws {
        let run = CollisionRecipe.run(duration: 3)
        let spec = try SpecSimulation(
            try Spec(yaml: Self.collisionSpec, file: "collisions.yaml"), duration: 3)
        #expect(spec.items == ["red", "green"])
        #expect(run.frames.count == 181)
        #expect(run.frames.map(\.time) == spec.frames.map(\.time))
        #expect(
            run.frames.map { $0.poses.map { [$0.center.x, $0.center.y, $0.angle] } }
                == spec.frames.map { $0.poses.map { [$0.center.x, $0.center.y, $0.angle] } })
        #expect(run.pausedAt == spec.pausedAt)
        let report = CollisionRecipe.report(run.lastPoses, pausedAt: run.pausedAt, duration: 3)
        #expect(report.matches)
        #expect(
            report.text == """
                the cookbook's collision recipe (docs/dynamics.md §16): two 50 × 50 squares, gravity and collision
                  red settles at (160, 493), angle 0
                  green settles at (160, 543), angle 0
                the animator paused at 1.2 s
                matches the spec
                """)
    }
}
