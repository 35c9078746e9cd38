/// A continuous value picked along a track (UIKit's `UISlider`): no intrinsic width, an intrinsic
/// height of ``intrinsicHeight`` (30, its alignment rectangle's).
///
/// Constraints place a slider's alignment rectangle; its frame reaches 2 points beyond it on
/// each side and 1 point below (``alignmentRectInsets``: left 2, bottom 1, right 2), so a
/// slider is 31 high as Interface Builder records it in old and recent documents alike. In the
/// 500-wide filling vertical stack of RxSwift's APIWrappers.storyboard (among the real documents
/// under Tests/Fixtures/InterfaceBuilder/Real) a slider is stored at x = −2, y = 31, 504 × 31,
/// and the next view starts at y = 61: a 500 × 30 alignment rectangle.
///
/// Hugging 250 and compression resistance 750 on both axes: a slider takes the width the layout
/// gives it. No text, so its baselines are its alignment rectangle's top and bottom edges.
open class Slider: View {
    /// The intrinsic height of a slider's alignment rectangle, in points: 30 (a 31-high frame).
    public static let intrinsicHeight = 30.0
    /// How far the alignment rectangle lies inside the frame: 2 points on each side and 1 at the
    /// bottom.
    public static let alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// The value, between ``minimumValue`` and ``maximumValue``; 0 by default (Interface Builder's
    /// default is 0.5).
    public var value = 0.0
    /// The value at the leading end of the track; 0 by default.
    public var minimumValue = 0.0
    /// The value at the trailing end of the track; 1 by default.
    public var maximumValue = 1.0

    /// Creates a slider with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// No intrinsic width (``View/noIntrinsicMetric``) by ``intrinsicHeight``.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Slider.intrinsicHeight)
    }

    /// ``alignmentInsets``: the frame is 2 points wider on each side and 1 point lower.
    open override var alignmentRectInsets: EdgeInsets { Slider.alignmentInsets }
}
