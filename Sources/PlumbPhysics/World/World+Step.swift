extension World {
    /// Advances the world by `timeStep` seconds with `subSteps` solver substeps (docs/dynamics.md §15.2:
    /// 1/60 s and 4). Collision runs once per step; see `Solver/ContactSolver.swift` for the stages.
    ///
    /// Clears and refills the contact and sensor event lists. Works on the awake islands only: a
    /// world whose bodies all sleep and where nothing moved returns at once.
    public mutating func step(timeStep: Double, subSteps: Int = 4) {
        contactBeginEvents.removeAll(keepingCapacity: true)
        contactEndEvents.removeAll(keepingCapacity: true)
        sensorBeginEvents.removeAll(keepingCapacity: true)
        sensorEndEvents.removeAll(keepingCapacity: true)
        guard timeStep > 0, !awakeIslands.isEmpty || tree.hasMovedProxies else {
            if isProfilingEnabled { profile = StepProfile() }
            return
        }
        let n = max(subSteps, 1)
        let workers = claimWorkers()
        defer { workers.finish() }
        var timer = StepTimer(isOn: isProfilingEnabled)
        var profile = StepProfile()
        updateContacts(workers)
        profile.collide = timer.lap()
        // After the contacts: a contact that started touching may have woken an island.
        let awake = awakeBodies()
        let h = timeStep / Double(n)
        prepareContacts(substep: h, workers)
        // The substeps work on `states` (`Solver/BodyState.swift`); `Body` gets the velocities back after.
        loadStates(awake, workers)
        let activeJoints = prepareJoints(substep: h)
        profile.prepareConstraints = timer.lap()
        for _ in 0..<n {
            integrateVelocities(h, awake, workers)
            profile.integrateVelocities += timer.lap()
            warmStartJoints(activeJoints)
            solver.warmStart(&states, workers)
            profile.warmStart += timer.lap()
            solveJoints(activeJoints, useBias: true)
            solver.solve(&states, workers, inverseH: 1 / h, useBias: true)
            profile.solveImpulses += timer.lap()
            integratePositions(h, awake, workers)
            profile.integratePositions += timer.lap()
            solveJoints(activeJoints, useBias: false)
            solver.solve(&states, workers, inverseH: 1 / h, useBias: false)
            profile.relaxImpulses += timer.lap()
        }
        solver.applyRestitution(&states, workers)
        profile.applyRestitution = timer.lap()
        storeVelocities(awake, workers)
        storeImpulses(workers)
        profile.storeImpulses = timer.lap()
        solveContinuous(timeStep, awake, workers)
        profile.continuous = timer.lap()
        finalizeBodies(timeStep, awake, workers)
        profile.finalizeBodies = timer.lap()
        updateSleep(awake: awake)
        profile.sleepIslands = timer.lap()
        if isProfilingEnabled {
            profile.step = timer.total()
            self.profile = profile
        }
    }

    /// Broad phase, filtering, narrow phase and begin/end events.
    ///
    /// Pairs persist between steps: a contact lives while its shapes' fat AABBs overlap, and new
    /// pairs can only come from proxies whose fat AABB changed, so only those query the tree (in
    /// blocks on `workers`, `newPairs`; a sleeping pile queries nothing). The contact list stays
    /// sorted by shape pair (a merge of the surviving contacts and the new pairs), which keeps the
    /// step deterministic and the events in pair order.
    ///
    /// Whatever reads every contact runs in blocks on `workers`, each block writing only its own
    /// contacts and its own lists, joined in block order: which contacts parted (`partedContacts`),
    /// which new pairs are not contacts yet (`startedPairs`), and the narrow phase of the contacts
    /// with an awake body, which keeps the manifold of a contact whose bodies moved little relative
    /// to each other (`Contact+Recycling.swift`, `recycledContactCount`) and notes the contacts the
    /// calling thread must visit. The calling thread then merges the list (only where it changed)
    /// and walks the noted contacts in pair order: events, island links and contacts whose island
    /// an earlier contact of the list woke, as if the whole list were walked once.
    mutating func updateContacts(_ workers: SolverWorkers) {
        let fresh = newPairs(tree.takeMovedProxies(), workers)
        let partedIndices = partedContacts(workers)
        let startedPairs = startedPairs(fresh, workers)

        // 1. Merge the surviving contacts and the new pairs in place; contacts whose fat AABBs
        // parted end, their events wait for step 3 (`parted`: each before the contact of `next`
        // at `position`). The kept contacts between two parted ones move down in one run each;
        // the started contacts are then put in from the back, each run of contacts between them
        // moved once (most steps only a few pairs start or part, and a merge into a new list
        // copied every contact).
        var next: [Contact] = []
        swap(&next, &contacts)
        var parted: [(position: Int, contact: Contact)] = []
        var started: [(position: Int, pair: ShapePair)] = []
        started.reserveCapacity(startedPairs.count)
        parted.reserveCapacity(partedIndices.count)
        var kept = 0
        var s = 0
        // Notes the started pairs that go before old contact `limit` (all that are left if nil),
        // with their places in the merged list, `partedCount` contacts before them having parted.
        func startPairs(before limit: Int?, partedCount: Int) {
            while s < startedPairs.count, limit.map({ startedPairs[s].before <= $0 }) ?? true {
                started.append((startedPairs[s].before - partedCount + started.count, startedPairs[s].pair))
                s += 1
            }
        }
        // The kept contacts move down in runs, one call per run between parted contacts (a copy
        // of each contact through the array cost two `memcpy`s), through the list's buffer
        // (through the array, each step checked its uniqueness).
        next.withUnsafeMutableBufferPointer { next in
            var runStart = 0
            for (n, i) in partedIndices.enumerated() {
                startPairs(before: i, partedCount: n)
                kept += i - runStart
                Self.moveDown(next, runStart..<i, to: kept - (i - runStart))
                runStart = i + 1
                if next[i].touching {
                    var contact = next[i]
                    contact.touching = false
                    parted.append((kept + started.count, contact))
                }
            }
            kept += next.count - runStart
            Self.moveDown(next, runStart..<next.count, to: kept - (next.count - runStart))
        }
        startPairs(before: nil, partedCount: partedIndices.count)
        next.removeLast(next.count - kept)
        if !started.isEmpty {
            let made = started.map { newContact($0.pair) }
            next.append(contentsOf: made)
            next.withUnsafeMutableBufferPointer { next in
                // Contacts `start..<end` (before the insertions) move up by `j + 1`, past the
                // started contacts `0...j`.
                var end = kept
                for j in made.indices.reversed() {
                    let position = started[j].position
                    let start = position - j
                    if start < end {
                        // The regions overlap: `update(from:count:)` copies back to front.
                        (next.baseAddress! + start + j + 1).update(
                            from: next.baseAddress! + start, count: end - start)
                    }
                    next[position] = made[j]
                    end = start
                }
            }
        }

        // 2. Narrow phase of the contacts with an awake body, in parallel. Each block notes, in
        // list order, the contacts the calling thread must visit: those whose touching state
        // changed and those with no awake body (an earlier contact may wake them).
        let recycleDistance = contactRecycleDistance
        let blockCount = workers.blockCount(next.count)
        // Each block counts the manifolds it kept in its own slot.
        var recycled = [Int](repeating: 0, count: blockCount)
        var noted = [[NotedContact]](repeating: [], count: blockCount)
        bodies.withUnsafeBufferPointer { bodies in
            shapes.withUnsafeBufferPointer { shapes in
                next.withUnsafeMutableBufferPointer { next in
                    recycled.withUnsafeMutableBufferPointer { recycled in
                        noted.withUnsafeMutableBufferPointer { noted in
                            // Bodies and shapes are only read; each block writes only its own
                            // contacts and slots.
                            let shared = (
                                bodies: SharedBuffer(bodies), shapes: SharedBuffer(shapes),
                                next: SharedBuffer(next), recycled: SharedBuffer(recycled),
                                noted: SharedBuffer(noted)
                            )
                            workers.forEachBlock(indexed: next.count) { index, block in
                                let (bodies, next) = (shared.bodies.pointer, shared.next.pointer)
                                var kept = 0
                                var visits: [NotedContact] = []
                                for k in block {
                                    let wasTouching = next[k].touching
                                    guard bodies[next[k].bodyA].isAwake || bodies[next[k].bodyB].isAwake
                                    else {
                                        visits.append(
                                            NotedContact(index: k, wasTouching: wasTouching, wasAwake: false))
                                        continue
                                    }
                                    let isKept = Self.update(
                                        &next[k], shared.shapes.pointer, bodies,
                                        recycleDistance: recycleDistance)
                                    if isKept { kept += 1 }
                                    if next[k].touching != wasTouching {
                                        visits.append(
                                            NotedContact(index: k, wasTouching: wasTouching, wasAwake: true))
                                    }
                                }
                                shared.recycled.pointer[index] = kept
                                shared.noted.pointer[index] = visits
                            }
                        }
                    }
                }
            }
        }
        var recycledCount = recycled.reduce(0, +)

        // 3. Events and island links in pair order: the parted contacts and the noted ones.
        var p = 0
        for visit in noted.joined() {
            let k = visit.index
            while p < parted.count && parted[p].position <= k {
                report(parted[p].contact, wasTouching: true)
                updateLink(parted[p].contact, wasTouching: true)
                p += 1
            }
            if !visit.wasAwake {
                guard bodies[next[k].bodyA].isAwake || bodies[next[k].bodyB].isAwake else { continue }
                // Woken by a contact earlier in the list.
                let isKept = bodies.withUnsafeBufferPointer { bodies in
                    shapes.withUnsafeBufferPointer { shapes in
                        Self.update(&next[k], shapes, bodies, recycleDistance: recycleDistance)
                    }
                }
                if isKept { recycledCount += 1 }
            }
            // Both only act on a change (checked here: each call copied the contact).
            guard next[k].touching != visit.wasTouching else { continue }
            report(next[k], wasTouching: visit.wasTouching)
            updateLink(next[k], wasTouching: visit.wasTouching)
        }
        for (_, contact) in parted[p...] {
            report(contact, wasTouching: true)
            updateLink(contact, wasTouching: true)
        }
        contacts = next
        recycledContactCount = recycledCount
    }

    /// The indices of the contacts whose shapes' fat AABBs no longer overlap, ascending; the
    /// contacts are tested in blocks on `workers`, each block's found apart and joined in block
    /// order.
    private func partedContacts(_ workers: SolverWorkers) -> [Int] {
        let found = contacts.withUnsafeBufferPointer { contacts in
            shapes.withUnsafeBufferPointer { shapes in
                tree.nodes.withUnsafeBufferPointer { nodes in
                    // The blocks only read.
                    let shared = (
                        contacts: SharedBuffer(contacts), shapes: SharedBuffer(shapes),
                        nodes: SharedBuffer(nodes)
                    )
                    return workers.mapBlocks(contacts.count) { block in
                        let (contacts, shapes, nodes) = (
                            shared.contacts.pointer, shared.shapes.pointer, shared.nodes.pointer
                        )
                        var parted: [Int] = []
                        for k in block {
                            let a = shapes[contacts[k].pair.a].proxy
                            let b = shapes[contacts[k].pair.b].proxy
                            if !nodes[a].aabb.overlaps(nodes[b].aabb) { parted.append(k) }
                        }
                        return parted
                    }
                }
            }
        }
        return Array(found.joined())
    }

    /// The pairs of `fresh` (sorted, perhaps repeated) that are not contacts yet, once each, in
    /// order, each with the index of the first contact whose pair sorts after it (where it goes
    /// in the list). In blocks of `fresh` on `workers`, each pair looked up from where the
    /// block's last one was found (the list is sorted too): by steps that double, then bisection.
    private func startedPairs(_ fresh: [ShapePair], _ workers: SolverWorkers) -> [StartedPair] {
        var places = [Int](repeating: 0, count: fresh.count)
        contacts.withUnsafeBufferPointer { contacts in
            places.withUnsafeMutableBufferPointer { places in
                // Each block writes only its own places; the contacts are only read.
                let shared = (contacts: SharedBuffer(contacts), places: SharedBuffer(places))
                workers.forEachBlock(fresh.count) { block in
                    let contacts = shared.contacts.pointer
                    // Every contact before `low` sorts before the pair looked up.
                    var low = 0
                    for f in block {
                        let pair = fresh[f]
                        var step = 1
                        while low + step <= contacts.count && contacts[low + step - 1].pair < pair {
                            low += step
                            step *= 2
                        }
                        var high = min(low + step - 1, contacts.count)
                        while low < high {
                            let middle = (low + high) / 2
                            if contacts[middle].pair < pair { low = middle + 1 } else { high = middle }
                        }
                        // -1: a contact already.
                        shared.places.pointer[f] =
                            low < contacts.count && contacts[low].pair == pair ? -1 : low
                    }
                }
            }
        }
        var started: [StartedPair] = []
        for f in fresh.indices where places[f] >= 0 && (f == 0 || fresh[f - 1] != fresh[f]) {
            started.append(StartedPair(before: places[f], pair: fresh[f]))
        }
        return started
    }

    /// Moves `contacts[run]` down to start at `destination` (at most `run.lowerBound`), front to
    /// back, contact by contact (a `memmove` of a long run goes by `rep movsb`, an instruction per
    /// byte as callgrind counts).
    private static func moveDown(
        _ contacts: UnsafeMutableBufferPointer<Contact>, _ run: Range<Int>, to destination: Int
    ) {
        guard destination != run.lowerBound else { return }
        for k in run { contacts[destination + k - run.lowerBound] = contacts[k] }
    }

    /// True if the two shapes may form a contact: different bodies, at least one dynamic, the
    /// filters agree. Reads `shapes` and `bodies` in place.
    static func shouldCollide(
        _ pair: ShapePair, _ shapes: UnsafeBufferPointer<Shape>, _ bodies: UnsafeBufferPointer<Body>
    ) -> Bool {
        let bodyA = shapes[pair.a].body
        let bodyB = shapes[pair.b].body
        guard bodyA != bodyB else { return false }
        guard bodies[bodyA].type == .dynamic || bodies[bodyB].type == .dynamic else { return false }
        return shapes[pair.a].filter.shouldCollide(with: shapes[pair.b].filter)
    }

    /// A new contact for `pair`, its material mixed from the two shapes (read field by field: a
    /// `Shape` is large).
    func newContact(_ pair: ShapePair) -> Contact {
        var c = Contact(pair: pair, bodyA: shapes[pair.a].body, bodyB: shapes[pair.b].body)
        c.isSensor = shapes[pair.a].isSensor || shapes[pair.b].isSensor
        c.friction = (shapes[pair.a].friction * shapes[pair.b].friction).squareRoot()
        c.restitution = max(shapes[pair.a].restitution, shapes[pair.b].restitution)
        c.restitutionThreshold = max(shapes[pair.a].restitutionThreshold, shapes[pair.b].restitutionThreshold)
        return c
    }

    /// Keeps the manifold while the bodies moved less than `recycleDistance` points relative to
    /// each other since it was computed (`Contact+Recycling.swift`; 0 never keeps one) and returns
    /// true; else recomputes it from the bodies' transforms, carries impulses over by feature id
    /// and returns false. Reads `shapes` and `bodies` in place (copying a `Shape` or a `Body` would
    /// retain its arrays; the shapes' geometry is read through pointers, `CollisionGeometry`).
    static func update(
        _ contact: inout Contact, _ shapes: UnsafeBufferPointer<Shape>, _ bodies: UnsafeBufferPointer<Body>,
        recycleDistance: Double
    ) -> Bool {
        if recycleDistance > 0,
            contact.recycle(
                bodies.baseAddress! + contact.bodyA, bodies.baseAddress! + contact.bodyB,
                distance: recycleDistance)
        {
            return true
        }
        let xfA = bodies[contact.bodyA].transform
        let xfB = bodies[contact.bodyB].transform
        let manifold = CollisionGeometry.collide(
            (shapes.baseAddress! + contact.pair.a).pointer(to: \.collision)!, xfA,
            (shapes.baseAddress! + contact.pair.b).pointer(to: \.collision)!, xfB)
        if contact.isSensor {
            contact.manifold = .empty
            contact.touching = (0..<manifold.pointCount).contains { manifold[$0].separation < 0 }
            return false
        }
        // The old manifold is read in place (a copy of it was 152 bytes per contact and step).
        var normalImpulses = InlineArray<2, Double>(repeating: 0)
        var tangentImpulses = InlineArray<2, Double>(repeating: 0)
        for j in 0..<manifold.pointCount {
            let id = manifold[j].id
            for k in 0..<contact.manifold.pointCount where contact.manifold[k].id == id {
                normalImpulses[j] = contact.normalImpulses[k]
                tangentImpulses[j] = contact.tangentImpulses[k]
            }
        }
        contact.manifold = manifold
        contact.normalImpulses = normalImpulses
        contact.tangentImpulses = tangentImpulses
        contact.touching = !manifold.isEmpty
        if recycleDistance > 0 { contact.notePose(xfA, xfB) } else { contact.pose = nil }
        return false
    }

    /// Records begin/end events for a contact whose touching state may have changed.
    mutating func report(_ contact: Contact, wasTouching: Bool) {
        guard contact.touching != wasTouching else { return }
        let idA = ShapeID(index: contact.pair.a)
        let idB = ShapeID(index: contact.pair.b)
        if contact.isSensor {
            let sensor = shapes[contact.pair.a].isSensor ? idA : idB
            let visitor = shapes[contact.pair.a].isSensor ? idB : idA
            let event = SensorEvent(sensor: sensor, visitor: visitor)
            if contact.touching { sensorBeginEvents.append(event) } else { sensorEndEvents.append(event) }
            return
        }
        guard shapes[contact.pair.a].enableContactEvents && shapes[contact.pair.b].enableContactEvents else {
            return
        }
        if contact.touching {
            let point = contact.manifold[0].point
            contactBeginEvents.append(
                ContactBeginEvent(shapeA: idA, shapeB: idB, point: point, normal: contact.manifold.normal))
        } else {
            contactEndEvents.append(ContactEndEvent(shapeA: idA, shapeB: idB))
        }
    }

    /// Builds the solver's constraints from the touching, non-sensor contacts with an awake body,
    /// in the colours they keep from step to step (`ConstraintGraph`, which colours those that
    /// became active and gives back the colours of those that are no longer) and in solve order:
    /// the overflow one by one, the colours straight into SIMD lane groups
    /// (`ContactSolver.wideGroups`), in blocks on `workers`.
    mutating func prepareContacts(substep h: Double, _ workers: SolverWorkers) {
        let tuning = contactTuning
        let hertz = min(tuning.hertz, 0.25 / h)
        let soft = Softness(hertz: hertz, dampingRatio: tuning.dampingRatio, h: h)
        // Against static bodies twice as stiff (Box2D v3), within the same cap: 2 × 60 Hz would be
        // half the substep rate, and small stacks then rocked on the floor for ever.
        let staticSoft = Softness(hertz: min(2 * hertz, 0.25 / h), dampingRatio: tuning.dampingRatio, h: h)
        let masses = bodyMasses(workers)
        masses.withUnsafeBufferPointer { masses in
            self.contacts.withUnsafeMutableBufferPointer { contacts in graph.update(contacts, masses) }
        }
        let contacts = self.contacts
        let order = graph.order
        solver.overflowCount = graph.overflowCount
        solver.colors = graph.colors
        let usesBlockSolver = tuning.usesBlockSolver
        let scalarCount = solver.scalarCount
        let groups = solver.wideGroups()
        // The contacts are read in place (copying a `Contact` out was a `memcpy` per constraint),
        // the bodies through their `BodyMass`; each block initialises only its own slots
        // (`SolverWorkers.swift`).
        contacts.withUnsafeBufferPointer { contacts in
            masses.withUnsafeBufferPointer { bodies in
                let world = (contacts: SharedBuffer(contacts), bodies: SharedBuffer(bodies))
                @Sendable @inline(__always) func constraint(_ k: Int) -> ContactConstraint {
                    Self.makeConstraint(
                        world.contacts.pointer, order[k], world.bodies.pointer, soft: soft,
                        staticSoft: staticSoft, usesBlockSolver: usesBlockSolver)
                }
                solver.constraints = [ContactConstraint](unsafeUninitializedCapacity: scalarCount) {
                    buffer, initialized in
                    let shared = SharedBuffer(buffer)
                    workers.forEachBlock(scalarCount) { block in
                        for k in block { (shared.pointer.baseAddress! + k).initialize(to: constraint(k)) }
                    }
                    initialized = scalarCount
                }
                // The colours straight into their lane groups: no scalar copy of them is kept.
                solver.wide = [WideContactConstraint](unsafeUninitializedCapacity: groups.count) {
                    buffer, initialized in
                    let shared = SharedBuffer(buffer)
                    workers.forEachBlock(groups.count) { block in
                        for g in block {
                            let (first, count) = groups[g]
                            let a = constraint(first)
                            let b = count < 2 ? ContactConstraint.idle(besides: a) : constraint(first + 1)
                            (shared.pointer.baseAddress! + g).initialize(
                                to: WideContactConstraint(first: first, laneCount: count, a, b))
                        }
                    }
                    initialized = groups.count
                }
            }
        }
    }

    /// Every body's `BodyMass`, in blocks on `workers`.
    func bodyMasses(_ workers: SolverWorkers) -> [BodyMass] {
        bodies.withUnsafeBufferPointer { bodies in
            [BodyMass](unsafeUninitializedCapacity: bodies.count) { buffer, initialized in
                let (sharedBodies, shared) = (SharedBuffer(bodies), SharedBuffer(buffer))
                workers.forEachBlock(bodies.count) { block in
                    for b in block {
                        (shared.pointer.baseAddress! + b).initialize(to: BodyMass(sharedBodies.pointer, b))
                    }
                }
                initialized = bodies.count
            }
        }
    }

    /// The constraint of contact `ci` (touching, not a sensor) for the bodies as they are now
    /// (`bodies`: their `BodyMass`). Inlined where it is made, so that its fields go straight into
    /// their lanes.
    @inline(__always)
    static func makeConstraint(
        _ contacts: UnsafeBufferPointer<Contact>, _ ci: Int, _ bodies: UnsafeBufferPointer<BodyMass>,
        soft: Softness, staticSoft: Softness, usesBlockSolver: Bool
    ) -> ContactConstraint {
        let ia = contacts[ci].bodyA
        let ib = contacts[ci].bodyB
        let contact = contacts.baseAddress! + ci
        let a = bodies[ia]
        let b = bodies[ib]
        let normal = contact.pointee.manifold.normal
        let tangent = normal.rightPerp
        let offsetA = a.offset
        let offsetB = b.offset
        var points = InlineArray<2, ContactConstraintPoint>(repeating: .unused)
        let pointCount = contact.pointee.manifold.pointCount
        for j in 0..<pointCount {
            let mp = contact.pointee.manifold[j]
            let rA = mp.anchorA - offsetA
            let rB = mp.anchorB - offsetB
            let rnA = rA.cross(normal)
            let rnB = rB.cross(normal)
            let kNormal = a.invMass + b.invMass + a.invInertia * rnA * rnA + b.invInertia * rnB * rnB
            let rtA = rA.cross(tangent)
            let rtB = rB.cross(tangent)
            let kTangent = a.invMass + b.invMass + a.invInertia * rtA * rtA + b.invInertia * rtB * rtB
            points[j] = ContactConstraintPoint(
                anchorA: rA, anchorB: rB, adjustedSeparation: mp.separation - (rB - rA).dot(normal),
                normalImpulse: contact.pointee.normalImpulses[j],
                tangentImpulse: contact.pointee.tangentImpulses[j],
                normalMass: kNormal > 0 ? 1 / kNormal : 0,
                tangentMass: kTangent > 0 ? 1 / kTangent : 0,
                // The first biased solve records it (no point has pushed yet in the step).
                approachVelocity: 0)
        }
        let isStaticPair = a.invMass == 0 || b.invMass == 0
        var constraint = ContactConstraint(
            contactIndex: ci, bodyA: ia, bodyB: ib, invMassA: a.invMass, invInertiaA: a.invInertia,
            invMassB: b.invMass, invInertiaB: b.invInertia, writesA: a.isDynamic, writesB: b.isDynamic,
            normal: normal, friction: contact.pointee.friction,
            restitution: contact.pointee.restitution,
            restitutionThreshold: contact.pointee.restitutionThreshold,
            softness: isStaticPair ? staticSoft : soft, points: points, pointCount: pointCount)
        if usesBlockSolver && pointCount == 2 {
            let rn1A = points[0].anchorA.cross(normal)
            let rn1B = points[0].anchorB.cross(normal)
            let rn2A = points[1].anchorA.cross(normal)
            let rn2B = points[1].anchorB.cross(normal)
            let mass = a.invMass + b.invMass
            constraint.k11 = mass + a.invInertia * rn1A * rn1A + b.invInertia * rn1B * rn1B
            constraint.k22 = mass + a.invInertia * rn2A * rn2A + b.invInertia * rn2B * rn2B
            constraint.k12 = mass + a.invInertia * rn1A * rn2A + b.invInertia * rn1B * rn2B
            // Box2D 2.x's condition-number guard: fall back to point-by-point when K is near singular.
            let k11 = constraint.k11
            let det = k11 * constraint.k22 - constraint.k12 * constraint.k12
            constraint.useBlockSolver = k11 * k11 < 1000 * det
        }
        return constraint
    }

    /// Gravity, forces and damping for the awake dynamic bodies of `awake`, in blocks on `workers`.
    mutating func integrateVelocities(_ h: Double, _ awake: [Int], _ workers: SolverWorkers) {
        let gravity = self.gravity
        // The body is borrowed in place: copying a `Body` out would retain its shapes.
        @Sendable func integrate(_ b: borrowing Body, _ s: inout BodyState) {
            guard b.type == .dynamic else { return }
            let linearDamping = 1 / (1 + h * b.linearDamping)
            let angularDamping = 1 / (1 + h * b.angularDamping)
            let dv = h * (b.gravityScale * gravity + b.invMass * b.force)
            let dw = h * b.invInertia * b.torque
            s.linearVelocity = dv + linearDamping * s.linearVelocity
            s.angularVelocity = b.fixedRotation ? 0 : dw + angularDamping * s.angularVelocity
        }
        bodies.withUnsafeBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                // Each block writes only its own bodies' states (`SolverWorkers.swift`).
                let (sharedBodies, sharedStates) = (SharedBuffer(bodies), SharedBuffer(states))
                workers.forEachBlock(awake.count) { block in
                    for k in block {
                        integrate(sharedBodies.pointer[awake[k]], &sharedStates.pointer[awake[k]])
                    }
                }
            }
        }
    }

    /// Moves the awake non-static bodies `awake` by their velocities, capping speed and rotation,
    /// in blocks on `workers`.
    mutating func integratePositions(_ h: Double, _ awake: [Int], _ workers: SolverWorkers) {
        // Inlined into the block's loop (it was a call per body and substep).
        @Sendable @inline(__always) func integrate(_ b: inout Body, _ s: inout BodyState) {
            let speed = s.linearVelocity.length
            if speed > SolverConstants.maxLinearSpeed {
                s.linearVelocity *= SolverConstants.maxLinearSpeed / speed
            }
            let turn = h * s.angularVelocity
            if abs(turn) > SolverConstants.maxRotationPerSubstep {
                s.angularVelocity *= SolverConstants.maxRotationPerSubstep / abs(turn)
            }
            let dp = h * s.linearVelocity
            let dw = h * s.angularVelocity
            s.deltaPosition += dp
            s.deltaRotation = s.deltaRotation.integrated(by: dw)
            b.center += dp
            b.rotation = b.rotation.integrated(by: dw)
            b.updateOrigin()
        }
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                // Each block writes only its own bodies and states (`SolverWorkers.swift`).
                let (sharedBodies, sharedStates) = (SharedBuffer(bodies), SharedBuffer(states))
                workers.forEachBlock(awake.count) { block in
                    for k in block {
                        integrate(&sharedBodies.pointer[awake[k]], &sharedStates.pointer[awake[k]])
                    }
                }
            }
        }
    }

    /// Copies the solver's accumulated impulses back to the contacts for warm starting, in blocks
    /// of constraints (the overflow's) and of lane groups (the colours') on `workers`.
    mutating func storeImpulses(_ workers: SolverWorkers) {
        solver.constraints.withUnsafeBufferPointer { constraints in
            solver.wide.withUnsafeBufferPointer { wide in
                contacts.withUnsafeMutableBufferPointer { contacts in
                    // Each block writes only its own constraints' contacts (one contact per constraint).
                    let shared = (
                        constraints: SharedBuffer(constraints), wide: SharedBuffer(wide),
                        contacts: SharedBuffer(contacts)
                    )
                    workers.forEachBlock(constraints.count) { block in
                        let (constraints, contacts) = (shared.constraints.pointer, shared.contacts.pointer)
                        for ci in block {
                            let contact = constraints[ci].contactIndex
                            for j in 0..<constraints[ci].pointCount {
                                contacts[contact].normalImpulses[j] = constraints[ci].points[j].normalImpulse
                                contacts[contact].tangentImpulses[j] =
                                    constraints[ci].points[j].tangentImpulse
                            }
                        }
                    }
                    workers.forEachBlock(wide.count) { block in
                        for k in block { shared.wide.pointer[k].storeImpulses(into: shared.contacts.pointer) }
                    }
                }
            }
        }
    }
}

/// A pair that starts a contact (`World.updateContacts`): it goes before the contact at index
/// `before` of the list.
private struct StartedPair {
    let before: Int
    let pair: ShapePair
}

/// A contact the calling thread visits after the narrow phase (`World.updateContacts`): its
/// index in the merged list, and whether it was touching and had an awake body before.
private struct NotedContact {
    let index: Int
    let wasTouching: Bool
    let wasAwake: Bool
}
