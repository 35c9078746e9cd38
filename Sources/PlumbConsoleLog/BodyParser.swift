// Reading an entry's body: an equation or a visual-format string (see EntryParser.swift).

/// Reads the body of one entry into a relation between two anchors.
struct BodyParser {
    /// One side of the relation: an item reference (an index into `references`) or the superview `'|'`.
    struct Side {
        /// The index into ``Relation/references`` (unused for the superview).
        var reference: Int
        /// Whether the side is `'|'`.
        var isSuperview: Bool
        /// The attribute.
        var attribute: LoggedAttribute
    }

    /// What the body says.
    struct Relation {
        /// The items the body names (not `'|'`), in printed order.
        var references: [ItemReference] = []
        /// The left side.
        var first: Side?
        /// The relation.
        var relation: LoggedRelation = .equal
        /// The right side, nil for a constant.
        var second: Side?
        /// The right side's multiplier.
        var multiplier: Double = 1
        /// The right side's constant.
        var constant: Double = 0
        /// A priority printed in the body (`@999`), if any.
        var priority: Double?
    }

    /// The body's text.
    let body: String
    /// The entry's `names:` clause.
    let names: NamesClause

    /// The relation, or nil when the body cannot be read.
    func parse() -> Relation? {
        var cursor = Cursor(body)
        if cursor.take("H:") { return visualFormat(&cursor, horizontal: true) }
        if cursor.take("V:") { return visualFormat(&cursor, horizontal: false) }
        return equation(&cursor)
    }

    // MARK: Equations

    private func equation(_ cursor: inout Cursor) -> Relation? {
        var result = Relation()
        guard let first = anchor(&cursor, into: &result) else { return nil }
        result.first = first
        cursor.skipSpaces()
        guard let relation = relation(&cursor) else { return nil }
        result.relation = relation
        cursor.skipSpaces()
        if cursor.isAtEnd { return result }
        var save = cursor
        if let factor = save.readNumber(), save.take("*") {
            result.multiplier = factor
            cursor = save
            cursor.skipSpaces()
        }
        if let second = anchor(&cursor, into: &result) {
            result.second = second
            cursor.skipSpaces()
            if cursor.take("*") {
                cursor.skipSpaces()
                guard let factor = cursor.readNumber() else { return nil }
                result.multiplier = factor
                cursor.skipSpaces()
            }
        }
        if !cursor.isAtEnd {
            guard let constant = signedConstant(&cursor, needsSign: result.second != nil) else { return nil }
            result.constant = constant
        }
        cursor.skipSpaces()
        if cursor.take("@") {
            guard let priority = cursor.readNumber() else { return nil }
            result.priority = priority
            cursor.skipSpaces()
        }
        return cursor.isAtEnd ? result : nil
    }

