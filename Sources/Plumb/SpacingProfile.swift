/// Which generation of UIKit's spacing rules a layout follows (docs/auto-layout.md §0, §6).
///
/// Set it on the root view of a tree (``View/spacingProfile``); every layout has its own. The
/// default is ``ios7``, the profile of the worked examples in docs/auto-layout.md §10 and of the
/// cookbook this project started from.
public enum SpacingProfile: String, Sendable, CaseIterable {
    /// P7 (iOS 6/7, macOS): standard spacing is 20 to a superview edge and 8 between siblings;
    /// layout margins exist but nothing uses them implicitly; changing a required priority to
    /// optional on an active constraint is refused.
    case ios7
    /// P8 (iOS 8–10): a root view's margins are 16 left and right, 0 top and bottom; VFL's `|-`
    /// binds to the superview's margins. Required ↔ optional changes are refused.
    case ios8
    /// P11 (iOS 11 and later): like ``ios8``, with margins that include the safe area, and
    /// required ↔ optional changes on active constraints re-add the constraint (§2.3).
    case ios11

    /// Standard space between two sibling views, in points: 8.
    public var siblingSpacing: Double { 8 }

    /// Standard space between a view and its superview's edge, in points: 20 in ``ios7``, 0 in
    /// the margin-based profiles (where the margin supplies the space).
    public var superviewSpacing: Double { self == .ios7 ? 20 : 0 }

    /// Whether the profile binds VFL's `|-` to the superview's layout margins.
    public var usesLayoutMargins: Bool { self != .ios7 }

    /// The default layout margins of a root view: 8 on each side in ``ios7`` (as any view), 16
    /// left and right and 0 top and bottom in the later profiles (compact width).
    public var rootLayoutMargins: EdgeInsets {
        self == .ios7 ? View.defaultLayoutMargins : EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    }
}
