// Demo: everything `plumb demo` does but writing files — every ``DemoScreen`` laid out in
// portrait and landscape, printed and drawn plain and with the constraint overlay, then the
// cookbook's collision recipe run for 3 s, reported and drawn as an animated SVG.
//
// Design. The demo is a list of steps, each the text to print and the SVG files it drew (by file
// name), so that the command only prints and writes, and the tests read the same values. Each
// step also keeps the pictures as PlumbRender values (a `Drawing` per still picture, the
// recording of the animation), from which `plumb` built with the PNG trait writes PNGs and a GIF
// beside the SVGs.

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
        /// The still pictures the SVGs were written from, by file name without its extension
        /// (such as `screen-a-overlay`), for a rasteriser.
        public let drawings: [(name: String, drawing: Drawing)]
        /// The animation's recording, by file name without its extension (`collisions`); nil for
        /// a step of still pictures.
        public let animation: (name: String, recording: SimulationRecording)?

        /// A step of still pictures, its SVG files written from `drawings`.
        init(text: String, drawings: [(name: String, drawing: Drawing)]) {
            self.text = text
            self.files = drawings.map { ("\($0.name).svg", $0.drawing.svg()) }
            self.drawings = drawings
            self.animation = nil
        }

        /// A step with one animation, its SVG file `NAME.svg`.
        init(text: String, animation name: String, recording: SimulationRecording) {
            self.text = text
            self.files = [("\(name).svg", SimulationRenderer().svg(recording))]
            self.drawings = []
            self.animation = (name, recording)
        }
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
                    drawings: [false, true].map { overlay in
                        (
                            "\(screen.name)\(overlay ? "-overlay" : "")",
                            LayoutRenderer(overlay: overlay).drawing(
                                run.roots.map { LayoutRenderer.Panel(root: $0) })
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
        steps.append(Step(text: report.text, animation: "collisions", recording: recording))
        self.steps = steps
        self.matches = matches && report.matches
    }
}
