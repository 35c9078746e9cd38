// Lowering: from `first.attr REL m × second.attr + c` to a linear constraint over engine variables.
//
// auto-layout.md §1.4 and §8.1. A constraint is lowered in the coordinate space of its container
// C: an item's position is its own minX plus the minX of every ancestor strictly below C, so a
// constraint between views in different superviews (§5.3) sums the path from each view up to
// their common ancestor; C's own edges are 0 and its width. Margins and baselines enter as
// constants, read at lowering time and re-read when they change (§1.2). A constraint naming a
// leading or trailing attribute is evaluated in a mirrored x axis when its first item lays out
// right to left (§1.5): leading := −(minX + width), trailing := −minX, centres negated.

import PlumbSolver

/// The solver constraints of one layout constraint, ready to add.
struct LoweredConstraint {
    /// One solver constraint, or two for an intrinsic-size constraint (hugging, compression).
    var constraints: [Constraint]
    /// The constant of the lowered expression.
    var constant: Double
}

/// Builds lowered constraints; pure functions of the current tree.
enum Lowering {
    /// Lowers a constraint held by `container`, or returns nil when an item is gone or has left
    /// the container's subtree.
    static func lower(_ constraint: LayoutConstraint, in container: View, profile: SpacingProfile)
        -> LoweredConstraint?
    {
        guard let first = constraint.firstItem else { return nil }
        let sign = directionSign(of: constraint, first: first)
        guard var left = expression(first, constraint.firstAttribute, in: container, sign: sign) else {
            return nil
        }
        var right = Expression(constant: resolvedConstant(of: constraint, profile: profile))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let expression = expression(second, constraint.secondAttribute, in: container, sign: sign)
            else {
                return nil
            }
            right = right + constraint.multiplier * expression
        }
        if case .contentSize(let hugging, let compression) = constraint.kind {
            let hug = Constraint(left, .lessThanOrEqual, right, priority: hugging)
            let resist = Constraint(left, .greaterThanOrEqual, right, priority: compression)
            return LoweredConstraint(constraints: [hug, resist], constant: (left - right).constant)
        }
        // Keep the written constant on the right so descriptions read `x == y + 8`.
        let offset = left.constant
        left.constant = 0
        right.constant -= offset
        let lowered = Constraint(left, constraint.relation, right, priority: constraint.priority)
        return LoweredConstraint(constraints: [lowered], constant: -right.constant)
    }

    /// The constant the constraint adds: its `constant`, or the resolved system or standard spacing.
    static func resolvedConstant(of constraint: LayoutConstraint, profile: SpacingProfile) -> Double {
        switch constraint.spacing {
        case .system(let multiplier): profile.siblingSpacing * multiplier
        case .standard(let toSuperview): toSuperview ? profile.superviewSpacing : profile.siblingSpacing
        case nil: constraint.constant
        }
    }

    /// −1 when the constraint names a directional attribute and its first item lays out right to
    /// left, else 1.
    static func directionSign(of constraint: LayoutConstraint, first: LayoutItem) -> Double {
        guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional else {
            return 1
        }
        return first.nearestView?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    }

    /// The attribute of `item` as an expression in `container`'s coordinates, or nil when the item
    /// is not in the container's subtree.
    static func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: View, sign: Double)
        -> Expression?
    {
        guard let axis = attribute.axis else { return nil }
        let isContainer = item === container
        let size: Expression =
            isContainer
            ? Expression(container.layoutVariables.along(axis).size)
            : Expression(item.layoutVariables.along(axis).size)
        if attribute.isSize { return size }
        var position = Expression()
        if !isContainer {
            position = Expression(item.layoutVariables.along(axis).position)
            var ancestor = item.layoutSuperitem
            while let view = ancestor, view !== container {
                position = position + Expression(view.layoutVariables.along(axis).position)
                ancestor = view.layoutSuperitem
            }
            guard ancestor === container else { return nil }
        }
        let margins = (item as? View)?.layoutMargins ?? .zero
        switch attribute {
        case .left: return position
        case .right: return position + size
        case .top: return position
        case .bottom: return position + size
        case .centerX: return sign * (position + 0.5 * size)
        case .centerY: return position + 0.5 * size
        case .leading: return sign > 0 ? position : -1 * (position + size)
        case .trailing: return sign > 0 ? position + size : -1 * position
        case .leftMargin: return position + margins.left
        case .rightMargin: return position + size - margins.right
        case .topMargin: return position + margins.top
        case .bottomMargin: return position + size - margins.bottom
        case .leadingMargin:
            return sign > 0 ? position + margins.left : -1 * (position + size - margins.right)
        case .trailingMargin:
            return sign > 0 ? position + size - margins.right : -1 * (position + margins.left)
        case .centerXWithinMargins:
            return sign * (position + 0.5 * size + (margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return position + 0.5 * size + (margins.top - margins.bottom) / 2
        case .firstBaseline:
            return position + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            return position + size - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .width, .height, .notAnAttribute: return nil
        }
    }
}
