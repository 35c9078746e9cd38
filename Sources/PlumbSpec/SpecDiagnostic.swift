import Plumb

/// Something wrong with a laid-out spec at one size: unsatisfiable constraints (one was broken to
/// recover, as UIKit does) or a view the constraints do not determine, with the spec's
/// constraints involved.
public struct SpecDiagnostic: Sendable, Equatable {
    /// What kind of problem; the raw value is the JSON `kind`.
    public enum Kind: String, Sendable {
        /// Required constraints that cannot all hold.
        case unsatisfiable
        /// A view whose frame the constraints do not determine.
        case ambiguous
        /// A misuse reported by Plumb while laying out (an invalid priority, a non-finite constant).
        case invalidUse
        /// A refused hierarchy change.
        case invalidHierarchy
        /// A layout pass that did not settle.
        case layoutDidNotConverge
        /// A Plumb bug.
        case internalError
    }

    /// The kind.
    public var kind: Kind
    /// One line for people: what is wrong and how to fix it.
    public var message: String
    /// The constraints involved, in the order Plumb lowered them.
    public var constraints: [SpecConstraintReference]
    /// For ``Kind/unsatisfiable``, the constraint broken to recover.
    public var broken: SpecConstraintReference?
    /// For ``Kind/ambiguous``, the view's name.
    public var view: String?
    /// For ``Kind/ambiguous``, the engine variables that can move: `minX`, `minY`, `width`, `height`.
    public var variables: [String]

    /// A diagnostic.
    public init(
        kind: Kind, message: String, constraints: [SpecConstraintReference] = [],
        broken: SpecConstraintReference? = nil, view: String? = nil, variables: [String] = []
    ) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
        self.broken = broken
        self.view = view
        self.variables = variables
    }

    /// Whether `plumb check` fails on it: unsatisfiable or ambiguous.
    public var isFailure: Bool { kind == .unsatisfiable || kind == .ambiguous }
}

/// A constraint as the spec writes it: the entry's text and line, and the single constraint meant
/// (a VFL string makes several).
public struct SpecConstraintReference: Sendable, Equatable {
    /// The entry as written: a VFL string, an equation, or for a constraint Plumb made, what made
    /// it (`topButton intrinsicSize: [46, 30]`, `size`).
    public var spec: String
    /// The spec line, from 1.
    public var line: Int
    /// The spec column, from 1.
    public var column: Int
    /// The one constraint, as an equation with spec names: `topGray.leading == root.leading + 20`.
    public var constraint: String

    /// A reference.
    public init(spec: String, line: Int, column: Int = 1, constraint: String) {
        self.spec = spec
        self.line = line
        self.column = column
        self.constraint = constraint
    }
}
