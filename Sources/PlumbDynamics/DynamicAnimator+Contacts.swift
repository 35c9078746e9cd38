import Plumb
import PlumbPhysics

/// Design note — collision callbacks (dynamics.md §7.4). The world reports shape pairs that begin
/// or end touching; the animator keeps the set of touching shape pairs (after a rebuild, the first
/// step's begin events are the whole set), maps each pair through the current tree to the
/// collision behaviours that legitimise it (both items in a behaviour in `.items` mode, or the
/// item and the behaviour's own boundary in `.boundaries` mode) and diffs the result against what
/// was reported before. So an item, boundary or behaviour that goes away ends its contacts, and a
/// rebuild neither repeats nor loses one. Delivery is per behaviour in tree order (behaviours that
/// left the tree first), ended before began, each in the order the contacts began.
extension DynamicAnimator {
    /// Updates the touching set from the last world step's events.
    func collectContactEvents() {
        if freshWorld {
            touchingShapes = [:]
            touchingOrder = []
            freshWorld = false
        }
        for e in world.contactEndEvents {
            let key = ShapePairKey(a: e.shapeA.index, b: e.shapeB.index)
            touchingShapes[key] = nil
        }
        touchingOrder.removeAll { touchingShapes[$0] == nil }
        for e in world.contactBeginEvents {
            let key = ShapePairKey(a: e.shapeA.index, b: e.shapeB.index)
            if touchingShapes.updateValue(e.point, forKey: key) == nil { touchingOrder.append(key) }
        }
    }

    /// Calls the collision delegates with the contacts that began or ended since the last report.
    func reportContacts() {

        let collisions = allBehaviors.compactMap { $0 as? CollisionBehavior }
        var current: [ContactRecord] = []
        var seen = Set<ContactRecord.Key>()
        for pair in touchingOrder {
            let p = touchingShapes[pair]!
            let point = Point(x: p.x, y: p.y)
            switch (shapeOwners[pair.a], shapeOwners[pair.b]) {
            case (.item(let a), .item(let b)):
                guard let i = recordIndex[a], let j = recordIndex[b] else { continue }
                let item1 = records[i].item
                let item2 = records[j].item
                for c in collisions
                where c.collisionMode.contains(.items) && c.contains(item1) && c.contains(item2) {
                    let key = ContactRecord.Key(
                        behavior: ObjectIdentifier(c), item1: a, item2: b, boundary: nil)
                    guard seen.insert(key).inserted else { continue }
                    current.append(
                        ContactRecord(
                            key: key, behavior: c, item1: item1, item2: item2, boundary: nil, point: point))
                }
            case (.item(let a), .boundary(let c, let identifier)),
                (.boundary(let c, let identifier), .item(let a)):
                guard let i = recordIndex[a], c.dynamicAnimator === self,
                    c.collisionMode.contains(.boundaries),
                    c.contains(records[i].item)
                else { continue }
                let key = ContactRecord.Key(
                    behavior: ObjectIdentifier(c), item1: a, item2: nil, boundary: identifier)
                guard seen.insert(key).inserted else { continue }
                current.append(
                    ContactRecord(
                        key: key, behavior: c, item1: records[i].item, item2: nil, boundary: identifier,
                        point: point))
            case (.boundary, .boundary):
                continue
            }
        }

        let before = Set(reportedContacts.map(\.key))
        let ended = reportedContacts.filter { !seen.contains($0.key) }
        let began = current.filter { !before.contains($0.key) }
        reportedContacts = current
        guard !ended.isEmpty || !began.isEmpty else { return }
        var order: [ObjectIdentifier: Int] = [:]
        for (i, c) in collisions.enumerated() { order[ObjectIdentifier(c)] = i }
        let behaviorsInOrder = (ended + began).map(\.behavior).reduce(into: [CollisionBehavior]()) {
            list, c in
            if !list.contains(where: { $0 === c }) { list.append(c) }
        }.sorted { (order[ObjectIdentifier($0)] ?? -1) < (order[ObjectIdentifier($1)] ?? -1) }
        for c in behaviorsInOrder {
            guard let delegate = c.collisionDelegate else { continue }
            for r in ended where r.behavior === c {
                if let item2 = r.item2 {
                    delegate.collisionBehavior(c, endedContactFor: r.item1, with: item2)
                } else {
                    delegate.collisionBehavior(
                        c, endedContactFor: r.item1, withBoundaryIdentifier: r.boundary)
                }
            }
            for r in began where r.behavior === c {
                if let item2 = r.item2 {
                    delegate.collisionBehavior(c, beganContactFor: r.item1, with: item2, at: r.point)
                } else {
                    delegate.collisionBehavior(
                        c, beganContactFor: r.item1, withBoundaryIdentifier: r.boundary, at: r.point)
                }
            }
        }
    }
}
