// Comparing the cookbook's layouts of a screen with another build of the same screen (the tests
// lay the screens out from screen specs, Tests/Fixtures/screen-a.yaml and screen-b.yaml, and check
// that both give the same frames).

import Plumb

extension SeedScreen {
    /// The views whose frames in another build of the screen differ from `layouts` beyond
    /// `tolerance`, one line each (`landscape _topButton: (…), expected (…)`), in the layouts'
    /// order; empty when all agree.
    /// - Parameters:
    ///   - layouts: the cookbook's layouts (``layOut(measurer:)``).
    ///   - frames: the other build's frames in the superview's coordinates, one dictionary per
    ///     layout in the same order, by the other build's view names.
    ///   - names: each table name of the screen (`T`, `tb`, …) with the other build's name for
    ///     it; a table view without one is not compared, one the other build lacks is `.zero`.
    ///   - tolerance: the largest difference of any side or origin that still agrees, in points.
    /// - Complexity: O(views · names) per layout.
    public func differences(
        in layouts: [Layout], from frames: [[String: Rect]], names: [(short: String, other: String)],
        tolerance: Double = 1e-6
    ) -> [String] {
        var lines: [String] = []
        for (layout, other) in zip(layouts, frames) {
            for view in layout.views {
                guard let name = names.first(where: { $0.short == view.name })?.other else { continue }
                let frame = other[name] ?? .zero
                if !frame.isClose(to: view.frame, tolerance: tolerance) {
                    lines.append("\(layout.orientation) \(name): \(frame), expected \(view.frame)")
                }
            }
        }
        return lines
    }
}
