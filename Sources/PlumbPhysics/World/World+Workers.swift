extension World {
    /// The workers of one step (`Solver/SolverWorkers.swift`): the calling thread alone for one
    /// worker; else the world's pool of helper threads (`workerPool`), claimed for the step. The
    /// pool is made at the first step with more than one worker; a step that finds it held by
    /// another step (a copy of this world stepped at the same time on another thread, sharing the
    /// pool) gives this world a pool of its own. Call `finish()` on the result when the step ends.
    mutating func claimWorkers() -> SolverWorkers {
        guard workerCount > 1 else { return SolverWorkers(minimumBlock: solverMinimumBlock) }
        if let pool = workerPool, pool.helperCount == workerCount - 1,
            let workers = pool.claim(minimumBlock: solverMinimumBlock)
        {
            return workers
        }
        let pool = WorkerPool(helperCount: workerCount - 1)
        workerPool = pool
        // A new pool is free: only this step knows it.
        return pool.claim(minimumBlock: solverMinimumBlock)!
    }
}
