import Plumb

/// One active constraint of a laid-out spec's tree, in the spec's words: what
/// `plumb layout --constraints` prints for it (docs/spec-format.md).
///
/// Items are named as the spec names them (`root`, view names, `list[0].title` for a list's
/// cells); a view the spec does not name is its nearest named ancestor's
/// `NAME.subviews[INDEX]`, and a layout guide `OWNER.IDENTIFIER` (`stack.UISV-alignment-spanner`,
/// `[K]` appended when the owner has several with that identifier).
public struct SpecLayoutConstraint: Sendable, Equatable {
    /// The first item's name.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute
    /// `==`, `>=` or `<=`.
    public var relation: LayoutRelation
    /// The second item's name, nil for `attribute == constant`.
    public var secondItem: String?
    /// The second item's attribute, nil without a second item.
    public var secondAttribute: LayoutAttribute?
    /// The factor of the second attribute (1 without a second item).
    public var multiplier: Double
    /// The constant in points, a standard or system spacing resolved in the tree's profile.
    public var constant: Double
    /// The priority, in (0, 1000]. An intrinsic-size constraint stands for two inequalities at the
    /// view's hugging and compression-resistance priorities; its own is 1000.
    public var priority: LayoutPriority
    /// The constraint's identifier (`UISV-spacing`, `UIView-Encapsulated-Layout-Width`), if any.
    public var identifier: String?
    /// What made it: the spec entry as written, or for a constraint Plumb made, what made it
    /// (see ``SpecConstraintReference/spec``).
    public var spec: String
    /// The spec line of ``spec``, from 1; 0 for a root size given by `--size`.
    public var line: Int
}
