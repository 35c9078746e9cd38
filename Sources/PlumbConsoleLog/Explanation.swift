// Explaining one conflict log: its minimal conflicting sets, whether Apple's choice resolves the
// conflict, and what to change.

import PlumbSolver

/// The explanation of one "Unable to simultaneously satisfy constraints" log.
public struct Explanation: Sendable {
    /// One minimal conflicting set.
    public struct Conflict: Sendable, Equatable {
        /// The indices of its constraints in the log's list, ascending.
        public var constraints: [Int]
        /// One sentence saying why they cannot hold together.
        public var explanation: String
    }

    /// The log explained.
    public var log: ConflictLog
    /// Every minimal conflicting set among the listed constraints (removing any one member lets
    /// the rest hold); empty when the list can hold as printed.
    public var conflicts: [Conflict]
    /// False when the search stopped at its limit of 64 sets: ``conflicts`` holds the first ones
    /// found, and there may be more.
    public var conflictsAreComplete: Bool
    /// Whether removing the constraint Apple broke lets the rest hold; nil when the log names no
    /// broken constraint in its list.
    public var brokenResolves: Bool?
    /// One sentence: what to change.
    public var suggestion: String
    /// Each item's frame (x, y, width, height, in points) in one solution of the constraints that
    /// can hold (those outside the conflicts, and each conflict's members but one).
    public var frames: [Frame]

    /// A solved frame.
    public struct Frame: Sendable, Equatable {
        /// The left edge, in points.
        public var x: Double
        /// The top edge, in points.
        public var y: Double
        /// The width, in points (>= 0).
        public var width: Double
        /// The height, in points (>= 0).
        public var height: Double
    }

    /// Explains `log`.
    ///
    /// - Complexity: one solver run per deletion-filter step and per hitting set tried; fast for
    ///   the lists Apple prints (a few dozen constraints).
    public init(_ log: ConflictLog) {
        self.log = log
        let lowering = LogLowering(log)
        let search = ConflictSearch(constraints: lowering.constraints)
        let sets = log.isRedacted ? [] : search.minimalConflictingSets()
        let unbounded = ConflictSearch(constraints: LogLowering(log, boundedSizes: false).constraints)
        conflictsAreComplete = sets.count < ConflictSearch.setLimit
        conflicts = sets.map { set in
            Conflict(
                constraints: set,
                explanation: Self.sentence(for: set, sizesMatter: unbounded.isSatisfiable(set)))
        }
        if let broken = log.broken, lowering.constraints[broken] != nil {
            brokenResolves = search.isSatisfiable(search.candidates.filter { $0 != broken })
        } else {
            brokenResolves = nil
        }
        frames = Self.solveFrames(
            lowering, dropping: Set(sets.compactMap { Self.victim(of: $0, broken: log.broken) }))
        suggestion = Suggestion.sentence(for: log, conflicts: conflicts)
    }

    /// The member of `set` left out when solving the frames: the broken one when it is a
    /// member, else the last.
    private static func victim(of set: [Int], broken: Int?) -> Int? {
        if let broken, set.contains(broken) { return broken }
        return set.last
    }

    /// Why the members of a set cannot hold together.
    private static func sentence(for set: [Int], sizesMatter: Bool) -> String {
        let members = set.map { "[\($0)]" }
        let list =
            members.count == 1
            ? members[0] : members.dropLast().joined(separator: ", ") + " and " + members[members.count - 1]
        let count = set.count == 1 ? "\(list) cannot hold" : "\(list) cannot all hold"
        let reason =
            sizesMatter
            ? "they would make a width or height negative"
            : "they ask for different values of the same position or size"
        let cure = set.count == 1 ? "remove it" : "removing any one of them resolves it"
        return "\(count): \(reason); \(cure)."
    }

    /// Solves the constraints that can hold (all but `dropping`, and any later one that
    /// conflicts with those already added), each item weakly kept near a default place.
    private static func solveFrames(_ lowering: LogLowering, dropping: Set<Int>) -> [Frame] {
        let solver = Solver()
        for (index, constraint) in lowering.constraints.enumerated() {
            guard let constraint, !dropping.contains(index) else { continue }
            _ = try? solver.add(constraint)
        }
        for (index, frame) in lowering.frames.enumerated() {
            let weak = Priority(1)
            _ = try? solver.add(
                Constraint(
                    Expression(frame.x), .equal, Expression(constant: Double(20 * index)), priority: weak))
            _ = try? solver.add(
                Constraint(
                    Expression(frame.y), .equal, Expression(constant: Double(20 * index)), priority: weak))
            _ = try? solver.add(
                Constraint(Expression(frame.width), .equal, Expression(constant: 100), priority: weak))
            _ = try? solver.add(
                Constraint(Expression(frame.height), .equal, Expression(constant: 40), priority: weak))
        }
        func value(_ variable: Variable) -> Double {
            let value = solver.value(of: variable)
            return value.isFinite ? value : 0
        }
        return lowering.frames.map {
            Frame(
                x: value($0.x), y: value($0.y), width: max(0, value($0.width)),
                height: max(0, value($0.height)))
        }
    }
}
