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

/// `--direction ltr|rtl`: the layout direction, overriding the spec's `layoutDirection:`.
enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
    /// Left to right (`leftToRight`).
    case ltr
    /// Right to left (`rightToLeft`): leading and trailing mirror.
    case rtl

    /// The direction it names.
    var direction: UserInterfaceLayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
}

/// Runs `body` on the spec at `path`, its layout direction replaced by `direction` when given; a
/// ``SpecError`` is printed to standard error and exits 2.
func withSpec(
    at path: String, direction: DirectionArgument? = nil, _ body: (Spec) throws(SpecError) -> Void
) throws {
    do {
        var spec = try Spec(contentsOfFile: path)
        if let direction { spec.layoutDirection = direction.direction }
        try body(spec)
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        throw ExitCode(2)
    }
}
