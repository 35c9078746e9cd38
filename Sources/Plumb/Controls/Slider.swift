/// A continuous value picked along a track (UIKit's `UISlider`): no intrinsic width, an intrinsic
/// height of ``intrinsicHeight`` (31).
///
/// 31 is the height of a slider in iOS 7 and later as Interface Builder records it (31-high frames
/// in old and recent documents alike); IB's frames are also 2 points wider on each side than the
/// alignment rectangle constraints act on (a slider pinned 16 from both edges of a 375-wide view
/// has the frame x = 14, width = 347). Plumb has no alignment rectangles: its frame
/// is the alignment rectangle, and whether the alignment height is also 31 is unverified.
///
/// Hugging 250 and compression resistance 750 on both axes: a slider takes the width the layout
/// gives it. No text, so its baselines are its top and bottom edges.
open class Slider: View {
    /// The intrinsic height of a slider, in points: 31.
    public static let intrinsicHeight = 31.0

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
}
