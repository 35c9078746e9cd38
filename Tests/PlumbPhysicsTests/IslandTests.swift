// Persistent islands (World+Islands.swift): merged when a link appears, split lazily before
// sleeping, and a world whose islands all sleep does no work in a step.

import Testing

@testable import PlumbPhysics

@Suite("Physics world: persistent islands")
struct IslandTests {
    /// The islands in use, each as its sorted body indices, sorted.
    static func islands(_ world: World) -> [[Int]] {
        world.islands.map { $0.bodies.sorted() }.filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
    }

    @Test("A box landing on another merges their islands; bodies resting apart keep their own")
    func landingMerges() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        let b = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(300, 547))
        let c = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 400))
        #expect(Self.islands(world) == [[a.index], [b.index], [c.index]])
        WorldScene.run(&world, seconds: 1)
        #expect(Self.islands(world) == [[a.index, c.index], [b.index]])
        #expect(world.islands.allSatisfy { $0.removedLinks == 0 })
    }

    @Test("A box pushed off another leaves a removed link; the island splits before either sleeps")
    func partingSplitsBeforeSleep() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        let top = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 507))
        WorldScene.run(&world, seconds: 0.2)
        #expect(Self.islands(world) == [[a.index, top.index]])
        world.setTransform(of: top, position: Vec2(400, 547), angle: 0)
        WorldScene.run(&world, seconds: 0.2)
        let merged = world.bodies[a.index].island
        #expect(world.bodies[top.index].island == merged)
        #expect(world.islands[merged].removedLinks >= 1)
        WorldScene.run(&world, seconds: 2)
        #expect(Self.islands(world) == [[a.index], [top.index]])
        #expect(!world.isAwake(a) && !world.isAwake(top))
        world.wake(top)
        #expect(world.isAwake(top) && !world.isAwake(a))
    }

    @Test("A world whose islands all sleep skips the step: nothing moves, nothing is awake")
    func restingWorldDoesNothing() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        var boxes: [BodyID] = []
        for row in 0..<4 {
            for k in 0..<(4 - row) {
                let x = 200 + (Double(k) - Double(3 - row) / 2) * 40
                boxes.append(
                    WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(x, 548 - 40 * Double(row))))
            }
        }
        WorldScene.run(&world, seconds: 3)
        #expect(boxes.allSatisfy { !world.isAwake($0) })
        #expect(world.awakeIslands.isEmpty && world.awakeBodies().isEmpty && !world.tree.hasMovedProxies)
        let poses = boxes.map { [world.position(of: $0).x, world.position(of: $0).y, world.angle(of: $0)] }
        WorldScene.run(&world, seconds: 10)
        #expect(
            boxes.map { [world.position(of: $0).x, world.position(of: $0).y, world.angle(of: $0)] } == poses)
        #expect(world.contactBeginEvents.isEmpty && world.contactEndEvents.isEmpty)
        world.applyLinearImpulse(Vec2(0, -1000), at: world.worldCenterOfMass(of: boxes[9]), to: boxes[9])
        #expect(boxes.allSatisfy { world.isAwake($0) })
    }

    @Test("Destroying a body takes it out of its island and wakes the rest")
    func destroyingLeavesIsland() {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        let a = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 547))
        let top = WorldScene.addBox(&world, width: 40, height: 40, center: Vec2(100, 507))
        WorldScene.run(&world, seconds: 2)
        #expect(!world.isAwake(a))
        world.destroyBody(top)
        #expect(Self.islands(world) == [[a.index]])
        #expect(world.isAwake(a))
        WorldScene.run(&world, seconds: 1)
        #expect(!world.isAwake(a))
    }
}
