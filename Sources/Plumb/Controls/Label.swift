/// A view that shows text (UIKit's `UILabel`), sized by its text through the tree's
/// ``View/textMeasurer``.
///
/// Its intrinsic size is the size of its ``TextLayout``: one line per paragraph when
/// ``numberOfLines`` is 1 (the default, however narrow the label is laid out: the text is then
/// truncated as ``lineBreakMode`` says); otherwise the text wrapped at ``preferredMaxLayoutWidth``,
/// or, when that is 0, at the width the layout gives the label (docs/auto-layout.md §8.9, iOS 8 and
/// later): after a layout pass assigns a new width, the label measures its text at that width and
/// the tree solves once more. An empty label has intrinsic size (0, 0), as in UIKit.
///
/// Defaults as a label placed in Interface Builder (§3.2): content hugging 251 on both axes
/// (whether a label made in code reports 250 is unverified), compression resistance 750, the
/// system font at 17 pt, ``LineBreakMode/byTruncatingTail``.
///
/// Baselines are read from the text laid out at the label's intrinsic height, text at the top:
/// UIKit centres the text vertically in a taller label, Plumb keeps the offsets of the intrinsic
/// layout (a label is normally as high as its text).
///
/// ```swift
/// let label = Label("Мейн-кун")
/// label.numberOfLines = 0
/// ```
open class Label: View, LayoutWidthWrapping {
    /// The font of a new label: the system font at 17 pt.
    public static let defaultFont = Font.systemFont(ofSize: 17)
    /// How many times in a row a label re-measures at a new width before it assumes the layout
    /// oscillates (its height changing its width) and keeps its last measurement: 2.
    public static let maximumRemeasures = 2

    /// The text shown; newlines start paragraphs. Empty by default.
    public var text = "" {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The font; ``defaultFont`` by default.
    public var font = Label.defaultFont {
        didSet { if font != oldValue { contentDidChange() } }
    }
    /// The most lines shown; 1 by default, 0 for as many as the text needs.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }
    /// How lines wrap and how the last line shows text that does not fit;
    /// ``LineBreakMode/byTruncatingTail`` by default.
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }
    /// The width a multi-line label wraps its text at when it measures its intrinsic size, in
    /// points; 0 (the default) means the width the layout gives the label. Ignored when
    /// ``numberOfLines`` is 1.
    public var preferredMaxLayoutWidth = 0.0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// The width the layout gave the label when it last measured automatically.
    var automaticLayoutWidth: Double?
    /// Re-measurements since the width last settled.
    var remeasureStreak = 0
    /// The last two text layouts, by tree and width: a layout pass asks for the same width
    /// several times (intrinsic size, baselines, the two-pass check), and a reused list cell asks
    /// again for unchanged text. Cleared when the text, font, lines, break mode, preferred width
    /// or the tree's text measurer change.
    var layoutCache: [(root: ObjectIdentifier, width: Double, layout: TextLayout)] = []

    /// Creates an empty label with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentHugging = PerAxis(LayoutPriority(251), LayoutPriority(251))
    }

    /// Creates a label showing `text` in `font`.
    public convenience init(_ text: String, font: Font = Label.defaultFont) {
        self.init()
        self.text = text
        self.font = font
    }

    /// The width the intrinsic size is measured at: infinite for one line, else the preferred
    /// width, else the width the layout gave (infinite before the first layout).
    var measuringWidth: Double {
        guard numberOfLines != 1 else { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if let automaticLayoutWidth, automaticLayoutWidth > 0 { return automaticLayoutWidth }
        return .infinity
    }

    /// Whether the label takes its wrapping width from the layout (§8.9).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !text.isEmpty }

    /// The text laid out at `width` with the label's font, number of lines and line break mode.
    ///
    /// The last two results are cached (see `layoutCache`).
    public func textLayout(width: Double) -> TextLayout {
        let root = ObjectIdentifier(rootView)
        if let hit = layoutCache.first(where: { $0.root == root && $0.width == width }) { return hit.layout }
        let layout = TextLayout(
            text, font: font, measurer: textMeasurer, maxWidth: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
        if layoutCache.count == 2 { layoutCache.removeFirst() }
        layoutCache.append((root, width, layout))
        return layout
    }

    /// The text as the label shows it at its current width (truncated if it does not fit); at an
    /// infinite width before the label has one.
    public var textLayout: TextLayout {
        textLayout(width: bounds.width > 0 ? bounds.width : .infinity)
    }

    /// The text's size at ``preferredMaxLayoutWidth`` or the layout's width (one line per
    /// paragraph when ``numberOfLines`` is 1), rounded up to the pixel grid; (0, 0) when empty.
    open override var intrinsicContentSize: Size {
        textLayout(width: measuringWidth).size
    }

    /// The first line's ascender, in points; 0 without text.
    open override var firstBaselineOffsetFromTop: Double {
        textLayout(width: measuringWidth).firstBaselineOffsetFromTop
    }

    /// The distance from the last line's baseline to the bottom of the intrinsic height, in points;
    /// 0 without text.
    open override var lastBaselineOffsetFromBottom: Double {
        textLayout(width: measuringWidth).lastBaselineOffsetFromBottom
    }

    /// Applies the layout to subviews, then, for a multi-line label without a preferred width,
    /// measures the text again at the width the layout gave it; when its intrinsic size changes,
    /// the tree runs one more update and layout round (§8.9). After ``maximumRemeasures``
    /// re-measurements without the width settling the label keeps its measurement.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard wrapsAtLayoutWidth else { return }
        remeasure(atLayoutWidth: bounds.width)
    }

    /// A property that changes the text's measurements changed.
    private func contentDidChange() {
        remeasureStreak = 0
        layoutCache.removeAll()
        textLayoutDidChange()
    }

    // MARK: TextContent

    var baselineLineHeights: (first: Double, last: Double)? {
        guard !text.isEmpty else { return nil }
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        return (lineHeight, lineHeight)
    }

    func intrinsicContentSize(forLayoutWidth width: Double) -> Size? {
        guard wrapsAtLayoutWidth else { return nil }
        return textLayout(width: width > 0 ? width : .infinity).size
    }
}
