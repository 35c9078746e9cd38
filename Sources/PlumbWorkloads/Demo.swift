// Demo: everything `plumb demo` does but writing files — every ``DemoScreen`` laid out in
// portrait and landscape, printed and drawn plain and with the constraint overlay, then the
// cookbook's collision recipe run for 3 s, reported and drawn as an animated SVG.
//
// Design. The demo is a list of steps, each the text to print and the SVG files it drew (by file
// name), so that the command only prints and writes, and the tests read the same values.

import Plumb
import PlumbRender

/// The demo's output, step by step: the example screens, then the collision recipe.
///
/// ```swift
/// let demo = Demo(measurer: FallbackTextMeasurer())
/// for step in demo.steps { print(step.text) }
/// demo.matches  // whether every frame, diagnostic and the recipe are as they must be
/// ```
public struct Demo {
    /// One step: what to print and the pictures drawn.
    public struct Step {
        /// The frames (or the recipe's report) with the check's outcome.
        public let text: String
        /// The SVG pictures drawn: a file name (such as `screen-a-overlay.svg`) and its text.
        public let files: [(name: String, svg: String)]
    }

    /// The steps, in order: each screen of ``DemoScreen/all``, then the collision recipe.
    public let steps: [Step]
    /// Whether every screen and the recipe matched.
    public let matches: Bool

    /// Runs the demo, measuring text with `measurer` (the command passes FreeType's).
    /// - Complexity: the screens' layouts and 180 animator steps; well under a second.
    public init(measurer: any TextMeasuring) {
        var steps: [Step] = []
        var matches = true
        for screen in DemoScreen.all {
            let run = screen.layOut(measurer: measurer)
            matches = matches && run.matches
            steps.append(
                Step(
                    text: run.text,
                    files: [false, true].map { overlay in
                        (
                            "\(screen.name)\(overlay ? "-overlay" : "").svg",
                            LayoutRenderer(overlay: overlay).svg(run.roots)
                        )
                    }))
        }
        let run = CollisionRecipe.run(duration: 3)
        let report = CollisionRecipe.report(run.lastPoses, pausedAt: run.pausedAt, duration: 3)
        let recording = SimulationRecording(
            panel: LayoutRenderer.Panel(root: run.root), items: run.items,
            frames: run.frames.map { frame in
                SimulationRecording.Frame(
                    time: frame.time, poses: frame.poses.map { .init(center: $0.center, angle: $0.angle) })
            }, duration: 3, fps: 60, pausedAt: run.pausedAt)
        steps.append(
            Step(text: report.text, files: [("collisions.svg", SimulationRenderer().svg(recording))]))
        self.steps = steps
        self.matches = matches && report.matches
    }
}
