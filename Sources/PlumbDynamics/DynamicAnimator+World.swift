import Plumb
import PlumbPhysics

/// Design note — how the animator maps behaviours onto the engine (docs/dynamics.md §1.3, §15.2).
///
/// The tree is flattened depth-first pre-order. Items become bodies in registration order. A
/// change of the tree (behaviours or items added or removed) edits the `World` in place: the
/// bodies of items that left are destroyed, new items get bodies and shapes after the others, and
/// every behaviour's joints are destroyed and made again in tree order; the other bodies, their
/// shapes and their contacts stay, so contact warm starts survive. The engine has no material
/// or filter setters, so a change of an item's material (an item behaviour), of the collision
/// filters of an item that keeps its body (a collision behaviour's items or mode) or of the
/// boundaries (including the reference bounds' size) rebuilds the whole `World` from the current
/// body states instead: positions and velocities carry over, warm-start impulses do not, and the
/// boundaries come first again. Either costs O(items + boundaries + joints) and happens only on
/// such changes. Anchor moves and snap-point moves change the joints in place.
///
/// Collision membership (§7.2) becomes 64-bit filters: bit k (k < 31) for the k-th collision
/// behaviour in `.items` mode; bit 63 marks items; bits 31…62 for boundary groups. A boundary
/// group is one collision behaviour in `.boundaries` mode and one friction value of its items:
/// the boundary shapes are duplicated per friction value so that the engine's `sqrt(μA·μB)`
/// mixing returns the item's own friction against boundaries (§11.1), and an item sees only the
/// copy of its friction.
extension DynamicAnimator {
    /// Registers new items, unregisters orphans and rebuilds the world if needed.
    func synchronize() {
        // Reference-bounds boundaries follow the reference view's size (docs/dynamics.md §4.1).
        if referenceBounds != builtReferenceBounds,
            allBehaviors.contains(where: {
                ($0 as? CollisionBehavior)?.translatesReferenceBoundsIntoBoundary == true
            })
        {
            needsRebuild = true
        }
        guard needsSync || needsRebuild else { return }
        if needsSync { registerItems() }
        if needsRebuild { updateWorld() }
        needsSync = false
        needsRebuild = false
        if records.isEmpty { pause() }
    }

    /// Brings `records` in line with the items of the tree: existing ones keep their order, new
    /// ones are appended in tree order with their centre and rotation read now.
    private func registerItems() {
        var present: [ObjectIdentifier: any DynamicItem] = [:]
        var order: [ObjectIdentifier] = []
        for behavior in allBehaviors {
            for item in behavior.ownItems where present[ObjectIdentifier(item)] == nil {
                present[ObjectIdentifier(item)] = item
                order.append(ObjectIdentifier(item))
            }
        }
        retiredBodies += records.filter { present[ObjectIdentifier($0.item)] == nil }.compactMap(\.body)
        records.removeAll { present[ObjectIdentifier($0.item)] == nil }
        let known = Set(records.map { ObjectIdentifier($0.item) })
        for key in order where !known.contains(key) {
            let item = present[key]!
            let geometry: ItemGeometry
            do {
                geometry = try ItemGeometry(item)
            } catch {
                preconditionFailure(error.description)
            }
            records.append(
                ItemRecord(
                    item: item, geometry: geometry, initialCenter: referenceCenter(of: item),
                    initialAngle: item.transform.rotationAngle))
        }
        recordIndex = [:]
        for (i, record) in records.enumerated() { recordIndex[ObjectIdentifier(record.item)] = i }
        pendingVelocities = pendingVelocities.filter { recordIndex[$0.key] != nil }
    }

