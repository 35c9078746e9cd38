// PictureArguments: `--scale 1|2|3` for PNG and GIF output, which PlumbRaster draws with cairo and
// giflib when plumb is built with the package's PNG trait; without it, asking for one exits 2 and
// says how to build with it.

import ArgumentParser
import Foundation

#if PNG
    import PlumbRaster
#endif

/// `--scale`, and the checks and writing that PNG and GIF output share.
struct PictureArguments: ParsableArguments {
    @Option(name: .long, help: "PNG and GIF pixels per point: 1, 2 or 3.")
    var scale = 1

    func validate() throws {
        guard (1...3).contains(scale) else {
            throw ValidationError("--scale must be 1, 2 or 3, not \(scale)")
        }
    }

    /// Exits 2 unless a `format` picture (png, gif) can be written to `output`: it needs the PNG
    /// trait and a file (the bytes are binary, not for standard output).
    static func check(_ format: String, output: String) throws {
        #if PNG
            if output == "-" {
                try fail("--format \(format) writes binary data: give -o the path of a .\(format) file")
            }
        #else
            try fail(
                "--format \(format) needs plumb built with the PNG trait: apt-get install libcairo2-dev libgif-dev, "
                    + "then swift build --traits PNG (or swift run --traits PNG plumb …)")
        #endif
    }

    #if PNG
        /// Writes the bytes `draw` makes to the file at `path`; a `RasterError` exits 2.
        static func write(to path: String, _ draw: () throws(RasterError) -> [UInt8]) throws {
            try writeOutput(Data(try exitingOnError(draw)), to: path)
        }
    #endif
}
