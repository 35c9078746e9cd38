import PropertyBased
import Testing

@testable import PlumbPhysics

@Suite("Physics dynamic tree")
struct DynamicTreeTests {
    static var seeds: Generator<UInt64, Shrink.Integer<UInt64>> { Gen.uint64() }

    static func randomBox(_ rng: inout SplitMix64, world: Double = 1000, maxSize: Double = 60) -> AABB {
        let x = Double.random(in: 0..<world, using: &rng)
        let y = Double.random(in: 0..<world, using: &rng)
        let w = Double.random(in: 0.5..<maxSize, using: &rng)
        let h = Double.random(in: 0.5..<maxSize, using: &rng)
        return AABB(lower: Vec2(x, y), upper: Vec2(x + w, y + h))
    }

    @Test func queriesMatchBruteForce() async {
        await propertyCheck(count: 60, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            var tree = DynamicTree()
            var live: [Int: AABB] = [:]
            var ids: [Int] = []
            for step in 0..<150 {
                let action = Int.random(in: 0..<10, using: &rng)
                if action < 6 || ids.isEmpty {
                    let box = Self.randomBox(&rng)
                    let id = tree.insert(box, userData: step)
                    live[id] = box
                    ids.append(id)
                } else if action < 8 {
                    let id = ids.remove(at: Int.random(in: 0..<ids.count, using: &rng))
                    tree.remove(id)
                    live[id] = nil
                } else {
                    let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
                    let box = Self.randomBox(&rng)
                    tree.move(id, to: box)
                    live[id] = box
                }
            }
            #expect(tree.invariantViolations() == [])
            #expect(tree.proxies == ids.sorted())
            for id in ids {
                #expect(tree.fatAABB(id).contains(live[id]!), "fat box holds the tight box")
            }
            for _ in 0..<20 {
                let q = Self.randomBox(&rng, maxSize: 200)
                let expected = ids.filter { tree.fatAABB($0).overlaps(q) }.sorted()
                #expect(tree.query(q) == expected, "seed \(seed)")
            }
            let sorted = ids.sorted()
            var brute: [(Int, Int)] = []
            for (i, a) in sorted.enumerated() {
                for b in sorted[(i + 1)...] where tree.fatAABB(a).overlaps(tree.fatAABB(b)) {
                    brute.append((a, b))
                }
            }
            let pairs = tree.overlappingPairs()
            #expect(pairs.map(\.0) == brute.map(\.0) && pairs.map(\.1) == brute.map(\.1), "seed \(seed)")
        }
    }

    @Test func appendOverlapsIsTheQueryLessItselfAndSmallerMovedProxies() async {
        await propertyCheck(count: 30, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            var tree = DynamicTree()
            let ids = (0..<80).map { tree.insert(Self.randomBox(&rng, world: 400), userData: 1000 + $0) }
            let isMoved = tree.nodes.map { _ in Bool.random(using: &rng) }
            for proxy in ids {
                var expected: [Int] = []
                tree.query(tree.fatAABB(proxy)) { other in
                    if other != proxy && !(other < proxy && isMoved[other]) {
                        expected.append(tree.userData(other))
                    }
                    return true
                }
                var found = [-1]
                isMoved.withUnsafeBufferPointer { tree.appendOverlaps(of: proxy, isMoved: $0, to: &found) }
                #expect(found == [-1] + expected)
            }
        }
    }

