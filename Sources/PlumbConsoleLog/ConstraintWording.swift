// Naming items and constraints in a report the way a developer reads them.

/// Words for the items and constraints of one log: items as `Class 'label'`, with the address
/// added only when two items would read the same.
struct ConstraintWording {
    private let names: [String]

    /// The wording of `log`'s items.
    init(_ log: ConflictLog) {
        var counts: [String: Int] = [:]
        for view in log.views { counts[view.name, default: 0] += 1 }
        names = log.views.map { view in
            guard counts[view.name, default: 0] > 1, let address = view.address else { return view.name }
            guard let label = view.label else { return "\(view.className):\(address)" }
            return "\(view.className):\(address) '\(label)'"
        }
    }

    /// The name of item `index`.
    func name(_ index: Int) -> String { names[index] }

    /// `Class 'label'.attribute`.
    func anchor(_ anchor: LoggedAnchor) -> String { "\(names[anchor.item]).\(anchor.attribute.rawValue)" }

    /// The constraint as an equation in these names (`UILabel 'Title'.leading == UIView.leadingMargin + 8`);
    /// an unread entry as printed.
    func equation(_ constraint: LoggedConstraint) -> String {
        guard let first = constraint.first else { return constraint.text }
        var text = "\(anchor(first)) \(constraint.relation.rawValue)"
        if let second = constraint.second {
            text += " "
            if constraint.multiplier != 1 { text += "\(Self.number(constraint.multiplier))*" }
            text += anchor(second)
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - " : " + "
                text += Self.number(abs(constraint.constant))
            }
        } else {
            text += " \(Self.number(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(Self.number(constraint.priority))" }
        return text
    }

    /// A number as a log prints it: `8`, `87.5`, `-20`, `0.384615`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
