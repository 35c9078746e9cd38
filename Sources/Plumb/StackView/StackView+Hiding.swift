// Hidden arranged views (docs/auto-layout.md §8.10): a view whose `isHidden` changed is taken out of
// the chain along the axis (or put back) by rewiring only the links around it. See the design
// note in StackView.swift.

extension StackView {
    /// Applies the `isHidden` changes of the arranged views since the last update pass, in order;
    /// with ``Distribution/fillProportionally`` the shares are regenerated when the visible views
    /// or their intrinsic lengths changed.
    /// - Complexity: O(arranged views) to find the changes, then O(1) constraints per changed view
    ///   plus the distance to its nearest visible neighbours.
    func applyVisibilityChanges() {
        var changed = false
        for index in arrangement.members.indices
        where arrangement.members[index].view.isHidden != arrangement.members[index].isCollapsed {
            if arrangement.members[index].isCollapsed {
                expand(index)
            } else {
                collapse(index)
            }
            changed = true
        }
        if distribution == .fillProportionally, changed || arrangement.shares != proportionalInputs() {
            updateShares()
        }
    }

    /// Takes the visible view at `index` out of the chain: the links from its previous visible
    /// neighbour and to its next one become one link between those neighbours; its boundaries give
    /// way to its `UISV-hiding` constraints.
    private func collapse(_ index: Int) {
        guard let canvas = arrangement.canvas else { return }
        let previous = visibleNeighbour(before: index)
        let next = visibleNeighbour(after: index)
        var member = arrangement.members[index]
        remove(link(after: previous))
        remove(member.linkAfter)
        LayoutConstraint.deactivate(member.boundary)
        member.linkAfter = Link()
        member.boundary = []
        member.isCollapsed = true
        arrangement.members[index] = member
        let bridge = makeLink(from: previous, to: next)
        setLink(bridge, after: previous)
        arrangement.members[index].hiding = makeHidingConstraints(index, canvas)
        activate(bridge.constraints + arrangement.members[index].hiding)
    }

    /// Puts the hidden view at `index` back into the chain between its visible neighbours, with
    /// its boundaries instead of its `UISV-hiding` constraints.
    private func expand(_ index: Int) {
        let previous = visibleNeighbour(before: index)
        let next = visibleNeighbour(after: index)
        remove(link(after: previous))
        LayoutConstraint.deactivate(arrangement.members[index].hiding)
        arrangement.members[index].hiding = []
        arrangement.members[index].isCollapsed = false
        let before = makeLink(from: previous, to: index)
        let after = makeLink(from: index, to: next)
        setLink(before, after: previous)
        setLink(after, after: index)
        arrangement.members[index].boundary = makeBoundaryConstraints(index)
        activate(before.constraints + after.constraints + arrangement.members[index].boundary)
    }

    /// The link after a visible view, or the start link when `index` is nil.
    private func link(after index: Int?) -> Link {
        index.map { arrangement.members[$0].linkAfter } ?? arrangement.startLink
    }

    /// Deactivates a link's constraints and removes its gap guide.
    private func remove(_ link: Link) {
        LayoutConstraint.deactivate(link.constraints)
        if let gap = link.gap { removeLayoutGuide(gap) }
    }

    /// The nearest arranged view before `index` laid out as visible, or nil.
    private func visibleNeighbour(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if !arrangement.members[candidate].isCollapsed { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The nearest arranged view after `index` laid out as visible, or nil.
    private func visibleNeighbour(after index: Int) -> Int? {
        var candidate = index + 1
        while candidate < arrangement.members.count {
            if !arrangement.members[candidate].isCollapsed { return candidate }
            candidate += 1
        }
        return nil
    }
}
