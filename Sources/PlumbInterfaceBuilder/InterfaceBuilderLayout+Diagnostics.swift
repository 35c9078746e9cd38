// A scene's diagnostics in the document's words: every view named by its IB id (with its user
// label where it has one), every constraint by its `<constraint>` id and line and written as an
// equation with IB ids, so that the same document gives the same text on every run (no memory
// addresses). A constraint the document does not hold (a view's intrinsic size, its autoresizing
// mask, a stack view's arrangement, a guide's) points at the view that made it.

import Plumb
import PlumbSolver

extension InterfaceBuilderLayout {
    /// What the layout reported, in document terms: each of ``diagnostics`` (unsatisfiable
    /// constraints, misuse) in order, then each of ``ambiguousLayouts`` (parents first); with a
    /// `misplacedTolerance`, then each of ``misplacedViews(tolerance:)`` in document order.
    /// - Complexity: O(diagnostics · constraints involved + views).
    public func reportedDiagnostics(misplacedTolerance: Double? = nil) -> [InterfaceBuilderDiagnostic] {
        var result = diagnostics.map(report)
        result += ambiguousLayouts.map(report)
        if let tolerance = misplacedTolerance {
            result += misplacedViews(tolerance: tolerance).map { misplaced($0, tolerance: tolerance) }
        }
        return result
    }

    /// `'Title' (ab1-cd-ef2)`, or `ab1-cd-ef2` for a view without a user label.
    public func displayName(of entry: Entry) -> String {
        entry.userLabel.map { "'\($0)' (\(entry.id))" } ?? entry.id
    }

    /// A constraint as the document holds it, or for one Plumb made, the view that made it.
    public func reference(_ constraint: LayoutConstraint) -> InterfaceBuilderDiagnostic.ConstraintReference {
        let equation = equationText(constraint)
        if let source = source(of: constraint) {
            return .init(id: source.id, line: source.line, column: source.column, constraint: equation)
        }
        let maker = constraint.container as? StackView ?? owningView(constraint.firstItem)
        let entry = maker.flatMap(nearestEntry) ?? entries[0]
        let kind = String(describing: constraint).drop(while: { $0 == "<" }).prefix(while: { $0 != ":" })
        let origin: String
        switch kind {
        case "NSContentSizeLayoutConstraint": origin = "intrinsic content size"
        case "NSAutoresizingMaskLayoutConstraint": origin = "frame and autoresizing mask"
        default: origin = constraint.container is StackView ? "stack view arrangement" : "system constraint"
        }
        return .init(
            id: nil, line: entry.line, column: entry.column,
            constraint: "\(equation) (\(entry.id) \(origin))")
    }

    /// `a.width == 0.5 * b.width + 10 @750`, with IB ids.
    public func equationText(_ constraint: LayoutConstraint) -> String {
        constraint.equationText(naming: itemName)
    }

    /// A view's IB id; a guide as its owner's id and the guide's role (`id.safeArea`,
    /// `id.margins`, `id.contentLayoutGuide`, `id.topLayoutGuide`); a view the document does not
    /// hold by its accessibility identifier.
    func itemName(_ item: LayoutItem?) -> String {
        if let view = item as? View { return entry(for: view)?.id ?? view.accessibilityIdentifier ?? "?" }
        guard let guide = item as? LayoutGuide else { return "nil" }
        let owner = guide.owningView.map { itemName($0) } ?? "?"
        let roles = [
            "UIViewSafeAreaLayoutGuide": "safeArea", "UIViewLayoutMarginsGuide": "margins",
            "UIScrollViewContentLayoutGuide": "contentLayoutGuide",
            "UIScrollViewFrameLayoutGuide": "frameLayoutGuide", "_UILayoutGuide-top": "topLayoutGuide",
            "_UILayoutGuide-bottom": "bottomLayoutGuide",
        ]
        return
            "\(owner).\(roles[guide.identifier] ?? (guide.identifier.isEmpty ? "layoutGuide" : guide.identifier))"
    }

