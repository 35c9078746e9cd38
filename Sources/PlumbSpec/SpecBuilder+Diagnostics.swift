// Diagnostics in the spec's words: each constraint named by its spec entry and line, and written
// as an equation with the spec's view names (no memory addresses, so output is deterministic).

import Plumb

extension SpecBuilder {
    /// A layout diagnostic, in spec terms.
    func report(_ diagnostic: LayoutDiagnostic) -> SpecDiagnostic {
        switch diagnostic {
        case .unsatisfiable(let conflict):
            let references = conflict.constraints.map(reference)
            let broken = reference(conflict.broken)
            func place(_ reference: SpecConstraintReference) -> String {
                reference.line > 0 ? "line \(reference.line)" : reference.spec
            }
            let list = references.map { "\($0.constraint) (\(place($0)))" }.joined(separator: ", ")
            return SpecDiagnostic(
                kind: .unsatisfiable,
                message: "Unable to simultaneously satisfy constraints: \(list). Broke \(broken.constraint) "
                    + "(\(place(broken))) to recover; remove one of them or lower its priority below 1000.",
                constraints: references, broken: broken)
        case .invalidUse(let error, let constraint):
            return SpecDiagnostic(
                kind: .invalidUse, message: error.description,
                constraints: constraint.map { [reference($0)] } ?? [])
        case .invalidHierarchy(let message):
            return SpecDiagnostic(kind: .invalidHierarchy, message: message)
        case .layoutDidNotConverge:
            return SpecDiagnostic(kind: .layoutDidNotConverge, message: diagnostic.description)
        case .internalError:
            return SpecDiagnostic(kind: .internalError, message: diagnostic.description)
        }
    }

    /// An ambiguity report, in spec terms, with the constraints that affect the ambiguous axes
    /// (read without another update pass: `ambiguousLayouts()` has just run one).
    func report(_ ambiguous: AmbiguousLayout) -> SpecDiagnostic {
        let name = name(of: ambiguous.view)
        var seen = Set<ObjectIdentifier>()
        var references: [SpecConstraintReference] = []
        for axis in ambiguous.axes {
            for constraint in ambiguous.view.constraintsAffectingLayoutAsUpdated(for: axis)
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                references.append(reference(constraint))
            }
        }
        let axes = ambiguous.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(
            separator: " and ")
        return SpecDiagnostic(
            kind: .ambiguous,
            message: "'\(name)' has an ambiguous layout: the constraints do not determine its "
                + "\(ambiguous.variables.joined(separator: ", ")) (\(axes)); add constraints that fix them.",
            constraints: references, view: name, variables: ambiguous.variables)
    }

    /// A constraint as the spec wrote it, or for a constraint Plumb made, what made it.
    func reference(_ constraint: LayoutConstraint) -> SpecConstraintReference {
        let equation = equationText(constraint)
        if let entry = sources[ObjectIdentifier(constraint)] {
            return SpecConstraintReference(
                spec: entry.text, line: entry.location.line, column: entry.location.column,
                constraint: equation)
        }
        let view = constraint.firstItem.flatMap { $0 as? View ?? ($0 as? LayoutGuide)?.owningView }
        let viewName = view.map(name) ?? "root"
        let viewSpec = specsByName[viewName]
        if viewName == "root" {
            let written = "\(number(size.width)), \(number(size.height))"
            guard !sizeFromCommandLine, let at = spec.sizeLocation else {
                return SpecConstraintReference(
                    spec: "--size \(number(size.width))x\(number(size.height))", line: 0, column: 0,
                    constraint: equation)
            }
            return SpecConstraintReference(
                spec: "size: [\(written)]", line: at.line, column: at.column, constraint: equation)
        }
        let kind = String(describing: constraint).drop(while: { $0 == "<" }).prefix(while: { $0 != ":" })
        var location = viewSpec?.location ?? spec.sizeLocation ?? .start
        var text: String
        switch kind {
        case "NSContentSizeLayoutConstraint":
            text = "\(viewName) intrinsic content size"
            if let intrinsic = viewSpec?.intrinsicSize, let at = viewSpec?.intrinsicSizeLocation {
                text = "\(viewName) intrinsicSize: [\(number(intrinsic.width)), \(number(intrinsic.height))]"
                location = at
            }
        case "NSAutoresizingMaskLayoutConstraint":
            text = "\(viewName) frame and autoresizing"
            if let at = viewSpec?.frameLocation { location = at }
        default:
            text = "\(viewName) system constraint"
        }
        return SpecConstraintReference(
            spec: text, line: location.line, column: location.column, constraint: equation)
    }

    /// `a.width == 0.5 * b.width + 10 @750`, in spec names.
    func equationText(_ constraint: LayoutConstraint) -> String {
        var text = "\(itemName(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
            text += "\(itemName(second)).\(constraint.secondAttribute)"
            let constant = constraint.constant
            if constant > 0 { text += " + \(number(constant))" }
            if constant < 0 { text += " - \(number(-constant))" }
        } else {
            text += number(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// A view's spec name; a layout guide as `view.identifier`.
    func itemName(_ item: LayoutItem?) -> String {
        if let view = item as? View { return name(of: view) }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map(name) ?? "?"
            return guide.identifier.isEmpty ? "\(owner).layoutGuide" : "\(owner).\(guide.identifier)"
        }
        return "nil"
    }

    /// The spec name of a view of the tree.
    func name(of view: View) -> String {
        namesByView[ObjectIdentifier(view)] ?? view.accessibilityIdentifier ?? "?"
    }
}

/// A number as JSON and messages print it: integral values without a fraction (`20`), others in
/// Swift's shortest exact form (`0.5`, `113.33333333333333`); `null` for nil. Never `inf` or
/// `nan`, which are not JSON: a layout's numbers are checked to be finite before they are written
/// (SpecBuilder+Overflow.swift), so a non-finite value is a bug (an assertion in debug builds) and
/// prints as `null`.
func number(_ value: Double?) -> String {
    guard let value else { return "null" }
    guard value.isFinite else {
        assertionFailure("a non-finite number reached the JSON writer")
        return "null"
    }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}
