extension World {
    /// Starts the substeps of the awake bodies `awake`: copies their velocities into `states`
    /// (`Solver/BodyState.swift`), clears their deltas and notes their poses at the step's start,
    /// in blocks on `workers`.
    mutating func loadStates(_ awake: [Int], _ workers: SolverWorkers) {
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                // Each block writes only its own bodies and states (`SolverWorkers.swift`).
                let (sharedBodies, sharedStates) = (SharedBuffer(bodies), SharedBuffer(states))
                workers.forEachBlock(awake.count) { block in
                    for b in awake[block] {
                        sharedStates.pointer[b] = BodyState(
                            linearVelocity: sharedBodies.pointer[b].linearVelocity,
                            angularVelocity: sharedBodies.pointer[b].angularVelocity)
                        sharedBodies.pointer[b].center0 = sharedBodies.pointer[b].center
                        sharedBodies.pointer[b].rotation0 = sharedBodies.pointer[b].rotation
                    }
                }
            }
        }
    }

    /// Ends the substeps of the awake bodies `awake`: copies their velocities back from `states`
    /// to `bodies`, in blocks on `workers`.
    mutating func storeVelocities(_ awake: [Int], _ workers: SolverWorkers) {
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeBufferPointer { states in
                // Each block writes only its own bodies (`SolverWorkers.swift`).
                let (sharedBodies, sharedStates) = (SharedBuffer(bodies), SharedBuffer(states))
                workers.forEachBlock(awake.count) { block in
                    for b in awake[block] {
                        sharedBodies.pointer[b].linearVelocity = sharedStates.pointer[b].linearVelocity
                        sharedBodies.pointer[b].angularVelocity = sharedStates.pointer[b].angularVelocity
                    }
                }
            }
        }
    }
}
