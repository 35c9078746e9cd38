import ArgumentParser
import Foundation
import PlumbRaster

/// `--scale 1|2|3`, and the checks and writing PNG and GIF output share. PlumbRaster draws them
/// with cairo and giflib when plumb is built with the package's PNG trait; without it, writing one
/// exits 2 and says how to build with it.
struct PictureArguments: ParsableArguments {
    @Option(name: .long, help: "PNG and GIF pixels per point: 1, 2 or 3.")
    var scale = 1

    func validate() throws {
        guard (1...3).contains(scale) else {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
    }

    /// Exits 2 when a `format` picture (png, gif) would go to standard output: its bytes are binary.
    static func check(_ format: String, output: String) throws {
        if output == "-" {
            try fail("--format \(format) writes binary data: give -o the path of a .\(format) file")
        }
    }

    /// Writes the bytes `draw` makes to the file at `path`; a `PictureError` exits 2.
    static func write(to path: String, _ draw: () throws(PictureError) -> [UInt8]) throws {
        try writeOutput(Data(try exitingOnError(draw)), to: path)
    }
}
