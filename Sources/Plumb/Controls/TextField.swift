/// A one-line text field (UIKit's `UITextField` with the rounded-rect border, as Interface Builder
/// places it), sized by its text or placeholder through the tree's ``View/textMeasurer``.
///
/// Its intrinsic height is ``minimumHeight`` (30, the iOS 7 field of docs/auto-layout.md §3.3) or the
/// line height if taller; its width is the text's (the placeholder's when the text is empty) plus
/// ``horizontalTextInset`` on each side. The font is the system font at 14 pt (Interface Builder's
/// default for a text field). The text is centred vertically; the baselines are its baselines,
/// also when empty (where the caret sits). Hugging 250 and compression resistance 750.
open class TextField: View, TextContent {
    /// The font of a new text field: the system font at 14 pt.
    public static let defaultFont = Font.systemFont(ofSize: 14)
    /// The smallest intrinsic height, in points: 30.
    public static let minimumHeight = 30.0
    /// The space between the border and the text on the left and on the right, in points: 7 (the
    /// rounded-rect border's inset; unverified to the pixel).
    public static let horizontalTextInset = 7.0

    /// The text; empty by default.
    public var text = "" {
        didSet { if text != oldValue { textLayoutDidChange() } }
    }
    /// The text shown while ``text`` is empty; nil by default.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { textLayoutDidChange() } }
    }
    /// The font of the text and the placeholder; ``defaultFont`` by default.
    public var font = TextField.defaultFont {
        didSet { if font != oldValue { textLayoutDidChange() } }
    }

    /// Creates an empty text field with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a text field with a placeholder.
    public convenience init(placeholder: String?) {
        self.init()
        self.placeholder = placeholder
    }

    /// The text shown: the text, or the placeholder when the text is empty.
    private var shownText: String { text.isEmpty ? placeholder ?? "" : text }

    /// The shown text and its line height, rounded up to the pixel grid.
    private var measurement: (width: Double, lineHeight: Double, ascender: Double) {
        let measurer = textMeasurer
        let layout = TextLayout(shownText, font: font, measurer: measurer, numberOfLines: 1)
        let metrics = measurer.metrics(of: font)
        return (
            layout.size.width, TextLayout.roundUp(metrics.lineHeight, scale: TextLayout.defaultScale),
            metrics.ascender
        )
    }

    /// The shown text's width plus the insets, by the line height or ``minimumHeight``, in points.
    open override var intrinsicContentSize: Size {
        let measured = measurement
        return Size(
            width: measured.width + 2 * TextField.horizontalTextInset,
            height: max(TextField.minimumHeight, measured.lineHeight))
    }

    /// The text's baseline from the top, in points, with the line centred in the intrinsic height.
    open override var firstBaselineOffsetFromTop: Double {
        let measured = measurement
        return (max(TextField.minimumHeight, measured.lineHeight) - measured.lineHeight) / 2
            + measured.ascender
    }

    /// The text's baseline from the bottom of the intrinsic height, in points.
    open override var lastBaselineOffsetFromBottom: Double {
        max(TextField.minimumHeight, measurement.lineHeight) - firstBaselineOffsetFromTop
    }

    // MARK: TextContent

    var baselineLineHeights: (first: Double, last: Double)? {
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        return (lineHeight, lineHeight)
    }

    func intrinsicContentSize(forLayoutWidth width: Double) -> Size? { nil }
}