    /// Brings the world in line with the tree: in place when the boundaries and the shapes of
    /// every item that keeps its body are unchanged, else by a rebuild.
    private func updateWorld() {
        let tree = allBehaviors
        let itemBehaviors = tree.compactMap { $0 as? DynamicItemBehavior }
        for i in records.indices {
            var material = ItemMaterial()
            for b in itemBehaviors where b.items.contains(where: { $0 === records[i].item }) {
                material.apply(b)
            }
            records[i].material = material
        }
        let groups = collisionGroups(tree.compactMap { $0 as? CollisionBehavior })
        let boundaries = groups.boundaryGroups.map { group in
            BoundaryShapes(group: group, shapes: boundaryGeometry(group.behavior))
        }
        let keepsShapes = records.allSatisfy { record in
            guard let built = record.builtShapes else { return true }
            return built.material == record.material && built.filter == groups.filter(for: record.item)
        }
        if let builtBoundaries, builtBoundaries == boundaries, keepsShapes {
            editWorld(groups, tree: tree)
        } else {
            rebuildWorld(groups, boundaries: boundaries, tree: tree)
        }
        builtBoundaries = boundaries
        builtReferenceBounds = referenceBounds
        for behavior in tree {
            behavior.buildEngineObjects(in: &world) { item in
                self.recordIndex[ObjectIdentifier(item)].flatMap { self.records[$0].body }
            }
        }
    }

    /// Edits the world in place: destroys the bodies of items that left and every behaviour's
    /// joints (made again by the caller), and makes bodies for new items.
    private func editWorld(_ groups: CollisionGroups, tree: [DynamicBehavior]) {
        for body in retiredBodies where world.isValid(body) { world.destroyBody(body) }
        retiredBodies = []
        for behavior in tree { behavior.removeEngineObjects(from: &world) }
        for i in records.indices where records[i].body == nil {
            makeBody(for: i, in: &world, groups: groups, owners: &shapeOwners)
        }
        // The destroyed shapes' end events are cleared by the next step: their pairs end here.
        engineTouching.removeAll {
            !world.isValid(ShapeID(index: $0.a)) || !world.isValid(ShapeID(index: $0.b))
        }
    }

    /// An empty engine world for the animator: no gravity (behaviours apply it) and no contact
    /// recycling. A recycled manifold stays touching while its shapes part by less than the
    /// recycle distance (5 pt), so a small rebound would report no ended and began
    /// (docs/dynamics.md §7.4: one pair per rebound), and a stack would come to rest on other
    /// steps; the animator's scenes are small enough to recompute every contact.
    static func makeWorld() -> World {
        var world = World(gravity: .zero)
        world.contactRecycleDistance = 0
        return world
    }

    /// Builds a new world from the tree and the current body states.
    private func rebuildWorld(
        _ groups: CollisionGroups, boundaries: [BoundaryShapes], tree: [DynamicBehavior]
    ) {
        var next = Self.makeWorld()
        var owners: [ShapeOwner] = []
        // Boundaries first: contacts are solved in shape order, so a stack's contact with the
        // floor is solved before the contacts above it and the whole stack stops in one pass.
        for boundary in boundaries {
            let body = next.createBody(BodyDefinition(type: .static))
            let definition = ShapeDefinition(
                density: 0, friction: boundary.friction, restitution: 0,
                filter: CollisionFilter(categoryBits: boundary.bit, maskBits: CollisionGroups.itemBit))
            for (identifier, geometry) in zip(boundary.identifiers, boundary.geometry) {
                next.createShape(definition, geometry: geometry, on: body)
                owners.append(.boundary(boundary.behavior, identifier: identifier))
            }
        }
        for i in records.indices {
            makeBody(for: i, in: &next, groups: groups, owners: &owners)
        }
        // The joints' handles address the old world: clear them there.
        for behavior in tree { behavior.removeEngineObjects(from: &world) }
        world = next
        shapeOwners = owners
        retiredBodies = []
        freshWorld = true
    }

