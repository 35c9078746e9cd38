// The layout margins a view was given, as opposed to those it reports: `layoutMargins` adds the
// safe area and the superview's preserved margins, so a writer of a view tree (PlumbSpec's
// `SpecWriter`) needs what was set to write it back.

extension View {
    /// The margins set through ``layoutMargins``, or nil when they were not set (or were set
    /// through ``directionalLayoutMargins`` last).
    package var explicitLayoutMargins: EdgeInsets? { storedLayoutMargins }

    /// The margins set through ``directionalLayoutMargins``, or nil when they were not set (or
    /// were set through ``layoutMargins`` last).
    package var explicitDirectionalLayoutMargins: DirectionalEdgeInsets? { storedDirectionalLayoutMargins }
}
