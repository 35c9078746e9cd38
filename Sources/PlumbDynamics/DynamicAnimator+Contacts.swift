import Plumb
import PlumbPhysics

/// Design note — collision callbacks (docs/dynamics.md §7.4). The world reports shape pairs that begin
/// or end touching within its 2 pt speculative margin; after each world step the animator checks
/// those candidates' manifolds. A pair begins touching when a point comes within the linear slop
/// (0.5 pt), its contact point the manifold's point (the midpoint of a two-point manifold), and
/// stops touching when the world ends the contact (every point beyond the 2 pt margin). The
/// hysteresis is Box2D 2.x's 2 pt collision skin: a box landing flat under another settles with a
/// sub-point hop (0.6 pt in the §16 scene) that must not repeat began/ended (§16.3: exactly one
/// began per pair, no ended).
/// At the end of the animator step it maps each touching pair through the current tree to the
/// collision behaviours that legitimise it (both items in a behaviour in `.items` mode, or the
/// item and the behaviour's own boundary in `.boundaries` mode) and diffs the result against what
/// was reported before. So an item, boundary or behaviour that goes away ends its contacts, and a
/// rebuild (after which the world's first begin events are the whole set) neither repeats nor
/// loses one. A contact that began and ended within one animator step (a fast bounce touches the
/// floor for one 1/240 s world step) is reported as began then ended. Delivery is per behaviour in
/// tree order (behaviours that left the tree first), ended before began, each in the order the
/// contacts began.
extension DynamicAnimator {
    /// Updates the touching set after a world step: pairs the world stopped touching end; the
    /// world's other touching pairs begin once a point is within the linear slop.
    func collectContactEvents() {
        if freshWorld {
            engineTouching = []
            touchingShapes = [:]
            touchingOrder = []
            endedShapes = []
            freshWorld = false
        }
        for e in world.contactEndEvents {
            let key = ShapePairKey(a: e.shapeA.index, b: e.shapeB.index)
            engineTouching.removeAll { $0 == key }
        }
        for e in world.contactBeginEvents {
            let key = ShapePairKey(a: e.shapeA.index, b: e.shapeB.index)
            if !engineTouching.contains(key) { engineTouching.append(key) }
        }
        let candidates = Set(engineTouching)
        for key in touchingOrder where !candidates.contains(key) {
            endedShapes.append((key, touchingShapes.removeValue(forKey: key)!))
        }
        touchingOrder.removeAll { !candidates.contains($0) }
        for key in engineTouching where touchingShapes[key] == nil {
            guard let point = touchingPoint(key) else { continue }
            touchingShapes[key] = point
            touchingOrder.append(key)
        }
    }

    /// The contact point of a pair whose manifold has a point within the linear slop, else nil:
    /// the point, or the midpoint of a two-point manifold.
    private func touchingPoint(_ key: ShapePairKey) -> Vec2? {
        guard let manifold = world.manifold(between: ShapeID(index: key.a), and: ShapeID(index: key.b)),
            manifold.points.contains(where: { $0.separation <= PhysicsConstants.linearSlop })
        else { return nil }
        let points = manifold.points
        return points.dropFirst().reduce(points[0].point) { $0 + $1.point } / Double(points.count)
    }

    /// The contacts a touching shape pair makes: one per collision behaviour that legitimises it.
    private func records(
        for pair: ShapePairKey, at p: Vec2, collisions: [CollisionBehavior]
    ) -> [ContactRecord] {
        let point = Point(x: p.x, y: p.y)
        switch (shapeOwners[pair.a], shapeOwners[pair.b]) {
        case (.item(let a), .item(let b)):
            guard let i = recordIndex[a], let j = recordIndex[b] else { return [] }
            let item1 = records[i].item
            let item2 = records[j].item
            return
                collisions
                .filter { $0.collisionMode.contains(.items) && $0.contains(item1) && $0.contains(item2) }
                .map { c in
                    ContactRecord(
                        key: ContactRecord.Key(
                            behavior: ObjectIdentifier(c), item1: a, item2: b, boundary: nil),
                        behavior: c, item1: item1, item2: item2, boundary: nil, point: point)
                }
        case (.item(let a), .boundary(let c, let identifier)),
            (.boundary(let c, let identifier), .item(let a)):
            guard let i = recordIndex[a], c.dynamicAnimator === self, c.collisionMode.contains(.boundaries),
                c.contains(records[i].item)
            else { return [] }
            let key = ContactRecord.Key(
                behavior: ObjectIdentifier(c), item1: a, item2: nil, boundary: identifier)
            return [
                ContactRecord(
                    key: key, behavior: c, item1: records[i].item, item2: nil, boundary: identifier,
                    point: point)
            ]
        case (.boundary, .boundary):
            return []
        }
    }

    /// Calls the collision delegates with the contacts that began or ended since the last report.
    func reportContacts() {
        let collisions = allBehaviors.compactMap { $0 as? CollisionBehavior }
        var current: [ContactRecord] = []
        var seen = Set<ContactRecord.Key>()
        for pair in touchingOrder {
            for r in records(for: pair, at: touchingShapes[pair]!, collisions: collisions)
            where seen.insert(r.key).inserted {
                current.append(r)
            }
        }
        let before = Set(reportedContacts.map(\.key))
        // Contacts that began and ended since the last report: began then ended, once each.
        var transient: [ContactRecord] = []
        for (pair, point) in endedShapes {
            for r in records(for: pair, at: point, collisions: collisions)
            where !before.contains(r.key) && seen.insert(r.key).inserted {
                transient.append(r)
            }
        }
        endedShapes = []

        let ended = reportedContacts.filter { !seen.contains($0.key) }
        let began = current.filter { !before.contains($0.key) }
        reportedContacts = current
        guard !ended.isEmpty || !began.isEmpty || !transient.isEmpty else { return }
        var order: [ObjectIdentifier: Int] = [:]
        for (i, c) in collisions.enumerated() { order[ObjectIdentifier(c)] = i }
        let behaviorsInOrder = (ended + began + transient).map(\.behavior).reduce(into: [CollisionBehavior]())
        {
            list, c in
            if !list.contains(where: { $0 === c }) { list.append(c) }
        }.sorted { (order[ObjectIdentifier($0)] ?? -1) < (order[ObjectIdentifier($1)] ?? -1) }
        for c in behaviorsInOrder {
            guard let delegate = c.collisionDelegate else { continue }
            for r in ended where r.behavior === c { reportEnded(r, to: delegate) }
            for r in began where r.behavior === c { reportBegan(r, to: delegate) }
            for r in transient where r.behavior === c {
                reportBegan(r, to: delegate)
                reportEnded(r, to: delegate)
            }
        }
    }

    private func reportBegan(_ r: ContactRecord, to delegate: any CollisionBehaviorDelegate) {
        if let item2 = r.item2 {
            delegate.collisionBehavior(r.behavior, beganContactFor: r.item1, with: item2, at: r.point)
        } else {
            delegate.collisionBehavior(
                r.behavior, beganContactFor: r.item1, withBoundaryIdentifier: r.boundary, at: r.point)
        }
    }

    private func reportEnded(_ r: ContactRecord, to delegate: any CollisionBehaviorDelegate) {
        if let item2 = r.item2 {
            delegate.collisionBehavior(r.behavior, endedContactFor: r.item1, with: item2)
        } else {
            delegate.collisionBehavior(
                r.behavior, endedContactFor: r.item1, withBoundaryIdentifier: r.boundary)
        }
    }
}
