extension World {
    /// The broad-phase category of a static body's shapes (a body's type never changes), which
    /// continuous collision queries alone, as Box2D v3 queries its static tree.
    static let staticProxies: UInt32 = 2
    /// The broad-phase category of a dynamic or kinematic body's shapes.
    static let movingProxies: UInt32 = 1

    /// Ends a step of `timeStep` seconds for the awake bodies `awake`: clears their forces, updates
    /// their sleep timers (a body slower than the sleep velocity, `|v| + maxExtent·|ω|`, adds the
    /// step; any other restarts at 0) and moves their shapes' broad-phase proxies to their current
    /// bounds.
    ///
    /// In two passes, as Box2D v3 finalises bodies: first, in blocks of bodies on `workers`, the
    /// forces and timers, and each shape's tight AABB and, where it left the proxy's fat AABB, the
    /// new fat AABB; then, on the calling thread, the noted proxies move in body order, shape by shape
    /// (`DynamicTree.moveProxies`: in place, and the part of the tree above them rebuilt at once).
    /// The tree and the moved proxies' order so depend only on the bodies, never on the worker
    /// count.
    mutating func finalizeBodies(_ timeStep: Double, _ awake: [Int], _ workers: SolverWorkers) {
        // The new fat AABB of each shape of an awake body that left its fat AABB, nil for the
        // others: body `awake[k]`'s shapes in slots `firstSlot[k]…`, so that a step costs the awake
        // bodies' shapes, not the world's.
        var slotCount = 0
        let firstSlot = awake.map { b in
            defer { slotCount += bodies[b].shapes.count }
            return slotCount
        }
        var moved = [AABB?](repeating: nil, count: slotCount)
        bodies.withUnsafeMutableBufferPointer { bodies in
            shapes.withUnsafeBufferPointer { shapes in
                tree.nodes.withUnsafeBufferPointer { nodes in
                    moved.withUnsafeMutableBufferPointer { moved in
                        // Each block writes only its own bodies and their shapes' slots.
                        let shared = (
                            bodies: SharedBuffer(bodies), shapes: SharedBuffer(shapes),
                            nodes: SharedBuffer(nodes),
                            moved: SharedBuffer(moved)
                        )
                        workers.forEachBlock(awake.count) { block in
                            for k in block {
                                let b = awake[k]
                                Self.finalize(&shared.bodies.pointer[b], timeStep)
                                let xf = shared.bodies.pointer[b].transform
                                for (j, s) in shared.bodies.pointer[b].shapes.enumerated() {
                                    let proxy = shared.shapes.pointer[s].proxy
                                    let box = CollisionGeometry.aabb(
                                        (shared.shapes.pointer.baseAddress! + s).pointer(to: \.collision)!, xf
                                    )
                                    if !shared.nodes.pointer[proxy].aabb.contains(box) {
                                        shared.moved.pointer[firstSlot[k] + j] = box.fattened(
                                            by: shared.nodes.pointer[proxy].margin)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var moves: [(DynamicTree.ProxyID, AABB)] = []
        bodies.withUnsafeBufferPointer { bodies in
            // Each body's shape list read in place: `bodies[b].shapes` copied the whole `Body`.
            for (k, b) in awake.enumerated() {
                for (j, s) in (bodies.baseAddress! + b).pointer(to: \.shapes)!.pointee.enumerated() {
                    if let box = moved[firstSlot[k] + j] { moves.append((shapes[s].proxy, box)) }
                }
            }
        }
        tree.moveProxies(moves)
    }

    /// Clears a body's forces and updates its sleep timer.
    private static func finalize(_ body: inout Body, _ timeStep: Double) {
        body.force = .zero
        body.torque = 0
        let speed = body.linearVelocity.length + body.maxExtent * abs(body.angularVelocity)
        if !body.isSleepEnabled || body.type == .kinematic || speed > SolverConstants.sleepVelocity {
            body.sleepTime = 0
        } else {
            body.sleepTime += timeStep
        }
    }

    /// The shape pairs that may collide (`shouldCollide`) whose fat AABBs overlap and one of whose
    /// proxies is in `moved`, sorted (a pair may appear more than once). Each moved proxy queries
    /// the tree; in blocks on `workers`, each block's pairs collected apart and joined in block
    /// order, so the result does not depend on the worker count.
    ///
    /// A pair of two moved proxies is found only by the query of the one with the smaller id (as
    /// Box2D v3's pair query skips a moved proxy of smaller id): half the pairs to sort where
    /// everything falls.
    func newPairs(_ moved: [DynamicTree.ProxyID], _ workers: SolverWorkers) -> [ShapePair] {
        var flags = [Bool](repeating: false, count: tree.nodes.count)
        for proxy in moved where tree.isProxy(proxy) { flags[proxy] = true }
        let isMoved = flags
        var found = [[ShapePair]](repeating: [], count: workers.blockCount(moved.count))
        found.withUnsafeMutableBufferPointer { found in
            isMoved.withUnsafeBufferPointer { isMoved in
                shapes.withUnsafeBufferPointer { shapes in
                    bodies.withUnsafeBufferPointer { bodies in
                        // Each block writes only its own slot of `found`; the rest is only read.
                        let shared = (
                            found: SharedBuffer(found), isMoved: SharedBuffer(isMoved),
                            shapes: SharedBuffer(shapes), bodies: SharedBuffer(bodies)
                        )
                        workers.forEachBlock(indexed: moved.count) { k, block in
                            var pairs: [ShapePair] = []
                            // The block's overlaps, each query's appended after the last's.
                            var overlapping: [Int] = []
                            for proxy in moved[block] where tree.isProxy(proxy) {
                                let first = overlapping.count
                                tree.appendOverlaps(
                                    of: proxy, isMoved: shared.isMoved.pointer, to: &overlapping)
                                let s1 = tree.userData(proxy)
                                for s2 in overlapping[first...] {
                                    let pair = ShapePair(a: min(s1, s2), b: max(s1, s2))
                                    if Self.shouldCollide(pair, shared.shapes.pointer, shared.bodies.pointer)
                                    {
                                        pairs.append(pair)
                                    }
                                }
                            }
                            shared.found.pointer[k] = pairs
                        }
                    }
                }
            }
        }
        // Sorted as 64-bit keys (`a` in the high half): one integer comparison per step of the sort.
        var keys = found.joined().map { UInt64(UInt32($0.a)) << 32 | UInt64(UInt32($0.b)) }
        keys.sort()
        return keys.map { ShapePair(a: Int($0 >> 32), b: Int($0 & 0xFFFF_FFFF)) }
    }
}
