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
// The threads outlive a step (`WorkerPool`, as Box2D v3's workers, which its task system keeps
// for the program's life). A world with `workerCount` above 1 keeps a pool of `workerCount − 1`
// helper threads (`World.workerPool`, a reference: copies of the world share it), started at the
// first stage of its first step that is cut into blocks, and stopped and joined when the last
// copy of the world that holds it goes away or `workerCount` changes; with one worker no thread
// is ever started. Threads made anew for every step (as before) start on their parent's core, and
// until the scheduler moved one (milliseconds) the helper shared the caller's core, so two
// threads often ran at one thread's speed; a thread that lives on keeps the core it was moved to.
// Between steps a helper parks on a condition variable (no CPU while the world is not stepped);
// a step's first stage cut into blocks wakes it (a few microseconds for the caller), the step's
// end sends it back. A step claims the pool with an atomic flag for its whole length, so a copy of
// the world stepped at the same time on another thread cannot share it: that copy makes a pool
// of its own (`World.claimWorkers`), and both compute what they would alone.
//
// Within a step a helper waits between stages by spinning on an atomic word that holds the range
// of the current stage's unclaimed blocks; the calling thread publishes a stage by storing that
// word, then claims blocks from its front (a compare-and-exchange each) while the helpers claim
// from its back, and waits, spinning, until the stage's completion count reaches its block count.
// A stage boundary so costs a few cache-line transfers (about a microsecond), where Dispatch's
// `concurrentPerform` (used before, a few hundred times a step) cost as much as half a colour's
// solve. Spinning is bounded: after `spinsBeforeYield` loads a waiting thread calls
// `sched_yield`, so on a busy machine a preempted helper gets its core back and a helper that is
// late only leaves its blocks to the others (the caller never waits for a helper that has claimed
// nothing). A helper preempted while it holds a block does hold up the stage's end; on a machine
// with more runnable threads than cores that happens at every few stages and costs a scheduler
// time slice each, so when the caller has waited `longestWait` for one block, or no helper has
// taken a block for `mostStarvedStages` stages (a helper without a core only takes CPU time from
// the caller), it parks the helpers and runs the step's remaining stages alone (the same blocks,
// so the same results); the next step wakes them again.
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
    /// The world's helper threads, claimed for this step; nil for one worker.
    private let pool: WorkerPool?

    /// Workers for one step on the calling thread alone.
    init(minimumBlock: Int) {
        count = 1
        self.minimumBlock = max(minimumBlock, 1)
        pool = nil
    }

    /// Workers for one step on the calling thread and `pool`'s helpers; `pool` is claimed for the
    /// step (`WorkerPool.claim`), and `finish()` releases it.
    fileprivate init(pool: WorkerPool, minimumBlock: Int) {
        count = pool.helperCount + 1
        self.minimumBlock = max(minimumBlock, 1)
        self.pool = pool
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

    /// Runs `transform` over `0..<itemCount` cut as `forEachBlock` cuts it, and returns what each
    /// block returned, one result per block in the order of the ranges (empty when `itemCount` is
    /// 0): for stages whose blocks each collect a list, which the caller joins in block order so
    /// that the outcome does not depend on the worker count.
    func mapBlocks<Result>(_ itemCount: Int, _ transform: @Sendable (Range<Int>) -> Result) -> [Result] {
        guard itemCount > 0 else { return [] }
        return [Result](unsafeUninitializedCapacity: blockCount(itemCount)) { results, initialized in
            // Each block initialises only its own slot; `forEachBlock` visits every index.
            let shared = SharedBuffer(results)
            forEachBlock(indexed: itemCount) { index, block in
                (shared.pointer.baseAddress! + index).initialize(to: transform(block))
            }
            initialized = results.count
        }
    }

    /// Runs `task` for every index of `0..<taskCount`, each a block of its own (a task is large
    /// work, worth a thread whatever `minimumBlock` says), on the step's threads when there is
    /// more than one task, on the calling thread otherwise. `task` must write nothing that another
    /// task reads or writes.
    func forEachTask(_ taskCount: Int, _ task: @Sendable (Int) -> Void) {
        guard taskCount > 1, let pool else {
            for k in 0..<taskCount { task(k) }
            return
        }
        withoutActuallyEscaping(task) { task in pool.run(blocks: taskCount) { k in task(k) } }
    }

    /// Ends the step: the helpers park, and the pool is free for the next step.
    func finish() {
        pool?.endStep()
    }
}

