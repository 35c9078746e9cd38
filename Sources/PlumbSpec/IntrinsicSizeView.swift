import Plumb

/// The view a spec entry of kind `view` becomes: a plain `View` with the intrinsic content size
/// of `intrinsicSize:` (no intrinsic metric on an axis written `null`, or when not given).
public final class IntrinsicSizeView: View {
    /// The intrinsic size; `View.noIntrinsicMetric` on an axis without one.
    public var intrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// ``intrinsicSize``.
    override public var intrinsicContentSize: Size { intrinsicSize }
}
