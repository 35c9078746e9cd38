extension World {
    /// Prepares the joints with at least one awake body for a step of substep `h` (seconds) and
    /// returns their indices, in creation order, for `warmStartJoints` and `solveJoints`.
    mutating func prepareJoints(substep h: Double) -> [Int] {
        var active: [Int] = []
        for j in joints.indices {
            guard var joint = joints[j], joint.bodyIndices.contains(where: { bodies[$0].isAwake }) else {
                continue
            }
            joint.prepare(bodies, substep: h)
            joints[j] = joint
            active.append(j)
        }
        return active
    }

    /// Applies the active joints' accumulated impulses (warm starting), in creation order.
    mutating func warmStartJoints(_ active: [Int]) {
        for j in active { joints[j]?.warmStart(bodies, &states) }
    }

    /// One velocity iteration over the active joints, in creation order: `useBias` is the soft
    /// pass before positions are integrated, `false` the relax pass after.
    mutating func solveJoints(_ active: [Int], useBias: Bool) {
        for j in active { joints[j]?.solve(bodies, &states, useBias: useBias) }
    }
}
