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
            Screens (a) and (b) of docs/auto-layout.md §10 are built in Swift as the cookbook builds them and \
            compared with the spec's tables. The blog's cat cards are a column of reusable cards of real \
            labels, some fields missing, and the same cards in a list that reuses them as it scrolls. \
            Text is measured with FreeType (DejaVu Sans) as plumb layout measures it.

            Every screen is drawn portrait and landscape side by side into DIR/NAME.svg, and with the \
            constraint overlay into DIR/NAME-overlay.svg (NAME: screen-a, screen-b, cat-cards, \
            cat-list). DIR is ./plumb-demo unless --output names another; it is created when missing.

            Then the cookbook's collision recipe (docs/dynamics.md §16), built in Swift, runs for 3 s as plumb \
            simulate runs a spec: where the two squares settle and when the animator paused, checked against \
            §16.3, and an animated DIR/collisions.svg.

            Exit status: 0 when every screen matches; 1 when a frame differs, a layout reports a diagnostic or an ambiguous view, or \
            the squares do not settle as §16.3 says; \
            2 when DIR cannot be written.
            """
    )

    @Option(name: [.customShort("o"), .long], help: "The directory the SVGs are written to.")
    var output = "plumb-demo"

    func run() throws {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(
                Data("\(output):1:1: error: cannot create the directory; check the path\n".utf8))
            throw ExitCode(2)
        }
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
