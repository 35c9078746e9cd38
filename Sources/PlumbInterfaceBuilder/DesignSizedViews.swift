// The views a document becomes: Plumb's own, subclassed so that an intrinsic size Interface
// Builder fixes can replace the measured one. Two things fix it: a `placeholderIntrinsicWidth`
// or `placeholderIntrinsicHeight` (per axis), and `InterfaceBuilderTextSizing.design`, which
// takes a control's stored design-time frame size as its intrinsic size.

import Plumb

/// The intrinsic size a document fixes for a view, per axis: nil keeps the measured value.
struct IntrinsicOverride: Sendable {
    /// The fixed width, `View.noIntrinsicMetric` for none, or nil to measure.
    var width: Double?
    /// The fixed height, `View.noIntrinsicMetric` for none, or nil to measure.
    var height: Double?

    /// `measured` with the fixed axes replaced.
    func apply(to measured: Size) -> Size {
        Size(width: width ?? measured.width, height: height ?? measured.height)
    }
}

/// A view whose intrinsic size can be fixed by the document.
protocol DesignSized: View {
    /// The fixed axes.
    var intrinsicOverride: IntrinsicOverride { get set }
}

/// A plain view (`view`, a custom class, a control Plumb stands in for) with a fixed intrinsic
/// size, none by default.
final class DesignSizedView: View, DesignSized {
    var intrinsicOverride = IntrinsicOverride()
    override var intrinsicContentSize: Size {
        intrinsicOverride.apply(to: Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}

/// A ``Label`` whose intrinsic size the document may fix.
final class DesignSizedLabel: Label, DesignSized {
    var intrinsicOverride = IntrinsicOverride()
    override var intrinsicContentSize: Size { intrinsicOverride.apply(to: super.intrinsicContentSize) }
}

/// A ``Button`` whose intrinsic size the document may fix, with the size of its normal-state
/// image added beside the title as UIKit does (the image before the title, centred vertically).
final class DesignSizedButton: Button, DesignSized {
    var intrinsicOverride = IntrinsicOverride()
    /// The size of the image for the normal state, if any.
    var imageSize: Size?
    override var intrinsicContentSize: Size {
        var size = super.intrinsicContentSize
        if let imageSize {
            let insets = contentEdgeInsets
            size.width += imageSize.width
            size.height = max(size.height, imageSize.height + insets.top + insets.bottom)
        }
        return intrinsicOverride.apply(to: size)
    }
}

/// A ``TextField`` whose intrinsic size the document may fix.
final class DesignSizedTextField: TextField, DesignSized {
    var intrinsicOverride = IntrinsicOverride()
    override var intrinsicContentSize: Size { intrinsicOverride.apply(to: super.intrinsicContentSize) }
}

/// An ``ImageView`` whose intrinsic size the document may fix.
final class DesignSizedImageView: ImageView, DesignSized {
    var intrinsicOverride = IntrinsicOverride()
    override var intrinsicContentSize: Size { intrinsicOverride.apply(to: super.intrinsicContentSize) }
}
