/// A row of titled segments, one of them selected (UIKit's `UISegmentedControl`), sized by its
/// titles through the tree's ``View/textMeasurer``.
///
/// Its intrinsic width: each segment is as wide as its title plus ``segmentPadding`` (16, 8 on
/// each side); with ``apportionsSegmentWidthsByContent`` false (the default, as UIKit) every
/// segment takes the widest one's width, so the control is `count × (widest title + 16)` wide;
/// when true each keeps its own. A width set with ``setWidth(_:forSegmentAt:)`` replaces a
/// segment's computed width. The padding is inferred from Interface Builder's default
/// "First | Second" control, 121 points wide in the 13 pt system font ("Second" is about 44.5);
/// it is unverified to the pixel, as is whether UIKit rounds each segment.
///
/// Its intrinsic height is 31 in iOS 13 and later (``ControlDesign/iOS13``, the default) and 28
/// in iOS 7 to 12 (``ControlDesign/iOS7``), or the title's line height if taller. These are the
/// alignment rectangle's heights: the frame reaches 1 point below it (``alignmentRectInsets``:
/// bottom 1, in both designs), so frames are 32 and 29 high, as Interface Builder stores them in
/// the real documents under Tests/Fixtures/InterfaceBuilder/Real (in RxSwift's
/// APIWrappers.storyboard a segmented control 32 high at the top of a stack is followed at
/// y = 31). The titles are in
/// ``font`` (the 13 pt system font of both designs; iOS 13 sets the selected title semibold, which
/// Plumb does not measure) and centred vertically; the baselines are theirs.
///
/// Hugging 250 and compression resistance 750 on both axes, as UIKit.
open class SegmentedControl: View, TextContent {
    /// The title font of a new segmented control: the system font at 13 pt.
    public static let defaultFont = Font.systemFont(ofSize: 13)
    /// The space a segment adds to its title's width, in points: 16 (8 on each side; unverified).
    public static let segmentPadding = 16.0
    /// The value of ``selectedSegmentIndex`` when no segment is selected: −1.
    public static let noSegment = -1

    /// The segments' titles and fixed widths (0: computed).
    private var segments: [(title: String, width: Double)] = []

    /// The metrics the height follows; ``ControlDesign/iOS13`` by default.
    public var design = ControlDesign.iOS13 {
        didSet { if design != oldValue { textLayoutDidChange() } }
    }
    /// The titles' font; ``defaultFont`` by default.
    public var font = SegmentedControl.defaultFont {
        didSet { if font != oldValue { textLayoutDidChange() } }
    }
    /// Whether each segment is as wide as its own title (true) rather than all as wide as the
    /// widest (false, the default).
    public var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { textLayoutDidChange() } }
    }
    /// The selected segment, or ``noSegment`` (the default); it does not change the size.
    public var selectedSegmentIndex = SegmentedControl.noSegment

    /// Creates a segmented control without segments, with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a segmented control with one segment per title, in order.
    public convenience init(items: [String]) {
        self.init()
        segments = items.map { ($0, 0) }
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `index`, clamped to `0...numberOfSegments` (as UIKit).
    public func insertSegment(withTitle title: String, at index: Int) {
        segments.insert((title, 0), at: min(max(index, 0), segments.count))
        textLayoutDidChange()
    }

    /// Removes the segment at `index`; does nothing when there is none. A removed selected segment
    /// leaves no segment selected.
    public func removeSegment(at index: Int) {
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        textLayoutDidChange()
    }

    /// Removes every segment and the selection.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = SegmentedControl.noSegment
        textLayoutDidChange()
    }

    /// The title of the segment at `index`, or nil when there is none.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Sets the title of the segment at `index`; does nothing when there is none.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard segments.indices.contains(index), segments[index].title != title else { return }
        segments[index].title = title
        textLayoutDidChange()
    }

    /// The width set for the segment at `index`, in points; 0 (computed from the titles) by
    /// default and when there is no such segment.
    public func widthForSegment(at index: Int) -> Double {
        segments.indices.contains(index) ? segments[index].width : 0
    }

    /// Fixes the width of the segment at `index`, in points; 0 (or less) computes it from the
    /// titles again. Does nothing when there is no such segment.
    public func setWidth(_ width: Double, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        let width = max(width, 0)
        guard segments[index].width != width else { return }
        segments[index].width = width
        textLayoutDidChange()
    }

    /// A title's width on one line, rounded up to the pixel grid, in points.
    private func titleWidth(_ title: String) -> Double {
        TextLayout(title, font: font, measurer: textMeasurer, numberOfLines: 1).size.width
    }

    /// Each segment's intrinsic width, in points: its fixed width, else its title's (or, unless
    /// apportioned by content, the widest computed title's) plus ``segmentPadding``.
    public var segmentWidths: [Double] {
        let titles = segments.map {
            $0.width > 0 ? 0 : titleWidth($0.title) + SegmentedControl.segmentPadding
        }
        let widest = zip(segments, titles).filter { $0.0.width <= 0 }.map(\.1).max() ?? 0
        return zip(segments, titles).map { segment, title in
            if segment.width > 0 { return segment.width }
            return apportionsSegmentWidthsByContent ? title : widest
        }
    }

    /// The height of a segmented control of a design, in points: 28 (``ControlDesign/iOS7``) or
    /// 31 (``ControlDesign/iOS13``).
    public static func intrinsicHeight(for design: ControlDesign) -> Double {
        switch design {
        case .iOS7: 28
        case .iOS13: 31
        }
    }

    /// The font's line height rounded up to the pixel grid, and its ascender, in points.
    private var lineMetrics: (height: Double, ascender: Double) {
        let metrics = textMeasurer.metrics(of: font)
        return (TextLayout.roundUp(metrics.lineHeight, scale: TextLayout.defaultScale), metrics.ascender)
    }

    /// How far the alignment rectangle lies inside the frame: 1 point at the bottom, in both
    /// designs.
    public static let alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// ``alignmentInsets``: the frame reaches 1 point below the alignment rectangle.
    open override var alignmentRectInsets: EdgeInsets { SegmentedControl.alignmentInsets }

    /// The sum of ``segmentWidths`` by ``intrinsicHeight(for:)`` (or the line height if taller),
    /// in points.
    /// - Complexity: O(n) titles measured.
    open override var intrinsicContentSize: Size {
        Size(
            width: segmentWidths.reduce(0, +),
            height: max(SegmentedControl.intrinsicHeight(for: design), lineMetrics.height))
    }

    /// The titles' baseline from the top, in points, a line centred in the intrinsic height; 0
    /// without segments.
    open override var firstBaselineOffsetFromTop: Double {
        guard !segments.isEmpty else { return 0 }
        let line = lineMetrics
        let height = max(SegmentedControl.intrinsicHeight(for: design), line.height)
        return (height - line.height) / 2 + line.ascender
    }

    /// The titles' baseline from the bottom of the intrinsic height, in points; 0 without
    /// segments.
    open override var lastBaselineOffsetFromBottom: Double {
        guard !segments.isEmpty else { return 0 }
        return max(SegmentedControl.intrinsicHeight(for: design), lineMetrics.height)
            - firstBaselineOffsetFromTop
    }

    // MARK: TextContent

    var baselineLineHeights: (first: Double, last: Double)? {
        guard !segments.isEmpty else { return nil }
        let lineHeight = textMeasurer.metrics(of: font).lineHeight
        return (lineHeight, lineHeight)
    }

    func intrinsicContentSize(forLayoutWidth width: Double) -> Size? { nil }
}
