extension World {
    /// Puts resting islands to sleep: an awake island whose every body has been slower than the
    /// sleep velocity for `timeToSleep` (the timers `finalizeBodies` keeps) sleeps, after a split if
    /// it lost links (`World+Islands.swift`). `awake`: the awake bodies, from `awakeBodies()`.
    /// O(awake bodies), plus O(contacts) on a step that splits.
    mutating func updateSleep(awake: [Int]) {
        var candidates: [Int] = []
        for i in awake where bodies[i].sleepTime >= SolverConstants.timeToSleep {
            if islands[bodies[i].island].removedLinks > 0 { candidates.append(bodies[i].island) }
        }
        if !candidates.isEmpty {
            candidates.sort()
            var distinct: [Int] = []
            for island in candidates where island != distinct.last { distinct.append(island) }
            split(distinct)
        }
        for island in awakeIslands.sorted()
        where islands[island].bodies.allSatisfy({ bodies[$0].sleepTime >= SolverConstants.timeToSleep }) {
            sleepIsland(island)
        }
    }
}
