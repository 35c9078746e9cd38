// The options of the Visual Format Language (NSLayoutConstraint.FormatOptions, docs/auto-layout.md §7.4).

extension LayoutConstraint {
    /// What ``constraints(withVisualFormat:options:metrics:views:fileID:line:)`` adds to the
    /// constraints a format describes, with the raw values of `NSLayoutConstraint.FormatOptions`.
    ///
    /// - Alignment (`options & 0xFFFF`, bit *i* ⇔ the ``LayoutAttribute`` with raw value *i*): each
    ///   pair of adjacent views is aligned on the attribute (`a.top == b.top`). Only attributes
    ///   across the format's axis are legal: vertical ones in an `H:` format, horizontal ones in a
    ///   `V:` format.
    /// - Direction (`options & 0x30000`, horizontal formats only): leading to trailing (the
    ///   default), left to right, or right to left.
    /// - Spacing (`options & 0x80000`, vertical formats only): edge to edge (the default), or
    ///   baseline to baseline.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits, as in `NSLayoutConstraint.FormatOptions`.
        public let rawValue: UInt

        /// Creates options from their raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Aligns the left edges of adjacent views (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of adjacent views (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of adjacent views (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of adjacent views (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of adjacent views (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of adjacent views (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of adjacent views (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of adjacent views (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of adjacent views (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of adjacent views (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Every alignment bit: `0xFFFF`.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Lays a horizontal format out from leading to trailing edges (0, the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays a horizontal format out with left and right edges, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Reads a horizontal format from right to left: the first view is on the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits: `0x30000`.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spaces views edge to edge (0, the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces the views of a vertical format from the last baseline of the upper view to the
        /// first baseline of the lower one (§6.4).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit: `0x80000`.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
