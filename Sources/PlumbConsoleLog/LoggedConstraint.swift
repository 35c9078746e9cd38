// The typed model of one entry of a conflict log: a constraint as Apple printed it, read back
// into items, attributes, a relation and numbers.

/// One constraint of a conflict log, as Apple printed it.
public struct LoggedConstraint: Sendable, Equatable {
    /// Its position in the log's list, from 0.
    public var index: Int
    /// The entry as printed, from `<` to `>`, without the list's quotes, comma or Markdown escapes.
    public var text: String
    /// The 1-based line of the entry's `<` in the input.
    public var line: Int
    /// The 1-based column (in characters) of the entry's `<` in the input.
    public var column: Int
    /// The constraint's class as printed (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, …).
    public var className: String
    /// Its address (`0x…`), or a Masonry key, or nil when none is printed.
    public var address: String?
    /// Its identifier (`'UIView-Encapsulated-Layout-Width'`, a user's `'myIdentifier'`), or nil.
    public var identifier: String?
    /// The left side: an item and attribute; nil for an entry that could not be read.
    public var first: LoggedAnchor?
    /// The relation between the two sides.
    public var relation: LoggedRelation
    /// The right side's item and attribute, or nil for a constant (`view.width == 40`).
    public var second: LoggedAnchor?
    /// The right side's multiplier (1 when none is printed).
    public var multiplier: Double
    /// The right side's constant, in points (0 when none is printed).
    public var constant: Double
    /// The priority (1000, required, unless printed otherwise).
    public var priority: Double
    /// What made the constraint: the user or a part of UIKit or AppKit.
    public var kind: ConstraintKind
    /// Whether the entry carries `(RTL)`: its leading and trailing are the right and left edges.
    public var isRightToLeft: Bool
    /// The superview the entry names as `'|'` (an index into the log's views), if any.
    public var superview: Int?
    /// False when the entry is printed `(inactive)`: it then takes no part in the explanation.
    public var isActive = true

    /// Creates an entry; `first` nil and `kind` ``ConstraintKind/unread`` for one that could not be read.
    public init(
        index: Int, text: String, line: Int, column: Int, className: String, address: String? = nil,
        identifier: String? = nil, first: LoggedAnchor? = nil, relation: LoggedRelation = .equal,
        second: LoggedAnchor? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        kind: ConstraintKind = .user, isRightToLeft: Bool = false, superview: Int? = nil
    ) {
        self.index = index
        self.text = text
        self.line = line
        self.column = column
        self.className = className
        self.address = address
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.kind = kind
        self.isRightToLeft = isRightToLeft
        self.superview = superview
    }
}

/// One side of a logged constraint: an item (an index into the log's views) and one of its attributes.
public struct LoggedAnchor: Sendable, Equatable {
    /// The index of the item in ``ConflictLog/views``.
    public var item: Int
    /// The attribute as printed (`leading`, `width`, `bottomMargin`, `minX`, …).
    public var attribute: LoggedAttribute

    /// Creates an anchor.
    public init(item: Int, attribute: LoggedAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// The relation of a logged constraint, printed `==`, `<=` or `>=`.
public enum LoggedRelation: String, Sendable, Equatable {
    /// `==`.
    case equal = "=="
    /// `<=`.
    case lessThanOrEqual = "<="
    /// `>=`.
    case greaterThanOrEqual = ">="
}

/// Who made a logged constraint, read from its class and identifier.
public enum ConstraintKind: String, Sendable, Equatable, CaseIterable {
    /// The app's own constraint (code, Interface Builder, SnapKit, Masonry).
    case user
    /// `NSAutoresizingMaskLayoutConstraint`: a view's autoresizing mask turned into a constraint.
    case autoresizing
    /// `UIView-Encapsulated-Layout-Width/Height/Left/Top` (and `NSView-…`): the size a table or
    /// collection view, a window or a container gives the view.
    case encapsulated
    /// `UISV-*`: made by a `UIStackView` for its arranged subviews.
    case stackView
    /// `UIView-*Margin-guide-constraint`: places a view's layout-margins guide.
    case margin
    /// `UIViewSafeAreaLayoutGuide-*` (and `NSViewSafeAreaLayoutGuide-*`): places a safe-area guide.
    case safeArea
    /// `_UILayoutSupportConstraint`: places a view controller's top or bottom layout guide.
    case layoutGuide
    /// `_UITemporaryLayoutWidth` (and similar): a width UIKit sets while it measures a view.
    case temporary
    /// `NSIBPrototypingLayoutConstraint`: Interface Builder's stand-in for a view without constraints.
    case prototyping
    /// `_UISystemBaselineConstraint` without a stack-view identifier: a system spacing between baselines.
    case systemSpacing
    /// An entry that could not be read.
    case unread
}

/// An item a log names: a view or a layout guide.
public struct LoggedView: Sendable, Equatable {
    /// Its address (`0x…`), or nil for an item the log names only by a bare name.
    public var address: String?
    /// Its class as printed (module-qualified or mangled when so printed); for an item named only
    /// through a `names:` clause, that name.
    public var className: String
    /// Its label (`'Title'`, a layout guide's `'UIViewLayoutMarginsGuide'`), or nil when none is printed.
    public var label: String?

    /// Creates an item.
    public init(address: String?, className: String, label: String?) {
        self.address = address
        self.className = className
        self.label = label
    }

    /// Whether the item is a layout guide (`UILayoutGuide`, `_UILayoutGuide`, `_UILayoutSpacer`, …).
    public var isLayoutGuide: Bool {
        className.hasSuffix("LayoutGuide") || className.hasSuffix("LayoutSpacer")
    }

    /// How a report names the item: `Class 'label'`, or the class alone.
    public var name: String {
        guard let label else { return className }
        return "\(className) '\(label)'"
    }
}
