// Clipping to scroll views: UIKit's scroll views clip their content to their bounds
// (`clipsToBounds` is true), so a picture of a screen shows only the visible part of the content.
// An entry inside scroll views may show only the intersection of their absolute frames; entries
// wholly inside are drawn as they are, those partly inside in a group clipped to it, those outside
// not at all.

import Plumb
import PlumbSpec

extension LayoutRenderer {
    /// The rectangle, in the root's coordinates, that an entry's scroll-view ancestors show: the
    /// intersection of their absolute frames (empty when they do not overlap); nil outside any
    /// scroll view.
    static func clipRect(of entry: SpecLayout.Entry) -> Rect? {
        var clip: Rect?
        var view = entry.view.superview
        while let current = view {
            if current is ScrollView {
                let frame = current.frameInRoot
                clip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
            }
            view = current.superview
        }
        return clip
    }
}

extension SVGWriter {
    /// Defines a clip path `id` that is the rectangle `rect`.
    mutating func clipPath(id: String, rect: Rect) {
        element(
            "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(rect.origin.x))\" y=\"\(Self.number(rect.origin.y))\" "
                + "width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\"/></clipPath>")
    }
}