/// A world's helper threads (see the note at the top of the file): claimed by one step at a time,
/// started at the first stage that is cut into blocks, parked between steps, stopped and joined
/// when the last world holding the pool lets it go.
///
/// Only the step that claimed the pool calls `run` and `endStep`; the claim's atomic orders one
/// step's accesses to the unsynchronised fields before the next claimant's, hence the unchecked
/// `Sendable`.
final class WorkerPool: @unchecked Sendable {
    /// The helper threads it runs: the world's `workerCount − 1`.
    let helperCount: Int
    /// Whether a step holds the pool.
    private let isClaimed = Atomic<Bool>(false)
    /// The stage the helpers work on; the threads hold it, not the pool, so that the pool's
    /// `deinit` runs when the last world lets it go.
    private let board: StageBoard
    /// The helper threads, started at the first stage cut into blocks.
    private var threads: [pthread_t] = []
    /// Whether the threads were started (there may be fewer than `helperCount`, or none).
    private var isStarted = false
    /// Set when the caller waited longer than `longestWait` for a helper at the end of a stage, or
    /// ran every block of `mostStarvedStages` stages in a row itself: the helpers park, and the
    /// step's remaining stages run on the calling thread.
    private var isAbandoned = false
    /// Stages in a row whose every block the caller ran itself.
    private var starvedStages = 0

    /// Stages in a row in which no helper took a block before the caller parks them: a helper that
    /// spins on a free core takes one within a fraction of a microsecond (a parked one wakes
    /// within tens of microseconds), so one that takes none for this many stages has no core, and
    /// only takes CPU time from the caller.
    static let mostStarvedStages = 16

    /// The longest the caller waits for a helper to finish its block before it parks the helpers
    /// for the rest of the step (a helper that has had no core for this long is preempted by other
    /// processes, and would be again at the next stages).
    static let longestWait = Duration.milliseconds(1)

    /// A pool of `helperCount` threads, none started yet.
    init(helperCount: Int) {
        self.helperCount = helperCount
        board = StageBoard()
    }

    deinit {
        board.stop()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Claims the pool for one step, returning its workers, or nil if another step holds it (a
    /// copy of the world stepped on another thread). `SolverWorkers.finish()` releases it.
    func claim(minimumBlock: Int) -> SolverWorkers? {
        guard isClaimed.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
        else { return nil }
        return SolverWorkers(pool: self, minimumBlock: minimumBlock)
    }

    /// The number of helpers parked now, waiting for a step (for tests).
    var parkedCount: Int { board.parkedCount }

    /// Runs `body(k)` for every `k` in `0..<blocks`, on the helpers and the calling thread, and
    /// returns when all have finished. The first call of a step wakes the helpers.
    func run(blocks: Int, _ body: @escaping (Int) -> Void) {
        guard !isAbandoned else {
            for k in 0..<blocks { body(k) }
            return
        }
        if !isStarted { start() }
        board.beginStep()
        let (ranAll, waitedTooLong) = board.run(blocks: blocks, body, longestWait: Self.longestWait)
        starvedStages = ranAll ? starvedStages + 1 : 0
        if waitedTooLong || starvedStages >= Self.mostStarvedStages {
            isAbandoned = true
            board.endStep()
        }
    }

    /// Ends the claimant's step: the helpers park, and the pool is released.
    func endStep() {
        board.endStep()
        isAbandoned = false
        starvedStages = 0
        isClaimed.store(false, ordering: .releasing)
    }

    private func start() {
        isStarted = true
        for _ in 0..<helperCount {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(board).toOpaque()
            let result = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<StageBoard>.fromOpaque(context!).takeRetainedValue().helperLoop()
                    return nil
                }, context)
            guard result == 0 else {
                // No thread: the calling thread and the helpers already started do the blocks.
                Unmanaged<StageBoard>.fromOpaque(context).release()
                break
            }
            threads.append(thread)
        }
    }
}

