// Persistent islands, as Box2D v3 keeps them (Erin Catto, "Simulation Islands", 2023).
//
// Every non-static body belongs to exactly one island (`Body.island`); static bodies and tombstones
// to none. Links are what joins two bodies: a touching non-sensor contact between two non-static
// bodies, or a joint other than a target joint.
// - A link that appears (a contact starts touching, a joint is created) merges the two bodies'
//   islands at once: the smaller island's bodies move into the larger (O(smaller)), and if either
//   was awake the merged island is awake (an awake body touching a sleeping island wakes it).
// - A link that goes away only counts (`Island.removedLinks`): the island may now be several
//   components, but finding them costs a graph search, so it waits.
// - At the end of a step, an awake island whose bodies have all rested `timeToSleep` falls asleep
//   if no link has gone; otherwise it is split first (a depth-first search over the links among
//   its bodies) and each piece is judged on its own. Box2D splits one candidate per step; Plumb
//   splits every candidate in the same step, so an island sleeps exactly when its bodies' current
//   connected component has rested (the same answer as rebuilding islands every step).
// - Waking a body wakes its island; an island's bodies sleep and wake together.
// The step works only on the awake islands' bodies (`awakeBodies()`), and a world whose islands
// all sleep and whose broad phase has nothing moved skips the step entirely.

extension World {
    /// Puts a new non-static body into an island of its own, awake or asleep as the body is.
    mutating func addToNewIsland(_ body: Int) {
        bodies[body].island = makeIsland([body], awake: bodies[body].isAwake)
    }

    /// Records a link between two bodies: merges their islands (static bodies link nothing).
    mutating func link(_ a: Int, _ b: Int) {
        let ia = bodies[a].island
        let ib = bodies[b].island
        guard ia >= 0, ib >= 0, ia != ib else { return }
        let (keep, gone) =
            islands[ia].bodies.count > islands[ib].bodies.count
                || (islands[ia].bodies.count == islands[ib].bodies.count && ia < ib) ? (ia, ib) : (ib, ia)
        // An awake island wakes a sleeping one (its bodies' timers restart); awake bodies keep
        // their sleep timers.
        if islands[keep].isAwake && !islands[gone].isAwake { wakeIsland(gone) }
        if islands[gone].isAwake && !islands[keep].isAwake { wakeIsland(keep) }
        let moved = islands[gone].bodies
        for body in moved { bodies[body].island = keep }
        islands[keep].bodies.append(contentsOf: moved)
        islands[keep].removedLinks += islands[gone].removedLinks
        freeIsland(gone)
    }

    /// Records that a link between two bodies went away (their island may need a split).
    mutating func unlink(_ a: Int, _ b: Int) {
        let ia = bodies[a].island
        guard ia >= 0, bodies[b].island >= 0 else { return }
        islands[ia].removedLinks += 1
    }

    /// Links or unlinks a contact's bodies when its touching state changed.
    mutating func updateLink(_ contact: Contact, wasTouching: Bool) {
        guard contact.touching != wasTouching, !contact.isSensor else { return }
        let a = contact.bodyA
        let b = contact.bodyB
        if contact.touching { link(a, b) } else { unlink(a, b) }
    }

    /// Takes a body out of its island (before it becomes a tombstone).
    mutating func removeFromIsland(_ body: Int) {
        let i = bodies[body].island
        guard i >= 0 else { return }
        islands[i].bodies.removeAll { $0 == body }
        islands[i].removedLinks += 1
        bodies[body].island = -1
        if islands[i].bodies.isEmpty { freeIsland(i) }
    }

    /// Wakes every body of an island and resets their sleep timers. O(bodies) if asleep, O(1)
    /// if awake.
    mutating func wakeIsland(_ island: Int) {
        guard !islands[island].isAwake else { return }
        islands[island].isAwake = true
        awakeIslands.insert(island)
        for b in islands[island].bodies {
            bodies[b].isAwake = true
            bodies[b].sleepTime = 0
        }
    }

