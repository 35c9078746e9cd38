// Running a solver stage on several threads
// =========================================
//
// A stage (integrate the awake bodies, warm start or solve one colour of contact constraints,
// prepare the constraints) is a loop over independent items: each item writes only its own
// slots (its body, or its constraint and that constraint's dynamic bodies, see
// `ConstraintGraph.swift`). `SolverWorkers.forEachBlock` cuts the items into contiguous blocks
// and returns when every block is done; that return is the barrier between stages. A stage too
// small to be worth sharing (fewer than `minimumBlock` items for two blocks) runs on the calling
// thread. How the items are cut never changes what is computed for each item, and which thread
// runs a block does not either, so results do not depend on the worker count.
//
// The threads live for one step (`WorkerPool`, as Box2D v3's solver workers): a step with more
// than one worker starts `count - 1` helper threads at its first stage that is cut into blocks and
// joins them when it ends (`finish`); with one worker no thread is ever started. Between stages a
// helper waits by spinning on an atomic word that holds the range of the current stage's
// unclaimed blocks; the calling thread publishes a stage by storing that word, then claims blocks
// from its front (a compare-and-exchange each) while the helpers claim from its back, and waits,
// spinning, until the stage's completion count reaches its block count. A stage boundary so costs a few cache-line transfers
// (about a microsecond), where Dispatch's `concurrentPerform` (used before, a few hundred times a
// step) cost as much as half a colour's solve. Spinning is bounded: after `spinsBeforeYield`
// loads a waiting thread calls `sched_yield`, so on a busy machine a preempted helper gets its core
// back and a helper that is late only leaves its blocks to the others (the caller never waits for
// a helper that has claimed nothing). A helper preempted while it holds a block does hold up the
// stage's end; on a machine with more runnable threads than cores that happens at every few
// stages and costs a scheduler time slice each, so when the caller has waited `longestWait` for
// one block, or no helper has taken a block for `mostStarvedStages` stages (a helper without a
// core only takes CPU time from the caller), it stops the helpers and runs the step's remaining
// stages alone (the same blocks, so the same results).
//
// The blocks reach the shared arrays through `SharedBuffer`, an unchecked-`Sendable` wrapper of a
// buffer pointer: sound only because of the disjoint writes above, which the
// callers guarantee, and because every block has finished before the buffer's owner uses it
// again.

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many threads a step may use, and how it cuts a stage into blocks (see the note at the top
/// of the file).
struct SolverWorkers: Sendable {
    /// The number of threads, the calling one included, at least 1 (`World.workerCount`).
    let count: Int
    /// The fewest items worth a block of their own (`World.solverMinimumBlock`).
    let minimumBlock: Int
    /// The step's helper threads, started at the first stage cut into blocks; nil for one worker.
    private let pool: WorkerPool?

    /// Workers for one step; call `finish()` when the step ends.
    init(count: Int, minimumBlock: Int) {
        self.count = max(count, 1)
        self.minimumBlock = max(minimumBlock, 1)
        pool = count > 1 ? WorkerPool(helperCount: count - 1) : nil
    }

    /// The number of blocks `forEachBlock` cuts `itemCount` items into: 1 (the calling thread
    /// alone) when there are fewer than two blocks of `minimumBlock` items or one worker; else up
    /// to `blocksPerWorker` blocks per worker, a multiple of the worker count where the items allow,
    /// so that a worker that is late leaves its blocks to the others.
    func blockCount(_ itemCount: Int) -> Int {
        let most = itemCount / minimumBlock
        guard count > 1, most > 1 else { return 1 }
        guard most >= count else { return most }
        return count * min(Self.blocksPerWorker, most / count)
    }

    /// Blocks per worker in a large stage.
    static let blocksPerWorker = 4

    /// Runs `block` over `0..<itemCount` cut into `blockCount(itemCount)` contiguous ranges, on
    /// the step's threads when there is more than one range, on the calling thread otherwise.
    /// `block` must write nothing that another range reads or writes.
    func forEachBlock(_ itemCount: Int, _ block: @Sendable (Range<Int>) -> Void) {
        forEachBlock(indexed: itemCount) { _, range in block(range) }
    }

    /// `forEachBlock`, passing `block` the block's index too (`0..<blockCount(itemCount)`, in
    /// the order of the ranges), for stages that write one result per block.
    func forEachBlock(indexed itemCount: Int, _ block: @Sendable (Int, Range<Int>) -> Void) {
        guard itemCount > 0 else { return }
        let blocks = blockCount(itemCount)
        guard blocks > 1, let pool else {
            block(0, 0..<itemCount)
            return
        }
        withoutActuallyEscaping(block) { block in
            pool.run(blocks: blocks) { k in block(k, itemCount * k / blocks..<itemCount * (k + 1) / blocks) }
        }
    }

    /// Stops and joins the step's helper threads, if any were started.
    func finish() {
        pool?.stop()
    }
}

/// The helper threads of one step and the stage they work on (see the note at the top of the file).
///
/// Only the thread that created the pool calls `run` and `stop`. The stage's description
/// (`stageBody`) is written by that thread before it publishes the stage's word and read by a
/// helper only after it has claimed a block of that stage, which the caller waits for before it
/// writes the next one: the atomics order every access, hence the unchecked `Sendable`.
private final class WorkerPool: @unchecked Sendable {
    /// The current stage's unclaimed blocks, `front..<back`: `back` in the high 32 bits, `front`
    /// in the low. The caller claims from the front, helpers from the back.
    let stage = Atomic<UInt64>(0)
    /// Blocks of the current stage finished.
    let completed = Atomic<Int>(0)
    /// Set by `stop`: helpers return.
    let stopping = Atomic<Bool>(false)
    /// Runs block `k` of the current stage (valid while the stage runs).
    var stageBody: ((Int) -> Void)?
    let helperCount: Int
    var threads: [pthread_t] = []
    /// Whether `start` ran (it may have started fewer threads than asked, or none).
    var isStarted = false
    /// Set when the caller waited longer than `longestWait` for a helper at the end of a stage, or
    /// ran every block of `mostStarvedStages` stages in a row itself: the helpers stop, and the
    /// step's remaining stages run on the calling thread.
    var isAbandoned = false
    /// Stages in a row whose every block the caller ran itself.
    var starvedStages = 0

    /// Stages in a row in which no helper took a block before the caller stops them: a helper that
    /// spins on a free core takes one within a fraction of a microsecond, so one that takes none
    /// for this many stages has no core, and only takes CPU time from the caller.
    static let mostStarvedStages = 16

    /// The longest the caller waits for a helper to finish its block before it stops the helpers
    /// for the rest of the step (a helper that has had no core for this long is preempted by other
    /// processes, and would be again at the next stages).
    static let longestWait = Duration.milliseconds(1)

    /// Loads of an atomic a waiting thread makes before it yields its core.
    static let spinsBeforeYield = 64

    init(helperCount: Int) {
        self.helperCount = helperCount
    }

    /// Runs `body(k)` for every `k` in `0..<blocks`, on the helpers and the calling thread, and
    /// returns when all have finished.
    func run(blocks: Int, _ body: @escaping (Int) -> Void) {
        guard !isAbandoned else {
            for k in 0..<blocks { body(k) }
            return
        }
        if !isStarted { start() }
        stageBody = body
        completed.store(0, ordering: .relaxed)
        stage.store(UInt64(blocks) << 32, ordering: .releasing)
        starvedStages = work(fromFront: true) == blocks ? starvedStages + 1 : 0
        if starvedStages >= Self.mostStarvedStages { abandon() }
        var spins = 0
        var waitStart: ContinuousClock.Instant?
        while completed.load(ordering: .acquiring) < blocks {
            guard Self.pause(&spins) else { continue }
            // Yielded: a helper holds a block and has no core. Time the wait.
            let now = ContinuousClock.now
            guard let start = waitStart else {
                waitStart = now
                continue
            }
            if now - start > Self.longestWait { abandon() }
        }
        stageBody = nil
    }

    /// Stops the helpers for the rest of the step (see `isAbandoned`).
    func abandon() {
        isAbandoned = true
        stopping.store(true, ordering: .relaxed)
    }

    /// Claims and runs blocks of the current stage, from the front or the back of the unclaimed
    /// ones, until none is left; returns how many it ran.
    ///
    /// The caller takes the first blocks and the helpers the last ones, so that in every stage
    /// each thread tends to get the same part of the bodies (items keep their order from stage to
    /// stage: bodies by index, constraints of each colour in contact order) and finds them in its
    /// own cache, as Box2D v3 gives each worker a home block.
    @discardableResult
    func work(fromFront: Bool) -> Int {
        var claimed = 0
        var word = stage.load(ordering: .relaxed)
        while true {
            let (back, front) = (word >> 32, word & 0xFFFF_FFFF)
            guard front < back else { return claimed }
            let (block, claim) = fromFront ? (front, word + 1) : (back - 1, word - (1 << 32))
            let exchange = stage.compareExchange(
                expected: word, desired: claim, ordering: .acquiringAndReleasing)
            guard exchange.exchanged else {
                word = exchange.original
                continue
            }
            claimed += 1
            stageBody?(Int(block))
            completed.wrappingAdd(1, ordering: .releasing)
            word = stage.load(ordering: .relaxed)
        }
    }

    /// A helper's loop: waits for a stage with unclaimed blocks, works on it, until `stopping`.
    func helperLoop() {
        var spins = 0
        while !stopping.load(ordering: .relaxed) {
            let word = stage.load(ordering: .relaxed)
            if word & 0xFFFF_FFFF < word >> 32 {
                work(fromFront: false)
                spins = 0
            } else {
                Self.pause(&spins)
            }
        }
    }

    /// One wait of a spinning thread: nothing for `spinsBeforeYield` calls, then a `sched_yield`;
    /// true if it yielded.
    @discardableResult
    static func pause(_ spins: inout Int) -> Bool {
        spins += 1
        guard spins >= spinsBeforeYield else { return false }
        sched_yield()
        spins = 0
        return true
    }

    func start() {
        isStarted = true
        for _ in 0..<helperCount {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let result = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<WorkerPool>.fromOpaque(context!).takeRetainedValue().helperLoop()
                    return nil
                }, context)
            guard result == 0 else {
                // No thread: the calling thread and the helpers already started do the blocks.
                Unmanaged<WorkerPool>.fromOpaque(context).release()
                break
            }
            threads.append(thread)
        }
    }

    func stop() {
        stopping.store(true, ordering: .relaxed)
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
        isStarted = false
        isAbandoned = false
        starvedStages = 0
        stopping.store(false, ordering: .relaxed)
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
