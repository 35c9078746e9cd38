extension World {
    /// Updates the sleep timers of the awake bodies (`awake`, from `awakeBodies()`) and puts
    /// resting islands to sleep: an awake island whose every body has been slower than the sleep
    /// velocity for `timeToSleep` sleeps, after a split if it lost links (`World+Islands.swift`).
    /// O(awake bodies), plus O(contacts) on a step that splits.
    mutating func updateSleep(_ timeStep: Double, awake: [Int]) {
        var candidates: [Int] = []
        for i in awake {
            let b = bodies[i]
            let speed = b.linearVelocity.length + b.maxExtent * abs(b.angularVelocity)
            if !b.isSleepEnabled || b.type == .kinematic || speed > SolverConstants.sleepVelocity {
                bodies[i].sleepTime = 0
            } else {
                bodies[i].sleepTime += timeStep
                if bodies[i].sleepTime >= SolverConstants.timeToSleep && islands[b.island].removedLinks > 0 {
                    candidates.append(b.island)
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
