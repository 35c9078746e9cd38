import ArgumentParser
import Foundation
import PlumbDocuments
import PlumbRaster
import PlumbWorkloads

/// `plumb demo`: PlumbWorkloads' `Demo` printed and written: the example screens in portrait and
/// landscape as frame tables and pictures, and the cookbook's collision recipe, animated.
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
        try exitingOnError { () throws(OutputFileError) in try OutputFile.createDirectory(at: output) }
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
