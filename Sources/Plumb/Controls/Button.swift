/// A button sized by its title (UIKit's iOS 7 system `UIButton`), measured through the tree's
/// ``View/textMeasurer``.
///
/// Its intrinsic size is the title's one-line size plus ``contentEdgeInsets``, at least
/// ``minimumHeight`` (30) high: the iOS 7 system button titled "Button" in Helvetica Neue 15 is
/// 46 × 30 (docs/auto-layout.md §3.3). Plumb's fonts differ, so the width does too: with the
/// ``FallbackTextMeasurer`` "Button" is 44.25 pt wide, 44.5 × 30 rounded to the 2× pixel grid;
/// with DejaVu Sans it is wider. Whether UIKit keeps the 30 pt minimum once insets are set is
/// unverified (the known trick of 0.01 pt insets to remove the padding suggests it does not);
/// Plumb always keeps it. The title is centred; the baselines are its baselines.
///
/// Hugging 250 and compression resistance 750 on both axes, as UIKit.
open class Button: View, TextContent {
    /// The title font of a new button: the system font at 15 pt (iOS 7's system button).
    public static let defaultFont = Font.systemFont(ofSize: 15)
    /// The smallest intrinsic height of a system button, in points: 30.
    public static let minimumHeight = 30.0

    /// The title (UIKit's title for the normal state); empty by default.
    public var title = "" {
        didSet { if title != oldValue { textLayoutDidChange() } }
    }
    /// The title's font; ``defaultFont`` by default.
    public var font = Button.defaultFont {
        didSet { if font != oldValue { textLayoutDidChange() } }
    }
    /// Space around the title inside the button, in points; zero by default.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { if contentEdgeInsets != oldValue { textLayoutDidChange() } }
    }

    /// Creates a button without a title, with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a button titled `title`.
    public convenience init(_ title: String) {
        self.init()
        self.title = title
    }

    /// The title on one line, truncated in the middle when the button is narrower (UIKit's
    /// default for a button's title).
    public func titleLayout(width: Double = .infinity) -> TextLayout {
        TextLayout(
            title, font: font, measurer: textMeasurer, maxWidth: width, numberOfLines: 1,
            lineBreakMode: .byTruncatingMiddle)
    }

    /// The title's size plus the insets, at least ``minimumHeight`` high, in points.
    open override var intrinsicContentSize: Size {
        let title = titleLayout().size
        let insets = contentEdgeInsets
        return Size(
            width: title.width + insets.left + insets.right,
            height: max(Button.minimumHeight, title.height + insets.top + insets.bottom))
    }

    /// The title's top edge in the intrinsic height: centred between the insets.
    private func titleTop(_ layout: TextLayout) -> Double {
        let insets = contentEdgeInsets
        let height = intrinsicContentSize.height
        return insets.top + (height - insets.top - insets.bottom - layout.size.height) / 2
    }

    /// The title's first baseline from the top, in points; 0 without a title.
    open override var firstBaselineOffsetFromTop: Double {
        let layout = titleLayout()
        guard !layout.lines.isEmpty else { return 0 }
        return titleTop(layout) + layout.firstBaselineOffsetFromTop
    }

    /// The title's last baseline from the bottom, in points; 0 without a title.
    open override var lastBaselineOffsetFromBottom: Double {
        let layout = titleLayout()
        guard !layout.lines.isEmpty else { return 0 }
        return intrinsicContentSize.height - titleTop(layout) - layout.size.height
            + layout.lastBaselineOffsetFromBottom
    }

    // MARK: TextContent

    var baselineLineHeights: (first: Double, last: Double)? {
        guard !title.isEmpty else { return nil }
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        return (lineHeight, lineHeight)
    }

    func intrinsicContentSize(forLayoutWidth width: Double) -> Size? { nil }
}
