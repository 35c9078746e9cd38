// Lowering: from `first.attr REL m × second.attr + c` to a linear constraint over engine variables.
//
// docs/auto-layout.md §1.4 and §8.1. A constraint is lowered in the coordinate space of its container
// C: an item's position is its own minX plus the minX of every ancestor strictly below C, so a
// constraint between views in different superviews (§5.3) sums the path from each view up to
// their common ancestor; C's own edges are 0 and its width. Margins and baselines enter as
// constants, read at lowering time and re-read when they change (§1.2). A constraint naming a
// leading or trailing attribute is evaluated in a mirrored x axis when its first item lays out
// right to left (§1.5): leading := −(minX + width), trailing := −minX, centres negated.

import PlumbSolver

/// The solver constraints of one layout constraint, ready to add.
struct LoweredConstraint {
    /// One solver constraint, or two for an intrinsic-size constraint (hugging, compression);
    /// none when lowered for the constant alone.
    var constraints: LoweredConstraints
    /// The constant of the lowered expression.
    var constant: Double
    /// Whether the constant holds an alignment inset of a view on an item's path to the
    /// container (or of the container), so that it is not ``LayoutConstraint/constant`` alone.
    var readsAlignmentInsets = false
}

/// Builds lowered constraints; pure functions of the current tree.
enum Lowering {
    /// Lowers a constraint held by `container` into `solver`'s constraints (made, not added), or
    /// returns nil when an item is gone or has left the container's subtree. Without a solver,
    /// only the constant is computed.
    static func lower(
        _ constraint: LayoutConstraint, in container: View, profile: SpacingProfile, into solver: Solver?
    ) -> LoweredConstraint? {
        var directions = DirectionCache()
        return lower(constraint, in: container, profile: profile, into: solver, directions: &directions)
    }

    /// ``lower(_:in:profile:into:)`` with the directions of the views met so far in a batch
    /// (which changes no tree).
    static func lower(
        _ constraint: LayoutConstraint, in container: View, profile: SpacingProfile, into solver: Solver?,
        directions: inout DirectionCache
    ) -> LoweredConstraint? {
        // The items borrowed, not retained: they live, since an item's deinit clears the
        // constraint's handle to it.
        guard let first = constraint.unretainedFirstItem else { return nil }
        let second = constraint.secondAttribute != .notAnAttribute ? constraint.unretainedSecondItem : nil
        return first._withUnsafeGuaranteedRef { first in
            lower(
                constraint, first: first, second: second, in: container, profile: profile, into: solver,
                directions: &directions)
        }
    }

    /// ``lower(_:in:profile:into:directions:)`` of a constraint whose first item is `first` and
    /// whose second item, when its second attribute names one, is `second`.
    private static func lower(
        _ constraint: LayoutConstraint, first: LayoutItem, second: Unmanaged<LayoutItem>?, in container: View,
        profile: SpacingProfile, into solver: Solver?, directions: inout DirectionCache
    ) -> LoweredConstraint? {
        let sign = directionSign(of: constraint, first: first, directions: &directions)
        // A plain view is told from a scroll view by its class, before any cast.
        let content =
            type(of: container) == View.self
            ? nil : (container as? ScrollView)?.contentVariables(for: constraint)
        // `left − right`, its terms appended straight into the solver's arena (Solver+Handles.swift):
        // the first item's, then the second's scaled by −multiplier. The two sides' constants are
        // summed apart and subtracted at the end, so that the constant is bit for bit
        // `left − right`.
        var constant = 0.0
        var readsInsets = false
        guard
            append(
                first, constraint.firstAttribute, in: container, content: content, sign: sign, scale: 1,
                to: solver, constant: &constant, readsInsets: &readsInsets)
        else {
            solver?.discardTerms()
            return nil
        }
        let leftConstant = constant
        constant = -resolvedConstant(of: constraint, profile: profile)
        if let second {
            let appended = second._withUnsafeGuaranteedRef { second in
                append(
                    second, constraint.secondAttribute, in: container, content: content, sign: sign,
                    scale: -constraint.multiplier,
                    to: solver, constant: &constant, readsInsets: &readsInsets)
            }
            guard appended else {
                solver?.discardTerms()
                return nil
            }
        }
        constant = leftConstant + constant
        guard let solver else {
            return LoweredConstraint(
                constraints: LoweredConstraints(), constant: constant, readsAlignmentInsets: readsInsets)
        }
        // The two inequalities of an intrinsic size: the second made of the first one's terms.
        let constraints: LoweredConstraints
        if let (hugging, compression) = constraint.contentSizePriorities {
            let hug = solver.makeConstraint(constant: constant, .lessThanOrEqual, priority: hugging)
            constraints = LoweredConstraints(
                hug, solver.makeConstraint(sharingTermsOf: hug, .greaterThanOrEqual, priority: compression))
        } else {
            constraints = LoweredConstraints(
                solver.makeConstraint(constant: constant, constraint.relation, priority: constraint.priority))
        }
        return LoweredConstraint(
            constraints: constraints, constant: constant, readsAlignmentInsets: readsInsets)
    }

