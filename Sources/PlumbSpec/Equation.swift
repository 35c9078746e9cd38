import Plumb
import PlumbSolver

/// A constraint written as an equation (docs/spec-format.md):
///
/// `name.attribute (==|>=|<=) [multiplier *] name.attribute [(+|-) constant] [@priority]` or
/// `name.attribute (==|>=|<=) constant [@priority]`.
///
/// Numbers may be metric names. `superview` names the first item's superview, `root` the root.
/// An item may be a view's guide, `name.safeArea.attribute` or `name.margins.attribute`, or a
/// guide declared in `layoutGuides:`, by its name.
public struct Equation: Sendable, Equatable {
    /// A view's own layout guide, written between the view's name and the attribute.
    public enum Guide: String, Sendable, CaseIterable {
        /// The view's `safeAreaLayoutGuide`: `v.safeArea.top`.
        case safeArea
        /// The view's `layoutMarginsGuide`: `v.margins.leading`.
        case margins
    }

    /// One side's item and attribute: `topGray.centerY`, `root.safeArea.bottom`.
    public struct Term: Sendable, Equatable {
        /// A view or layout guide name, `superview` or `root`.
        public var item: String
        /// The view's guide named after the item, or nil for the item itself.
        public var guide: Guide?
        /// The attribute.
        public var attribute: LayoutAttribute
        /// The UTF-8 offset of the item's name in the equation text.
        public var offset: Int
        /// The UTF-8 offset of the attribute's name in the equation text.
        public var attributeOffset: Int

        /// A term.
        public init(
            item: String, guide: Guide? = nil, attribute: LayoutAttribute, offset: Int = 0,
            attributeOffset: Int = 0
        ) {
            self.item = item
            self.guide = guide
            self.attribute = attribute
            self.offset = offset
            self.attributeOffset = attributeOffset
        }
    }

    /// The attributes a layout guide has: its edges, size and centre (no baselines, no margins).
    public static let guideAttributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    ]

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