    /// Makes record `i`'s body and shapes in `target`, at its pose and velocities in the current
    /// world (its registration pose if it has no body yet) plus any pending velocity.
    private func makeBody(
        for i: Int, in target: inout World, groups: CollisionGroups, owners: inout [ShapeOwner]
    ) {
        let record = records[i]
        let m = record.material
        var position = Vec2(record.initialCenter.x, record.initialCenter.y)
        var angle = record.initialAngle
        var velocity = Vec2.zero
        var spin = 0.0
        if let old = record.body {
            position = world.position(of: old)
            angle = world.angle(of: old)
            velocity = world.linearVelocity(of: old)
            spin = world.angularVelocity(of: old)
        }
        if let pending = pendingVelocities.removeValue(forKey: ObjectIdentifier(record.item)) {
            velocity += Vec2(pending.linear.dx, pending.linear.dy)
            spin += pending.angular
        }
        let body = target.createBody(
            BodyDefinition(
                type: m.isAnchored ? .static : .dynamic, position: position, angle: angle,
                linearVelocity: velocity, angularVelocity: spin, linearDamping: m.resistance,
                angularDamping: m.angularResistance, fixedRotation: !m.allowsRotation,
                isSleepEnabled: false))
        let filter = groups.filter(for: record.item)
        for geometry in record.geometry.shapes {
            target.createShape(
                ShapeDefinition(
                    density: m.density, friction: m.friction, restitution: m.elasticity, filter: filter),
                geometry: geometry, on: body)
            owners.append(.item(ObjectIdentifier(record.item)))
        }
        records[i].body = body
        records[i].builtShapes = (m, filter)
        records[i].written = nil
    }

    /// The filter bits of every collision behaviour (docs/dynamics.md §7.2).
    private func collisionGroups(_ collisions: [CollisionBehavior]) -> CollisionGroups {
        var groups = CollisionGroups()
        var itemBit = 0
        var boundaryBit = 31
        for c in collisions {
            let members = c.items.compactMap { recordIndex[ObjectIdentifier($0)] }
            guard !members.isEmpty else { continue }
            if c.collisionMode.contains(.items) {
                precondition(
                    itemBit < 31,
                    "more than 31 collision behaviours in .items mode in one animator: merge some")
                for m in members {
                    groups.itemBits[ObjectIdentifier(records[m].item), default: 0] |= 1 << itemBit
                }
                itemBit += 1
            }
            guard c.collisionMode.contains(.boundaries), !boundaryGeometry(c).isEmpty else { continue }
            let frictions = Set(members.map { records[$0].material.friction }).sorted()
            for f in frictions {
                precondition(
                    boundaryBit < 63,
                    "more than 32 boundary groups (collision behaviour × item friction) in one animator")
                let bit: UInt64 = 1 << UInt64(boundaryBit)
                groups.boundaryGroups.append((c, f, bit))
                for m in members where records[m].material.friction == f {
                    groups.boundaryBits[ObjectIdentifier(records[m].item), default: 0] |= bit
                }
                boundaryBit += 1
            }
        }
        return groups
    }

    /// The boundary shapes of a collision behaviour with their identifiers (nil for the
    /// reference bounds): two-sided segments, and chains in both windings for polylines and loops.
    func boundaryGeometry(_ c: CollisionBehavior) -> [(AnyHashable?, ShapeGeometry)] {
        var result: [(AnyHashable?, ShapeGeometry)] = []
        if c.translatesReferenceBoundsIntoBoundary, let bounds = referenceBounds {
            let r = bounds.inset(by: c.referenceBoundsInsets)
            let loop = [
                Vec2(r.minX, r.minY), Vec2(r.minX, r.maxY),
                Vec2(r.maxX, r.maxY), Vec2(r.maxX, r.minY),
            ]
            for g in Self.chainGeometry(loop, isLoop: true) { result.append((nil, g)) }
        }
        for (identifier, path) in c.boundaries {
            for line in path.polylines {
                let points = line.points.map { Vec2($0.x, $0.y) }
                if points.count == 2 && !line.isClosed {
                    result.append((identifier, .segment(Segment(points[0], points[1]))))
                } else {
                    for g in Self.chainGeometry(points, isLoop: line.isClosed) {
                        result.append((identifier, g))
                    }
                }
            }
        }
        return result
    }

    /// The links of a chain through `points` in both windings (the engine's links are one-sided).
    private static func chainGeometry(_ points: [Vec2], isLoop: Bool) -> [ShapeGeometry] {
        var result: [ShapeGeometry] = []
        for winding in [points, points.reversed()] {
            guard let chain = try? Chain(points: winding, isLoop: isLoop) else { continue }
            result += chain.segments.map { .chainSegment($0) }
        }
        return result
    }

