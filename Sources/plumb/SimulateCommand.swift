// SimulateCommand: `plumb simulate SPEC [--duration S] [--fps N] [--format json|svg] [-o OUT]`.

import ArgumentParser
import Foundation
import PlumbRender
import PlumbSpec
import PlumbSpecRender

/// `plumb simulate`: a screen spec's `dynamics:` run for a fixed time, as JSON frames or an
/// animated SVG.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Run a screen spec's dynamics (UIKit Dynamics behaviours) and print the frames or draw them.",
        discussion: """
            Lays SPEC out at its size (views laid out by constraints take their frames from the layout), \
            adds the behaviours of its dynamics: section to a dynamic animator whose reference view is the \
            root (gravity, collision, itemBehavior, push, snap, attachment, field; docs/spec-format.md) and steps \
            it for --duration seconds (default 5) in UIKit's fixed 1/60 s steps, recording a frame every \
            1/--fps seconds (default 60), the first at t = 0.

            JSON (the default):
              {"fps":F,
               "frames":[{"t":T,"items":{"NAME":{"center":[x,y],"angle":A}}},…],
               "pausedAt":T|null,
               "events":[{"t":T,"kind":"began"|"ended","items":[…],"boundary":ID|null},…]}

            Centres are in the root's coordinates as the animator writes them (rounded to the 2× pixel \
            grid), angles in radians (clockwise on screen), times in seconds (rounded to 1e-6). pausedAt \
            is the animator's elapsed time when it paused because every item had rested (slower than \
            1 pt/s and 2°/s) for 0.5 s, null if it did not pause. events are the collision delegate's \
            began/ended calls, at the end of the step that reported them; boundary is the identifier of \
            a boundary of boundaries:, null for the reference bounds and for item pairs.

            --format svg draws the spec and animates the items (SMIL, plays in a browser, looping).

            -o writes to a file instead of standard output. Exit status: 0 when the run is written, 2 for \
            invalid input (FILE:LINE:COLUMN: error: … on standard error: no dynamics: section, an unknown \
            behaviour or property, a wrong type, an unknown view, an item of zero size), a duration \
            outside 0…3600 s, an fps not above 0, more than 100000 frames (duration × fps), or a file \
            that cannot be written.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, svg
    }

    @Argument(help: "The screen spec, YAML or JSON, with a dynamics: section.")
    var spec: String

    @Option(name: .long, parsing: .unconditional, help: "Simulated seconds, 0…3600.")
    var duration = SpecSimulation.defaultDuration

    @Option(
        name: .long, parsing: .unconditional,
        help: "Frames recorded per second (> 0; duration × fps at most 100000).")
    var fps = SpecSimulation.defaultFPS

    @Option(name: .long, help: "json or svg.")
    var format: Format = .json

    @Option(name: [.customShort("o"), .long], help: "The file to write; - for standard output.")
    var output = "-"

    func validate() throws {
        if let problem = SpecSimulation.runLengthProblem(duration: duration, fps: fps) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        var text = ""
        try withSpec(at: spec) { spec throws(SpecError) in
            let run = try SpecSimulation(spec, duration: duration, fps: fps, measurer: commandTextMeasurer())
            switch format {
            case .json: text = run.json + "\n"
            case .svg: text = SimulationRenderer().svg(run.recording)
            }
        }
        try writeOutput(text, to: output)
    }
}
