// Finding every minimal conflicting set among a log's constraints.
//
// A set is minimal (a minimal unsatisfiable subset) when it cannot hold and dropping any one
// member lets the rest hold. One is found from any unsatisfiable seed by a deletion filter: try
// each member in turn without it, and drop it for good when the rest still cannot hold. All are
// found through their duality with hitting sets: every minimal conflicting set not yet found
// lies inside the complement of some minimal hitting set of those found (a set of constraints
// that meets each of them). So: take the minimal hitting sets of the sets found so far (Berge's
// incremental construction); if removing one of them leaves the list unsatisfiable, the rest
// holds a new minimal set (shrink it with the filter); when every complement holds, all sets have
// been found. Satisfiability is Plumb's own solver, with every size bound at >= 0. The search
// is bounded (``ConflictSearch/setLimit`` sets) so that a pathological list still ends quickly.

import PlumbSolver

/// Enumerates the minimal conflicting sets of a list of solver constraints.
struct ConflictSearch {
    /// The constraints; nil entries (unread or optional) take no part.
    let constraints: [Constraint?]

    /// At most this many sets are found; a list with more is reported with the first ones.
    static let setLimit = 64
    /// At most this many hitting sets are kept while searching.
    static let hittingSetLimit = 4096

    /// Whether the constraints at `indices` can all hold.
    func isSatisfiable(_ indices: [Int]) -> Bool {
        Solver.isSatisfiable(indices.compactMap { constraints[$0] })
    }

    /// The indices that take part.
    var candidates: [Int] { constraints.indices.filter { constraints[$0] != nil } }

    /// Every minimal conflicting set (ascending indices), in the order found, sorted.
    /// - Complexity: one deletion filter (k solver runs) per set found, plus one solver run per
    ///   hitting set tried.
    func minimalConflictingSets() -> [[Int]] {
        let all = candidates
        guard !isSatisfiable(all) else { return [] }
        var found: [[Int]] = []
        var hittingSets: [Set<Int>] = [[]]
        // A hitting set whose complement holds contains no conflicting set in its complement, so
        // it meets every set found later too and stays a minimal hitting set: test it once.
        var holding = Set<Set<Int>>()
        search: while found.count < Self.setLimit {
            for hitting in hittingSets where !holding.contains(hitting) {
                let seed = all.filter { !hitting.contains($0) }
                if isSatisfiable(seed) {
                    holding.insert(hitting)
                } else {
                    let set = shrink(seed)
                    found.append(set)
                    hittingSets = Self.extend(hittingSets, with: set)
                    continue search
                }
            }
            break
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// A minimal conflicting subset of the unsatisfiable `seed`.
    func shrink(_ seed: [Int]) -> [Int] {
        var kept = seed
        var position = 0
        while position < kept.count {
            var trial = kept
            trial.remove(at: position)
            if isSatisfiable(trial) {
                position += 1
            } else {
                kept = trial
            }
        }
        return kept
    }

    /// The minimal hitting sets of the sets found so far plus `set` (Berge's step), in a
    /// deterministic order (smallest first, then by members).
    private static func extend(_ hittingSets: [Set<Int>], with set: [Int]) -> [Set<Int>] {
        var next: [Set<Int>] = []
        for hitting in hittingSets {
            if !hitting.isDisjoint(with: set) {
                next.append(hitting)
            } else {
                for member in set { next.append(hitting.union([member])) }
            }
        }
        let unique = Array(Set(next)).sorted {
            $0.count != $1.count ? $0.count < $1.count : $0.sorted().lexicographicallyPrecedes($1.sorted())
        }
        var minimal: [Set<Int>] = []
        for candidate in unique where !minimal.contains(where: { $0.isSubset(of: candidate) }) {
            minimal.append(candidate)
            if minimal.count >= hittingSetLimit { break }
        }
        return minimal
    }
}
