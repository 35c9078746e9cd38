// Apple's Visual Format Language parser (`NSLayoutConstraintParser`), docs/auto-layout.md §7.2–§7.5.
//
// A recursive descent over the ASCII bytes of the format with one cursor, `position`, and no
// backtracking: every error is thrown at the byte where the parser noticed it, which is where
// Apple's caret points. Nothing is skipped: a space is an unexpected byte like any other.
//
//     format := [("H"|"V") ":"] ("|" connection view | view) {connection (view | "|" END)} END
//     connection := ε | "-" (before "[" or "|") | "-" "(" predicate {"," predicate} ")" "-"
//                 | "-" predicate "-"
//     view := "[" NAME ["(" predicate {"," predicate} ")"] "]"
//     predicate := ["==" | ">=" | "<="] OBJECT ["@" OBJECT]
//     OBJECT := NUMBER (the longest prefix strtod reads) | NAME (metrics first, then views)
//
// Constraints come out in Apple's order (§7.4): the first view's size constraints (after the
// leading `|` connection when there is one), then for each following view its connection and its
// size constraints, then the trailing `|` connection, and last every alignment constraint.

import PlumbSolver

/// Turns one format into constraints, or throws Apple's error. One use per parser.
struct VisualFormatParser {
    /// The value of a predicate's object: a number (or metric), or a view.
    enum Object {
        case constant(Double)
        case item(LayoutItem)
    }

    /// One predicate: `>=50@750`.
    struct Predicate {
        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    /// What joins two items.
    enum Connection {
        /// No dash: the edges touch (constant 0).
        case flush
        /// A bare dash: the symbolic standard space.
        case standard
        /// Explicit predicates, one constraint each.
        case predicates([Predicate])
    }

    let format: String
    let bytes: [UInt8]
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Double]
    let views: [String: LayoutItem]
    let fileID: String
    let line: Int

    private var position = 0
    private var isVertical = false
    private var output: [LayoutConstraint] = []
    private var alignment: [LayoutConstraint] = []

