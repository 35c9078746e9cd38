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
    /// new fat AABB, each block noting its moves in body order; then the noted proxies move in
    /// body order, shape by shape (`DynamicTree.moveProxies`: in place on the calling thread, and
    /// the part of the tree above them rebuilt at once, a large part in tasks on `workers`). The
    /// tree and the moved proxies' order so depend only on the bodies, never on the worker count.
    mutating func finalizeBodies(_ timeStep: Double, _ awake: [Int], _ workers: SolverWorkers) {
        // Each block's moves, in body order, shape by shape: joined in block order, the moves of
        // every awake body in body order, whatever the cut.
        let found = bodies.withUnsafeMutableBufferPointer { bodies in
            shapes.withUnsafeBufferPointer { shapes in
                tree.nodes.withUnsafeBufferPointer { nodes in
                    // Each block writes only its own bodies.
                    let shared = (
                        bodies: SharedBuffer(bodies), shapes: SharedBuffer(shapes), nodes: SharedBuffer(nodes)
                    )
                    return workers.mapBlocks(awake.count) { block in
                        let (bodies, shapes, nodes) = (
                            shared.bodies.pointer, shared.shapes.pointer, shared.nodes.pointer
                        )
                        var moves: [(DynamicTree.ProxyID, AABB)] = []
                        for k in block {
                            let b = awake[k]
                            Self.finalize(&bodies[b], timeStep)
                            let xf = bodies[b].transform
                            // The shape list read in place: `bodies[b].shapes` copied it.
                            for s in (bodies.baseAddress! + b).pointer(to: \.shapes)!.pointee {
                                let proxy = shapes[s].proxy
                                let box = CollisionGeometry.aabb(
                                    (shapes.baseAddress! + s).pointer(to: \.collision)!, xf)
                                if !nodes[proxy].aabb.contains(box) {
                                    moves.append((proxy, box.fattened(by: nodes[proxy].margin)))
                                }
                            }
                        }
                        return moves
                    }
                }
            }
        }
        tree.moveProxies(found.joined(), workers)
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
    /// the tree; in blocks on `workers`, each block's pairs collected and sorted apart, then the
    /// blocks' runs merged: the result does not depend on the worker count.
    ///
    /// A pair of two moved proxies is found only by the query of the one with the smaller id (as
    /// Box2D v3's pair query skips a moved proxy of smaller id): half the pairs to sort where
    /// everything falls.
    func newPairs(_ moved: [DynamicTree.ProxyID], _ workers: SolverWorkers) -> [ShapePair] {
        var flags = [Bool](repeating: false, count: tree.nodes.count)
        for proxy in moved where tree.isProxy(proxy) { flags[proxy] = true }
        let isMoved = flags
        var found = isMoved.withUnsafeBufferPointer { isMoved in
            shapes.withUnsafeBufferPointer { shapes in
                bodies.withUnsafeBufferPointer { bodies in
                    // The blocks only read.
                    let shared = (
                        isMoved: SharedBuffer(isMoved), shapes: SharedBuffer(shapes),
                        bodies: SharedBuffer(bodies)
                    )
                    return workers.mapBlocks(moved.count) { block in
                        // Each pair as a 64-bit key (`a` in the high half): one integer
                        // comparison per step of the sort.
                        var keys: [UInt64] = []
                        // The block's overlaps, each query's appended after the last's.
                        var overlapping: [Int] = []
                        for proxy in moved[block] where tree.isProxy(proxy) {
                            let first = overlapping.count
                            tree.appendOverlaps(of: proxy, isMoved: shared.isMoved.pointer, to: &overlapping)
                            let s1 = tree.userData(proxy)
                            for s2 in overlapping[first...] {
                                let pair = ShapePair(a: min(s1, s2), b: max(s1, s2))
                                if Self.shouldCollide(pair, shared.shapes.pointer, shared.bodies.pointer) {
                                    keys.append(UInt64(UInt32(pair.a)) << 32 | UInt64(UInt32(pair.b)))
                                }
                            }
                        }
                        keys.sort()
                        return keys
                    }
                }
            }
        }
        // The blocks' sorted runs merged two by two.
        while found.count > 1 {
            found = stride(from: 0, to: found.count, by: 2).map { k in
                k + 1 < found.count ? Self.merged(found[k], found[k + 1]) : found[k]
            }
        }
        return (found.first ?? []).map { ShapePair(a: Int($0 >> 32), b: Int($0 & 0xFFFF_FFFF)) }
    }

    /// The sorted keys of `a` and `b` (each sorted), in one sequence.
    private static func merged(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if b[j] < a[i] {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }
}
