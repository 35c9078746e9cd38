// `World.profile`: the step's stages timed only when asked, without changing a bit of the step.

import Testing

@testable import PlumbPhysics

@Suite("Physics world: the step's profile")
struct StepProfileTests {
    @Test("Off by default: the profile stays zero")
    func offByDefault() {
        var (world, _) = SolverThreadsTests.pyramid(base: 5)
        WorldScene.run(&world, seconds: 0.1)
        #expect(!world.isProfilingEnabled)
        #expect(world.profile == StepProfile())
    }

    @Test("On: every stage the pyramid runs takes time, the stages within the step, the bits unchanged")
    func on() {
        var (plain, plainBodies) = SolverThreadsTests.pyramid(base: 10)
        var (profiled, bodies) = SolverThreadsTests.pyramid(base: 10)
        profiled.isProfilingEnabled = true
        WorldScene.run(&plain, seconds: 0.2)
        WorldScene.run(&profiled, seconds: 0.2)
        #expect(WorldSceneTests.hash(profiled, bodies) == WorldSceneTests.hash(plain, plainBodies))
        let profile = profiled.profile
        let stages = profile.stages
        #expect(
            stages.map(\.name) == [
                "step", "collide", "prepareConstraints", "integrateVelocities", "warmStart", "solveImpulses",
                "integratePositions", "relaxImpulses", "applyRestitution", "storeImpulses", "continuous",
                "finalizeBodies", "sleepIslands",
            ])
        for stage in [
            profile.collide, profile.prepareConstraints, profile.warmStart, profile.solveImpulses,
            profile.relaxImpulses,
        ] {
            #expect(stage > 0)
        }
        #expect(stages.dropFirst().allSatisfy { $0.milliseconds >= 0 })
        #expect(stages.dropFirst().reduce(0) { $0 + $1.milliseconds } <= profile.step)
    }

    @Test("A step that returns at once (everything asleep) leaves a zero profile")
    func restingWorld() {
        var (world, _) = SolverThreadsTests.pyramid(base: 3)
        world.isProfilingEnabled = true
        WorldScene.run(&world, seconds: 3)
        #expect(world.profile == StepProfile())
    }
}