/// What a pool's helper threads share with the step that claimed it: the current stage, and
/// where they park between steps (see the note at the top of the file).
///
/// The stage's description (`stageBody`) is written by the claimant before it publishes the
/// stage's word and read by a helper only after it has claimed a block of that stage, which the
/// claimant waits for before it writes the next one; `parkedCount` is guarded by `mutex`: the
/// atomics and the mutex order every access, hence the unchecked `Sendable`.
private final class StageBoard: @unchecked Sendable {
    /// The current stage's unclaimed blocks, `front..<back`: `back` in the high 32 bits, `front`
    /// in the low. The caller claims from the front, helpers from the back.
    let stage = Atomic<UInt64>(0)
    /// Blocks of the current stage finished.
    let completed = Atomic<Int>(0)
    /// Whether a step wants the helpers: while false they park.
    let isStepRunning = Atomic<Bool>(false)
    /// Set when the pool goes away: the helpers return.
    let isStopping = Atomic<Bool>(false)
    /// Runs block `k` of the current stage (valid while the stage runs).
    var stageBody: ((Int) -> Void)?
    /// Guards `parked` and the waits on `wakeUp`.
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a step begins or the pool stops.
    let wakeUp = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Helpers waiting on `wakeUp` (guarded by `mutex`).
    var parked = 0

    /// Loads of an atomic a waiting thread makes before it yields its core.
    static let spinsBeforeYield = 64

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(wakeUp, nil)
    }

    deinit {
        pthread_cond_destroy(wakeUp)
        pthread_mutex_destroy(mutex)
        wakeUp.deallocate()
        mutex.deallocate()
    }

    /// The number of helpers parked now.
    var parkedCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return parked
    }

    /// Lets the helpers work: wakes the parked ones. A no-op while a step runs.
    func beginStep() {
        guard !isStepRunning.load(ordering: .relaxed) else { return }
        pthread_mutex_lock(mutex)
        isStepRunning.store(true, ordering: .relaxed)
        if parked > 0 { pthread_cond_broadcast(wakeUp) }
        pthread_mutex_unlock(mutex)
    }

    /// Sends the helpers to park once they have finished the block they hold.
    func endStep() {
        isStepRunning.store(false, ordering: .relaxed)
    }

    /// Makes the helpers return (their threads end).
    func stop() {
        pthread_mutex_lock(mutex)
        isStopping.store(true, ordering: .relaxed)
        pthread_cond_broadcast(wakeUp)
        pthread_mutex_unlock(mutex)
    }

    /// Runs the stage of `blocks` blocks, the calling thread claiming from the front, and returns
    /// when every block has finished: whether the caller ran them all, and whether it waited longer
    /// than `longestWait` for a helper's block.
    func run(blocks: Int, _ body: @escaping (Int) -> Void, longestWait: Duration) -> (
        ranAll: Bool, waitedTooLong: Bool
    ) {
        stageBody = body
        completed.store(0, ordering: .relaxed)
        stage.store(UInt64(blocks) << 32, ordering: .releasing)
        let ranAll = work(fromFront: true) == blocks
        var spins = 0
        var waitStart: ContinuousClock.Instant?
        var waitedTooLong = false
        while completed.load(ordering: .acquiring) < blocks {
            guard Self.pause(&spins) else { continue }
            // Yielded: a helper holds a block and has no core. Time the wait.
            let now = ContinuousClock.now
            guard let start = waitStart else {
                waitStart = now
                continue
            }
            if now - start > longestWait { waitedTooLong = true }
        }
        stageBody = nil
        return (ranAll, waitedTooLong)
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

    /// A helper's loop: while a step runs, waits for a stage with unclaimed blocks and works on
    /// it; between steps parks; returns when the pool stops.
    func helperLoop() {
        var spins = 0
        while !isStopping.load(ordering: .relaxed) {
            guard isStepRunning.load(ordering: .relaxed) else {
                park()
                spins = 0
                continue
            }
            let word = stage.load(ordering: .relaxed)
            if word & 0xFFFF_FFFF < word >> 32 {
                work(fromFront: false)
                spins = 0
            } else {
                Self.pause(&spins)
            }
        }
    }

    /// Waits on `wakeUp` until a step begins or the pool stops.
    private func park() {
        pthread_mutex_lock(mutex)
        parked += 1
        while !isStepRunning.load(ordering: .relaxed) && !isStopping.load(ordering: .relaxed) {
            pthread_cond_wait(wakeUp, mutex)
        }
        parked -= 1
        pthread_mutex_unlock(mutex)
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
}

/// A buffer pointer (`UnsafeBufferPointer` or `UnsafeMutableBufferPointer`) that solver blocks on
/// several threads share. Each block must write only elements (or, for bodies, the fields of
/// elements) that no other block of the same stage reads or writes; the owner must keep the
/// memory alive and untouched until the stage ends.
struct SharedBuffer<Pointer>: @unchecked Sendable {
    let pointer: Pointer

    init(_ pointer: Pointer) { self.pointer = pointer }
}
