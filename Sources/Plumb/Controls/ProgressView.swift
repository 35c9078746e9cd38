/// A bar that shows how far a task has come (UIKit's `UIProgressView`): no intrinsic width, an
/// intrinsic height of 4 in iOS 13 and later (``ControlDesign/iOS13``, the default) and 2 in
/// iOS 7 to 12 (``ControlDesign/iOS7``).
///
/// Vertical content hugging 750, as Interface Builder places a progress view (its documents
/// record `verticalHuggingPriority="750"`), horizontal 250; compression resistance 750. No text,
/// so its baselines are its top and bottom edges.
open class ProgressView: View {
    /// The metrics the height follows; ``ControlDesign/iOS13`` by default.
    public var design = ControlDesign.iOS13 {
        didSet { if design != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The fraction done, from 0 to 1; 0 by default (Interface Builder's default is 0.5).
    public var progress = 0.0

    /// Creates a progress view with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentHugging = PerAxis(.defaultLow, .defaultHigh)
    }

    /// The height of a progress view of a design, in points: 2 (``ControlDesign/iOS7``) or 4
    /// (``ControlDesign/iOS13``).
    public static func intrinsicHeight(for design: ControlDesign) -> Double {
        switch design {
        case .iOS7: 2
        case .iOS13: 4
        }
    }

    /// No intrinsic width (``View/noIntrinsicMetric``) by ``intrinsicHeight(for:)`` of
    /// ``design``.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: ProgressView.intrinsicHeight(for: design))
    }
}
