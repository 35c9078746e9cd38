extension World {
    /// Puts resting islands to sleep: an awake island whose every body has been slower than the
    /// sleep velocity for `timeToSleep` (the timers `finalizeBodies` keeps) sleeps, after a split if
    /// it lost links (`World+Islands.swift`). `awake`: the awake bodies, from `awakeBodies()` (the
    /// members of the awake islands). O(awake bodies), plus O(contacts) on a step that splits.
    ///
    /// One pass over the awake bodies notes, on each island, whether some member has rested and
    /// whether some has not (`Island.hasRested`, `Island.hasMoved`); an island with a rested member
    /// and a lost link is split (in index order, as new islands take free indices in turn), and
    /// only the pieces of a split are walked again; the others sleep as the pass found them.
    mutating func updateSleep(awake: [Int]) {
        // The awake islands, each noted at its first member (sorting `awakeIslands` cost more
        // than the rest of the stage where many islands are awake).
        var visited: [Int] = []
        // Through the buffers: `islands[island].hasMoved = true` checked the array's uniqueness
        // at every body; a flag already set is not written again.
        islands.withUnsafeMutableBufferPointer { islands in
            bodies.withUnsafeBufferPointer { bodies in
                for i in awake {
                    let island = bodies[i].island
                    if bodies[i].sleepTime >= SolverConstants.timeToSleep {
                        guard !islands[island].hasRested else { continue }
                        if !islands[island].hasMoved { visited.append(island) }
                        islands[island].hasRested = true
                    } else {
                        guard !islands[island].hasMoved else { continue }
                        if !islands[island].hasRested { visited.append(island) }
                        islands[island].hasMoved = true
                    }
                }
            }
        }
        var candidates: [Int] = []
        var sleepers: [Int] = []
        for island in visited {
            if islands[island].hasRested && islands[island].removedLinks > 0 {
                candidates.append(island)
            } else if !islands[island].hasMoved {
                sleepers.append(island)
            }
            islands[island].hasRested = false
            islands[island].hasMoved = false
        }
        if !candidates.isEmpty {
            candidates.sort()
            for island in split(candidates)
            where islands[island].bodies.allSatisfy({ bodies[$0].sleepTime >= SolverConstants.timeToSleep }) {
                sleepers.append(island)
            }
        }
        for island in sleepers { sleepIsland(island) }
    }
}