    /// The bodies of the awake islands, in index order (every step loop visits bodies in this
    /// order, whatever the islands' history). O(min(awake · log awake, bodies)): where the awake
    /// bodies are a good share of the world, the islands mark their bodies and one sweep over the
    /// marks lists them (a sort of 500 indices cost some 110 000 instructions, the sweep a few
    /// thousand); where few are awake, their indices are sorted.
    func awakeBodies() -> [Int] {
        if awakeIslands.count == 1, let only = awakeIslands.first,
            zip(islands[only].bodies, islands[only].bodies.dropFirst()).allSatisfy({ $0 < $1 })
        {
            // One awake island already in order (a pyramid built row by row): no sort, no marks.
            return islands[only].bodies
        }
        var count = 0
        for i in awakeIslands { count += islands[i].bodies.count }
        var awake: [Int] = []
        awake.reserveCapacity(count)
        if count * 16 < bodies.count {
            for i in awakeIslands { awake.append(contentsOf: islands[i].bodies) }
            awake.sort()
            return awake
        }
        var marks = [Bool](repeating: false, count: bodies.count)
        marks.withUnsafeMutableBufferPointer { marks in
            for i in awakeIslands {
                for b in islands[i].bodies { marks[b] = true }
            }
            for b in marks.indices where marks[b] { awake.append(b) }
        }
        return awake
    }

    /// Puts an awake island to sleep: its bodies stop and stop being simulated.
    mutating func sleepIsland(_ island: Int) {
        islands[island].isAwake = false
        awakeIslands.remove(island)
        for b in islands[island].bodies {
            bodies[b].isAwake = false
            bodies[b].linearVelocity = .zero
            bodies[b].angularVelocity = 0
        }
    }

    /// Splits islands into their connected components by a depth-first search over the links
    /// (touching non-sensor contacts, joints) among their bodies. The first component of each
    /// keeps its index; the others get new awake islands. Returns the islands the candidates
    /// became, each candidate followed by its new pieces. O(contacts + joints + bodies).
    mutating func split(_ candidates: [Int]) -> [Int] {
        var splitting = [Bool](repeating: false, count: islands.count)
        for island in candidates { splitting[island] = true }
        // The links inside the islands being split, in the order of the contacts and then the
        // joints, laid out per body (counts, prefix sums, then a fill in that order): each body's
        // neighbours come in the order its links were found, which the search below follows.
        var links: [(Int, Int)] = []
        func add(_ a: Int, _ b: Int) {
            let i = bodies[a].island
            guard i >= 0, i == bodies[b].island, splitting[i] else { return }
            links.append((a, b))
        }
        for c in contacts where c.touching && !c.isSensor {
            add(c.bodyA, c.bodyB)
        }
        for case (let a, let b)? in joints.lazy.map({ $0?.link }) { add(a, b) }
        var start = [Int](repeating: 0, count: bodies.count + 1)
        for (a, b) in links {
            start[a + 1] += 1
            start[b + 1] += 1
        }
        for i in 0..<bodies.count { start[i + 1] += start[i] }
        var next = start
        var neighbours = [Int](repeating: 0, count: 2 * links.count)
        for (a, b) in links {
            neighbours[next[a]] = b
            next[a] += 1
            neighbours[next[b]] = a
            next[b] += 1
        }
        var seen = [Bool](repeating: false, count: bodies.count)
        var pieces: [Int] = []
        for island in candidates {
            let members = islands[island].bodies.sorted()
            var components: [[Int]] = []
            for root in members where !seen[root] {
                var component: [Int] = []
                var stack = [root]
                seen[root] = true
                while let body = stack.popLast() {
                    component.append(body)
                    for other in neighbours[start[body]..<start[body + 1]] where !seen[other] {
                        seen[other] = true
                        stack.append(other)
                    }
                }
                components.append(component)
            }
            islands[island].bodies = components[0]
            islands[island].removedLinks = 0
            pieces.append(island)
            for component in components.dropFirst() {
                let index = makeIsland(component, awake: true)
                for b in component { bodies[b].island = index }
                pieces.append(index)
            }
        }
        return pieces
    }

    private mutating func makeIsland(_ members: [Int], awake: Bool) -> Int {
        let island = Island(bodies: members, isAwake: awake)
        let index: Int
        if let free = freeIslands.popLast() {
            islands[free] = island
            index = free
        } else {
            islands.append(island)
            index = islands.count - 1
        }
        if awake { awakeIslands.insert(index) }
        return index
    }

    private mutating func freeIsland(_ island: Int) {
        islands[island] = Island(bodies: [], isAwake: false)
        awakeIslands.remove(island)
        freeIslands.append(island)
    }
}
