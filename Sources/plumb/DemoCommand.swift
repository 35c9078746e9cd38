// DemoCommand: `plumb demo` lays out the example screens (PlumbWorkloads' `DemoScreen`s: the
// cookbook's screens (a) and (b) of docs/auto-layout.md §10 and the blog's cat cards, built in
// Swift) in portrait and after rotation, prints their frames and checks, draws them with
// PlumbRender, then runs the cookbook's collision recipe, built in Swift too, and animates it.

import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbWorkloads

/// `plumb demo`: the example screens in portrait and landscape, as frame tables and SVG pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Lay out the example screens in both orientations, check and print the frames, and draw them.",
        discussion: """
            Writes DIR/NAME.svg, DIR/NAME-overlay.svg and DIR/collisions.svg (docs/spec-format.md, \
            "plumb demo"). Exit status: 0 when everything matches; 1 when a frame, a diagnostic or \
            the collision recipe differs; 2 when DIR cannot be written.
            """
    )

    @Option(name: [.customShort("o"), .long], help: "The directory the SVGs are written to.")
    var output = "plumb-demo"

    func run() throws {
        guard
            (try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true))
                != nil
        else { try fail(at: output, "cannot create the directory; check the path") }
        var failed = false
        for screen in DemoScreen.all {
            let run = screen.layOut(measurer: commandTextMeasurer())
            print(run.text)
            failed = !run.matches || failed
            for overlay in [false, true] {
                let svg = LayoutRenderer(overlay: overlay).svg(run.roots)
                try writeOutput(svg, to: "\(output)/\(screen.name)\(overlay ? "-overlay" : "").svg")
            }
            print("drawn: \(output)/\(screen.name).svg, \(output)/\(screen.name)-overlay.svg\n")
        }
        let run = CollisionRecipe.run(duration: 3)
        let report = CollisionRecipe.report(run.lastPoses, pausedAt: run.pausedAt, duration: 3)
        print(report.text)
        let recording = SimulationRecording(
            panel: LayoutRenderer.Panel(root: run.root), items: run.items,
            frames: run.frames.map { frame in
                SimulationRecording.Frame(
                    time: frame.time, poses: frame.poses.map { .init(center: $0.center, angle: $0.angle) })
            }, duration: 3, fps: 60, pausedAt: run.pausedAt)
        try writeOutput(SimulationRenderer().svg(recording), to: "\(output)/collisions.svg")
        print("drawn: \(output)/collisions.svg")
        if failed || !report.matches { throw ExitCode.failure }
    }
}
