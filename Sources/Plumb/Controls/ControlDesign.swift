/// Which generation of UIKit's control metrics a control takes its fixed sizes from: the sizes of
/// a switch, stepper, segmented control and progress view changed with iOS 13's redesign.
///
/// Plumb's own setting (UIKit has one design per system version): every control defaults to
/// ``iOS13``, the metrics of iOS 13 to 18. iOS 26 changed some sizes again (a switch is 63 × 28
/// there); Plumb does not model that generation: pin the size with constraints to reproduce it.
public enum ControlDesign: Hashable, Sendable, CaseIterable {
    /// The flat controls of iOS 7 to 12.
    case iOS7
    /// The controls of iOS 13 to 18 (taller segmented controls and steppers, thicker progress
    /// bars); the default.
    case iOS13
}
