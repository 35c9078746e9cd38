// The check that a laid-out tree's numbers are in range: every frame finite and within
// `Spec.numberLimit` (1e10 points). The spec's own numbers are within the limit, but multipliers
// and constants compound (`a.height == 1e10 * root.height`), and a value beyond the limit (or an
// infinity) is not a layout: JSON cannot hold it and a picture cannot draw it. It is invalid input,
// reported at the constraint that produced it: of the spec's constraints on the first view (in
// spec order) with a value out of range, the one with the largest multiplier, then the largest
// constant, then one that constrains that view as its first item, then the first written.

import Plumb

extension SpecBuilder {
    /// Throws when a view's frame holds a number that is not finite or beyond ``Spec/numberLimit``.
    /// - Complexity: O(views + constraints).
    func checkRange(_ views: [SpecLayout.Entry]) throws(SpecError) {
        for entry in views {
            let frame = entry.frame
            let values = [
                ("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.width),
                ("height", frame.height),
            ]
            let absolute = entry.absoluteFrame
            let inRange = { (value: Double) in value.isFinite && abs(value) <= Spec.numberLimit }
            guard
                let (what, value) = values.first(where: { !inRange($0.1) })
                    ?? [("x", absolute.origin.x), ("y", absolute.origin.y)].first(where: { !$0.1.isFinite })
            else { continue }
            throw overflow(of: entry, what, value)
        }
    }

    /// The error for a view whose `what` (x, y, width or height) came out as `value`.
    private func overflow(of entry: SpecLayout.Entry, _ what: String, _ value: Double) -> SpecError {
        let shown = value.isFinite ? number(value) : (value.isNaN ? "not a number" : "infinite")
        let culprit = constraints.enumerated().filter { _, constraint in
            constraint.firstItem === entry.view || constraint.secondItem === entry.view
        }.min { lhs, rhs in
            let left = (abs(lhs.element.multiplier), abs(lhs.element.constant))
            let right = (abs(rhs.element.multiplier), abs(rhs.element.constant))
            if left != right { return left > right }
            let leftFirst = lhs.element.firstItem === entry.view
            let rightFirst = rhs.element.firstItem === entry.view
            if leftFirst != rightFirst { return leftFirst }
            return lhs.offset < rhs.offset
        }?.element
        let advice = "beyond the limit of ±1e10 points; use smaller multipliers and constants"
        guard let culprit, let source = sources[ObjectIdentifier(culprit)] else {
            return error(
                "the layout overflows: '\(entry.name)' has \(what) \(shown), \(advice)",
                at: entry.spec?.location ?? spec.sizeLocation ?? .start)
        }
        return error(
            "the layout overflows: '\(entry.name)' has \(what) \(shown) through '\(equationText(culprit))' "
                + "(in '\(source.text)'), \(advice)",
            at: source.location)
    }
}