    @Test func rayCastFindsTheClosestBox() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            var tree = DynamicTree(margin: 0)
            var boxes: [Int: AABB] = [:]
            for i in 0..<80 {
                let box = Self.randomBox(&rng)
                boxes[tree.insert(box, userData: i)] = box
            }
            let origin = Vec2(
                Double.random(in: -100..<0, using: &rng), Double.random(in: 0..<1000, using: &rng))
            let ray = RayCastInput(
                origin: origin, translation: Vec2(1200, Double.random(in: -600..<600, using: &rng)))
            var best: (Int, Double)?
            tree.rayCast(ray) { input, id in
                guard let hit = tree.fatAABB(id).rayCast(input) else { return input.maxFraction }
                if best == nil || hit.fraction < best!.1 { best = (id, hit.fraction) }
                return hit.fraction
            }
            let brute = boxes.keys.sorted().compactMap { id in
                boxes[id]!.rayCast(ray).map { (id, $0.fraction) }
            }
            .min { $0.1 < $1.1 }
            #expect(best?.0 == brute?.0 && best?.1 == brute?.1, "seed \(seed)")
        }
    }

    @Test func moveWithinTheFatBoxChangesNothing() {
        var tree = DynamicTree()
        let id = tree.insert(AABB(lower: Vec2(0, 0), upper: Vec2(10, 10)), userData: 7)
        #expect(tree.userData(id) == 7)
        #expect(tree.fatAABB(id) == AABB(lower: Vec2(-5, -5), upper: Vec2(15, 15)))
        let small = tree.move(id, to: AABB(lower: Vec2(3, 3), upper: Vec2(13, 13)))
        #expect(!small)
        let large = tree.move(id, to: AABB(lower: Vec2(6, 0), upper: Vec2(16, 10)))
        #expect(large)
        #expect(tree.fatAABB(id) == AABB(lower: Vec2(1, -5), upper: Vec2(21, 15)))
        let wall = tree.insert(AABB(lower: Vec2(0, 0), upper: Vec2(1, 100)), userData: 8, margin: 2)
        #expect(tree.fatAABB(wall) == AABB(lower: Vec2(-2, -2), upper: Vec2(3, 102)))
        tree.move(wall, to: AABB(lower: Vec2(10, 0), upper: Vec2(11, 100)))
        #expect(tree.fatAABB(wall) == AABB(lower: Vec2(8, -2), upper: Vec2(13, 102)))
    }

    @Test(arguments: ["random", "row", "grid"])
    func heightStaysLogarithmic(layout: String) {
        var tree = DynamicTree()
        var rng = SplitMix64(seed: 42)
        for i in 0..<1000 {
            let box: AABB
            switch layout {
            case "row":
                box = AABB(lower: Vec2(Double(i) * 12, 0), upper: Vec2(Double(i) * 12 + 10, 10))
            case "grid":
                let x = Double(i % 40) * 25
                let y = Double(i / 40) * 25
                box = AABB(lower: Vec2(x, y), upper: Vec2(x + 20, y + 20))
            default:
                box = Self.randomBox(&rng, world: 5000)
            }
            tree.insert(box, userData: i)
        }
        #expect(tree.invariantViolations() == [])
        // log2(1000) ≈ 10; this tree measures 10–14 on these layouts.
        #expect(tree.height <= 16, "\(layout): height \(tree.height)")
        // Removing half keeps it consistent and shallow.
        for id in stride(from: 0, to: tree.nodes.count, by: 2) where tree.proxies.contains(id) {
            tree.remove(id)
        }
        #expect(tree.invariantViolations() == [])
        #expect(tree.height <= 16, "\(layout) after removals: height \(tree.height)")
    }

    @Test func sameInsertionsGiveTheSameTree() {
        func build() -> [(Int, Int)] {
            var rng = SplitMix64(seed: 9)
            var tree = DynamicTree()
            for i in 0..<300 { tree.insert(Self.randomBox(&rng), userData: i) }
            for id in stride(from: 0, to: 300, by: 3) where tree.proxies.contains(id) { tree.remove(id) }
            return tree.overlappingPairs()
        }
        let a = build()
        let b = build()
        #expect(a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1))
        #expect(!a.isEmpty)
    }

    @Test func movingProxiesTogetherMatchesMovingThemOneByOne() async {
        await propertyCheck(count: 40, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            var tree = DynamicTree()
            for i in 0..<200 { tree.insert(Self.randomBox(&rng), userData: i) }
            _ = tree.takeMovedProxies()
            var oneByOne = tree
            for round in 0..<5 {
                // A few proxies jump anywhere, some drift a little, the rest stay.
                var moves: [(DynamicTree.ProxyID, AABB)] = []
                for id in tree.proxies where Int.random(in: 0..<4, using: &rng) == 0 {
                    let box =
                        Int.random(in: 0..<4, using: &rng) == 0
                        ? Self.randomBox(&rng)
                        : AABB(
                            lower: tree.fatAABB(id).lower + Vec2(3, 8),
                            upper: tree.fatAABB(id).upper + Vec2(3, 8))
                    if oneByOne.move(id, to: box) { moves.append((id, box.fattened(by: tree.margin))) }
                }
                tree.moveProxies(moves)
                #expect(tree.invariantViolations() == [], "seed \(seed), round \(round)")
                #expect(tree.takeMovedProxies() == oneByOne.takeMovedProxies())
                for id in tree.proxies { #expect(tree.fatAABB(id) == oneByOne.fatAABB(id)) }
                let pairs = tree.overlappingPairs()
                let expected = oneByOne.overlappingPairs()
                #expect(pairs.map(\.0) == expected.map(\.0) && pairs.map(\.1) == expected.map(\.1))
                for _ in 0..<10 {
                    let q = Self.randomBox(&rng, maxSize: 200)
                    #expect(tree.query(q) == oneByOne.query(q))
                }
            }
            #expect(tree.height <= 20, "seed \(seed): height \(tree.height)")
        }
    }

    @Test(
        "A rebuild shared out in tasks makes the tree of the one-thread rebuild, node for node",
        arguments: [1, 2, 3])
    func sharedRebuildMatchesTheOneThreadRebuild(workerCount: Int) async throws {
        let workers = try #require(WorkerPool(helperCount: workerCount - 1).claim(minimumBlock: 1))
        defer { workers.finish() }
        await propertyCheck(count: 20, input: Self.seeds) { seed in
            var rng = SplitMix64(seed: seed)
            var alone = DynamicTree()
            for i in 0..<400 { alone.insert(Self.randomBox(&rng), userData: i) }
            var shared = alone
            for round in 0..<4 {
                // Half the proxies drift, a few jump anywhere.
                var moves: [(DynamicTree.ProxyID, AABB)] = []
                for id in alone.proxies where Int.random(in: 0..<2, using: &rng) == 0 {
                    let box =
                        Int.random(in: 0..<8, using: &rng) == 0
                        ? Self.randomBox(&rng)
                        : AABB(
                            lower: alone.fatAABB(id).lower + Vec2(7, -9),
                            upper: alone.fatAABB(id).upper + Vec2(7, -9))
                    moves.append((id, box.fattened(by: alone.margin)))
                }
                alone.moveProxies(moves, SolverWorkers(minimumBlock: 1), fewestForTasks: .max)
                shared.moveProxies(moves, workers, fewestForTasks: 2)
                #expect(shared.invariantViolations() == [], "seed \(seed), round \(round)")
                #expect(shared.root == alone.root)
                #expect(shared.nodes.count == alone.nodes.count)
                for (a, b) in zip(shared.nodes, alone.nodes) {
                    #expect(a.aabb == b.aabb && a.height == b.height, "seed \(seed), round \(round)")
                    #expect(a.parent == b.parent && a.child1 == b.child1 && a.child2 == b.child2)
                }
            }
        }
    }
}
