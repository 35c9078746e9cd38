// A root size written as text, `WxH`, as `plumb --size` takes it.

import Foundation
import Plumb

extension Spec {
    /// Reads a root size written `WxH` or `W×H` (`x` in either case), such as `320x568`: two
    /// finite, non-negative numbers of points. Nil for anything else.
    public static func rootSize(parsing text: String) -> Size? {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(
            separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Why `size` cannot be a root size — a side beyond ``numberLimit`` (1e10 points) — or nil.
    public static func rootSizeProblem(_ size: Size) -> String? {
        max(size.width, size.height) > numberLimit
            ? "each side must be at most 1e10 points (Apple's largest constraint constant)" : nil
    }
}
