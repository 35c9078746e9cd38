// What `plumb convert` needs to write a scene as a screen spec with PlumbSpec's `SpecWriter`
// (which knows no documents): names for views and guides, where each came from, which controls'
// intrinsic sizes the document fixed, and what the writer leaves out as document warnings.

import Plumb

extension InterfaceBuilderLayout {
    /// A view's preferred spec name: its user label, else its IB id; a controller's top and
    /// bottom layout guides as `topLayoutGuide` and `bottomLayoutGuide`. (The writer makes them
    /// valid, unique spec names.)
    public func specName(of item: LayoutItem) -> String? {
        if let view = item as? View, let entry = entry(for: view) { return entry.userLabel ?? entry.id }
        switch (item as? LayoutGuide)?.identifier {
        case "_UILayoutGuide-top": return "topLayoutGuide"
        case "_UILayoutGuide-bottom": return "bottomLayoutGuide"
        default: return nil
        }
    }

    /// `ID, line N` of a view of the document (`ID UISwitch, line N` for a class other than
    /// `UIView`), or nil.
    public func origin(of view: View) -> String? {
        entry(for: view).map {
            "\($0.id)\($0.className == "UIView" ? "" : " \($0.className)"), line \($0.line)"
        }
    }

    /// `ID, line N` of a constraint made from a `<constraint>`, or nil.
    public func origin(of constraint: LayoutConstraint) -> String? {
        source(of: constraint).map { "\($0.id), line \($0.line)" }
    }

    /// Whether the document fixed the intrinsic size of a label, button, text field or image
    /// view (placeholder sizes, design text sizing, a button's image beside its title) rather
    /// than leaving it to be measured from its content: a spec writes such a control as a plain
    /// view of that size.
    public func hasFixedIntrinsicSize(_ view: View) -> Bool {
        if let button = view as? DesignSizedButton, button.imageSize != nil { return true }
        guard view is Label || view is Button || view is TextField || view is ImageView,
            let sized = view as? DesignSized
        else { return false }
        return sized.intrinsicOverride.width != nil || sized.intrinsicOverride.height != nil
    }

    /// Warnings for the other controls (switches, sliders, segmented controls …) whose
    /// intrinsic size the document fixed to something other than the size Plumb gives them: a
    /// spec writes them as their kind, which cannot fix a size, so their frames may differ.
    public func fixedSizeWarnings(path: String) -> [InterfaceBuilderWarning] {
        entries.compactMap { entry in
            let view = entry.view
            guard let sized = view as? DesignSized, !(view is DesignSizedView), !hasFixedIntrinsicSize(view),
                !(view is Label || view is Button || view is TextField || view is ImageView)
            else { return nil }
            let fixed = sized.intrinsicOverride
            guard fixed.width != nil || fixed.height != nil else { return nil }
            let given = view.intrinsicContentSize
            sized.intrinsicOverride = IntrinsicOverride()
            let natural = view.intrinsicContentSize
            sized.intrinsicOverride = fixed
            guard given != natural else { return nil }
            return warning(
                path: path, view: view,
                message: "its intrinsic size from the document (\(given.width) × \(given.height)) is not "
                    + "written; the spec's control takes Plumb's (\(natural.width) × \(natural.height))")
        }
    }

    /// A warning about something of the scene (a view, a constraint, or neither) at the element it
    /// came from: the view's, the `<constraint>`'s, the nearest view the document holds, or the
    /// root's.
    public func warning(
        path: String, view: View? = nil, constraint: LayoutConstraint? = nil, message: String
    ) -> InterfaceBuilderWarning {
        if let constraint, let source = source(of: constraint) {
            return InterfaceBuilderWarning(
                path: path, line: source.line, column: source.column, element: "constraint",
                message: "\(source.id): \(message)")
        }
        var current =
            view ?? (constraint?.firstItem as? View) ?? (constraint?.firstItem as? LayoutGuide)?.owningView
        while let candidate = current, entry(for: candidate) == nil { current = candidate.superview }
        let found = current.flatMap { entry(for: $0) } ?? entries[0]
        return InterfaceBuilderWarning(
            path: path, line: found.line, column: found.column, element: found.element,
            message: "\(displayName(of: found)): \(message)")
    }
}
