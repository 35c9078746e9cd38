// Shared by `plumb layout` and `plumb check`: reading a spec and reporting invalid input as
// `FILE:LINE:COLUMN: error: …` on standard error with exit status 2.

import ArgumentParser
import Foundation
import Plumb
import PlumbSpec
import PlumbText

/// The measurer every command lays text out with: FreeType and the machine's fonts (DejaVu Sans for
/// the system font), so that frames, JSON and SVG agree; Plumb's deterministic fallback for a font
/// the machine does not have.
func commandTextMeasurer() -> any TextMeasuring {
    FreeTypeTextMeasurer()
}

/// Runs `body` on the spec at `path`; a ``SpecError`` is printed to standard error and exits 2.
func withSpec(at path: String, _ body: (Spec) throws(SpecError) -> Void) throws {
    do {
        try body(try Spec(contentsOfFile: path))
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        throw ExitCode(2)
    }
}
