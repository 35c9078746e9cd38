// DemoCommand: `plumb demo` prints the worked example of auto-layout.md §10.1 as Plumb solves
// it, and whether every frame matches the spec's tables.

import ArgumentParser
import PlumbWorkloads

/// `plumb demo`: screen (a) of auto-layout.md §10.1 in portrait and landscape.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Solve auto-layout.md §10.1 (two gray views with a button each) in both orientations."
    )

    func run() throws {
        let layouts = try DemoScreen().layOut()
        print("auto-layout.md §10.1, screen (a): two gray views with a button each (profile P7)")
        for layout in layouts {
            let size = layout.orientation.rootSize
            print("\(layout.orientation), R = \(Int(size.width)) × \(Int(size.height)):")
            for view in layout.views {
                print("  \(view)")
            }
        }
        let mismatches = DemoScreen.mismatches(in: layouts)
        if mismatches.isEmpty {
            print("matches auto-layout.md §10.1")
        } else {
            print("does not match auto-layout.md §10.1:")
            for line in mismatches { print("  \(line)") }
            throw ExitCode.failure
        }
    }
}
