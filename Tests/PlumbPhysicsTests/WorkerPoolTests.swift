// The world's helper threads (Solver/SolverWorkers.swift, World/World+Workers.swift): they
// outlive a step, park between steps, go away with the world or a new `workerCount`, and copies of
// a world or separate worlds stepped at the same time on several threads compute what each would
// alone.

import Foundation
import Synchronization
import Testing

@testable import PlumbPhysics

@Suite("Physics world: helper threads that outlive a step")
struct WorkerPoolTests {
    /// The base-20 pyramid with `workers` threads and blocks small enough to be shared.
    static func pyramid(workers: Int) -> (World, [BodyID]) {
        var (world, bodies) = SolverThreadsTests.pyramid(base: 20)
        world.workerCount = workers
        world.solverMinimumBlock = 4
        return (world, bodies)
    }

    /// The poses after 30 steps of `pyramid(workers: 1)`.
    static let reference: [UInt64] = {
        var (world, bodies) = pyramid(workers: 1)
        steps(&world, 30)
        return SolverThreadsTests.poses(world, bodies)
    }()

    static func steps(_ world: inout World, _ count: Int) {
        for _ in 0..<count { world.step(timeStep: 1.0 / 60) }
    }

    /// Waits up to 5 s for `condition`, polling every millisecond.
    static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<5_000 {
            if condition() { return true }
            usleep(1_000)
        }
        return condition()
    }

    /// Runs `body(0)` and `body(1)` on two threads at the same time.
    static func onTwoThreads(_ body: @escaping @Sendable (Int) -> Void) {
        let started = DispatchGroup()
        let done = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        for k in 0..<2 {
            started.enter()
            done.enter()
            Thread.detachNewThread {
                started.leave()
                go.wait()
                body(k)
                done.leave()
            }
        }
        started.wait()
        go.signal()
        go.signal()
        done.wait()
    }

    @Test("The helpers are made at the first step, kept for the next ones, and parked between steps")
    func helpersParkBetweenSteps() throws {
        var (world, bodies) = Self.pyramid(workers: 3)
        #expect(world.workerPool == nil)
        world.step(timeStep: 1.0 / 60)
        let pool = try #require(world.workerPool)
        #expect(pool.helperCount == 2)
        #expect(Self.eventually { pool.parkedCount == 2 })
        Self.steps(&world, 29)
        #expect(world.workerPool === pool)
        #expect(Self.eventually { pool.parkedCount == 2 })
        #expect(SolverThreadsTests.poses(world, bodies) == Self.reference)
    }

    @Test("A new worker count or the world's end stops and joins the helpers")
    func helpersStopWithTheirWorld() {
        weak var first: WorkerPool?
        weak var second: WorkerPool?
        do {
            var (world, bodies) = Self.pyramid(workers: 2)
            Self.steps(&world, 10)
            first = world.workerPool
            #expect(first != nil)
            world.workerCount = 3
            #expect(first == nil)
            #expect(world.workerPool == nil)
            Self.steps(&world, 10)
            second = world.workerPool
            #expect(second?.helperCount == 2)
            world.workerCount = 1
            Self.steps(&world, 10)
            #expect(second == nil)
            #expect(SolverThreadsTests.poses(world, bodies) == Self.reference)
        }
    }

    @Test("A copy of a world keeps its original's helpers until both step at once")
    func copyStepsWhileOriginalHoldsThePool() throws {
        var (world, bodies) = Self.pyramid(workers: 2)
        Self.steps(&world, 10)
        var copy = world
        let pool = try #require(world.workerPool)
        #expect(copy.workerPool === pool)
        // The original's step holds the pool while the copy steps: the copy takes a pool of its own.
        let held = try #require(pool.claim(minimumBlock: 4))
        #expect(pool.claim(minimumBlock: 4) == nil)
        Self.steps(&copy, 20)
        held.finish()
        #expect(copy.workerPool !== pool)
        #expect(copy.workerPool?.helperCount == 1)
        Self.steps(&world, 20)
        #expect(world.workerPool === pool)
        #expect(SolverThreadsTests.poses(copy, bodies) == Self.reference)
        #expect(SolverThreadsTests.poses(world, bodies) == Self.reference)
    }

    @Test(
        "A world and its copy, or two separate worlds, stepped at the same time on two threads compute what each would alone",
        arguments: [false, true])
    func concurrentWorlds(copies: Bool) {
        // One step first, so that the pool exists and a copy shares it.
        var (world, bodies) = Self.pyramid(workers: 2)
        Self.steps(&world, 1)
        var other = copies ? world : Self.pyramid(workers: 3).0
        if !copies { Self.steps(&other, 1) }
        let (worlds, boxes) = ([world, other], bodies)
        let results = Mutex<[[UInt64]]>([[], []])
        Self.onTwoThreads { k in
            var mine = worlds[k]
            Self.steps(&mine, 29)
            let poses = SolverThreadsTests.poses(mine, boxes)
            results.withLock { $0[k] = poses }
        }
        let poses = results.withLock { $0 }
        #expect(poses[0] == Self.reference)
        #expect(poses[1] == Self.reference)
    }
}
