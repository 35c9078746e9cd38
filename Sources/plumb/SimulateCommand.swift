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
            JSON: {"fps","frames":[{"t","items":{NAME:{"center","angle"}}}],"pausedAt","events"} \
            (docs/spec-format.md). Exit status: 0 when the run is written, 2 for invalid input \
            (FILE:LINE:COLUMN: error: … on standard error), a bad --duration or --fps, or a file \
            that cannot be written.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable { case json, svg }

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