    /// `+ 8`, `- 16`, `-16`, `8` (when no sign is needed), or `NSSpace(8)`.
    private func signedConstant(_ cursor: inout Cursor, needsSign: Bool) -> Double? {
        if let space = spaceFunction(&cursor) { return space }
        var sign = 1.0
        if cursor.take("+") {
            cursor.skipSpaces()
        } else if cursor.peek == "-", cursor.peek(1) == " " {
            _ = cursor.take("-")
            cursor.skipSpaces()
            sign = -1
        } else if needsSign, cursor.peek != "-" {
            return nil
        }
        if let space = spaceFunction(&cursor) { return sign * space }
        return cursor.readNumber().map { sign * $0 }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`, read as 8.
    private func spaceFunction(_ cursor: inout Cursor) -> Double? {
        var save = cursor
        for function in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where save.take(function) {
            guard let value = save.readNumber(), save.take(")") else { return nil }
            cursor = save
            return value
        }
        return nil
    }

    private func relation(_ cursor: inout Cursor) -> LoggedRelation? {
        for relation in [LoggedRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
        where cursor.take(relation.rawValue) {
            return relation
        }
        return nil
    }

    /// `item.attribute`, the item added to `result.references`.
    private func anchor(_ cursor: inout Cursor, into result: inout Relation) -> Side? {
        var save = cursor
        guard let reference = item(&save), save.take(".") else { return nil }
        let name = save.read { $0.isLetter }
        guard let attribute = LoggedAttribute(rawValue: name) else { return nil }
        cursor = save
        result.references.append(reference)
        return Side(reference: result.references.count - 1, isSuperview: false, attribute: attribute)
    }

    /// An item: a bare name of the `names:` clause, `Class:0xADDR['label']` or `<Class:0xADDR>`.
    private func item(_ cursor: inout Cursor) -> ItemReference? {
        if cursor.take("<") {
            let className = cursor.read(until: ":")
            guard cursor.take(":") else { return nil }
            let address = cursor.read(until: ">")
            guard cursor.take(">") else { return nil }
            return ItemReference(address: address, className: className)
        }
        for (name, reference) in names.named where cursor.rest.hasPrefix(name) {
            let next = cursor.peek(name.count)
            if next == "." || next == "]" || next == "(" {
                _ = cursor.take(name)
                return reference
            }
        }
        var save = cursor
        let className = save.read { $0.isLetter || $0.isNumber || "_.$".contains($0) }
        guard !className.isEmpty, save.take(":") else { return nil }
        save.skipSpaces()
        guard save.rest.hasPrefix("0x") else { return nil }
        var reference = ItemReference(address: save.read { $0.isHexDigit || $0 == "x" }, className: className)
        if save.peek == "'" || save.peek == "‘" { reference.label = save.readLabel() }
        cursor = save
        return reference
    }

    // MARK: Visual format

    /// One element of a visual-format string.
    private enum Element {
        case superview
        case view(Int)
    }

    private func visualFormat(_ cursor: inout Cursor, horizontal: Bool) -> Relation? {
        var result = Relation()
        let size: LoggedAttribute = horizontal ? .width : .height
        let start: LoggedAttribute = horizontal ? .leading : .top
        let end: LoggedAttribute = horizontal ? .trailing : .bottom
        var previous: Element?
        var gap: (relation: LoggedRelation, constant: Double, priority: Double?)?
        func side(_ element: Element, _ attribute: LoggedAttribute) -> Side {
            switch element {
            case .superview: Side(reference: 0, isSuperview: true, attribute: attribute)
            case .view(let index): Side(reference: index, isSuperview: false, attribute: attribute)
            }
        }
        var relations = 0
        func join(_ element: Element) {
            guard let before = previous else { return }
            relations += 1
            guard result.first == nil else { return }
            let amount = gap ?? (.equal, 0, nil)
            if case .superview = element {
                result.first = side(element, end)
                result.second = side(before, end)
            } else {
                result.first = side(element, start)
                result.second = side(
                    before,
                    {
                        if case .superview = before { return start }
                        return end
                    }())
            }
            result.relation = amount.relation
            result.constant = amount.constant
            result.priority = amount.priority
        }
        while !cursor.isAtEnd {
            if cursor.take("|") {
                join(.superview)
                previous = .superview
                gap = nil
            } else if cursor.take("[") {
                guard let reference = item(&cursor) else { return nil }
                result.references.append(reference)
                let element = Element.view(result.references.count - 1)
                if cursor.take("(") {
                    relations += 1
                    guard let predicate = predicate(&cursor), cursor.take(")"), result.first == nil else {
                        return nil
                    }
                    result.first = side(element, size)
                    result.relation = predicate.relation
                    result.constant = predicate.constant
                    result.priority = predicate.priority
                }
                guard cursor.take("]") else { return nil }
                join(element)
                previous = element
                gap = nil
            } else if cursor.take("-") {
                if cursor.take("(") {
                    guard let predicate = predicate(&cursor), cursor.take(")") else { return nil }
                    gap = predicate
                } else if let value = cursor.readNumber() {
                    gap = (.equal, value, nil)
                }
                guard cursor.take("-") else { return nil }
            } else {
                return nil
            }
        }
        // An entry is one constraint: a string that holds several relations is not one Apple prints.
        return result.first == nil || relations > 1 ? nil : result
    }

    /// `8`, `>=8`, `<=0`, `-20`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`, `100@999`.
    private func predicate(_ cursor: inout Cursor) -> (
        relation: LoggedRelation, constant: Double, priority: Double?
    )? {
        let relation = relation(&cursor) ?? .equal
        guard let value = spaceFunction(&cursor) ?? cursor.readNumber() else { return nil }
        var priority: Double?
        if cursor.take("@") {
            guard let number = cursor.readNumber() else { return nil }
            priority = number
        }
        return (relation, value, priority)
    }
}
