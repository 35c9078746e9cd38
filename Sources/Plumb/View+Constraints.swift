// Holding constraints: installation on a container (docs/auto-layout.md §5.1) and the legacy
// `addConstraint` API.

extension View {
    /// Installs an active constraint on this view, its container.
    func install(_ constraint: LayoutConstraint) {
        constraint.container = self
        constraints.appendHolding(constraint)
        // The items borrowed, not retained (L1's 13,004 activations: −0.49 M instructions): they
        // live, since an item's deinit clears the constraint's handle to it.
        let first = constraint.unretainedFirstItem
        let second = constraint.unretainedSecondItem
        first?._withUnsafeGuaranteedRef { $0.referencing.appendHolding(constraint) }
        if let second, second.toOpaque() != first?.toOpaque() {
            second._withUnsafeGuaranteedRef { $0.referencing.appendHolding(constraint) }
        }
        let root = rootView
        root.hostedEngine?.pending.append(constraint)
        root.treeNeedsUpdatePass = true
        root.needsLayoutFlag = true
    }

    /// Removes a constraint from this view, its container, and from the engine.
    func uninstall(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.firstItem?.referencing.removeAll { $0 === constraint }
        constraint.secondItem?.referencing.removeAll { $0 === constraint }
        constraint.container = nil
        constraint.engine?.remove(constraint)
        rootView.needsLayoutFlag = true
    }

    /// Every active constraint this view holds, in UIKit's `constraints` order: the ones activated
    /// or added on it (it is their nearest common ancestor) in that order, then the system
    /// constraints it holds: its intrinsic size (width, height), its subviews' autoresizing masks
    /// (per subview in order: width, minX, height, minY), a root's size
    /// (`UIView-Encapsulated-Layout-Width`, `-Height`) and its guides' pins (scroll and collection
    /// views).
    /// - Complexity: O(constraints held + subviews).
    package var activeConstraintsInOrder: [LayoutConstraint] {
        var result = constraints + contentSizeConstraints.compactMap { $0 }
        for subview in subviews { result += subview.autoresizingConstraints }
        result += encapsulatedConstraints + guideConstraints
        return result.filter(\.isActive)
    }

    /// Installs a constraint on this view, which must be an ancestor of (or equal to) every item
    /// of the constraint: the pre-iOS 8 way to activate (§5.1). Prefer ``LayoutConstraint/isActive``.
    /// - Throws: ``LayoutError/hierarchyNotPrepared(constraint:view:)`` when an item lies outside
    ///   this view's subtree, and the pairing errors of anchor-made constraints.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) {
        if let error = constraint.pendingError { throw error }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.rawValue) }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let view = item.nearestView, view.isDescendant(of: self) else {
                throw .hierarchyNotPrepared(constraint: constraint.description, view: layoutDescription)
            }
        }
        constraint.deactivate()
        install(constraint)
    }

    /// Installs several constraints with ``addConstraint(_:)``, in order.
    /// - Throws: the first error; the constraints before it stay installed.
    public func addConstraints(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// Removes a constraint this view holds (does nothing for one it does not hold).
    public func removeConstraint(_ constraint: LayoutConstraint) {
        uninstall(constraint)
    }

    /// Removes several constraints this view holds.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { uninstall(constraint) }
    }
}

extension Array where Element == LayoutConstraint {
    /// Appends a constraint to a container's or an item's list, giving an empty list room for four
    /// at once: most lists hold a few (L1's labels four, its cells ten and twelve), and an array
    /// grown from empty reallocates at one, three and seven elements.
    @inline(__always)
    fileprivate mutating func appendHolding(_ constraint: LayoutConstraint) {
        if capacity == 0 { reserveCapacity(6) }
        append(constraint)
    }
}
