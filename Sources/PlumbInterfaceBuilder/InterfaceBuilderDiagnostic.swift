/// Something wrong with a laid-out scene, in the document's words: unsatisfiable constraints (one
/// was broken to recover, as UIKit does), a view the constraints do not determine, or a view whose
/// stored frame is not where its constraints put it, each naming views and constraints by their
/// IB ids and lines.
public struct InterfaceBuilderDiagnostic: Sendable, Equatable {
    /// What kind of problem; the raw value is the JSON `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        /// Required constraints that cannot all hold.
        case unsatisfiable
        /// A view whose frame the constraints do not determine.
        case ambiguous
        /// A view whose stored frame differs from the solved one by more than the tolerance
        /// (Interface Builder's "misplaced views" warning).
        case misplaced
        /// A misuse reported while laying out (an invalid priority, a non-finite constant).
        case invalidUse
        /// A refused hierarchy change.
        case invalidHierarchy
        /// A layout pass that did not settle.
        case layoutDidNotConverge
        /// A Plumb bug.
        case internalError
    }

    /// A constraint named by the document: the `<constraint>`'s id and line, or for a constraint
    /// Plumb or UIKit makes (intrinsic size, autoresizing, stack views), the line of the view
    /// that made it and a nil id.
    public struct ConstraintReference: Sendable, Equatable {
        /// IB's `id` of the `<constraint>`; nil for a constraint the document does not hold.
        public var id: String?
        /// The 1-based line of the `<constraint>`, or of the view that made the constraint.
        public var line: Int
        /// The 1-based column of that element's `<`.
        public var column: Int
        /// The constraint as an equation with IB ids: `ab1-cd-ef2.leading == root.leading + 20`;
        /// a system constraint adds what made it in parentheses.
        public var constraint: String

        /// A reference.
        public init(id: String?, line: Int, column: Int, constraint: String) {
            self.id = id
            self.line = line
            self.column = column
            self.constraint = constraint
        }
    }

    /// The kind.
    public var kind: Kind
    /// One line for people: what is wrong and how to fix it.
    public var message: String
    /// The constraints involved, in the order Plumb lowered them.
    public var constraints: [ConstraintReference]
    /// For ``Kind/unsatisfiable``, the constraint broken to recover.
    public var broken: ConstraintReference?
    /// For ``Kind/ambiguous`` and ``Kind/misplaced``, the view's IB id.
    public var view: String?
    /// For ``Kind/ambiguous``, the engine variables that can move: `minX`, `minY`, `width`, `height`.
    public var variables: [String]
    /// Where the finding points in the document: the view's line (ambiguous, misplaced) or the
    /// broken constraint's (unsatisfiable); 0 when nothing in the document is to blame.
    public var line: Int
    /// The 1-based column of that element's `<`; 0 with a 0 line.
    public var column: Int

    /// A diagnostic.
    public init(
        kind: Kind, message: String, constraints: [ConstraintReference] = [],
        broken: ConstraintReference? = nil,
        view: String? = nil, variables: [String] = [], line: Int = 0, column: Int = 0
    ) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.broken = broken
        self.view = view
        self.variables = variables
        self.line = line
        self.column = column
    }

    /// Whether it is an error (unsatisfiable, ambiguous and the layout's own failures) rather than
    /// a warning (misplaced).
    public var isError: Bool { kind != .misplaced }
}