    init(
        format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Double],
        views: [String: LayoutItem], fileID: String, line: Int
    ) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
        self.fileID = fileID
        self.line = line
    }

    // MARK: Format

    /// Parses the whole format (§7.3).
    mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
        guard !bytes.isEmpty else {
            throw VisualFormatError("It's an empty string.", format: format, position: nil)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError("It contains non-ASCII characters.", format: format, position: nil)
        }
        try readOrientation()
        if !isVertical && options.contains(.spacingBaselineToBaseline) {
            throw failure("BaselineToBaseline format option not valid for horizontal layout")
        }
        var left: LayoutItem
        if peek == UInt8(ascii: "|") {
            position += 1
            guard !isAtEnd else { throw failure("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            try finish(connection, from: nil, to: view)
            output += sizes
            left = view
        } else {
            let (view, sizes) = try parseView()
            output += sizes
            left = view
        }
        while !isAtEnd {
            let connection = try parseConnection()
            if peek == UInt8(ascii: "[") {
                let (view, sizes) = try parseView()
                try finish(connection, from: left, to: view)
                output += sizes
                left = view
            } else if peek == UInt8(ascii: "|") {
                try finish(connection, from: left, to: nil)
                position += 1
                break
            } else {
                throw failure("Expected a view or '|'")
            }
        }
        guard isAtEnd else { throw failure("Expected the end of the format string") }
        return output + alignment
    }

    /// `H:` or `V:`; any other first byte means horizontal with no prefix (§7.2 rule 3).
    private mutating func readOrientation() throws(VisualFormatError) {
        guard let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        isVertical = first == UInt8(ascii: "V")
        position += 1
        guard peek == UInt8(ascii: ":") else {
            throw failure(
                isVertical
                    ? "Expected ':' after 'V' to specify vertical arrangement"
                    : "Expected ':' after 'H' to specify horizontal arrangement")
        }
        position += 1
    }

    // MARK: Connections

    /// A connection at the cursor; a flush one consumes nothing.
    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard peek == UInt8(ascii: "-") else { return .flush }
        position += 1
        switch peek {
        case UInt8(ascii: "["), UInt8(ascii: "|"):
            return .standard
        case UInt8(ascii: "-"):
            throw failure(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
        case UInt8(ascii: "("):
            position += 1
            var predicates = [try parsePredicate(inView: false)]
            while peek == UInt8(ascii: ",") {
                position += 1
                predicates.append(try parsePredicate(inView: false))
            }
            guard peek == UInt8(ascii: ")") else {
                throw failure(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint "
                        + "modifier")
            }
            position += 1
            guard peek == UInt8(ascii: "-") else { throw failure("Expected a '-' here") }
            position += 1
            return .predicates(predicates)
        default:
            let predicate = try parsePredicate(inView: false)
            if peek == UInt8(ascii: ",") {
                throw failure(
                    "Expected a '-' here. To specify a list of constraints, you must use parentheses around the "
                        + "list of constraints")
            }
            guard peek == UInt8(ascii: "-") else { throw failure("Expected a '-' here") }
            position += 1
            return .predicates([predicate])
        }
    }

    /// Emits the constraints of a connection between `left` and `right` (nil = the superview `|`),
    /// and the alignment constraints between two views (§7.4).
    private mutating func finish(_ connection: Connection, from left: LayoutItem?, to right: LayoutItem?)
        throws(VisualFormatError)
    {
        var superview: View?
        if left == nil || right == nil {
            superview = (left ?? right)?.layoutSuperitem
            guard superview != nil else {
                throw failure(
                    "Unable to interpret '|' character, because the related view doesn't have a superview")
            }
        }
        if let left, let right { try align(left, right) }

        let direction = options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue
        let rightToLeft =
            !isVertical && direction == LayoutConstraint.FormatOptions.directionRightToLeft.rawValue
        let absolute =
            rightToLeft || direction == LayoutConstraint.FormatOptions.directionLeftToRight.rawValue
        let (start, end): (LayoutAttribute, LayoutAttribute) =
            isVertical ? (.top, .bottom) : absolute ? (.left, .right) : (.leading, .trailing)
        // Baseline to baseline between two views only: connections to `|` keep top and bottom (§6.4).
        let baselines =
            isVertical && options.contains(.spacingBaselineToBaseline) && left != nil && right != nil

        // The first item and its attribute, the second item and its attribute (§7.4's table).
        var first: LayoutItem
        var firstAttribute: LayoutAttribute
        var second: LayoutItem
        var secondAttribute: LayoutAttribute
        if rightToLeft {
            (first, firstAttribute) = left.map { ($0, .left) } ?? (superview!, .right)
            (second, secondAttribute) = right.map { ($0, .right) } ?? (superview!, .left)
        } else {
            (first, firstAttribute) =
                right.map { ($0, baselines ? .firstBaseline : start) } ?? (superview!, end)
            (second, secondAttribute) =
                left.map { ($0, baselines ? .lastBaseline : end) } ?? (superview!, start)
        }

        let predicates: [Predicate]
        var spacing: LayoutConstraint.Spacing?
        switch connection {
        case .flush:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
            spacing = .standard(toSuperview: superview != nil)
            // A bare dash to `|` binds to the superview's margins after iOS 7 (§6.2, §6.3).
            if let superview {
                switch superview.rootView.storedProfile {
                case .ios7:
                    break
                case .ios8:
                    spacing = nil
                    if first === superview {
                        firstAttribute = firstAttribute.marginAttribute
                    } else {
                        secondAttribute = secondAttribute.marginAttribute
                    }
                case .ios11:
                    if first === superview {
                        first = superview.layoutMarginsGuide
                    } else {
                        second = superview.layoutMarginsGuide
                    }
                }
            }
        case .predicates(let list):
            predicates = list
        }
        for predicate in predicates {
            guard case .constant(let constant) = predicate.object else { continue }
            output.append(
                LayoutConstraint(
                    first, firstAttribute, predicate.relation, second, secondAttribute, constant: constant,
                    priority: predicate.priority, spacing: spacing, fileID: fileID, line: line))
        }
    }

    /// One `a.attr == b.attr` per alignment bit, once per connection between two views; throws when
    /// a bit aligns along the format's own axis.
    private mutating func align(_ left: LayoutItem, _ right: LayoutItem) throws(VisualFormatError) {
        let bits = options.rawValue & LayoutConstraint.FormatOptions.alignmentMask.rawValue
        guard bits != 0 else { return }
        let attributes = (1..<16).filter { bits & (1 << $0) != 0 }.compactMap {
            LayoutAttribute(rawValue: $0)
        }
        for attribute in attributes where attribute.axis == (isVertical ? .vertical : .horizontal) {
            throw failure(
                isVertical
                    ? "Options mask required views to be aligned on a vertical edge, which is not allowed for "
                        + "layout that is also vertical."
                    : "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                        + "layout that is also horizontal.")
        }
        let rightToLeft =
            !isVertical
            && options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue
                == LayoutConstraint.FormatOptions.directionRightToLeft.rawValue
        let (first, second) = rightToLeft ? (right, left) : (left, right)
        for attribute in attributes {
            alignment.append(
                LayoutConstraint(
                    first, attribute, .equal, second, attribute, constant: 0, fileID: fileID, line: line))
        }
    }

    // MARK: Views

    /// `[name]` or `[name(predicates)]`: the view and its size constraints.
    private mutating func parseView() throws(VisualFormatError) -> (LayoutItem, [LayoutConstraint]) {
        guard peek == UInt8(ascii: "[") else { throw failure("Expected a view") }
        position += 1
        guard let name = scanName() else {
            throw failure(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.")
        }
        guard let view = views[name] else {
            throw VisualFormatError(
                "\(name) is not a key in the views dictionary.", format: format, position: position,
                unknownName: name)
        }
        if peek == UInt8(ascii: "]") {
            position += 1
            return (view, [])
        }
        guard peek == UInt8(ascii: "(") else {
            throw failure("Expected a ']' here. That is how you give the end of a view.")
        }
        position += 1
        guard !isAtEnd else {
            throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view")
        }
        var predicates = [try parsePredicate(inView: true)]
        while peek == UInt8(ascii: ",") {
            position += 1
            predicates.append(try parsePredicate(inView: true))
        }
        guard peek == UInt8(ascii: ")") else {
            throw failure(
                "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        position += 1
        guard peek == UInt8(ascii: "]") else { throw failure("Expected ']' after specifying thickness.") }
        position += 1
        let size: LayoutAttribute = isVertical ? .height : .width
        let sizes = predicates.map { predicate in
            switch predicate.object {
            case .constant(let constant):
                LayoutConstraint(
                    view, size, predicate.relation, nil, .notAnAttribute, constant: constant,
                    priority: predicate.priority, fileID: fileID, line: line)
            case .item(let other):
                LayoutConstraint(
                    view, size, predicate.relation, other, size, constant: 0, priority: predicate.priority,
                    fileID: fileID, line: line)
            }
        }
        return (view, sizes)
    }

    // MARK: Predicates

    /// `[relation] object [@priority]`. A view is a legal object only inside a view's parentheses.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> Predicate {
        var relation = LayoutRelation.equal
        if let byte = peek,
            byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        {
            position += 1
            guard peek == UInt8(ascii: "=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
            position += 1
            relation =
                byte == UInt8(ascii: "=")
                ? .equal : byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
        }
        let object = try parseObject(inView: inView, isPriority: false)
        if case .constant(let constant) = object, !constant.isFinite {
            throw VisualFormatError(.notFinite(name: "constant", value: constant), format: format)
        }
        var priority = LayoutPriority.required
        if peek == UInt8(ascii: "@") {
            position += 1
            guard case .constant(let value) = try parseObject(inView: false, isPriority: true) else {
                preconditionFailure("a priority is always a number")
            }
            guard value > 0 else {
                throw failure(
                    "Invalid priority specified: \(NumberFormat.g(value)). Priority must be greater than 0")
            }
            guard value <= 1000 else {
                throw failure(
                    "Invalid priority specified: \(NumberFormat.g(value)). Priority cannot be higher than "
                        + "NSLayoutPriorityRequired, which is 1000.")
            }
            priority = LayoutPriority(Float(value))
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number (strtod's longest prefix) or a name: a metric, else a view (§7.2 rule 6).
    private mutating func parseObject(inView: Bool, isPriority: Bool) throws(VisualFormatError) -> Object {
        guard let byte = peek else { throw failure("Expected more input") }
        if byte.isDigit || byte == UInt8(ascii: "-") {
            guard let value = scanNumber() else {
                throw failure(
                    "Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return .constant(value)
        }
        guard let name = scanName() else {
            throw failure(
                "Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let metric = metrics[name] { return .constant(metric) }
        if !isPriority, let view = views[name] {
            guard inView else {
                throw failure(
                    "It's not possible to set a space equal to the width or height of a view.  Perhaps you want "
                        + "to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            return .item(view)
        }
        throw VisualFormatError(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
            format: format, position: position, unknownName: name)
    }

    // MARK: Lexing

    private var isAtEnd: Bool { position >= bytes.count }
    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func failure(_ message: String) -> VisualFormatError {
        VisualFormatError(message, format: format, position: position)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*` at the cursor, or nil (nothing consumed).
    private mutating func scanName() -> String? {
        guard let first = peek, first.isLetter || first == UInt8(ascii: "_") else { return nil }
        let start = position
        while let byte = peek, byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The number at the cursor as `strtod` reads it in the C locale, or nil (nothing consumed).
    private mutating func scanNumber() -> Double? {
        let (length, value) = VisualFormatParser.strtod(bytes, from: position)
        guard length > 0 else { return nil }
        position += length
        return value
    }

    /// The longest prefix of `bytes[start...]` that C's `strtod` accepts (no leading whitespace or
    /// `+`: the parser only calls it on a digit or `-`), and its value: decimal with an optional
    /// exponent, hexadecimal (`0x1.8p3`), `inf`, `infinity` and `nan`, `nan(chars)`, any case.
    /// Returns length 0 when there is no number.
    static func strtod(_ bytes: [UInt8], from start: Int) -> (length: Int, value: Double) {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        func matches(_ word: String, at index: Int) -> Bool {
            for (offset, letter) in word.utf8.enumerated() where byte(index + offset) | 0x20 != letter {
                return false
            }
            return true
        }
        var index = start
        var sign = 1.0
        if byte(index) == UInt8(ascii: "-") {
            sign = -1
            index += 1
        }
        if matches("inf", at: index) {
            index += matches("infinity", at: index) ? 8 : 3
            return (index - start, sign * .infinity)
        }
        if matches("nan", at: index) {
            index += 3
            if byte(index) == UInt8(ascii: "(") {
                var end = index + 1
                while byte(end).isLetter || byte(end).isDigit || byte(end) == UInt8(ascii: "_") { end += 1 }
                if byte(end) == UInt8(ascii: ")") { index = end + 1 }
            }
            return (index - start, .nan)
        }
        let digitsStart = index
        if byte(index) == UInt8(ascii: "0"), byte(index + 1) | 0x20 == UInt8(ascii: "x") {
            var end = index + 2
            var digits = 0
            while byte(end).isHexDigit {
                end += 1
                digits += 1
            }
            if byte(end) == UInt8(ascii: ".") {
                end += 1
                while byte(end).isHexDigit {
                    end += 1
                    digits += 1
                }
            }
            if digits > 0 {
                index = exponentEnd(after: end, marker: UInt8(ascii: "p"), in: byte)
                return (index - start, value(of: bytes[start..<index]))
            }
        }
        var digits = 0
        while byte(index).isDigit {
            index += 1
            digits += 1
        }
        if byte(index) == UInt8(ascii: ".") {
            var end = index + 1
            while byte(end).isDigit {
                end += 1
                digits += 1
            }
            if digits > 0 { index = end }
        }
        guard digits > 0, index > digitsStart else { return (0, 0) }
        index = exponentEnd(after: index, marker: UInt8(ascii: "e"), in: byte)
        return (index - start, value(of: bytes[start..<index]))
    }

    /// The end of an optional exponent (`e-3`, `p+2`) starting at `index`.
    private static func exponentEnd(after index: Int, marker: UInt8, in byte: (Int) -> UInt8) -> Int {
        guard byte(index) | 0x20 == marker else { return index }
        var end = index + 1
        if byte(end) == UInt8(ascii: "+") || byte(end) == UInt8(ascii: "-") { end += 1 }
        guard byte(end).isDigit else { return index }
        while byte(end).isDigit { end += 1 }
        return end
    }

    /// The value of a number strtod accepted (Swift's conversion reads the same syntax).
    private static func value(of text: ArraySlice<UInt8>) -> Double {
        var text = String(decoding: text, as: UTF8.self)
        if text.hasSuffix(".") { text += "0" }
        return Double(text) ?? 0
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isLetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
    fileprivate var isHexDigit: Bool {
        isDigit || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "f"))
    }
}

extension LayoutAttribute {
    /// The margin counterpart of an edge (`leading` → `leadingMargin`), for `|-` in the iOS 8
    /// profile (§6.2); other attributes are returned unchanged.
    fileprivate var marginAttribute: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
