// Rebuilding a conflict log's constraints as linear relations for Plumb's solver.
//
// Each item gets four variables: its left edge and top edge (free) and its width and height
// (never negative: Apple's engine keeps every view's and layout guide's size >= 0, and many
// logged conflicts exist only because of that bound, which the log never lists). Attributes are
// expressions over them: right = minX + width, centerX = minX + width / 2, leading = minX (or
// -maxX when the entry says `(RTL)`, so that a positive constant moves in the reading direction),
// lastBaseline = maxY and firstBaseline = minY (the log gives no font metrics). A margin
// attribute is the matching edge of the view's layout-margins guide when the log places that
// guide (`UIView-*Margin-guide-constraint`), else the edge inset by UIKit's default margin, 8.
// A position with no second item (`view.minY == 0`, `view.midX == + 14.5`) is measured from the
// superview the entry names as `'|'`, else the one another entry of the log places the item in
// (`H:|-(8)-[item]` with `'|'` named), else from an unnamed superview of its own.

import PlumbSolver

/// The solver form of one conflict log's constraints.
struct LogLowering {
    /// The solver constraint of each listed constraint; nil for an unread, optional or inactive one.
    private(set) var constraints: [Constraint?] = []
    /// Each item's frame variables: minX, minY, width, height.
    private(set) var frames: [(x: Variable, y: Variable, width: Variable, height: Variable)] = []
    /// The unnamed superview origins, by item.
    private var parents: [Int: (x: Variable, y: Variable)] = [:]
    /// The margins guide of each view that has one placed by the log.
    private var marginGuides: [Int: Int] = [:]
    /// The superview of each item that some entry places against its `'|'`.
    private var superviews: [Int: Int] = [:]

    /// UIKit's default layout margin, in points, used where the log does not place the margins guide.
    static let defaultMargin = 8.0

    /// Lowers `log`; with `boundedSizes` false, widths and heights may be negative (to tell whether
    /// a conflict rests on that bound).
    init(_ log: ConflictLog, boundedSizes: Bool = true) {
        for (index, view) in log.views.enumerated() {
            let name = view.address ?? view.className
            frames.append(
                (
                    Variable("\(name).minX#\(index)"), Variable("\(name).minY#\(index)"),
                    Variable("\(name).width#\(index)", isNonNegative: boundedSizes),
                    Variable("\(name).height#\(index)", isNonNegative: boundedSizes)
                ))
        }
        for constraint in log.constraints where constraint.kind == .margin {
            guard let superview = constraint.superview else { continue }
            for anchor in [constraint.first, constraint.second].compactMap(\.self)
            where anchor.item != superview && log.views[anchor.item].isLayoutGuide {
                marginGuides[superview] = anchor.item
            }
        }
        for constraint in log.constraints {
            guard let superview = constraint.superview, let first = constraint.first else { continue }
            if let second = constraint.second {
                if first.item == superview, second.item != superview { superviews[second.item] = superview }
                if second.item == superview, first.item != superview { superviews[first.item] = superview }
            } else if first.item != superview {
                superviews[first.item] = superview
            }
        }
        for constraint in log.constraints {
            constraints.append(lower(constraint))
        }
    }

    /// The solver constraint of `constraint`, or nil when it is unread, optional or inactive.
    private mutating func lower(_ constraint: LoggedConstraint) -> Constraint? {
        guard let first = constraint.first, constraint.priority >= 1000, constraint.isActive else {
            return nil
        }
        let rtl = constraint.isRightToLeft
        let left = expression(first, rtl: rtl)
        var right: Expression
        if let second = constraint.second {
            right = constraint.multiplier * expression(second, rtl: rtl)
        } else if first.attribute.isSize {
            right = Expression()
        } else {
            let origin = parentOrigin(of: first.item, superview: constraint.superview)
            right = Expression(first.attribute.isHorizontal ? origin.x : origin.y)
        }
        right.constant += constraint.constant
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(left, relation, right)
    }

    /// The origin a position with no second item is measured from: the superview the entry
    /// names, else the one another entry places the item in, else an unnamed one.
    private mutating func parentOrigin(of item: Int, superview: Int?) -> (x: Variable, y: Variable) {
        if let superview = superview ?? superviews[item], superview != item {
            return (frames[superview].x, frames[superview].y)
        }
        if let parent = parents[item] { return parent }
        let parent = (Variable("superview#\(item).minX"), Variable("superview#\(item).minY"))
        parents[item] = parent
        return parent
    }

    /// The expression of an item's attribute.
    private func expression(_ anchor: LoggedAnchor, rtl: Bool) -> Expression {
        let frame = frames[anchor.item]
        let x = Expression(frame.x)
        let y = Expression(frame.y)
        let width = Expression(frame.width)
        let height = Expression(frame.height)
        let margins = marginEdges(of: anchor.item)
        switch anchor.attribute {
        case .left, .minX: return x
        case .right, .maxX: return x + width
        case .centerX, .midX: return x + 0.5 * width
        case .width: return width
        case .top, .minY, .firstBaseline: return y
        case .bottom, .maxY, .lastBaseline, .baseline: return y + height
        case .centerY, .midY: return y + 0.5 * height
        case .height: return height
        case .leading: return rtl ? -(x + width) : x
        case .trailing: return rtl ? -x : x + width
        case .leftMargin: return margins.left
        case .rightMargin: return margins.right
        case .topMargin: return margins.top
        case .bottomMargin: return margins.bottom
        case .leadingMargin: return rtl ? -margins.right : margins.left
        case .trailingMargin: return rtl ? -margins.left : margins.right
        case .centerXWithinMargins: return 0.5 * (margins.left + margins.right)
        case .centerYWithinMargins: return 0.5 * (margins.top + margins.bottom)
        }
    }

    /// The edges of a view's layout margins: its margins guide's when the log places it, else
    /// its own edges inset by the default margin.
    private func marginEdges(of item: Int) -> (
        left: Expression, right: Expression, top: Expression, bottom: Expression
    ) {
        if let guide = marginGuides[item] {
            let frame = frames[guide]
            return (
                Expression(frame.x), frame.x + frame.width, Expression(frame.y), frame.y + frame.height
            )
        }
        let frame = frames[item]
        let inset = Self.defaultMargin
        return (
            frame.x + inset, frame.x + frame.width - inset, frame.y + inset, frame.y + frame.height - inset
        )
    }
}
