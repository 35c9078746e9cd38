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
        "Every body's position and rotation is bit-identical with 1, 2, 3 and 4 workers",
        arguments: ["pile", "pyramid"])
    func sameBitsForAnyWorkerCount(scene: String) {
        var results: [[UInt64]] = []
        for workers in [1, 2, 3, 4] {
            var (world, bodies) = Self.scene(scene)
            world.workerCount = workers
            // Small blocks, so that even the pile's colours are cut between the workers.
            world.solverMinimumBlock = 4
            WorldScene.run(&world, seconds: 1)
            #expect(world.solver.colors.count > 1)
            results.append(Self.poses(world, bodies))
        }
        for result in results.dropFirst() { #expect(result == results[0]) }
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
        let order = solver.solveOrder
        #expect(!order.isEmpty)
        for color in solver.colors {
            var seen: Set<Int> = []
            for c in order[color] {
                for b in [c.bodyA, c.bodyB] where world.bodies[b].type == .dynamic {
                    #expect(seen.insert(b).inserted, "body \(b) twice in colour \(color)")
                }
            }
        }
        let covered = solver.overflowCount + solver.colors.reduce(0) { $0 + $1.count }
        #expect(covered == order.count)
        #expect(Set(order.map(\.contactIndex)).count == order.count)
    }

    /// Touching contacts between awake bodies `0..<bodyCount` (dynamic) and, for `nil`, a static
    /// body, in pair order.
    static func contacts(_ pairs: [(Int?, Int?)], bodyCount: Int) -> (contacts: [Contact], bodies: [Body]) {
        var bodies = (0..<bodyCount).map { _ in Body(BodyDefinition(type: .dynamic)) }
        bodies.append(Body(BodyDefinition(type: .static)))
        let contacts = pairs.indices.map { i in
            var contact = Contact(
                pair: ShapePair(a: 2 * i, b: 2 * i + 1), bodyA: pairs[i].0 ?? bodyCount,
                bodyB: pairs[i].1 ?? bodyCount)
            contact.touching = true
            return contact
        }
        return (contacts, bodies)
    }

    /// `graph` updated for `contacts` and `bodies`.
    static func update(_ graph: inout ConstraintGraph, _ contacts: inout [Contact], _ bodies: [Body]) {
        let masses = bodies.withUnsafeBufferPointer { bodies in bodies.indices.map { BodyMass(bodies, $0) } }
        contacts.withUnsafeMutableBufferPointer { contacts in
            masses.withUnsafeBufferPointer { masses in graph.update(contacts, masses) }
        }
    }

    /// A new graph's colours for `pairs` (see `contacts`), all becoming active in one step.
    static func graph(_ pairs: [(Int?, Int?)], bodyCount: Int) -> ConstraintGraph {
        var (contacts, bodies) = Self.contacts(pairs, bodyCount: bodyCount)
        var graph = ConstraintGraph()
        update(&graph, &contacts, bodies)
        return graph
    }

    @Test(
        "Each body's constraints are solved in pair order while its colours do not wrap"
    )
    func pairOrderPerBody() {
        // A chain 0–1–2–3–4: greedy colouring from colour 0 gave 0, 1, 0, 1 and solved (2, 3)
        // before (1, 2), which share body 2.
        let chain = Self.graph((0..<4).map { ($0, $0 + 1) }, bodyCount: 5)
        #expect(chain.order == [0, 1, 2, 3])
        #expect(chain.colors == [0..<1, 1..<2, 2..<3, 3..<4])
        // A ground contact and two constraints on other bodies stay in colour 0; the next one on
        // body 1 comes after its colour.
        let graph = Self.graph([(nil, 1), (2, 3), (1, 2), (nil, 4)], bodyCount: 5)
        #expect(graph.order == [0, 1, 3, 2])
        #expect(graph.colors == [0..<3, 3..<4])
        // After the last colour a body's constraints wrap round to the first free one: body 0
        // fills all 24 colours (its 25th constraint overflows), body 24 took colour 23 and wraps
        // to colour 0.
        let wrap = Self.graph((0..<26).map { $0 < 25 ? (0, $0 + 1) : (24, 26) }, bodyCount: 27)
        #expect(wrap.overflowCount == 1)
        #expect(wrap.order.first == 24)
        #expect(wrap.order[1...3] == [0, 25, 1])
        // In a small pyramid, every dynamic body meets its constraints in contact (pair) order.
        var (world, _) = Self.pyramid(base: 5)
        WorldScene.run(&world, seconds: 0.1)
        let constraints = world.solver.solveOrder
        #expect(world.solver.overflowCount == 0)
        for body in world.bodies.indices where world.bodies[body].type == .dynamic {
            let contacts = constraints.filter { $0.bodyA == body || $0.bodyB == body }.map(\.contactIndex)
            #expect(contacts.count >= 2)
            #expect(contacts == contacts.sorted(), "body \(body)")
        }
    }

    @Test(
        "The colours are kept while the active contacts stay, and made again in pair order when one comes or goes"
    )
    func coloursPersist() {
        // The chain 0–1–2–3–4 in colours 0, 1, 2, 3.
        var (contacts, bodies) = Self.contacts((0..<4).map { ($0, $0 + 1) }, bodyCount: 5)
        var graph = ConstraintGraph()
        Self.update(&graph, &contacts, bodies)
        #expect(contacts.map(\.color) == [0, 1, 2, 3])
        #expect(graph.recoloringCount == 1)
        // Nothing changed: the colours are kept, not made again.
        Self.update(&graph, &contacts, bodies)
        #expect(graph.recoloringCount == 1)
        #expect(graph.order == [0, 1, 2, 3])
        // (1, 2) stops touching: the others are coloured again in pair order.
        contacts[1].touching = false
        Self.update(&graph, &contacts, bodies)
        #expect(graph.recoloringCount == 2)
        #expect(contacts.map(\.color) == [0, ConstraintGraph.none, 0, 1])
        #expect(graph.order == [0, 2, 3])
        #expect(graph.colors == [0..<2, 2..<3])
        // Bodies 3 and 4 fall asleep: (3, 4) leaves; (2, 3) stays (body 2 is awake).
        bodies[3].isAwake = false
        bodies[4].isAwake = false
        Self.update(&graph, &contacts, bodies)
        #expect(graph.recoloringCount == 3)
        #expect(contacts.map(\.color) == [0, ConstraintGraph.none, 0, ConstraintGraph.none])
        #expect(graph.order == [0, 2])
        // A coloured contact that leaves the list is found by count.
        contacts.removeFirst()
        Self.update(&graph, &contacts, bodies)
        #expect(graph.recoloringCount == 4)
        #expect(graph.order == [1])
        // A sensor takes no colour.
        contacts[0].touching = true
        contacts[0].isSensor = true
        Self.update(&graph, &contacts, bodies)
        #expect(graph.recoloringCount == 4)
        #expect(contacts[0].color == ConstraintGraph.none)
    }

    @Test("A body in more constraints than there are colours sends the rest to the overflow")
    func overflow() {
        // 30 constraints between dynamic body 0 and bodies 1…30: colours 0–23, then 6 overflow.
        let dynamic = Self.graph((0..<30).map { (0, $0 + 1) }, bodyCount: 31)
        #expect(dynamic.overflowCount == 6)
        #expect(dynamic.colors == (0..<24).map { 6 + $0..<7 + $0 })
        #expect(dynamic.order == Array(24..<30) + Array(0..<24))
        // The same against static bodies (nil): a static partner does not count, but body 0 does.
        let onStatic = Self.graph(Array(repeating: (nil, 0), count: 30), bodyCount: 1)
        #expect(onStatic.overflowCount == 6)
        #expect(onStatic.colors.count == 24)
        // Constraints on different dynamic bodies share colour 0; one on a body already there
        // moves on to colour 1.
        let apart = Self.graph([(0, 1), (2, 3), (1, nil), (nil, 5)], bodyCount: 6)
        #expect(apart.overflowCount == 0)
        #expect(apart.colors == [0..<3, 3..<4])
        #expect(apart.order == [0, 1, 3, 2])
    }

    @Test(
        "The step's workers run every item of every stage once, whatever the worker count",
        arguments: [1, 2, 4])
    func workersCoverEveryItem(count: Int) throws {
        let workers = try #require(WorkerPool(helperCount: count - 1).claim(minimumBlock: 3))
        defer { workers.finish() }
        let sizes = [0, 1, 5, 6, 7, 23, 64, 200, 1000]
        var visits = [Int](repeating: 0, count: 1000)
        for stage in 0..<600 {
            let itemCount = sizes[stage % sizes.count]
            visits.withUnsafeMutableBufferPointer { visits in
                let shared = SharedBuffer(visits)
                workers.forEachBlock(itemCount) { block in
                    for k in block { shared.pointer[k] += 1 }
                }
            }
        }
        // Item k is in every stage of more than k items.
        let expected = (0..<1000).map { k in (0..<600).count { sizes[$0 % sizes.count] > k } }
        #expect(visits == expected)
        #expect(workers.blockCount(5) == 1)
        #expect(workers.blockCount(1000) == (count == 1 ? 1 : count * SolverWorkers.blocksPerWorker))
    }

    @Test("A step's broad phase ends the same whatever the worker count: proxies, moved order, contacts")
    func sameBroadPhaseForAnyWorkerCount() {
        var results: [(moved: [Int], boxes: [AABB], pairs: [ShapePair], poses: [UInt64])] = []
        for workers in [1, 2, 4] {
            var (world, bodies) = WorldSceneTests.pile()
            world.workerCount = workers
            world.solverMinimumBlock = 4
            for _ in 0..<40 {
                world.step(timeStep: 1.0 / 60)
                #expect(world.tree.invariantViolations() == [])
            }
            var tree = world.tree
            results.append(
                (
                    tree.takeMovedProxies(), tree.proxies.map { tree.fatAABB($0) },
                    world.contacts.map(\.pair),
                    Self.poses(world, bodies)
                ))
        }
        #expect(!results[0].moved.isEmpty)
        for r in results.dropFirst() {
            #expect(r.moved == results[0].moved)
            #expect(r.boxes == results[0].boxes)
            #expect(r.pairs == results[0].pairs)
            #expect(r.poses == results[0].poses)
        }
    }
}
