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

    /// Sweeps dynamic body `i` against the static shapes and moves it back to the time of impact.
    private static func solveContinuous(
        _ i: Int, _ bodies: UnsafeMutableBufferPointer<Body>, _ shapes: [Shape], _ tree: DynamicTree
    ) {
        // Field by field: copying the `Body` (which retains its shape list) waits for the few that
        // moved far enough to be swept.
        let moved =
            (bodies[i].center - bodies[i].center0).length
            + bodies[i].maxExtent * abs(bodies[i].rotation0.inverseConcatenating(bodies[i].rotation).angle)
        guard 0.5 * bodies[i].minExtent < moved else { return }
        let body = bodies[i]
        let sweep = Sweep(
            localCenter: body.localCenter, c1: body.center0, c2: body.center, q1: body.rotation0,
            q2: body.rotation)
        let start = sweep.transform(at: 0)
        let end = body.transform
        var fraction = 1.0
        for s in body.shapes where shapes[s].geometry.isSolid && !shapes[s].isSensor {
            let geometry = shapes[s].geometry
            let box = geometry.aabb(start).union(geometry.aabb(end))
            let proxy = geometry.proxy
            let core = ShapeProxy(points: [geometry.centroid], radius: 0.25 * body.minExtent)
            tree.query(box) { other in
                let o = tree.userData(other)
                // Field by field: a `Shape` is large (its geometry twice, `CollisionGeometry`).
                let staticBody = shapes[o].body
                guard bodies[staticBody].type == .static, !shapes[o].isSensor,
                    shapes[o].filter.shouldCollide(with: shapes[s].filter)
                else { return true }
                let xf = bodies[staticBody].transform
                let still = Sweep(
                    localCenter: .zero, c1: xf.position, c2: xf.position, q1: xf.rotation, q2: xf.rotation
                )
                var output = timeOfImpact(
                    shapes[o].geometry.proxy, still, proxy, sweep, maxFraction: fraction)
                if output.state == .hit && output.fraction == 0 {
                    output = timeOfImpact(
                        shapes[o].geometry.proxy, still, core, sweep, maxFraction: fraction)
                }
                if output.state == .hit || output.state == .failed, 0 < output.fraction,
                    output.fraction < fraction
                {
                    fraction = output.fraction
                }
                return true
            }
        }
        guard fraction < 1 else { return }
        let xf = sweep.transform(at: fraction)
        bodies[i].rotation = xf.rotation
        bodies[i].origin = xf.position
        bodies[i].updateCenter()
    }
}
