extension StackView {
    /// How a stack view sizes and places its arranged views along its ``StackView/axis``
    /// (UIKit's `UIStackView.Distribution`, docs/auto-layout.md §8.10).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The arranged views fill the stack; their hugging and compression-resistance priorities
        /// decide which one grows or shrinks. Spacing is exact (`UISV-spacing`, `==`).
        case fill = 0
        /// The arranged views fill the stack with equal sizes (`UISV-fill-equally`).
        case fillEqually = 1
        /// The arranged views fill the stack in proportion to their intrinsic sizes along the axis
        /// (`UISV-fill-proportionally`): each is intrinsic / (Σ intrinsic + Σ spacing) of the
        /// stack's length at priorities 999, 998, …, as UIKit makes them, so away from the natural
        /// length the last views take up the difference.
        case fillProportionally = 2
        /// The arranged views keep their sizes; the gaps between them are equal and at least
        /// ``StackView/spacing`` (`UISV-distributing-edge`, `UISV-fill-equally` on the gaps).
        case equalSpacing = 3
        /// The distances between the centres of neighbouring views are equal (priority 149), the
        /// gaps at least ``StackView/spacing``.
        case equalCentering = 4
    }
}
