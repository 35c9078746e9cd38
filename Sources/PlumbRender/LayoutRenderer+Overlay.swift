// The overlay: the tree's constraints, broken constraints and ambiguous views, with a legend
// (see LayoutRenderer.swift).

import Plumb

extension LayoutRenderer {
    /// The legend's height below the panels, in points: 36.
    static let legendHeight = 36.0
    /// The legend's width, in points (the page is at least this wide with the overlay): 600.
    static let legendWidth = 600.0

    /// Draws the panel's constraints, then the `ambiguous` views' outlines.
    func drawOverlay(
        _ panel: Panel, ambiguous: [RenderAnnotations.AmbiguousView], into drawing: inout Drawing
    ) {
        for (constraint, title) in panel.overlayConstraints {
            let broken = constraint.priority.isRequired && !LayoutRenderer.holds(constraint)
            let color: SVGColor = broken ? .broken : .constraint
            drawing.beginGroup(Drawing.Group(title: "\(title)\(broken ? ": broken" : "")"))
            drawConstraint(constraint, color: color, width: broken ? 2 : 1, into: &drawing)
            drawing.endGroup()
        }
        var outlined: Set<ObjectIdentifier> = []
        for item in ambiguous where outlined.insert(ObjectIdentifier(item.view)).inserted {
            let frame = item.view.frameInRoot
            drawing.beginGroup(
                Drawing.Group(title: "\(item.name): ambiguous \(item.variables.joined(separator: ", "))"))
            drawing.rect(
                Rect(
                    x: frame.origin.x - 2, y: frame.origin.y - 2, width: frame.width + 4,
                    height: frame.height + 4),
                stroke: .ambiguous, strokeWidth: 2, dash: [5, 3])
            drawing.endGroup()
        }
    }

    /// One constraint: a bar along the view for a width or height (on both items when it relates
    /// two sizes), else a line between the two attributes across the gap, with a dot at each end;
    /// a location equal to a constant is a dot. Items that are not views (guides) are skipped.
    private func drawConstraint(
        _ constraint: LayoutConstraint, color: SVGColor, width: Double, into drawing: inout Drawing
    ) {
        guard let first = constraint.firstItem as? View else { return }
        let second = constraint.secondItem as? View
        if constraint.firstAttribute.isSize {
            for (view, attribute) in [
                (first, constraint.firstAttribute), (second, constraint.secondAttribute),
            ] {
                guard let view, attribute.isSize else { continue }
                let frame = view.frameInRoot
                let (start, end) =
                    attribute == .width
                    ? (
                        Point(x: frame.origin.x, y: frame.origin.y + 4),
                        Point(x: frame.origin.x + frame.width, y: frame.origin.y + 4)
                    )
                    : (
                        Point(x: frame.origin.x + 4, y: frame.origin.y),
                        Point(x: frame.origin.x + 4, y: frame.origin.y + frame.height)
                    )
                drawing.line(from: start, to: end, stroke: color, strokeWidth: width, dash: [2, 2])
                drawing.circle(center: start, radius: 1.5, fill: color)
                drawing.circle(center: end, radius: 1.5, fill: color)
            }
            return
        }
        let horizontal = constraint.firstAttribute.axis == .horizontal
        guard let start = LayoutRenderer.value(of: constraint.firstAttribute, in: first) else { return }
        guard let second, let end = LayoutRenderer.value(of: constraint.secondAttribute, in: second) else {
            drawing.circle(
                center: LayoutRenderer.place(start, across: first, horizontal: horizontal), radius: 2,
                fill: color)
            return
        }
        // Across the gap, at the middle of the item that is not the other's ancestor (the first
        // when neither is): a subview's edge to its superview's runs beside the subview.
        let beside = LayoutRenderer.isAncestor(first, of: second) ? second : first
        let from = LayoutRenderer.place(start, across: beside, horizontal: horizontal)
        let to = LayoutRenderer.place(end, across: beside, horizontal: horizontal)
        drawing.line(from: from, to: to, stroke: color, strokeWidth: width)
        drawing.circle(center: from, radius: 2, fill: color)
        drawing.circle(center: to, radius: 2, fill: color)
        // Between cousins, a dotted leader to where the attribute is on the other item.
        for (view, value, point) in [(first, start, from), (second, end, to)]
        where view !== beside && !LayoutRenderer.isAncestor(view, of: beside) {
            let actual = LayoutRenderer.place(value, across: view, horizontal: horizontal)
            if actual != point {
                drawing.line(from: point, to: actual, stroke: color, strokeWidth: 0.5, dash: [1, 2])
            }
        }
    }