    private func owningView(_ item: LayoutItem?) -> View? {
        item as? View ?? (item as? LayoutGuide)?.owningView
    }

    /// The entry of `view` or of its nearest ancestor the document holds.
    private func nearestEntry(_ view: View) -> Entry? {
        var current: View? = view
        while let candidate = current {
            if let entry = entry(for: candidate) { return entry }
            current = candidate.superview
        }
        return nil
    }

    private func report(_ diagnostic: LayoutDiagnostic) -> InterfaceBuilderDiagnostic {
        switch diagnostic {
        case .unsatisfiable(let conflict):
            let references = conflict.constraints.map(reference)
            let broken = reference(conflict.broken)
            func place(_ reference: InterfaceBuilderDiagnostic.ConstraintReference) -> String {
                reference.id.map { "\($0), line \(reference.line)" } ?? "line \(reference.line)"
            }
            let list = references.map { "\($0.constraint) (\(place($0)))" }.joined(separator: ", ")
            var seen = Set<String>()
            let views = conflict.constraints.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { item in
                owningView(item).flatMap(nearestEntry)
            }.filter { seen.insert($0.id).inserted }.map(displayName).joined(separator: ", ")
            return InterfaceBuilderDiagnostic(
                kind: .unsatisfiable,
                message:
                    "Unable to simultaneously satisfy constraints of \(views): \(list). "
                    + "Broke \(broken.constraint) (\(place(broken))) to recover; remove one of them or lower "
                    + "its priority below 1000.",
                constraints: references, broken: broken, line: broken.line, column: broken.column)
        case .invalidUse(let error, let constraint):
            let reference = constraint.map(reference)
            return InterfaceBuilderDiagnostic(
                kind: .invalidUse, message: error.description, constraints: reference.map { [$0] } ?? [],
                line: reference?.line ?? 0, column: reference?.column ?? 0)
        case .invalidHierarchy(let message):
            return InterfaceBuilderDiagnostic(kind: .invalidHierarchy, message: message)
        case .layoutDidNotConverge:
            return InterfaceBuilderDiagnostic(kind: .layoutDidNotConverge, message: diagnostic.description)
        case .internalError:
            return InterfaceBuilderDiagnostic(kind: .internalError, message: diagnostic.description)
        }
    }

    private func report(_ ambiguous: AmbiguousLayout) -> InterfaceBuilderDiagnostic {
        let entry = nearestEntry(ambiguous.view) ?? entries[0]
        let references = ambiguous.constraintsAffectingLayout.map(reference)
        let axes = ambiguous.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(
            separator: " and ")
        return InterfaceBuilderDiagnostic(
            kind: .ambiguous,
            message:
                "\(entry.className) \(displayName(of: entry)) has an ambiguous layout: the constraints do "
                + "not determine its \(ambiguous.variables.joined(separator: ", ")) (\(axes)); add constraints "
                + "that fix them.",
            constraints: references, view: entry.id, variables: ambiguous.variables, line: entry.line,
            column: entry.column)
    }

    private func misplaced(_ entry: Entry, tolerance: Double) -> InterfaceBuilderDiagnostic {
        func rect(_ rect: Rect) -> String {
            "("
                + [rect.minX, rect.minY, rect.width, rect.height].map(NumberFormat.shortest).joined(
                    separator: ", ")
                + ")"
        }
        return InterfaceBuilderDiagnostic(
            kind: .misplaced,
            message:
                "\(entry.className) \(displayName(of: entry)) is misplaced: its frame is \(rect(entry.designFrame)) "
                + "in the document but \(rect(entry.frame)) by its constraints (more than "
                + "\(NumberFormat.shortest(tolerance)) pt apart); update its frame in Interface Builder "
                + "(Update Frames) or fix its constraints.",
            view: entry.id, line: entry.line, column: entry.column)
    }
}
