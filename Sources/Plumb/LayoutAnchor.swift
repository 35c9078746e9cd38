// Anchors: a typed way to make constraints (UIKit's NSLayoutAnchor family).
//
// An x anchor only meets x anchors, a y anchor y anchors and a dimension dimensions: mixing them
// is a compile-time error, not a crash. The one pairing the types cannot rule out (leading or
// trailing with left or right, docs/auto-layout.md §1.3) is reported when the constraint is activated.

import PlumbSolver

/// An attribute of a layout item, used to make constraints with other anchors of the same type.
public protocol LayoutAnchor {
    /// The view or layout guide.
    var item: LayoutItem { get }
    /// The attribute of ``item``.
    var attribute: LayoutAttribute { get }
}

/// A horizontal location: leading, trailing, left, right or centre x.
public struct LayoutXAxisAnchor: LayoutAnchor {
    /// The view or layout guide.
    public let item: LayoutItem
    /// The attribute of ``item``.
    public let attribute: LayoutAttribute
}

/// A vertical location: top, bottom, centre y or a baseline.
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The view or layout guide.
    public let item: LayoutItem
    /// The attribute of ``item``.
    public let attribute: LayoutAttribute
}

/// A size: width or height.
public struct LayoutDimension: LayoutAnchor {
    /// The view or layout guide.
    public let item: LayoutItem
    /// The attribute of ``item``.
    public let attribute: LayoutAttribute
}

extension LayoutAnchor {
    /// The anchor as the second side of a constraint: its item and attribute.
    var side: (item: LayoutItem, attribute: LayoutAttribute) { (item, attribute) }

    /// An inactive constraint `self relation multiplier × second + constant`; `second` is an
    /// anchor's ``side`` (a pair, not `Self?`, so that the body needs no generic metadata).
    func make(
        _ relation: LayoutRelation, _ second: (item: LayoutItem, attribute: LayoutAttribute)?,
        multiplier: Double = 1, constant: Double, spacing: LayoutConstraint.Spacing? = nil, fileID: String,
        line: Int
    ) -> LayoutConstraint {
        LayoutConstraint.anchored(
            item, attribute, relation, second, multiplier: multiplier, constant: constant, spacing: spacing,
            fileID: fileID, line: line)
    }

    /// An inactive constraint `self == anchor + constant`.
    @inlinable
    public func constraint(
        equalTo anchor: Self, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint.anchored(
            item, attribute, .equal, to: anchor.item, anchor.attribute, constant: constant, fileID: fileID,
            line: line)
    }

    /// An inactive constraint `self >= anchor + constant`.
    @inlinable
    public func constraint(
        greaterThanOrEqualTo anchor: Self, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint.anchored(
            item, attribute, .greaterThanOrEqual, to: anchor.item, anchor.attribute, constant: constant,
            fileID: fileID,
            line: line)
    }

    /// An inactive constraint `self <= anchor + constant`.
    @inlinable
    public func constraint(
        lessThanOrEqualTo anchor: Self, constant: Double = 0, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        LayoutConstraint.anchored(
            item, attribute, .lessThanOrEqual, to: anchor.item, anchor.attribute, constant: constant,
            fileID: fileID,
            line: line)
    }
}

extension LayoutXAxisAnchor {
    /// An inactive constraint placing `self` the system spacing (8 pt) times `multiplier` after
    /// `anchor`: `self == anchor + NSLayoutAnchorConstraintSpace(8 × multiplier)` (§6.3).
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        make(
            .equal, anchor.side, constant: 0, spacing: .system(multiplier: multiplier), fileID: fileID,
            line: line)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .greaterThanOrEqual, anchor.side, constant: 0, spacing: .system(multiplier: multiplier),
            fileID: fileID,
            line: line)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .lessThanOrEqual, anchor.side, constant: 0, spacing: .system(multiplier: multiplier),
            fileID: fileID,
            line: line)
    }
}

