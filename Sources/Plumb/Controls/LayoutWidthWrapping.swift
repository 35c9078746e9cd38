// LayoutWidthWrapping: text that wraps at the width the layout gives it (a multi-line label
// without a preferred width, a text view that does not scroll) is measured before that width is
// known, so after each layout it is measured again at its new width.
//
// Design. When the width changed and so did the intrinsic size, the view invalidates its text
// layout and asks for another update and layout round (docs/auto-layout.md §8.9); a width that
// never settles (text whose wrapping moves its own width) stops after
// ``Label/maximumRemeasures`` rounds in a row, keeping the last measurement.

/// A text view whose intrinsic size depends on the width the layout gives it.
protocol LayoutWidthWrapping: TextContent {
    /// The width the layout gave the view when it last measured, in points; nil before.
    var automaticLayoutWidth: Double? { get set }
    /// Re-measurements in a row since the width last settled.
    var remeasureStreak: Int { get set }
}

extension LayoutWidthWrapping {
    /// Measures again at `width`, the view's new layout width: when the intrinsic size changes,
    /// invalidates the text layout and requests one more layout round. O(1) plus one measurement.
    func remeasure(atLayoutWidth width: Double) {
        guard width != automaticLayoutWidth, remeasureStreak < Label.maximumRemeasures else {
            remeasureStreak = 0
            return
        }
        let before = intrinsicContentSize
        automaticLayoutWidth = width
        guard intrinsicContentSize != before else {
            remeasureStreak = 0
            return
        }
        remeasureStreak += 1
        textLayoutDidChange()
        setNeedsLayout()
    }
}
