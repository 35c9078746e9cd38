extension StackView {
    /// How a stack view places its arranged views across its ``StackView/axis`` (UIKit's
    /// `UIStackView.Alignment`, docs/auto-layout.md §8.10). `top` is `leading` and `bottom` is
    /// `trailing`, as in UIKit.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The arranged views fill the stack across its axis (`UISV-alignment` between their edges).
        case fill = 0
        /// Aligned on the leading edge (a vertical stack) or the top edge (a horizontal one).
        case leading = 1
        /// Aligned on their first baselines (horizontal stacks only; a vertical stack treats it as
        /// ``fill``).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned on the trailing edge (a vertical stack) or the bottom edge (a horizontal one).
        case trailing = 4
        /// Aligned on their last baselines (horizontal stacks only; a vertical stack treats it as
        /// ``fill``).
        case lastBaseline = 5

        /// Aligned on the top edge: ``leading``, for horizontal stacks.
        public static let top = Alignment.leading
        /// Aligned on the bottom edge: ``trailing``, for horizontal stacks.
        public static let bottom = Alignment.trailing
    }
}
