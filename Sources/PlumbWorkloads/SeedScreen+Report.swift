// The text `plumb demo` prints for a cookbook screen: its frames at each orientation and whether
// they match docs/auto-layout.md §10's tables.

import Plumb

extension SeedScreen {
    /// The screen's report and whether it matches §10's tables:
    ///
    /// ```text
    /// docs/auto-layout.md §10.2, screen (b): register form (profile P7)
    /// portrait, R = 320 × 568:
    ///   E: (20, 20, 280, 30) in R
    /// …
    /// matches the spec
    /// ```
    ///
    /// A mismatch is `does not match the spec:` and one indented line per difference
    /// (``mismatches(in:tolerance:)``); a screen that cannot be built is its title and the error.
    /// - Parameter measurer: what measures the controls' text.
    /// - Complexity: two layouts of the screen.
    public func report(measurer: any TextMeasuring) -> (text: String, matches: Bool) {
        let layouts: [Layout]
        do {
            layouts = try layOut(measurer: measurer)
        } catch {
            return ("\(title): \(error)", false)
        }
        var lines = ["\(title) (profile P7)"]
        for layout in layouts {
            let size = layout.orientation.rootSize
            lines.append("\(layout.orientation), R = \(Int(size.width)) × \(Int(size.height)):")
            lines += layout.views.map { "  \($0)" }
        }
        let mismatches = mismatches(in: layouts)
        if mismatches.isEmpty {
            lines.append("matches the spec")
        } else {
            lines.append("does not match the spec:")
            lines += mismatches.map { "  \($0)" }
        }
        return (lines.joined(separator: "\n"), mismatches.isEmpty)
    }
}
