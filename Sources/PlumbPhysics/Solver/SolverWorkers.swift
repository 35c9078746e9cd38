// Running a solver stage on several threads
// =========================================
//
// A stage (integrate the awake bodies, warm start or solve one colour of contact constraints,
// prepare the constraints) is a loop over independent items: each item writes only its own
// slots (its body, or its constraint and that constraint's dynamic bodies, see
// `ConstraintGraph.swift`). `SolverWorkers.forEachBlock` cuts the items into one contiguous block
// per worker and runs the blocks with Dispatch's `concurrentPerform`, which returns when every
// block is done; that return is the barrier between stages. A stage too small to be worth a
// thread hop (fewer than `minimumBlock` items per worker) runs on the calling thread. How the
// items are cut never changes what is computed for each item, so results do not depend on the
// worker count.
//
// Dispatch's pool on Linux holds back threads while the machine is busy (it counts runnable
// threads), so on a loaded machine a stage may run its blocks one after the other on fewer
// threads than asked; results are the same either way. A step's own POSIX threads, waking on a
// semaphore per stage, were tried: on a loaded machine every stage then waited for a preempted
// helper and two threads were 1.6× slower than one, so the pool stayed with Dispatch.
//
// The blocks reach the shared arrays through `SharedBuffer`, an unchecked-`Sendable` wrapper of a
// buffer pointer: sound only because of the disjoint writes above, which the
// callers guarantee, and because every block has finished before the buffer's owner uses it
// again.

import Dispatch

/// How many threads a step may use, and how it cuts a stage into blocks (see the note at the top
/// of the file).
struct SolverWorkers {
    /// The number of threads, at least 1 (`World.workerCount`).
    let count: Int
    /// The fewest items worth a block of their own (`World.solverMinimumBlock`).
    let minimumBlock: Int

    /// Runs `block` over `0..<itemCount` cut into contiguous ranges, one per worker, in parallel
    /// when there are at least `minimumBlock` items per worker and more than one worker; on the
    /// calling thread otherwise. `block` must write nothing that another range reads or writes.
    func forEachBlock(_ itemCount: Int, _ block: @Sendable (Range<Int>) -> Void) {
        let blocks = min(count, itemCount / max(minimumBlock, 1))
        guard blocks > 1 else {
            if itemCount > 0 { block(0..<itemCount) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: blocks) { k in
            block(itemCount * k / blocks..<itemCount * (k + 1) / blocks)
        }
    }
}

/// A buffer pointer (`UnsafeBufferPointer` or `UnsafeMutableBufferPointer`) that solver blocks on
/// several threads share. Each block must write only elements (or, for bodies, the fields of
/// elements) that no other block of the same stage reads or writes; the owner must keep the
/// memory alive and untouched until the stage ends.
struct SharedBuffer<Pointer>: @unchecked Sendable {
    let pointer: Pointer

    init(_ pointer: Pointer) { self.pointer = pointer }
}
