extension ScrollView {
    /// ``contentInset`` plus the safe-area insets that ``contentInsetAdjustmentBehavior`` lets
    /// count, in points; the scrollable range runs from `−adjustedContentInset.top` to
    /// `contentSize.height + adjustedContentInset.bottom − bounds.height`. The safe area is the one
    /// of the last layout pass.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (horizontal, vertical): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .automatic: (scrollsHorizontally, true)
            case .scrollableAxes: (scrollsHorizontally, scrollsVertically)
            }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Whether the content with its insets is wider than the frame, or the view always bounces
    /// horizontally.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the content with its insets is taller than the frame, or the view always bounces
    /// vertically.
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }
}
