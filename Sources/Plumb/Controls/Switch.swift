/// An on/off switch (UIKit's `UISwitch`): a fixed intrinsic size of ``intrinsicSize`` (51 × 31).
///
/// 51 × 31 is the switch of iOS 7 to 18 (``ControlDesign/iOS7`` and ``ControlDesign/iOS13``
/// alike); iOS 26's switch is 63 × 28 (not modelled: constrain the size to reproduce it). As
/// `UISwitch`, the switch ignores the size of the frame it is created with and takes its own.
///
/// Content hugging 750 on both axes, as Interface Builder places a switch (its documents record
/// `horizontalHuggingPriority="750" verticalHuggingPriority="750"`), so a switch beside a label
/// in a filling stack keeps its width and the label stretches; compression resistance 750. No
/// text, so its baselines are its top and bottom edges.
open class Switch: View {
    /// The size of every switch, in points: 51 × 31 (iOS 7 to 18).
    public static let intrinsicSize = Size(width: 51, height: 31)

    /// Whether the switch is on; false by default. It does not change the size.
    public var isOn = false

    /// Creates a switch at the frame's origin, ``intrinsicSize`` large (the frame's size is
    /// ignored, as `UISwitch` does).
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.intrinsicSize))
        contentHugging = [LayoutPriority(750), LayoutPriority(750)]
    }

    /// ``intrinsicSize``: 51 × 31 points.
    open override var intrinsicContentSize: Size { Switch.intrinsicSize }
}
