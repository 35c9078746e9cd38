/// An on/off switch (UIKit's `UISwitch`): a fixed intrinsic size of ``intrinsicSize`` (49 × 31,
/// its alignment rectangle) in a frame of ``frameSize`` (51 × 31).
///
/// Constraints place a switch's alignment rectangle, which stops 2 points short of its frame's
/// right edge (``alignmentRectInsets``: right 2): Interface Builder stores 51 × 31 frames for
/// switches whose constraints leave them 49 wide, and a switch filling a 500-wide vertical stack
/// is stored 502 wide at x = 0 (RxSwift's APIWrappers.storyboard, among the real documents under
/// Tests/Fixtures/InterfaceBuilder/Real). The right inset is kept in both layout directions, as
/// UIKit's insets are physical (whether UIKit mirrors a switch's is unverified). 51 × 31 is the frame of the switch of iOS 7 to 18
/// (``ControlDesign/iOS7`` and ``ControlDesign/iOS13`` alike); iOS 26's switch is 63 × 28 (not
/// modelled: constrain the size to reproduce it). As `UISwitch`, the switch ignores the size of
/// the frame it is created with and takes its own.
///
/// Content hugging 750 on both axes, as Interface Builder places a switch (its documents record
/// `horizontalHuggingPriority="750" verticalHuggingPriority="750"`), so a switch beside a label
/// in a filling stack keeps its width and the label stretches; compression resistance 750. No
/// text, so its baselines are its alignment rectangle's top and bottom edges.
open class Switch: View {
    /// The size of every switch's alignment rectangle, in points: 49 × 31 (iOS 7 to 18).
    public static let intrinsicSize = Size(width: 49, height: 31)
    /// The size of every switch's frame, in points: 51 × 31, ``intrinsicSize`` outset by
    /// ``alignmentRectInsets``.
    public static let frameSize = Size(width: 51, height: 31)
    /// How far the alignment rectangle lies inside the frame: 2 points on the right.
    public static let alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    /// Whether the switch is on; false by default. It does not change the size.
    public var isOn = false

    /// Creates a switch at the frame's origin, ``frameSize`` large (the frame's size is ignored,
    /// as `UISwitch` does).
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.frameSize))
        contentHugging = PerAxis(LayoutPriority(750), LayoutPriority(750))
    }

    /// ``intrinsicSize``: 49 × 31 points, the alignment rectangle's.
    open override var intrinsicContentSize: Size { Switch.intrinsicSize }

    /// ``alignmentInsets``: the frame reaches 2 points beyond the alignment rectangle's right edge.
    open override var alignmentRectInsets: EdgeInsets { Switch.alignmentInsets }
}
