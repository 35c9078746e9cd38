import ArgumentParser
import Foundation
import PlumbRaster
import PlumbRender
import PlumbSpec
import PlumbSpecRender

/// `plumb simulate SPEC [--duration S] [--fps N] [--format json|svg|gif|png] [-o OUT]`: a screen
/// spec's `dynamics:` run for a fixed time, as JSON frames, an animated SVG or GIF, or a PNG of one
/// moment.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Run a screen spec's dynamics (UIKit Dynamics behaviours) and print the frames or draw them.",
        discussion: """
            JSON: {"fps","frames":[{"t","items":{NAME:{"center","angle"}}}],"pausedAt","events"} \
            (docs/spec-format.md). Exit status: 0 when the run is written, 2 for invalid input \
            (FILE:LINE:COLUMN: error: … on standard error), a bad --duration or --fps, or a file \
            that cannot be written.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable { case json, svg, gif, png }

    @Argument(help: "The screen spec, YAML or JSON, with a dynamics: section.")
    var spec: String

    @Option(name: .long, parsing: .unconditional, help: "Simulated seconds, 0…3600.")
    var duration = SpecSimulation.defaultDuration

    @Option(
        name: .long, parsing: .unconditional,
        help: "Frames recorded per second (> 0; duration × fps at most 100000).")
    var fps = SpecSimulation.defaultFPS

    @Option(name: .long, help: "json, svg, or gif or png (need the PNG trait).")
    var format: Format = .json

    @Option(
        name: .long, help: "With --format png: the moment drawn, in seconds (0…duration; the end by default)."
    )
    var time: Double?

    @OptionGroup var picture: PictureArguments

    @Option(name: [.customShort("o"), .long], help: "The file to write; - for standard output.")
    var output = "-"

    func validate() throws {
        if let problem = SpecSimulation.runLengthProblem(duration: duration, fps: fps) {
            throw ValidationError(problem)
        }
        if let time, format != .png || !(0...duration).contains(time) {
            throw ValidationError(
                "--time goes with --format png and is 0…\(duration) s (the run's length), not \(time)")
        }
        if format == .gif || format == .png { try PictureArguments.check(format.rawValue, output: output) }
    }

    func run() throws {
        let run = try exitingOnError { () throws(SpecError) in
            try SpecSimulation(
                try Spec(contentsOfFile: spec), duration: duration, fps: fps, measurer: commandTextMeasurer())
        }
        switch format {
        case .json: try writeOutput(run.json + "\n", to: output)
        case .svg: try writeOutput(SimulationRenderer().svg(run.recording), to: output)
        case .gif, .png:
            try PictureArguments.write(to: output) { () throws(PictureError) in
                format == .gif
                    ? try Picture.gif(run.recording, scale: picture.scale)
                    : try Picture.png(run.recording, time: time ?? duration, scale: picture.scale)
            }
        }
    }
}
