extension World {
    /// Updates sleep timers and puts resting islands to sleep; wakes sleeping bodies touched by
    /// awake ones. Islands are the connected components (union-find) of non-static bodies linked
    /// by touching, non-sensor contacts and by joints (every kind but the target joint, which
    /// pulls towards a world point), rebuilt every step.
    mutating func updateSleep(_ timeStep: Double) {
        for i in bodies.indices where bodies[i].isAwake && bodies[i].type != .static {
            let b = bodies[i]
            let speed = b.linearVelocity.length + b.maxExtent * abs(b.angularVelocity)
            if !b.isSleepEnabled || b.type == .kinematic || speed > SolverConstants.sleepVelocity {
                bodies[i].sleepTime = 0
            } else {
                bodies[i].sleepTime += timeStep
            }
        }
        var parent = Array(bodies.indices)
        func find(_ x: Int) -> Int {
            var r = x
            while parent[r] != r { r = parent[r] }
            var y = x
            while parent[y] != r {
                let next = parent[y]
                parent[y] = r
                y = next
            }
            return r
        }
        for c in contacts where c.touching && !c.isSensor {
            let a = shapes[c.pair.a].body
            let b = shapes[c.pair.b].body
            guard bodies[a].type != .static, bodies[b].type != .static else { continue }
            let ra = find(a)
            let rb = find(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        for case (let a, let b)? in joints.map({ $0?.link }) {
            guard bodies[a].type != .static, bodies[b].type != .static else { continue }
            let ra = find(a)
            let rb = find(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var anyAwake = [Bool](repeating: false, count: bodies.count)
        var minSleep = [Double](repeating: .infinity, count: bodies.count)
        for i in bodies.indices where bodies[i].type != .static {
            let r = find(i)
            if bodies[i].isAwake { anyAwake[r] = true }
            minSleep[r] = min(minSleep[r], bodies[i].isAwake ? bodies[i].sleepTime : .infinity)
        }
        for i in bodies.indices where bodies[i].type != .static {
            let r = find(i)
            guard anyAwake[r] else { continue }
            if minSleep[r] >= SolverConstants.timeToSleep {
                bodies[i].isAwake = false
                bodies[i].linearVelocity = .zero
                bodies[i].angularVelocity = 0
            } else if !bodies[i].isAwake {
                bodies[i].isAwake = true
                bodies[i].sleepTime = 0
            }
        }
    }

    /// Wakes the sleeping bodies joined to `index`, and theirs in turn: a joint keeps its bodies
    /// in one island, so one never sleeps while the other moves (contacts wake their bodies at
    /// the next `updateSleep`).
    mutating func wakeJoined(to index: Int) {
        for j in joints.indices {
            guard case (let a, let b)? = joints[j]?.link, a == index || b == index else { continue }
            let other = a == index ? b : a
            if bodies[other].type != .static && !bodies[other].isAwake { wake(BodyID(index: other)) }
        }
    }
}
