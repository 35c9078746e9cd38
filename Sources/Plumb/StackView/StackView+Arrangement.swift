// The constraints a stack view generates (docs/auto-layout.md §8.10), made with Plumb's public API
// only: the chain of links along the axis, the per-view constraints across it, and the guides
// (alignment spanner, distributing gaps). See the design note in StackView.swift.

extension StackView {
    /// The constraints between two consecutive members of the chain along the axis (a visible view
    /// or the canvas's edge at either end), and the gap guide between them, if any.
    struct Link {
        var constraints: [LayoutConstraint] = []
        var gap: LayoutGuide?
    }

    /// One arranged view and the constraints generated for it.
    struct Member {
        let view: View
        /// Whether the view is laid out as hidden (the state last applied).
        var isCollapsed: Bool
        /// Constraints across the axis that hold whether or not the view is hidden.
        var permanent: [LayoutConstraint] = []
        /// `UISV-spanning-boundary` inequalities, for a visible view in a non-fill alignment.
        var boundary: [LayoutConstraint] = []
        /// `UISV-hiding` constraints, for a hidden view.
        var hiding: [LayoutConstraint] = []
        /// The link to the next visible view (or the canvas's end), for a visible view.
        var linkAfter = Link()
        /// The `UISV-fill-proportionally` constraint, for a visible view in that distribution.
        var share: LayoutConstraint?
    }

    /// Everything generated for the current arrangement.
    struct Arrangement {
        var members: [Member] = []
        /// The link from the canvas's start to the first visible view (or to the canvas's end).
        var startLink = Link()
        /// Constraints that depend on no member (spanner and canvas pins, canvas fit).
        var fixed: [LayoutConstraint] = []
        /// The guides other than the gaps: the alignment spanner and the gap reference.
        var guides: [LayoutGuide] = []
        var spanner: LayoutGuide?
        var gapReference: LayoutGuide?
        /// The stack view or its margins guide (both own the arrangement, so `unowned(unsafe)`).
        unowned(unsafe) var canvas: LayoutItem?
        /// The visible views' intrinsic lengths that the proportional shares were computed from.
        var shares: [Double] = []
    }

    /// The attributes of one axis: the start and end edges, the size and the centre.
    struct Edges {
        let start: LayoutAttribute
        let end: LayoutAttribute
        let size: LayoutAttribute
        let center: LayoutAttribute