    /// The lowered constant of a constraint whose constant is not symbolic, whose attributes
    /// read no margin and no baseline and whose lowering read no alignment inset, with its items
    /// alive: −``LayoutConstraint/constant``, what ``lower(_:in:profile:)`` computes (the
    /// attributes add no constant of their own), without building the expressions. Nil for any
    /// other constraint. O(1).
    static func plainConstant(of constraint: LayoutConstraint) -> Double? {
        guard constraint.spacing == nil, !constraint.loweredReadsAlignmentInsets,
            isPlain(constraint.firstAttribute), constraint.firstItem != nil
        else { return nil }
        if constraint.secondAttribute != .notAnAttribute {
            guard isPlain(constraint.secondAttribute), constraint.secondItem != nil else { return nil }
        }
        return -constraint.storedConstant
    }

    /// Whether an attribute is `p·position + s·size` with no constant (no margin, no baseline).
    private static func isPlain(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

    /// The constant the constraint adds: its `constant`, or the resolved system or standard spacing
    /// (between two baselines, the font-derived space of §6.4).
    static func resolvedConstant(of constraint: LayoutConstraint, profile: SpacingProfile) -> Double {
        let sibling = profile.siblingSpacing
        return switch constraint.spacing {
        case .system(let multiplier): (constraint.baselineSpacing(sibling) ?? sibling) * multiplier
        case .standard(let toSuperview):
            toSuperview ? profile.superviewSpacing : constraint.baselineSpacing(sibling) ?? sibling
        case nil: constraint.storedConstant
        }
    }

    /// −1 when the constraint names a directional attribute and its first item lays out right to
    /// left, else 1.
    static func directionSign(
        of constraint: LayoutConstraint, first: LayoutItem, directions: inout DirectionCache
    ) -> Double {
        guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional else {
            return 1
        }
        guard let view = first.unmanagedNearestView else { return 1 }
        return view._withUnsafeGuaranteedRef { directions.direction(of: $0) } == .rightToLeft ? -1 : 1
    }

    /// The layout directions met while lowering: the last superview asked about and its
    /// ``View/effectiveUserInterfaceLayoutDirection``, so that the views of one superview (a
    /// cell's labels, a column's cells) climb to the root once while nothing changes the tree.
    struct DirectionCache {
        /// The last superview asked about, unretained: a cache lives for one lowering pass, while
        /// the tree holds its views.
        private var superview: Unmanaged<View>?
        private var direction = UserInterfaceLayoutDirection.leftToRight

        /// ``View/effectiveUserInterfaceLayoutDirection`` of `view`: its own forced direction, else
        /// its superview's, read from the cache when that superview was the last one asked about.
        mutating func direction(of view: View) -> UserInterfaceLayoutDirection {
            switch view.storedSemanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: break
            }
            guard let parent = view.unmanagedSuperview else { return .leftToRight }
            if parent.toOpaque() != superview?.toOpaque() {
                superview = parent
                direction = parent._withUnsafeGuaranteedRef { $0.effectiveUserInterfaceLayoutDirection }
            }
            return direction
        }
    }