    /// The point at `value` on the constraint's axis and the middle of `view`'s alignment
    /// rectangle across it.
    static func place(_ value: Double, across view: View, horizontal: Bool) -> Point {
        let frame = view.alignmentRect(forFrame: view.frameInRoot)
        return horizontal
            ? Point(x: value, y: frame.origin.y + frame.height / 2)
            : Point(x: frame.origin.x + frame.width / 2, y: value)
    }

    /// Whether `ancestor` is a superview (at any depth) of `view`.
    static func isAncestor(_ ancestor: View, of view: View) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.superview
        }
        return false
    }

    /// The value of an attribute of a view in the root's coordinates (a size for width and
    /// height), read on its alignment rectangle as constraints are; leading and trailing follow
    /// the view's layout direction, margins its `layoutMargins`, baselines its baseline offsets.
    static func value(of attribute: LayoutAttribute, in view: View) -> Double? {
        let frame = view.alignmentRect(forFrame: view.frameInRoot)
        let margins = view.layoutMargins
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = frame.origin.x
        let right = left + frame.width
        let top = frame.origin.y
        let bottom = top + frame.height
        switch attribute {
        case .notAnAttribute: return nil
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return rightToLeft ? right : left
        case .trailing: return rightToLeft ? left : right
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return (left + right) / 2
        case .centerY: return (top + bottom) / 2
        case .firstBaseline: return top + view.firstBaselineOffsetFromTop
        case .lastBaseline: return bottom - view.lastBaselineOffsetFromBottom
        case .leftMargin: return left + margins.left
        case .rightMargin: return right - margins.right
        case .topMargin: return top + margins.top
        case .bottomMargin: return bottom - margins.bottom
        case .leadingMargin: return rightToLeft ? right - margins.right : left + margins.left
        case .trailingMargin: return rightToLeft ? left + margins.left : right - margins.right
        case .centerXWithinMargins: return (left + margins.left + right - margins.right) / 2
        case .centerYWithinMargins: return (top + margins.top + bottom - margins.bottom) / 2
        }
    }

    /// Whether the frames satisfy the constraint within 0.001 pt. Only constraints whose items
    /// are views are judged, and locations only with multiplier 1 (a multiplied location depends
    /// on the coordinate space it is read in); the others count as holding.
    static func holds(_ constraint: LayoutConstraint) -> Bool {
        guard let first = constraint.firstItem as? View,
            let lhs = value(of: constraint.firstAttribute, in: first)
        else { return true }
        var rhs = constraint.constant
        if let secondItem = constraint.secondItem {
            guard let second = secondItem as? View,
                let value = value(of: constraint.secondAttribute, in: second)
            else { return true }
            if !constraint.firstAttribute.isSize && constraint.multiplier != 1 { return true }
            rhs += constraint.multiplier * value
        }
        let tolerance = 1e-3
        switch constraint.relation {
        case .equal: return abs(lhs - rhs) <= tolerance
        case .lessThanOrEqual: return lhs <= rhs + tolerance
        case .greaterThanOrEqual: return lhs >= rhs - tolerance
        }
    }

    /// The legend: a blue constraint, a red broken constraint, a dashed orange ambiguous view.
    func drawLegend(at origin: Point, into drawing: inout Drawing) {
        let y = origin.y + 10
        let items: [(String, SVGColor, Bool)] = [
            ("constraint", .constraint, false),
            ("broken constraint (unsatisfiable)", .broken, false),
            ("ambiguous view", .ambiguous, true),
        ]
        var x = origin.x
        drawing.beginGroup(Drawing.Group(className: "legend"))
        for (label, color, dashed) in items {
            if dashed {
                drawing.rect(
                    Rect(x: x, y: y - 6, width: 24, height: 12), stroke: color, strokeWidth: 2, dash: [5, 3])
            } else {
                drawing.line(
                    from: Point(x: x, y: y), to: Point(x: x + 24, y: y), stroke: color,
                    strokeWidth: color == .broken ? 2 : 1)
                drawing.circle(center: Point(x: x, y: y), radius: 2, fill: color)
                drawing.circle(center: Point(x: x + 24, y: y), radius: 2, fill: color)
            }
            drawing.text(label, x: x + 32, y: y + 4, font: .systemFont(ofSize: 12), fill: .black)
            x += 32 + Double(label.count) * 7 + 24
        }
        drawing.endGroup()
    }
}