        init(_ axis: LayoutAxis) {
            switch axis {
            case .horizontal: (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            case .vertical: (start, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// The attributes along the axis.
    var main: Edges { Edges(axis) }
    /// The attributes across the axis.
    var cross: Edges { Edges(axis == .horizontal ? .vertical : .horizontal) }

    /// The alignment in effect: baseline alignments are only valid in horizontal stacks and act as
    /// ``Alignment/fill`` in vertical ones.
    var effectiveAlignment: Alignment {
        switch alignment {
        case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
        default: alignment
        }
    }

    // MARK: Regeneration

    /// Deactivates every generated constraint, removes the generated guides and generates the
    /// whole arrangement again for the current arranged views and properties.
    func rebuildArrangement() {
        var old = arrangement.fixed + arrangement.startLink.constraints
        var oldGuides = arrangement.guides
        if let gap = arrangement.startLink.gap { oldGuides.append(gap) }
        for member in arrangement.members {
            old += member.permanent + member.boundary + member.hiding + member.linkAfter.constraints
            if let share = member.share { old.append(share) }
            if let gap = member.linkAfter.gap { oldGuides.append(gap) }
        }
        LayoutConstraint.deactivate(old)
        for guide in oldGuides { removeLayoutGuide(guide) }

        arrangement = Arrangement()
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        arrangement.canvas = canvas
        arrangement.members = arrangedSubviews.map { Member(view: $0, isCollapsed: $0.isHidden) }
        var added = makeFixedConstraints(canvas)
        for index in arrangement.members.indices {
            arrangement.members[index].permanent = makePermanentConstraints(index, canvas)
            if arrangement.members[index].isCollapsed {
                arrangement.members[index].hiding = makeHidingConstraints(index, canvas)
            } else {
                arrangement.members[index].boundary = makeBoundaryConstraints(index)
            }
        }
        var previous: Int?
        for index in arrangement.members.indices where !arrangement.members[index].isCollapsed {
            setLink(makeLink(from: previous, to: index), after: previous)
            previous = index
        }
        setLink(makeLink(from: previous, to: nil), after: previous)

        added += arrangement.startLink.constraints
        for member in arrangement.members {
            added += member.permanent + member.boundary + member.hiding + member.linkAfter.constraints
        }
        activate(added)
        updateShares()
    }

    /// Activates generated constraints (all relate the stack view's own items: nothing can fail).
    func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Stores a link as the one after `index` (or the start link when nil).
    func setLink(_ link: Link, after index: Int?) {
        if let index {
            arrangement.members[index].linkAfter = link
        } else {
            arrangement.startLink = link
        }
    }

    // MARK: Constraints independent of the members

    /// The spanner's pins for non-fill alignments, the baseline canvas fit, the gap reference of
    /// the distributing distributions and their canvas fit along the axis.
    private func makeFixedConstraints(_ canvas: LayoutItem) -> [LayoutConstraint] {
        var fixed: [LayoutConstraint] = []
        let cross = self.cross
        if effectiveAlignment != .fill {
            let spanner = LayoutGuide(identifier: "UISV-alignment-spanner")
            addLayoutGuide(spanner)
            arrangement.spanner = spanner
            arrangement.guides.append(spanner)
            fixed += [
                generated(canvas, cross.start, .equal, spanner, cross.start, "UISV-canvas-connection"),
                generated(spanner, cross.end, .equal, canvas, cross.end, "UISV-canvas-connection"),
                generated(
                    spanner, cross.size, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit"),
            ]
            if effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline {
                fixed.append(
                    generated(
                        canvas, cross.size, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit"))
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering {
            let reference = LayoutGuide(identifier: "UISV-distributing-reference")
            addLayoutGuide(reference)
            arrangement.gapReference = reference
            arrangement.guides.append(reference)
            fixed.append(
                generated(canvas, main.size, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit"))
        }
        arrangement.fixed = fixed
        return fixed
    }

    // MARK: Across the axis

    /// The constraints across the axis that hold whether the view at `index` is hidden or not:
    /// fill pins, alignment with S0, the aligned edge against the spanner, ambiguity suppression
    /// and text-width disambiguation.
    private func makePermanentConstraints(_ index: Int, _ canvas: LayoutItem) -> [LayoutConstraint] {
        let view = arrangement.members[index].view
        let first = arrangement.members[0].view
        let cross = self.cross
        let alignment = effectiveAlignment
        if alignment == .fill {
            if index == 0 {
                return [
                    generated(canvas, cross.start, .equal, view, cross.start, "UISV-canvas-connection"),
                    generated(view, cross.end, .equal, canvas, cross.end, "UISV-canvas-connection"),
                ]
            }
            return [
                generated(first, cross.start, .equal, view, cross.start, "UISV-alignment"),
                generated(first, cross.end, .equal, view, cross.end, "UISV-alignment"),
            ]
        }
        var constraints: [LayoutConstraint] = []
        let attribute: LayoutAttribute =
            switch alignment {
            case .leading: cross.start
            case .trailing: cross.end
            case .center: cross.center
            case .firstBaseline: .firstBaseline
            default: .lastBaseline
            }
        if index > 0 {
            constraints.append(generated(first, attribute, .equal, view, attribute, "UISV-alignment"))
        } else if alignment == .center {
            constraints.append(
                generated(canvas, cross.center, .equal, view, cross.center, "UISV-canvas-connection"))
        }
        if let spanner = arrangement.spanner {
            if alignment == .leading || alignment == .trailing {
                constraints.append(
                    generated(
                        spanner, attribute, .equal, view, attribute, priority: 999.5, "UISV-spanning-boundary"
                    ))
            } else if index == 0 && alignment != .center {
                // Baselines: with every view hidden (or a canvas taller than the views) the aligned
                // group would float; S0's top edge settles it at the lowest priority.
                constraints.append(
                    generated(
                        spanner, cross.start, .equal, view, cross.start, priority: 25,
                        "UISV-ambiguity-suppression"))
            }
        }
        let intrinsic = view.intrinsicContentSize
        let crossIntrinsic = axis == .horizontal ? intrinsic.height : intrinsic.width
        if crossIntrinsic == View.noIntrinsicMetric {
            constraints.append(
                generated(
                    view, cross.size, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression"
                ))
        }
        if alignment == .firstBaseline || alignment == .lastBaseline,
            intrinsic.width == View.noIntrinsicMetric
        {
            constraints.append(
                generated(
                    view, .width, .equal, canvas, .width,
                    multiplier: 1 / Double(arrangement.members.count), priority: 760,
                    "UISV-text-width-disambiguation"))
        }
        return constraints
    }

    /// The spanner's boundaries around a visible view (none for fill alignment): the edges other
    /// than the aligned one, required.
    func makeBoundaryConstraints(_ index: Int) -> [LayoutConstraint] {
        guard let spanner = arrangement.spanner else { return [] }
        let view = arrangement.members[index].view
        let cross = self.cross
        var constraints: [LayoutConstraint] = []
        if effectiveAlignment != .leading {
            constraints.append(
                generated(spanner, cross.start, .lessThanOrEqual, view, cross.start, "UISV-spanning-boundary")
            )
        }
        if effectiveAlignment != .trailing {
            constraints.append(
                generated(spanner, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-spanning-boundary"))
        }
        return constraints
    }

    // MARK: Along the axis

    /// The `UISV-hiding` constraints of a hidden view: its start edge on the end edge of the
    /// arranged view before it (the canvas's start for S0), and its length 0 at priority 999.
    func makeHidingConstraints(_ index: Int, _ canvas: LayoutItem) -> [LayoutConstraint] {
        let view = arrangement.members[index].view
        let main = self.main
        let anchor =
            index == 0
            ? generated(view, main.start, .equal, canvas, main.start, "UISV-hiding")
            : generated(
                view, main.start, .equal, arrangement.members[index - 1].view, main.end, "UISV-hiding")
        return [
            anchor, generated(view, main.size, .equal, nil, .notAnAttribute, priority: 999, "UISV-hiding"),
        ]
    }

    /// The link between two consecutive members of the chain: visible views at `from` and `to`,
    /// or the canvas's start (`from` nil) or end (`to` nil).
    func makeLink(from previous: Int?, to next: Int?) -> Link {
        guard let canvas = arrangement.canvas else { return Link() }
        let main = self.main
        switch (previous, next) {
        case (nil, nil):
            return Link(constraints: [
                generated(canvas, main.size, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
            ])
        case (nil, let next?):
            let view = arrangement.members[next].view
            return Link(constraints: [
                generated(canvas, main.start, .equal, view, main.start, "UISV-canvas-connection")
            ])
        case (let previous?, nil):
            let view = arrangement.members[previous].view
            return Link(constraints: [
                generated(view, main.end, .equal, canvas, main.end, "UISV-canvas-connection")
            ])
        case (let previous?, let next?):
            return makeLink(between: arrangement.members[previous].view, and: arrangement.members[next].view)
        }
    }

    /// The spacing between two visible neighbours and what the distribution adds between them.
    private func makeLink(between view: View, and next: View) -> Link {
        let main = self.main
        var link = Link()
        let distributing = distribution == .equalSpacing || distribution == .equalCentering
        link.constraints.append(
            spacingConstraint(from: view, to: next, relation: distributing ? .greaterThanOrEqual : .equal))
        switch distribution {
        case .fillEqually:
            link.constraints.append(generated(next, main.size, .equal, view, main.size, "UISV-fill-equally"))
        case .equalSpacing, .equalCentering:
            guard let reference = arrangement.gapReference else { break }
            let gap = LayoutGuide(identifier: "UISV-distributing")
            addLayoutGuide(gap)
            link.gap = gap
            let edge = distribution == .equalSpacing ? (main.end, main.start) : (main.center, main.center)
            link.constraints += [
                generated(gap, main.start, .equal, view, edge.0, "UISV-distributing-edge"),
                generated(next, edge.1, .equal, gap, main.end, "UISV-distributing-edge"),
                generated(
                    gap, main.size, .equal, reference, main.size,
                    priority: distribution == .equalSpacing ? .required : 149, "UISV-fill-equally"),
            ]
        case .fill, .fillProportionally:
            break
        }
        return link
    }

    /// The space after an arranged view: its custom spacing, else ``spacing``.
    func spacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// `next.start (== or >=) view.end + spacing`, or with the system spacing; from last to first
    /// baseline in a baseline-relative vertical stack.
    private func spacingConstraint(from view: View, to next: View, relation: LayoutRelation)
        -> LayoutConstraint
    {
        let value = spacing(after: view)
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        guard value == StackView.spacingUseSystem else {
            let start: LayoutAttribute = baselines ? .firstBaseline : main.start
            let end: LayoutAttribute = baselines ? .lastBaseline : main.end
            return generated(next, start, relation, view, end, constant: value, "UISV-spacing")
        }
        let constraint: LayoutConstraint
        switch axis {
        case .horizontal:
            constraint =
                relation == .equal
                ? next.leadingAnchor.constraint(equalToSystemSpacingAfter: view.trailingAnchor, multiplier: 1)
                : next.leadingAnchor.constraint(
                    greaterThanOrEqualToSystemSpacingAfter: view.trailingAnchor, multiplier: 1)
        case .vertical:
            let top = baselines ? next.firstBaselineAnchor : next.topAnchor
            let bottom = baselines ? view.lastBaselineAnchor : view.bottomAnchor
            constraint =
                relation == .equal
                ? top.constraint(equalToSystemSpacingBelow: bottom, multiplier: 1)
                : top.constraint(greaterThanOrEqualToSystemSpacingBelow: bottom, multiplier: 1)
        }
        constraint.identifier = "UISV-spacing"
        return constraint
    }

    // MARK: Proportional shares

    /// The intrinsic lengths of the visible arranged views along the axis (0 without one).
    func proportionalInputs() -> [Double] {
        arrangedSubviews.filter { !$0.isHidden }.map { view in
            let size = view.intrinsicContentSize
            return max(axis == .horizontal ? size.width : size.height, 0)
        }
    }

    /// Regenerates the `UISV-fill-proportionally` constraints of the visible views, as UIKit makes
    /// them: `Si.length == mᵢ·canvas.length` with mᵢ = intrinsicᵢ / (Σ intrinsic + Σ spacing), at
    /// priorities 999, 998, … (never below 751). The spacing is in the denominator but not
    /// subtracted, so the shares hold together only at the stack's natural length: stretched, the
    /// first views get their share and the last one fills what is left (a 100-point stack with
    /// spacing 20 of views 30 and 10 wide gives 50 and 30, not 60 and 20), the UIKit behaviour
    /// developers work around by adding the spacing themselves. When no view has an intrinsic
    /// length the shares are equal parts of the length left after the spacing.
    func updateShares() {
        var old: [LayoutConstraint] = []
        for index in arrangement.members.indices {
            if let share = arrangement.members[index].share { old.append(share) }
            arrangement.members[index].share = nil
        }
        LayoutConstraint.deactivate(old)
        arrangement.shares = []
        guard distribution == .fillProportionally, let canvas = arrangement.canvas else { return }
        let visible = arrangement.members.indices.filter { !arrangement.members[$0].isCollapsed }
        let inputs = proportionalInputs()
        arrangement.shares = inputs
        guard !visible.isEmpty, inputs.count == visible.count else { return }
        var spacings = 0.0
        for index in visible.dropLast() {
            let value = spacing(after: arrangement.members[index].view)
            spacings += value == StackView.spacingUseSystem ? spacingProfile.siblingSpacing : value
        }
        let total = inputs.reduce(0, +)
        var added: [LayoutConstraint] = []
        for (rank, index) in visible.enumerated() {
            let multiplier = total > 0 ? inputs[rank] / (total + spacings) : 1 / Double(visible.count)
            let share = generated(
                arrangement.members[index].view, main.size, .equal, canvas, main.size,
                multiplier: multiplier,
                constant: total > 0 ? 0 : -multiplier * spacings,
                priority: LayoutPriority(Float(max(999 - rank, 751))),
                "UISV-fill-proportionally")
            arrangement.members[index].share = share
            added.append(share)
        }
        activate(added)
    }

    // MARK: Making constraints

    /// An inactive generated constraint with an identifier and a priority, made with the public
    /// factory; every pairing the stack view makes is legal.
    func generated(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
        _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, _ identifier: String
    ) -> LayoutConstraint {
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: other,
                attribute: otherAttribute,
                multiplier: multiplier, constant: constant)
        } catch {
            preconditionFailure("StackView made an illegal constraint: \(error)")
        }
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
