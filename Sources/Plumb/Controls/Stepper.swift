/// A minus/plus pair that steps a value (UIKit's `UIStepper`): a fixed intrinsic size,
/// 94 × 32 in iOS 13 and later (``ControlDesign/iOS13``, the default) and 94 × 29 in iOS 7 to 12
/// (``ControlDesign/iOS7``), the sizes Interface Builder gives a stepper in documents for those
/// systems (not checked against a device).
///
/// Hugging 250 and compression resistance 750 on both axes, as a plain view. No text, so its
/// baselines are its top and bottom edges.
open class Stepper: View {
    /// The metrics the size follows; ``ControlDesign/iOS13`` by default.
    public var design = ControlDesign.iOS13 {
        didSet { if design != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The value; 0 by default.
    public var value = 0.0
    /// The smallest value; 0 by default.
    public var minimumValue = 0.0
    /// The largest value; 100 by default.
    public var maximumValue = 100.0
    /// The amount one tap adds or removes; 1 by default.
    public var stepValue = 1.0

    /// Creates a stepper with a frame (zero by default).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The size of a stepper of a design, in points: 94 × 29 (``ControlDesign/iOS7``) or 94 × 32
    /// (``ControlDesign/iOS13``).
    public static func intrinsicSize(for design: ControlDesign) -> Size {
        switch design {
        case .iOS7: Size(width: 94, height: 29)
        case .iOS13: Size(width: 94, height: 32)
        }
    }

    /// ``intrinsicSize(for:)`` of ``design``.
    open override var intrinsicContentSize: Size { Stepper.intrinsicSize(for: design) }
}
