// DemoCommand: `plumb demo` prints and writes what PlumbWorkloads' `Demo` makes: the example
// screens in portrait and after rotation, and the cookbook's collision recipe, animated.

import ArgumentParser
import Foundation
import PlumbRaster
import PlumbWorkloads

/// `plumb demo`: the example screens in portrait and landscape, as frame tables and SVG pictures.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract:
            "Lay out the example screens in both orientations, check and print the frames, and draw them.",
        discussion: """
            Writes DIR/NAME.svg, DIR/NAME-overlay.svg and DIR/collisions.svg, and with the PNG trait \
            NAME.png, NAME-overlay.png and collisions.gif too (docs/spec-format.md, "plumb demo"). \
            Exit status: 0 when everything matches; 1 when a frame, a diagnostic or the collision \
            recipe differs; 2 when DIR cannot be written.
            """
    )

    @Option(name: [.customShort("o"), .long], help: "The directory the SVGs are written to.")
    var output = "plumb-demo"

    @OptionGroup var picture: PictureArguments

    func run() throws {
        guard
            (try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true))
                != nil
        else { try fail(at: output, "cannot create the directory; check the path") }
        let demo = Demo(measurer: commandTextMeasurer())
        for (index, step) in demo.steps.enumerated() {
            if index > 0 { print() }
            print(step.text)
            for file in step.files { try writeOutput(file.svg, to: "\(output)/\(file.name)") }
            print("drawn: " + step.files.map { "\(output)/\($0.name)" }.joined(separator: ", "))
            for file in try exitingOnError({ () throws(PictureError) in
                try step.pictures(scale: picture.scale)
            }) {
                try writeOutput(Data(file.bytes), to: "\(output)/\(file.name)")
            }
        }
        if !demo.matches { throw ExitCode.failure }
    }
}
