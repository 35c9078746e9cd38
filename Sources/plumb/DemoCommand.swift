// DemoCommand: `plumb demo` lays out the example screens — the cookbook's screens (a) and (b) of
// docs/auto-layout.md §10 and the blog's cat cards — in portrait and after rotation, prints their
// frame tables, checks (a) and (b) against the spec's tables, and draws every screen as SVG.

import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender
import PlumbWorkloads

/// `plumb demo`: the example screens in portrait and landscape, as frame tables and SVG pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Lay out the example screens in both orientations, check and print the frames, and draw them.",
        discussion: """
            Screens (a) and (b) of docs/auto-layout.md §10 are built in Swift as the cookbook builds them and \
            compared with the spec's tables; the same screens as built-in screen specs must give the same \
            frames. The blog's cat cards are a column of stack-view cards of real labels, some \
            fields missing, and the same cards in a list that reuses them as it scrolls. Text is \
            measured with FreeType (DejaVu Sans) as plumb layout measures it.

            Every screen is drawn portrait and landscape side by side into DIR/NAME.svg, and with the \
            constraint overlay into DIR/NAME-overlay.svg (NAME: screen-a, screen-b, cat-cards, \
            cat-list). DIR is ./plumb-demo unless --output names another; it is created when missing.

            Then the cookbook's collision recipe (docs/dynamics.md §16) runs from a built-in spec as plumb \
            simulate runs it: where the two squares settle and when the animator paused, checked against \
            §16.3, and an animated DIR/collisions.svg.

            Exit status: 0 when every screen matches; 1 when a frame differs, a screen has a diagnostic or \
            the squares do not settle as §16.3 says; \
            2 when DIR cannot be written.
            """
    )

    @Option(name: [.customShort("o"), .long], help: "The directory the SVGs are written to.")
    var output = "plumb-demo"

    /// Portrait then landscape, as §10's tables.
    static let sizes = SeedScreen.Orientation.allCases.map(\.rootSize)

    func run() throws {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(
                Data("\(output):1:1: error: cannot create the directory; check the path\n".utf8))
            throw ExitCode(2)
        }
        var failed = false
        let measurer = commandTextMeasurer()
        for (index, screen) in DemoScreen.all.enumerated() {
            if index > 0 { print("") }
            let spec = try builtIn(screen)
            let layouts = try SpecReport.layouts(spec, sizes: DemoCommand.sizes, measurer: measurer)
            if index < SeedScreen.all.count {
                failed = !printSeed(SeedScreen.all[index], screen: screen, layouts: layouts) || failed
            } else {
                print(screen.title)
                print(layouts.map(\.text).joined(separator: "\n\n"))
                failed = layouts.contains { !$0.diagnostics.isEmpty } || failed
            }
            for overlay in [false, true] {
                let path = "\(output)/\(screen.name)\(overlay ? "-overlay" : "").svg"
                let svg = LayoutRenderer(overlay: overlay).svg(layouts.map(\.panel))
                try writeOutput(svg, to: path)
            }
            print("drawn: \(output)/\(screen.name).svg, \(output)/\(screen.name)-overlay.svg")
        }
        print("")
        failed = !(try DemoCollisions.run(output: output)) || failed
        if failed { throw ExitCode.failure }
    }

    /// Prints a cookbook screen as before (its frames and whether they match §10's tables) and
    /// whether the built-in spec lays out the same frames; true when both match.
    private func printSeed(_ seed: SeedScreen, screen: DemoScreen, layouts specLayouts: [SpecLayout]) -> Bool
    {
        let layouts: [SeedScreen.Layout]
        do {
            layouts = try seed.layOut()
        } catch {
            print("\(seed.title): \(error)")
            return false
        }
        print("\(seed.title) (profile P7)")
        for layout in layouts {
            let size = layout.orientation.rootSize
            print("\(layout.orientation), R = \(Int(size.width)) × \(Int(size.height)):")
            for view in layout.views { print("  \(view)") }
        }
        var matches = true
        let mismatches = seed.mismatches(in: layouts)
        if mismatches.isEmpty {
            print("matches the spec")
        } else {
            matches = false
            print("does not match the spec:")
            for line in mismatches { print("  \(line)") }
        }
        var differences = seed.differences(
            in: layouts, from: specLayouts.map(\.frames),
            names: screen.tableNames.map { (short: $0.short, other: $0.spec) })
        for (layout, specLayout) in zip(layouts, specLayouts) {
            differences += specLayout.diagnostics.map { "\(layout.orientation): \($0.message)" }
        }
        if differences.isEmpty {
            print("the built-in spec (\(screen.name).yaml) lays out the same frames")
        } else {
            matches = false
            print("the built-in spec (\(screen.name).yaml) differs:")
            for line in differences { print("  \(line)") }
        }
        return matches
    }

    /// The built-in spec of a screen (a bug in it is a crash-free failure with its error).
    private func builtIn(_ screen: DemoScreen) throws -> Spec {
        do {
            return try Spec(yaml: screen.yaml, file: "\(screen.name).yaml")
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode.failure
        }
    }
}
