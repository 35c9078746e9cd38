// Layout margins, the safe area and their guides (docs/auto-layout.md §6.2, §6.3, §8.11).

extension View {
    /// The space a view keeps free inside its edges for its content, in points. The margin
    /// attributes (`leadingMargin`, …) and ``layoutMarginsGuide`` use it. Default: 8 on each
    /// side; a root view in the ``SpacingProfile/ios8`` and ``SpacingProfile/ios11`` profiles
    /// has 16 left and right and 0 top and bottom. In ``SpacingProfile/ios11`` the safe area
    /// is added when ``insetsLayoutMarginsFromSafeArea`` is true. With
    /// ``preservesSuperviewLayoutMargins``, each margin is at least as large as needed to keep
    /// content inside the superview's margins (as of the last layout pass).
    public var layoutMargins: EdgeInsets {
        get {
            var margins =
                storedDirectionalLayoutMargins.map(resolved)
                ?? storedLayoutMargins
                ?? (superview == nil ? spacingProfile.rootLayoutMargins : View.defaultLayoutMargins)
            if insetsLayoutMarginsFromSafeArea, rootView.storedProfile == .ios11 {
                margins = margins + computedSafeAreaInsets
            }
            guard preservesSuperviewLayoutMargins else { return margins }
            let preserved = preservedSuperviewMargins
            return EdgeInsets(
                top: max(margins.top, preserved.top), left: max(margins.left, preserved.left),
                bottom: max(margins.bottom, preserved.bottom), right: max(margins.right, preserved.right))
        }
        set {
            storedLayoutMargins = newValue
            storedDirectionalLayoutMargins = nil
            marginsDidChange()
        }
    }

    /// The layout margins named by reading direction: leading is the left margin in left-to-right
    /// layouts and the right margin in right-to-left ones. Setting them (as in UIKit) keeps them
    /// directional: ``layoutMargins`` follows when the effective direction changes later.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return DirectionalEdgeInsets(
                top: margins.top, leading: isRightToLeft ? margins.right : margins.left,
                bottom: margins.bottom,
                trailing: isRightToLeft ? margins.left : margins.right)
        }
        set {
            storedDirectionalLayoutMargins = newValue
            storedLayoutMargins = nil
            marginsDidChange()
        }
    }

    /// Directional insets as left and right ones in the view's effective direction.
    private func resolved(_ insets: DirectionalEdgeInsets) -> EdgeInsets {
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return EdgeInsets(
            top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: isRightToLeft ? insets.leading : insets.trailing)
    }

    /// A guide inset from the view's edges by its layout margins (`'UIViewLayoutMarginsGuide'`),
    /// pinned by four required constraints that follow margin changes.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide(identifier: "UIViewLayoutMarginsGuide")
        addLayoutGuide(guide)
        marginsGuide = guide
        pinGuide(guide, insets: layoutMargins, names: "UIView-%@Margin-guide-constraint")
        return guide
    }

    /// The part of the view not covered by the device's insets, in points: the root's
    /// ``additionalSafeAreaInsets``, and for a subview the part of its superview's safe area
    /// insets that overlaps it (plus its own additional insets). Updated by each layout pass.
    public var safeAreaInsets: EdgeInsets {
        superview == nil ? additionalSafeAreaInsets : computedSafeAreaInsets
    }

    /// A guide covering the safe area (`'UIViewSafeAreaLayoutGuide'`), pinned by four required
    /// constraints whose constants follow ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide(identifier: "UIViewSafeAreaLayoutGuide")
        addLayoutGuide(guide)
        safeAreaGuide = guide
        rootView.safeAreaNeedsUpdate = true
        rootView.tracksSafeArea = true
        pinGuide(guide, insets: safeAreaInsets, names: "UIViewSafeAreaLayoutGuide-%@")
        return guide
    }

    /// Pins a guide inside the view by `insets`: `guide.left == left + l`, `right == guide.right + r`,
    /// and likewise for top and bottom. `names` has `%@` where the edge name goes.
    private func pinGuide(_ guide: LayoutGuide, insets: EdgeInsets, names: String) {
        func name(_ edge: String) -> String { names.replacingOccurrences(of: "%@", with: edge) }
        let pins = [
            systemConstraint(guide, .left, to: self, .left, constant: insets.left, name("left")),
            systemConstraint(self, .right, to: guide, .right, constant: insets.right, name("right")),
            systemConstraint(guide, .top, to: self, .top, constant: insets.top, name("top")),
            systemConstraint(self, .bottom, to: guide, .bottom, constant: insets.bottom, name("bottom")),
        ]
        for pin in pins {
            pin.firstItem?.referencing.append(pin)
            pin.secondItem?.referencing.append(pin)
        }
        guideConstraints.append(contentsOf: pins)
        rootView.hostedEngine?.pending.append(contentsOf: pins)
        setNeedsUpdateConstraints()
    }

    /// Moves the margins guide and every lowered constraint that reads this view's margins.
    func marginsDidChange() {
        if let guide = marginsGuide { setGuideInsets(guide, layoutMargins) }
        for constraint in referencing
        where constraint.firstAttribute.usesMargins || constraint.secondAttribute.usesMargins {
            constraint.engine?.constantDidChange(constraint)
        }
        setNeedsLayout()
    }

    /// Moves the constants of a guide's four pins.
    func setGuideInsets(_ guide: LayoutGuide, _ insets: EdgeInsets) {
        for pin in guideConstraints {
            guard pin.firstItem === guide || pin.secondItem === guide else { continue }
            switch pin.firstAttribute {
            case .left: pin.constant = insets.left
            case .right: pin.constant = insets.right
            case .top: pin.constant = insets.top
            case .bottom: pin.constant = insets.bottom
            default: break
            }
        }
    }

    /// Recomputes the safe area of every view of the tree from the frames (root first), and the
    /// part of its superview's margins that a view preserving them overlaps, and moves the guides
    /// and margins that depend on them. Returns whether anything changed.
    func updateSafeAreas() -> Bool {
        var changed = false
        let followsSafeArea = storedProfile == .ios11
        var stack: [(View, Rect?)] = [(self, nil)]
        while let (view, parentSafe) = stack.popLast() {
            let frame = view.frameInRoot
            var insets = view.additionalSafeAreaInsets
            if let safe = parentSafe {
                insets =
                    insets
                    + EdgeInsets(
                        top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                        bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
            }
            if insets != view.computedSafeAreaInsets {
                view.computedSafeAreaInsets = insets
                if let guide = view.safeAreaGuide { view.setGuideInsets(guide, insets) }
                if followsSafeArea { view.marginsDidChange() }
                changed = true
            }
            if view.preservesSuperviewLayoutMargins, let superview = view.superview {
                let outer = superview.frameInRoot
                let margins = superview.layoutMargins
                let preserved = EdgeInsets(
                    top: max(0, margins.top - (frame.minY - outer.minY)),
                    left: max(0, margins.left - (frame.minX - outer.minX)),
                    bottom: max(0, margins.bottom - (outer.maxY - frame.maxY)),
                    right: max(0, margins.right - (outer.maxX - frame.maxX)))
                if preserved != view.preservedSuperviewMargins {
                    view.preservedSuperviewMargins = preserved
                    view.marginsDidChange()
                    changed = true
                }
            }
            let safe = frame.inset(by: insets)
            for subview in view.subviews.reversed() { stack.append((subview, safe)) }
        }
        return changed
    }
}

extension LayoutAttribute {
    /// Whether the attribute reads the item's layout margins.
    var usesMargins: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
