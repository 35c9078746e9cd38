// DemoCommand: `plumb demo` lays out the cookbook's screens of auto-layout.md §10 with Plumb's
// views, in portrait and after rotation, and says whether every frame matches the spec's tables.

import ArgumentParser
import PlumbWorkloads

/// `plumb demo`: screens (a) and (b) of auto-layout.md §10 in portrait and landscape.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Lay out the cookbook's screens (auto-layout.md §10) in both orientations and check the frames."
    )

    func run() throws {
        var failed = false
        for (index, screen) in SeedScreen.all.enumerated() {
            if index > 0 { print("") }
            let layouts = try screen.layOut()
            print("\(screen.title) (profile P7)")
            for layout in layouts {
                let size = layout.orientation.rootSize
                print("\(layout.orientation), R = \(Int(size.width)) × \(Int(size.height)):")
                for view in layout.views { print("  \(view)") }
            }
            let mismatches = screen.mismatches(in: layouts)
            if mismatches.isEmpty {
                print("matches the spec")
            } else {
                failed = true
                print("does not match the spec:")
                for line in mismatches { print("  \(line)") }
            }
        }
        if failed { throw ExitCode.failure }
    }
}
