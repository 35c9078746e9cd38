// Making the spec's constraints: VFL through Plumb's parser, equations through Apple's factory.

import Plumb

extension SpecBuilder {
    /// Makes and activates the constraints of one entry, remembering the entry of each.
    mutating func make(_ entry: ConstraintSpec) throws(SpecError) {
        let made: [LayoutConstraint]
        switch entry.content {
        case .visualFormat(let format, let options, let metrics):
            do {
                made = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: viewsByName,
                    fileID: spec.file, line: entry.location.line)
            } catch {
                throw visualFormatError(error, entry)
            }
        case .equation(let equation):
            made = [try make(equation, entry)]
        }
        for constraint in made { sources[ObjectIdentifier(constraint)] = entry }
        do {
            try LayoutConstraint.activate(made)
        } catch {
            LayoutConstraint.deactivate(made)
            throw self.error("\(error.description) (in '\(entry.text)')", at: entry.location)
        }
    }

    /// A VFL error at the column of the caret, with Apple's caret block beneath.
    func visualFormatError(_ error: VisualFormatError, _ entry: ConstraintSpec) -> SpecError {
        if let underlying = error.underlying {
            return self.error("\(underlying.description) (in '\(entry.text)')", at: entry.location)
        }
        // An unknown name gets the hint an equation's gets: the closest view (or metric) name.
        var names = Array(specsByName.keys)
        if case .visualFormat(_, _, let metrics) = entry.content { names += metrics.keys }
        let hint = error.unknownName.map { didYouMean($0, among: names) } ?? ""
        guard let position = error.position else {
            return self.error(
                "Unable to parse constraint format: \(error.message)\(hint)", at: entry.location)
        }
        return self.error(
            "Unable to parse constraint format: \(error.message)\(hint)",
            at: entry.location(ofOffset: position),
            detail: [error.format, String(repeating: " ", count: position) + "^"])
    }

    /// The constraint an equation describes, with its priority, inactive.
    func make(_ equation: Equation, _ entry: ConstraintSpec) throws(SpecError) -> LayoutConstraint {
        guard let first = viewsByName[equation.first.item] else {
            throw error(
                "unknown view '\(equation.first.item)'", at: entry.location(ofOffset: equation.first.offset))
        }
        var second: View?
        if let term = equation.second {
            if term.item == "superview" {
                guard let superview = first.superview else {
                    throw error(
                        "'\(equation.first.item)' has no superview, so `superview` means nothing in '\(entry.text)'; "
                            + "relate it to another view",
                        at: entry.location(ofOffset: term.offset))
                }
                second = superview
            } else {
                second = viewsByName[term.item]
            }
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
                toItem: second,
                attribute: equation.second?.attribute ?? .notAnAttribute, multiplier: equation.multiplier,
                constant: equation.constant, fileID: spec.file, line: entry.location.line)
        } catch {
            if case .locationToConstant(_, let attribute) = error {
                throw self.error(
                    "'\(entry.text)' relates a location (\(attribute)) to a constant; relate it to another "
                        + "view's attribute (\(equation.first.item).\(attribute) == superview.\(attribute) + 10), "
                        + "or constrain a width or height",
                    at: entry.location)
            }
            throw self.error("\(error.description) (in '\(entry.text)')", at: entry.location)
        }
        do {
            try constraint.setPriority(equation.priority)
        } catch {
            throw self.error(
                "\(error.description) (in '\(entry.text)')",
                at: entry.location(ofOffset: equation.priorityOffset ?? 0))
        }
        return constraint
    }
}
