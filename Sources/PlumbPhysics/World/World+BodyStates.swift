extension World {
    /// Starts the substeps of the awake bodies `awake`: copies their velocities into `states`
    /// (`Solver/BodyState.swift`), clears their deltas and notes their poses at the step's start,
    /// in blocks on `workers`.
    mutating func loadStates(_ awake: [Int], _ workers: SolverWorkers) {
        forEachAwakeBody(awake, workers) { body, state in
            state.pointee = BodyState(
                linearVelocity: body.pointee.linearVelocity, angularVelocity: body.pointee.angularVelocity)
            body.pointee.center0 = body.pointee.center
            body.pointee.rotation0 = body.pointee.rotation
        }
    }

    /// Ends the substeps of the awake bodies `awake`: copies their velocities back from `states`
    /// to `bodies`, in blocks on `workers`.
    mutating func storeVelocities(_ awake: [Int], _ workers: SolverWorkers) {
        forEachAwakeBody(awake, workers) { body, state in
            body.pointee.linearVelocity = state.pointee.linearVelocity
            body.pointee.angularVelocity = state.pointee.angularVelocity
        }
    }

    /// Calls `update` with each awake body and its state, in blocks on `workers`. Each block
    /// touches only its own bodies and states (`SolverWorkers.swift`).
    @inline(__always)
    private mutating func forEachAwakeBody(
        _ awake: [Int], _ workers: SolverWorkers,
        _ update: @Sendable (UnsafeMutablePointer<Body>, UnsafeMutablePointer<BodyState>) -> Void
    ) {
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                let (sharedBodies, sharedStates) = (SharedBuffer(bodies), SharedBuffer(states))
                workers.forEachBlock(awake.count) { block in
                    for b in awake[block] {
                        update(sharedBodies.pointer.baseAddress! + b, sharedStates.pointer.baseAddress! + b)
                    }
                }
            }
        }
    }
}
