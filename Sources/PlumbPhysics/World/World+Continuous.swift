extension World {
    /// Continuous collision of fast dynamic bodies against static shapes, as Box2D v3's
    /// `b2SolveContinuous`: a body that moved more than half its smallest extent in the step is
    /// swept from its start pose; if it reaches a static shape (that it did not already overlap)
    /// before the end, it is moved back to the time of impact (separation ≈ `linearSlop`) and
    /// keeps its velocity, so the next step's speculative contact stops it at the surface.
    ///
    /// A sweep that touches a static shape already at t = 0 (the body rests against it, or was
    /// stopped there last step) is redone, as Box2D v3 does, with a small circle at the shape's
    /// centroid (radius a quarter of the body's smallest extent): the body may then slide or spin
    /// along the surface, but its core cannot cross it. Stopping at t = 0 instead would pin the
    /// body in place while gravity kept adding speed.
    ///
    /// Dynamic–dynamic pairs are not swept (no bullets yet). `awake`: the awake bodies, in blocks
    /// on `workers` (each block moves only its own bodies, and reads only static ones besides).
    mutating func solveContinuous(_ timeStep: Double, _ awake: [Int], _ workers: SolverWorkers) {
        let tree = self.tree
        let shapes = self.shapes
        bodies.withUnsafeMutableBufferPointer { bodies in
            let shared = SharedBuffer(bodies)
            workers.forEachBlock(awake.count) { block in
                for k in block where shared.pointer[awake[k]].type == .dynamic {
                    Self.solveContinuous(awake[k], shared.pointer, shapes, tree)
                }
            }
        }
    }

    /// Sweeps dynamic body `i` against the static shapes and moves it back to the time of impact;
    /// notes in `Body.isFast` whether it moved far enough to be swept (contact recycling reads it).
    private static func solveContinuous(
        _ i: Int, _ bodies: UnsafeMutableBufferPointer<Body>, _ shapes: [Shape], _ tree: DynamicTree
    ) {
        // Field by field: copying the `Body` would retain its shape list.
        let moved = (bodies[i].center - bodies[i].center0).length
        let turn = bodies[i].rotation0.inverseConcatenating(bodies[i].rotation)
        let isFast = movesFarther(than: 0.5 * bodies[i].minExtent, moved, bodies[i].maxExtent, turn)
        bodies[i].isFast = isFast
        guard isFast else { return }
        let sweep = Sweep(
            localCenter: bodies[i].localCenter, c1: bodies[i].center0, c2: bodies[i].center,
            q1: bodies[i].rotation0, q2: bodies[i].rotation)
        let start = sweep.transform(at: 0)
        let end = bodies[i].transform
        let coreRadius = 0.25 * bodies[i].minExtent
        var fraction = 1.0
        shapes.withUnsafeBufferPointer { shapes in
            for s in bodies[i].shapes {
                // Read in place (a `Shape` holds its geometry twice); the swept shape's proxies are
                // made only when a static shape is near.
                let collision = (shapes.baseAddress! + s).pointer(to: \.collision)!
                guard collision.pointee.kind == .circle || collision.pointee.kind == .polygon,
                    !shapes[s].isSensor
                else { continue }
                let box = CollisionGeometry.aabb(collision, start).union(
                    CollisionGeometry.aabb(collision, end))
                var proxies: (shape: ShapeProxy, core: ShapeProxy)?
                // Only the subtrees holding static shapes (the same ones, in the same order).
                tree.query(box, categories: World.staticProxies) { other in
                    let o = tree.userData(other)
                    let staticBody = shapes[o].body
                    guard bodies[staticBody].type == .static, !shapes[o].isSensor,
                        shapes[o].filter.shouldCollide(with: shapes[s].filter)
                    else { return true }
                    if proxies == nil {
                        let geometry = shapes[s].geometry
                        proxies = (
                            geometry.proxy, ShapeProxy(points: [geometry.centroid], radius: coreRadius)
                        )
                    }
                    let xf = bodies[staticBody].transform
                    let still = Sweep(
                        localCenter: .zero, c1: xf.position, c2: xf.position, q1: xf.rotation, q2: xf.rotation
                    )
                    let staticProxy = shapes[o].geometry.proxy
                    var output = timeOfImpact(
                        staticProxy, still, proxies!.shape, sweep, maxFraction: fraction)
                    if output.state == .hit && output.fraction == 0 {
                        output = timeOfImpact(staticProxy, still, proxies!.core, sweep, maxFraction: fraction)
                    }
                    if output.state == .hit || output.state == .failed, 0 < output.fraction,
                        output.fraction < fraction
                    {
                        fraction = output.fraction
                    }
                    return true
                }
            }
        }
        guard fraction < 1 else { return }
        let xf = sweep.transform(at: fraction)
        bodies[i].rotation = xf.rotation
        bodies[i].origin = xf.position
        bodies[i].updateCenter()
    }

    /// True if a body that moved `moved` points and turned by `turn` went farther than `threshold`:
    /// `threshold < moved + maxExtent·|turn.angle|`. As |sin θ| ≤ |θ| ≤ |tan θ| (for |θ| < π/2),
    /// the two bounds decide without the angle's `atan2` unless the distance lies within a relative
    /// 1e-9 of the threshold, where it is computed exactly as before: the same answer, cheaper.
    private static func movesFarther(
        than threshold: Double, _ moved: Double, _ maxExtent: Double, _ turn: Rotation
    ) -> Bool {
        let sine = abs(turn.sin)
        if threshold < (moved + maxExtent * sine) * (1 - 1e-9) { return true }
        if turn.cos > 0, (moved + maxExtent * (sine / turn.cos)) * (1 + 1e-9) < threshold { return false }
        return threshold < moved + maxExtent * abs(turn.angle)
    }
}
