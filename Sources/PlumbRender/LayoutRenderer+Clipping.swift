// Clipping to scroll views: UIKit's scroll views clip their content to their bounds
// (`clipsToBounds` is true), so a picture of a screen shows only the visible part of the content.
// A view inside scroll views may show only the intersection of their frames in the root; views
// wholly inside are drawn as they are, those partly inside in a group clipped to it, those
// outside not at all.

import Plumb

extension LayoutRenderer {
    /// The rectangle, in the root's coordinates, that a view's scroll-view ancestors show: the
    /// intersection of their frames in the root (empty when they do not overlap); nil outside any
    /// scroll view.
    static func clipRect(of view: View) -> Rect? {
        var clip: Rect?
        var view = view.superview
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