    /// Adds `scale` times the attribute of `item`, in `container`'s coordinates, to the terms
    /// being appended in `solver` (none without one) and to `constant`; returns false when the
    /// item is not in the container's subtree. Sets `readsInsets` when an alignment inset entered
    /// the constant.
    ///
    /// Every attribute is `p·position + s·size + c` on its axis (§1.2), with the position summed
    /// over the item's ancestors strictly below the container and zero for the container itself.
    /// The variables describe alignment rectangles while coordinates are measured from frames
    /// (``View/alignmentRectInsets``): each ancestor adds its frame's origin, its alignment
    /// position less its leading (top) inset, and the container's own alignment rectangle starts
    /// at its left (top) inset;
    /// right-to-left constraints negate p and s of the x locations (§1.5). When `content` is given
    /// (a scroll view's content rectangle, §8.12), the container's edges and margins are read from
    /// it; its width, height and centres stay the frame's (a centre at half the frame's size from
    /// the content's origin), as UIKit's.
    static func append(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in container: View,
        content: RectangleVariables? = nil,
        sign: Double, scale: Double, to solver: Solver?, constant: inout Double, readsInsets: inout Bool
    ) -> Bool {
        guard let axis = attribute.axis, let (p, s, c) = coefficients(of: item, attribute, sign: sign) else {
            return false
        }
        let isContainer = item === container
        // The item's own variables, or the content's when the container is a scroll view whose
        // content the attribute reads.
        let readsContent = isContainer && content != nil && !attribute.readsFrameOfScrollView
        // The solver borrowed for each term: a plain call retained and released it around each.
        let solver = solver.map(Unmanaged.passUnretained)
        if p != 0 && !isContainer {
            solver?._withUnsafeGuaranteedRef {
                $0.appendTerm(item.layoutVariables, axis.positionMember, coefficient: p * scale)
            }
            // The ancestors climbed unretained (the item lives, so do they).
            let target = Unmanaged.passUnretained(container).toOpaque()
            var ancestor = item.unmanagedLayoutSuperitem
            while let unmanaged = ancestor, unmanaged.toOpaque() != target {
                let inset = unmanaged._withUnsafeGuaranteedRef { view in
                    solver?._withUnsafeGuaranteedRef {
                        $0.appendTerm(view.layoutVariables, axis.positionMember, coefficient: p * scale)
                    }
                    return view.alignmentRectInsets.leadingEdge(along: axis)
                }
                if inset != 0 {
                    constant -= p * scale * inset
                    readsInsets = true
                }
                ancestor = View.parent(of: unmanaged)
            }
            guard ancestor?.toOpaque() == target else { return false }
        } else if p != 0 && content == nil {
            let inset = container.alignmentRectInsets.leadingEdge(along: axis)
            if inset != 0 {
                constant += p * scale * inset
                readsInsets = true
            }
        }
        if s != 0, let solver {
            let variables =
                if let content, readsContent {
                    content
                } else {
                    item.layoutVariables
                }
            solver._withUnsafeGuaranteedRef {
                $0.appendTerm(variables, axis.sizeMember, coefficient: s * scale)
            }
        }
        constant += c * scale
        return true
    }

    /// The attribute as `p·position + s·size + c`; margins and baselines are read now (§1.2).
    private static func coefficients(of item: LayoutItem, _ attribute: LayoutAttribute, sign: Double)
        -> (Double, Double, Double)?
    {
        guard let (p, s) = shape(of: attribute, sign: sign) else { return nil }
        return (p, s, isPlain(attribute) ? 0 : offset(of: item, attribute, sign: sign))
    }

    /// The attribute's `p` and `s` in `p·position + s·size + c`, or nil for `.notAnAttribute`:
    /// which variables it reads, and with which coefficients. `sign` is −1 for a right-to-left
    /// layout, which mirrors the leading and trailing attributes and negates the x centres.
    private static func shape(of attribute: LayoutAttribute, sign: Double) -> (Double, Double)? {
        let isLeftToRight = sign > 0
        return switch attribute {
        case .notAnAttribute: nil
        case .left, .top, .firstBaseline, .leftMargin, .topMargin: (1, 0)
        case .right, .bottom, .lastBaseline, .rightMargin, .bottomMargin: (1, 1)
        case .centerX, .centerXWithinMargins: (sign, sign / 2)
        case .centerY, .centerYWithinMargins: (1, 0.5)
        case .width, .height: (0, 1)
        case .leading, .leadingMargin: isLeftToRight ? (1, 0) : (-1, -1)
        case .trailing, .trailingMargin: isLeftToRight ? (1, 1) : (-1, 0)
        }
    }

    /// The attribute's `c` in `p·position + s·size + c`: a baseline's offset, a margin, or the
    /// centre between two margins; zero for the frame's own edges, centres and sizes.
    private static func offset(of item: LayoutItem, _ attribute: LayoutAttribute, sign: Double) -> Double {
        let isLeftToRight = sign > 0
        switch attribute {
        case .firstBaseline: return (item as? View)?.firstBaselineOffsetFromTop ?? 0
        case .lastBaseline: return -((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            break
        default: return 0
        }
        let margins = (item as? View)?.layoutMargins ?? .zero
        return switch attribute {
        case .leftMargin: margins.left
        case .rightMargin: -margins.right
        case .topMargin: margins.top
        case .bottomMargin: -margins.bottom
        case .leadingMargin: isLeftToRight ? margins.left : margins.right
        case .trailingMargin: isLeftToRight ? -margins.right : -margins.left
        case .centerXWithinMargins: sign * (margins.left - margins.right) / 2
        case .centerYWithinMargins: (margins.top - margins.bottom) / 2
        default: 0
        }
    }
}

extension LayoutAttribute {
    /// Whether a scroll view's attribute, seen from its descendants, is its frame's rather than
    /// its content's (§8.12): width, height and the centres.
    var readsFrameOfScrollView: Bool {
        self == .width || self == .height || self == .centerX || self == .centerY
    }
}
