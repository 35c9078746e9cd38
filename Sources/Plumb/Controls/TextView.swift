/// Editable multi-line text (UIKit's `UITextView`), sized by its text through the tree's
/// ``View/textMeasurer`` when it does not scroll.
///
/// With ``isScrollEnabled`` (the default) the text scrolls inside the view, which then has no
/// intrinsic size: constraints must size it. With scrolling disabled its intrinsic size is its
/// text wrapped like a multi-line ``Label`` (word wrapping, no line limit) in the text container:
/// the width the layout gives the view minus ``textContainerInset``'s left and right and
/// ``lineFragmentPadding`` on each side, at an infinite width before the first layout (one line
/// per paragraph). After a layout pass assigns a new width the view measures again and the tree
/// solves once more, as a label does. The size is the text's size (rounded up to the pixel grid)
/// plus the insets and twice the padding; an empty text view is one line high (where the caret
/// sits): with the 12 pt font, 14.04 → 14.5 + 16 = 30.5 high and 10 wide.
///
/// Defaults as UIKit: the system font at 12 pt (what a text view without a font draws; Interface
/// Builder sets 14 pt), ``textContainerInset`` (8, 0, 8, 0), ``lineFragmentPadding`` 5, hugging
/// 250 and compression resistance 750. Plumb's text view is not a ``ScrollView`` (it has no
/// content size or offset). Its baselines are the text's, below the top inset.
open class TextView: View, LayoutWidthWrapping {
    /// The font of a new text view: the system font at 12 pt.
    public static let defaultFont = Font.systemFont(ofSize: 12)
    /// The inset of a new text view's text container: 8 at the top and bottom, 0 at the sides.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// A new text view's padding at each end of a line, in points: 5.
    public static let defaultLineFragmentPadding = 5.0

    /// The text; newlines start paragraphs. Empty by default.
    public var text = "" {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The font; ``defaultFont`` by default.
    public var font = TextView.defaultFont {
        didSet { if font != oldValue { contentDidChange() } }
    }
    /// Whether the text scrolls inside the view (no intrinsic size); true by default.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { contentDidChange() } }
    }
    /// The space between the view's edges and its text container, in points;
    /// ``defaultTextContainerInset`` by default.
    public var textContainerInset = TextView.defaultTextContainerInset {
        didSet { if textContainerInset != oldValue { contentDidChange() } }
    }
    /// The space at each end of every line inside the text container, in points (UIKit's
    /// `textContainer.lineFragmentPadding`); ``defaultLineFragmentPadding`` by default.
    public var lineFragmentPadding = TextView.defaultLineFragmentPadding {
        didSet { if lineFragmentPadding != oldValue { contentDidChange() } }
    }

    /// The width the layout gave the view when it last measured.
    var automaticLayoutWidth: Double?
    /// Re-measurements since the width last settled.
    var remeasureStreak = 0

    /// Creates an empty, scrolling text view with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a text view showing `text`, scrolling as `isScrollEnabled` says.
    public convenience init(_ text: String, isScrollEnabled: Bool = true) {
        self.init()
        self.text = text
        self.isScrollEnabled = isScrollEnabled
    }

    /// The horizontal space around the text: the side insets and the padding at both ends.
    private var horizontalChrome: Double {
        textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
    }

    /// The text wrapped to fit a view `width` points wide (infinite: one line per paragraph).
    public func textLayout(width: Double) -> TextLayout {
        let wrapping = width.isFinite ? max(width - horizontalChrome, 0) : .infinity
        return TextLayout(
            text, font: font, measurer: textMeasurer, maxWidth: wrapping, numberOfLines: 0,
            lineBreakMode: .byWordWrapping)
    }

    /// The view's size around the text laid out for a view `width` points wide, in points.
    private func fittingSize(width: Double) -> Size {
        let layout = textLayout(width: width)
        let lineHeight = TextLayout.roundUp(layout.metrics.lineHeight, scale: TextLayout.defaultScale)
        return Size(
            width: layout.size.width + horizontalChrome,
            height: max(layout.size.height, lineHeight) + textContainerInset.top + textContainerInset.bottom)
    }

    /// The width the intrinsic size is measured at: the layout's, infinite before the first layout.
    private var measuringWidth: Double {
        if let automaticLayoutWidth, automaticLayoutWidth > 0 { return automaticLayoutWidth }
        return .infinity
    }

    /// ``View/noIntrinsicMetric`` on both axes while scrolling; otherwise the text's size at the
    /// layout's width plus the insets and padding.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return fittingSize(width: measuringWidth)
    }

    /// The first line's baseline from the top: the top inset plus the ascender, in points.
    open override var firstBaselineOffsetFromTop: Double {
        textContainerInset.top + textMeasurer.metrics(of: font).ascender
    }

    /// The last line's baseline from the bottom of the intrinsic height, in points; 0 (the bottom
    /// edge) while scrolling, where the last line depends on the scroll position.
    open override var lastBaselineOffsetFromBottom: Double {
        guard !isScrollEnabled else { return 0 }
        let layout = textLayout(width: measuringWidth)
        let lastBaseline = layout.lines.last?.baseline ?? layout.metrics.ascender
        return intrinsicContentSize.height - textContainerInset.top - lastBaseline
    }

    /// Applies the layout to subviews, then, when not scrolling, measures the text again at the
    /// width the layout gave the view; when the intrinsic size changes, the tree runs one more
    /// update and layout round (as ``Label/layoutSubviews()``, at most ``Label/maximumRemeasures``
    /// times in a row).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isScrollEnabled else { return }
        remeasure(atLayoutWidth: bounds.width)
    }

    /// A property that changes the text's measurements changed.
    private func contentDidChange() {
        remeasureStreak = 0
        textLayoutDidChange()
    }

    // MARK: TextContent

    var baselineLineHeights: (first: Double, last: Double)? {
        guard !text.isEmpty else { return nil }
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        return (lineHeight, lineHeight)
    }

    func intrinsicContentSize(forLayoutWidth width: Double) -> Size? {
        guard !isScrollEnabled else { return nil }
        return fittingSize(width: width > 0 ? width : .infinity)
    }
}