    /// The item's centre in reference coordinates (a view's centre converted from its superview).
    func referenceCenter(of item: any DynamicItem) -> Point {
        if let view = item as? View, let reference = referenceView, let parent = view.superview,
            parent !== reference
        {
            return parent.convert(view.center, to: reference)
        }
        return item.center
    }

    /// Sets the item's centre from reference coordinates.
    func setReferenceCenter(_ point: Point, of item: any DynamicItem) {
        if let view = item as? View, let reference = referenceView, let parent = view.superview,
            parent !== reference
        {
            view.center = reference.convert(point, to: parent)
        } else {
            item.center = point
        }
    }

    /// The body velocities of `item` (pt/s, rad/s), or the pending sum if it has no body yet.
    func velocity(of item: any DynamicItem) -> (linear: Vector, angular: Double)? {
        synchronize()
        let key = ObjectIdentifier(item)
        if let i = recordIndex[key], let body = records[i].body {
            let v = world.linearVelocity(of: body)
            return (Vector(dx: v.x, dy: v.y), world.angularVelocity(of: body))
        }
        return pendingVelocities[key]
    }

    /// Adds to `item`'s velocities (pt/s, rad/s) and resumes.
    func addVelocity(_ linear: Vector, angular: Double, to item: any DynamicItem) {
        synchronize()
        let key = ObjectIdentifier(item)
        if let i = recordIndex[key], let body = records[i].body {
            let v = world.linearVelocity(of: body)
            world.setLinearVelocity(v + Vec2(linear.dx, linear.dy), of: body)
            world.setAngularVelocity(world.angularVelocity(of: body) + angular, of: body)
        } else {
            let old = pendingVelocities[key] ?? (.zero, 0)
            pendingVelocities[key] = (
                Vector(dx: old.linear.dx + linear.dx, dy: old.linear.dy + linear.dy), old.angular + angular
            )
        }
        parametersDidChange()
    }
}

/// The collision filter bits of one world build.
struct CollisionGroups {
    /// Marks item shapes; boundaries collide only with shapes of this category.
    static let itemBit: UInt64 = 1 << 63

    /// Item-group bits per item.
    var itemBits: [ObjectIdentifier: UInt64] = [:]
    /// Boundary-group bits per item.
    var boundaryBits: [ObjectIdentifier: UInt64] = [:]
    /// Each boundary group: its behaviour, the friction of its shapes and its bit.
    var boundaryGroups: [(behavior: CollisionBehavior, friction: Double, bit: UInt64)] = []

    /// The filter of an item's shapes.
    func filter(for item: any DynamicItem) -> CollisionFilter {
        let key = ObjectIdentifier(item)
        let items = itemBits[key] ?? 0
        let boundaries = boundaryBits[key] ?? 0
        return CollisionFilter(categoryBits: items | Self.itemBit, maskBits: items | boundaries)
    }
}

/// The boundary shapes of one boundary group (one collision behaviour and one item friction),
/// compared to tell whether the world's boundaries can stay.
struct BoundaryShapes: Equatable {
    /// The collision behaviour the boundaries belong to.
    let behavior: CollisionBehavior
    /// The friction of the shapes (the items' own, docs/dynamics.md §11.1).
    let friction: Double
    /// The group's filter bit.
    let bit: UInt64
    /// Each shape's boundary identifier (nil for the reference bounds).
    let identifiers: [AnyHashable?]
    /// Each shape's geometry, in creation order.
    let geometry: [ShapeGeometry]

    /// The shapes of `group`.
    init(
        group: (behavior: CollisionBehavior, friction: Double, bit: UInt64),
        shapes: [(AnyHashable?, ShapeGeometry)]
    ) {
        behavior = group.behavior
        friction = group.friction
        bit = group.bit
        identifiers = shapes.map(\.0)
        geometry = shapes.map(\.1)
    }

    static func == (a: BoundaryShapes, b: BoundaryShapes) -> Bool {
        a.behavior === b.behavior && a.friction == b.friction && a.bit == b.bit
            && a.identifiers == b.identifiers && a.geometry == b.geometry
    }
}
