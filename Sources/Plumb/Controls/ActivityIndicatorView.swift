/// A spinning indicator of work in progress (UIKit's `UIActivityIndicatorView`): a fixed
/// intrinsic size set by its ``style``, 20 × 20 (``Style/medium``) or 37 × 37 (``Style/large``),
/// the sizes of iOS 7 and later (iOS 13 renamed the styles; the older `gray`/`white` are medium,
/// `whiteLarge` is large).
///
/// With ``hidesWhenStopped`` (the default) the indicator is hidden whenever it is not animating,
/// as UIKit does by setting `isHidden`: a new indicator is hidden until ``startAnimating()``, and
/// a stopped one collapses in a stack view. The style sets the frame's size when the indicator is
/// created with ``init(style:)``, as `UIActivityIndicatorView(style:)`.
///
/// Hugging 250 and compression resistance 750 on both axes, as a plain view. No text, so its
/// baselines are its top and bottom edges.
open class ActivityIndicatorView: View {
    /// The size of an indicator (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Hashable, Sendable, CaseIterable {
        /// 20 × 20 points (iOS 13's name; `gray` and `white` before).
        case medium
        /// 37 × 37 points (iOS 13's name; `whiteLarge` before).
        case large

        /// The indicator's size, in points: 20 × 20 or 37 × 37.
        public var size: Size {
            switch self {
            case .medium: Size(width: 20, height: 20)
            case .large: Size(width: 37, height: 37)
            }
        }
    }

    /// The size of the indicator; ``Style/medium`` by default.
    public var style = Style.medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the indicator is hidden while it does not animate; true by default. Setting it
    /// while stopped hides or shows the indicator at once.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator animates; false until ``startAnimating()``.
    public private(set) var isAnimating = false

    /// Creates a stopped, hidden ``Style/medium`` indicator with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a stopped, hidden indicator of a style, its frame the style's size at the origin.
    public convenience init(style: Style) {
        self.init(frame: Rect(origin: .zero, size: style.size))
        self.style = style
    }

    /// Starts the animation and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation; hides the indicator when ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The ``style``'s size.
    open override var intrinsicContentSize: Size { style.size }
}
