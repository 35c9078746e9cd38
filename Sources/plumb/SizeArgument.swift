// SizeArgument: `--size WxH` (also `W×H`), a root size in points.

import ArgumentParser
import Plumb

/// A root size given on the command line as `WxH`: `--size 568x320`.
struct SizeArgument: ExpressibleByArgument {
    /// The size.
    let size: Size

    /// Parses `WxH` with finite, non-negative numbers; nil otherwise (ArgumentParser reports it).
    init?(argument: String) {
        let parts = argument.replacingOccurrences(of: "×", with: "x").lowercased().split(
            separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        size = Size(width: width, height: height)
    }

    static var defaultValueDescription: String { "WxH" }
}