extension LayoutYAxisAnchor {
    /// An inactive constraint placing `self` the system spacing times `multiplier` below `anchor`
    /// (§6.3): 8 pt between edges; between two text baselines, derived from the fonts' line
    /// heights (§6.4).
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        make(
            .equal, anchor.side, constant: 0, spacing: .system(multiplier: multiplier), fileID: fileID,
            line: line)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .greaterThanOrEqual, anchor.side, constant: 0, spacing: .system(multiplier: multiplier),
            fileID: fileID,
            line: line)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .lessThanOrEqual, anchor.side, constant: 0, spacing: .system(multiplier: multiplier),
            fileID: fileID,
            line: line)
    }
}

extension LayoutDimension {
    /// An inactive constraint `self == constant` (a fixed size, in points).
    public func constraint(equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line)
        -> LayoutConstraint
    {
        make(.equal, nil, constant: constant, fileID: fileID, line: line)
    }

    /// An inactive constraint `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant, fileID: fileID, line: line)
    }

    /// An inactive constraint `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant, fileID: fileID, line: line)
    }

    /// An inactive constraint `self == multiplier × anchor + constant` (aspect ratios, halves).
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0, fileID: String = #fileID,
        line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor.side, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// An inactive constraint `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .greaterThanOrEqual, anchor.side, multiplier: multiplier, constant: constant, fileID: fileID,
            line: line)
    }

    /// An inactive constraint `self <= multiplier × anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .lessThanOrEqual, anchor.side, multiplier: multiplier, constant: constant, fileID: fileID,
            line: line)
    }
}

extension LayoutItem {
    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    /// The baseline of the first line of text (the top edge of a view without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
}

extension LayoutConstraint {
    /// ``anchored(_:_:_:_:multiplier:constant:spacing:fileID:line:)`` of two anchors with a
    /// multiplier of 1 and no symbolic spacing: what the anchors' `constraint(equalTo:…)` family
    /// calls, inlined where the anchors' type is known so that their items are read without the
    /// protocol's getter (which returns each retained).
    @usableFromInline
    static func anchored(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        to secondItem: LayoutItem,
        _ secondAttribute: LayoutAttribute, constant: Double, fileID: String, line: Int
    ) -> LayoutConstraint {
        // The second item passed as it is, not through the optional pair (whose copy retained it).
        LayoutConstraint(
            item, attribute, relation, secondItem, secondAttribute,
            constant: constant.isFinite ? constant : 0,
            pendingError: anchorError(
                item, attribute, secondAttribute, hasSecondItem: true, constant: constant),
            fileID: fileID, line: line)
    }

    /// An inactive constraint made by an anchor, `item.attribute relation multiplier × second +
    /// constant`, with its pairing or non-finite error kept for activation.
    static func anchored(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: (item: LayoutItem, attribute: LayoutAttribute)?, multiplier: Double, constant: Double,
        spacing: Spacing?, fileID: String, line: Int
    ) -> LayoutConstraint {
        let error = anchorError(
            item, attribute, second?.attribute ?? .notAnAttribute, hasSecondItem: second != nil,
            multiplier: multiplier, constant: constant)
        return LayoutConstraint(
            item, attribute, relation, second?.item, second?.attribute ?? .notAnAttribute,
            multiplier: multiplier,
            constant: constant.isFinite ? constant : 0, spacing: spacing, pendingError: error, fileID: fileID,
            line: line)
    }

    /// The error an anchor-made constraint keeps for its activation: a non-finite constant or
    /// multiplier, else the attributes' pairing error (`pairingError`), else nil.
    private static func anchorError(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ secondAttribute: LayoutAttribute,
        hasSecondItem: Bool, multiplier: Double = 1, constant: Double
    ) -> LayoutError? {
        if !constant.isFinite { return .notFinite(name: "constant", value: constant) }
        if !multiplier.isFinite { return .notFinite(name: "multiplier", value: multiplier) }
        return pairingError(item, attribute, secondAttribute, hasSecondItem: hasSecondItem)
    }
}
