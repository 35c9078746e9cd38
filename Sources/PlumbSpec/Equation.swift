import Plumb
import PlumbSolver

/// A constraint written as an equation (docs/spec-format.md):
///
/// `name.attribute (==|>=|<=) [multiplier *] name.attribute [(+|-) constant] [@priority]` or
/// `name.attribute (==|>=|<=) constant [@priority]`.
///
/// Numbers may be metric names. `superview` names the first item's superview, `root` the root.
public struct Equation: Sendable, Equatable {
    /// One side's item and attribute: `topGray.centerY`.
    public struct Term: Sendable, Equatable {
        /// A view name, `superview` or `root`.
        public var item: String
        /// The attribute.
        public var attribute: LayoutAttribute
        /// The UTF-8 offset of the item's name in the equation text.
        public var offset: Int

        /// A term.
        public init(item: String, attribute: LayoutAttribute, offset: Int = 0) {
            self.item = item
            self.attribute = attribute
            self.offset = offset
        }
    }

    /// The left side.
    public var first: Term
    /// The relation.
    public var relation: LayoutRelation
    /// The right side's term, or nil for `attribute REL constant`.
    public var second: Term?
    /// The factor of the second term; 1 when not written.
    public var multiplier: Double
    /// The constant, in points; 0 when not written.
    public var constant: Double
    /// The priority; required when not written.
    public var priority: LayoutPriority
    /// The UTF-8 offset of `@` in the text, when a priority is written.
    public var priorityOffset: Int?

    /// An equation.
    public init(
        first: Term, relation: LayoutRelation, second: Term?, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, priorityOffset: Int? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.priorityOffset = priorityOffset
    }
}
