/// A view that shows an ``Image`` (UIKit's `UIImageView`): its intrinsic size is the image's size,
/// none without an image.
///
/// Content hugging 251 on both axes, as Interface Builder places an image view (docs/auto-layout.md
/// §3.2), compression resistance 750.
open class ImageView: View {
    /// The image shown; nil by default. Changing it changes the intrinsic size.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view without an image, with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentHugging = PerAxis(LayoutPriority(251), LayoutPriority(251))
    }

    /// Creates an image view showing `image`, with a frame of the image's size at the origin (as
    /// `UIImageView(image:)`).
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or ``View/noIntrinsicMetric`` on both axes without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
