// One "Unable to simultaneously satisfy constraints" block of a console log, read.

/// One conflict block of a console log: its items, its list of constraints and the one Apple broke.
public struct ConflictLog: Sendable, Equatable {
    /// Every item the constraints name, in order of first appearance.
    public var views: [LoggedView]
    /// The listed constraints, in order; ``LoggedConstraint/index`` is the position here.
    public var constraints: [LoggedConstraint]
    /// The index of the constraint Apple broke; nil when the log has no "breaking constraint" line,
    /// names a constraint not in the list, or is cut before it.
    public var broken: Int?
    /// The broken constraint's text when the log names one that is not in the list.
    public var brokenText: String?
    /// The 1-based line of the block's first line (its header, or its first entry).
    public var line: Int
    /// Whether the list is redacted (`<private>`): nothing to explain.
    public var isRedacted: Bool

    /// Creates a block.
    public init(
        views: [LoggedView] = [], constraints: [LoggedConstraint] = [], broken: Int? = nil,
        brokenText: String? = nil, line: Int = 1, isRedacted: Bool = false
    ) {
        self.views = views
        self.constraints = constraints
        self.broken = broken
        self.brokenText = brokenText
        self.line = line
        self.isRedacted = isRedacted
    }
}
