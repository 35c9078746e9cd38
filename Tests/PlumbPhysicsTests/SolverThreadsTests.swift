// The constraint graph colouring and the solver's stages on several workers
// (Solver/ConstraintGraph.swift, Solver/SolverWorkers.swift): no colour has two constraints on one
// dynamic body, and a step gives the same bits whatever `World.workerCount`.

import Testing

@testable import PlumbPhysics

@Suite("Physics world: constraint colouring and worker threads")
struct SolverThreadsTests {
    /// A base-`base` pyramid of 28×28 boxes (μ = 0.5) on the floor, and its boxes.
    static func pyramid(base: Int) -> (World, [BodyID]) {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        var boxes: [BodyID] = []
        for row in 0..<base {
            for k in 0..<(base - row) {
                let center = Vec2(
                    400 + (Double(k) - Double(base - 1 - row) / 2) * 28,
                    WorldScene.floorY - 14 - 28 * Double(row))
                boxes.append(
                    WorldScene.addBox(
                        &world, width: 28, height: 28, center: center, shape: ShapeDefinition(friction: 0.5)))
            }
        }
        return (world, boxes)
    }

    static func scene(_ name: String) -> (World, [BodyID]) {
        name == "pile" ? WorldSceneTests.pile() : pyramid(base: 20)
    }

    /// Every body's position and rotation, as bit patterns.
    static func poses(_ world: World, _ bodies: [BodyID]) -> [UInt64] {
        bodies.flatMap { body in
            let p = world.position(of: body)
            let q = world.rotation(of: body)
            return [p.x, p.y, q.cos, q.sin].map(\.bitPattern)
        }
    }

    @Test(
        "Every body's position and rotation is bit-identical with 1, 2 and 4 workers",
        arguments: ["pile", "pyramid"])
    func sameBitsForAnyWorkerCount(scene: String) {
        var results: [[UInt64]] = []
        for workers in [1, 2, 4] {
            var (world, bodies) = Self.scene(scene)
            world.workerCount = workers
            // Small blocks, so that even the pile's colours are cut between the workers.
            world.solverMinimumBlock = 4
            WorldScene.run(&world, seconds: 1)
            #expect(world.solver.colors.count > 1)
            results.append(Self.poses(world, bodies))
        }
        #expect(results[1] == results[0])
        #expect(results[2] == results[0])
    }

    @Test(
        "Solving each colour two constraints at a time (SIMD lanes) gives the same bits as one by one",
        arguments: ["pile", "pyramid"])
    func lanesGiveTheSameBits(scene: String) {
        var results: [[UInt64]] = []
        for usesLanes in [true, false] {
            var (world, bodies) = Self.scene(scene)
            world.solver.usesLanes = usesLanes
            WorldScene.run(&world, seconds: 1)
            #expect(world.solver.wide.isEmpty == !usesLanes)
            results.append(Self.poses(world, bodies))
        }
        #expect(results[0] == results[1])
    }

    @Test("A colour is packed in groups of the lane count, its last group holding the rest")
    func packing() {
        var (world, _) = Self.pyramid(base: 20)
        WorldScene.run(&world, seconds: 0.1)
        let solver = world.solver
        #expect(solver.wideColors.count == solver.colors.count)
        for (color, groups) in zip(solver.colors, solver.wideColors) {
            #expect(groups.count == (color.count + Lanes.scalarCount - 1) / Lanes.scalarCount)
            #expect(
                solver.wide[groups].map(\.first)
                    == Array(stride(from: color.lowerBound, to: color.upperBound, by: Lanes.scalarCount)))
            #expect(solver.wide[groups].map(\.laneCount).reduce(0, +) == color.count)
        }
    }

    @Test(
        "No colour holds two constraints on one dynamic body; every constraint is solved once",
        arguments: ["pile", "pyramid"])
    func coloursShareNoDynamicBody(scene: String) {
        var (world, _) = Self.scene(scene)
        WorldScene.run(&world, seconds: 0.5)
        let solver = world.solver
        #expect(!solver.constraints.isEmpty)
        for color in solver.colors {
            var seen: Set<Int> = []
            for c in solver.constraints[color] {
                for b in [c.bodyA, c.bodyB] where world.bodies[b].type == .dynamic {
                    #expect(seen.insert(b).inserted, "body \(b) twice in colour \(color)")
                }
            }
        }
        let covered = solver.overflowCount + solver.colors.reduce(0) { $0 + $1.count }
        #expect(covered == solver.constraints.count)
        #expect(Set(solver.constraints.map(\.contactIndex)).count == solver.constraints.count)
    }

    @Test("A body in more constraints than there are colours sends the rest to the overflow")
    func overflow() {
        // 30 constraints between dynamic body 0 and bodies 1…30: colours 0–23, then 6 overflow.
        let dynamic = ConstraintGraph(count: 30, bodyCount: 31) { i in (0, i + 1) }
        #expect(dynamic.overflowCount == 6)
        #expect(dynamic.colors == (0..<24).map { 6 + $0..<7 + $0 })
        #expect(dynamic.order == Array(24..<30) + Array(0..<24))
        // The same against static bodies (nil): a static partner does not count, but body 0 does.
        let onStatic = ConstraintGraph(count: 30, bodyCount: 1) { _ in (nil, 0) }
        #expect(onStatic.overflowCount == 6)
        #expect(onStatic.colors.count == 24)
        // Constraints on different dynamic bodies share colour 0; one on a body already there
        // moves on to colour 1.
        let pairs: [(Int?, Int?)] = [(0, 1), (2, 3), (1, nil), (nil, 5)]
        let apart = ConstraintGraph(count: 4, bodyCount: 6) { pairs[$0] }
        #expect(apart.overflowCount == 0)
        #expect(apart.colors == [0..<3, 3..<4])
        #expect(apart.order == [0, 1, 3, 2])
    }
}
