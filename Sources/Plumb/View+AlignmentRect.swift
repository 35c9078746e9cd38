// Alignment rectangles (UIKit's `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)`): the
// rectangle constraints act on is the frame inset by `alignmentRectInsets`. The engine solves
// alignment rectangles; frames are derived from them when the layout pass applies the solution
// and read back into them where a frame is an input (autoresizing, a root's size, fitting).

extension View {
    /// The alignment rectangle of a frame: `frame` inset by ``alignmentRectInsets`` (UIKit's
    /// default implementation). Insets of zero return `frame` unchanged. O(1).
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        let insets = alignmentRectInsets
        return insets == .zero ? frame : frame.inset(by: insets)
    }

    /// The frame of an alignment rectangle: `alignmentRect` outset by ``alignmentRectInsets``,
    /// the inverse of ``alignmentRect(forFrame:)``. Insets of zero return `alignmentRect`
    /// unchanged. O(1).
    public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let insets = alignmentRectInsets
        guard insets != .zero else { return alignmentRect }
        return alignmentRect.inset(
            by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
        )
    }
}

extension EdgeInsets {
    /// The inset of the minimum edge of an axis: left (horizontal) or top (vertical).
    func leadingEdge(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? left : top
    }

    /// The sum of the two insets of an axis: left + right or top + bottom.
    func total(along axis: LayoutAxis) -> Double {
        axis == .horizontal ? left + right : top + bottom
    }
}
