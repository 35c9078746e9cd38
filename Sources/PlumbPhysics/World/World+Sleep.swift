extension World {
    /// Updates the sleep timers of the awake bodies (`awake`, from `awakeBodies()`) and puts
    /// resting islands to sleep: an awake island whose every body has been slower than the sleep
    /// velocity for `timeToSleep` sleeps, after a split if it lost links (`World+Islands.swift`).
    /// O(awake bodies), plus O(contacts) on a step that splits.
    mutating func updateSleep(_ timeStep: Double, awake: [Int]) {
        var candidates: [Int] = []
        for i in awake {
            // Field by field: copying a `Body` would retain its shape list.
            let speed = bodies[i].linearVelocity.length + bodies[i].maxExtent * abs(bodies[i].angularVelocity)
            if !bodies[i].isSleepEnabled || bodies[i].type == .kinematic
                || speed > SolverConstants.sleepVelocity
            {
                bodies[i].sleepTime = 0
            } else {
                bodies[i].sleepTime += timeStep
                let island = bodies[i].island
                if bodies[i].sleepTime >= SolverConstants.timeToSleep && islands[island].removedLinks > 0 {
                    candidates.append(island)
                }
            }
        }
        if !candidates.isEmpty { split(Array(Set(candidates)).sorted()) }
        for island in awakeIslands.sorted()
        where islands[island].bodies.allSatisfy({ bodies[$0].sleepTime >= SolverConstants.timeToSleep }) {
            sleepIsland(island)
        }
    }
}
