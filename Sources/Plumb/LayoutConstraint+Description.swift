import PlumbSolver

// Descriptions in Apple's log format (docs/auto-layout.md §1.6), plus where the constraint was made.

extension LayoutConstraint {
    /// Apple's format, with the file and line where the constraint was made:
    /// `<NSLayoutConstraint:0x… 'id' View:0x…'a'.width == 0.5*View:0x…'b'.width + 10 priority:750
    ///   (active, Demo/Screen.swift:12)>`; spacings print in VFL form (`H:[a]-(8)-[b]`,
    /// `V:|-(20)-[v]`); intrinsic-size and autoresizing constraints print as Apple's
    /// `NSContentSizeLayoutConstraint` and `NSAutoresizingMaskLayoutConstraint`.
    public var description: String {
        let head: String
        switch kind {
        case .user, .system: head = "NSLayoutConstraint"
        case .contentSize: head = "NSContentSizeLayoutConstraint"
        case .autoresizing: head = "NSAutoresizingMaskLayoutConstraint"
        }
        var text = "<\(head):\(address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        if case .contentSize(let hugging, let compression) = kind {
            let axis = firstAttribute == .height ? "V" : "H"
            let item = firstItem?.layoutDescription ?? "nil"
            return text
                + " \(axis):[\(item)(\(NumberFormat.g(constant)))] Hug:\(hugging) CompressionResistance:\(compression)>"
        }
        if case .autoresizing(let notation) = kind { text += " \(notation)" }
        var names: [String] = []
        if let ascii = asciiForm(names: &names) {
            text += " " + ascii
        } else {
            text += " " + equation
            if !priority.isRequired { text += " priority:\(NumberFormat.g(Double(priority.rawValue)))" }
        }
        var status = [isActive ? "active" : "inactive"]
        if !names.isEmpty { status.append("names: " + names.joined(separator: ", ")) }
        if case .user = kind { status.append("\(fileID):\(line)") }
        return text + "   (\(status.joined(separator: ", ")))>"
    }

    /// The constraint without memory addresses, so that the same tree gives the same text in
    /// every run (pictures, snapshots): its equation with each view named by its accessibility
    /// identifier (a guide by its identifier), else by its type, the priority when not required,
    /// and where it was made: `a.width == 0.5*b.width + 10 priority:750  (Demo/Screen.swift:12)`.
    package var addressFreeDescription: String {
        var text = equation(naming: \.stableName)
        if !priority.isRequired { text += " priority:\(NumberFormat.g(Double(priority.rawValue)))" }
        if case .user = kind { text += "  (\(fileID):\(line))" }
        return text
    }

    /// `A.attr == 0.5*B.attr + 10`.
    var equation: String { equation(naming: \.layoutDescription) }

    /// ``equation`` with items named by `name`.
    private func equation(naming name: (LayoutItem) -> String) -> String {
        func itemName(_ item: LayoutItem?) -> String { item.map(name) ?? "nil" }
        var text = "\(itemName(firstItem)).\(attributeName(firstAttribute)) \(relation)"
        let constantValue = constant
        guard let secondItem, secondAttribute != .notAnAttribute else {
            return text + " " + NumberFormat.g(constantValue)
        }
        text += " "
        if multiplier == -1 {
            text += "-"
        } else if multiplier != 1 {
            text += NumberFormat.g(multiplier) + "*"
        }
        text += "\(itemName(secondItem)).\(attributeName(secondAttribute))"
        if let symbol = spacing?.symbolName {
            text += " + \(symbol)(\(NumberFormat.g(constantValue)))"
        } else if constantValue > 0 {
            text += " + " + NumberFormat.g(constantValue)
        } else if constantValue < 0 {
            text += " - " + NumberFormat.g(-constantValue)
        }
        return text
    }

    /// The VFL-like form of a spacing between siblings or to a superview edge, or nil.
    private func asciiForm(names: inout [String]) -> String? {
        guard multiplier == 1, case .user = kind, let first = firstItem as? View,
            let second = secondItem as? View
        else { return nil }
        let pairs: [(LayoutAttribute, LayoutAttribute, String)] = [
            (.leading, .trailing, "H:"), (.left, .right, "H:"), (.top, .bottom, "V:"),
        ]
        for (start, end, axis) in pairs {
            let ltr = start == .left ? "(LTR)" : ""
            let gap = spacingText()
            // later.start == earlier.end + gap: siblings.
            if firstAttribute == start, secondAttribute == end, first.superview != nil,
                first.superview === second.superview
            {
                return "\(axis)[\(second.layoutDescription)]-(\(gap))-[\(first.layoutDescription)]\(ltr)"
            }
            // view.start == superview.start + gap.
            if firstAttribute == start, secondAttribute == start, first.superview === second {
                names.append("'|':\(second.layoutDescription)")
                return "\(axis)|-(\(gap))-[\(first.layoutDescription)]\(ltr)"
            }
            // superview.end == view.end + gap.
            if firstAttribute == end, secondAttribute == end, second.superview === first {
                names.append("'|':\(first.layoutDescription)")
                return "\(axis)[\(second.layoutDescription)]-(\(gap))-|\(ltr)"
            }
        }
        return nil
    }

    /// The inside of a VFL connection: relation, constant (or symbolic space) and priority.
    private func spacingText() -> String {
        var text = relation == .equal ? "" : relation.description
        let value = constant
        if let symbol = spacing?.symbolName {
            text += "\(symbol)(\(NumberFormat.g(value)))"
        } else {
            text += NumberFormat.g(value)
        }
        if !priority.isRequired { text += "@\(NumberFormat.g(Double(priority.rawValue)))" }
        return text
    }

    private func itemName(_ item: LayoutItem?) -> String {
        item?.layoutDescription ?? "nil"
    }

    /// Autoresizing constraints name the engine's variables, as Apple's logs do.
    private func attributeName(_ attribute: LayoutAttribute) -> String {
        if case .autoresizing = kind {
            if attribute == .left { return "minX" }
            if attribute == .top { return "minY" }
        }
        return attribute.description
    }
}

extension LayoutItem {
    /// The item's name without its address: a view's accessibility identifier, a guide's
    /// identifier, else the type's name (`View`, `LayoutGuide`).
    var stableName: String {
        if let view = self as? View, let name = view.accessibilityIdentifier { return name }
        if let guide = self as? LayoutGuide, !guide.identifier.isEmpty { return guide.identifier }
        return "\(type(of: self))"
    }
}

extension LayoutConstraint {
    /// The equation as diagnostics quote it to people, items named by `name`:
    /// `a.width == 0.5 * b.width + 10 @750` (numbers in shortest JSON form, the priority only when
    /// not required). Shared by the spec and Interface Builder reports, which name items their own
    /// way.
    package func equationText(naming name: (LayoutItem?) -> String) -> String {
        var text = "\(name(firstItem)).\(firstAttribute) \(relation) "
        if let secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(NumberFormat.json(multiplier)) * " }
            text += "\(name(secondItem)).\(secondAttribute)"
            if constant > 0 { text += " + \(NumberFormat.json(constant))" }
            if constant < 0 { text += " - \(NumberFormat.json(-constant))" }
        } else {
            text += NumberFormat.json(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
