extension World {
    /// The shapes whose current bounds overlap `aabb` (world points) and whose filter accepts
    /// `filter`, sorted by id. Sensors are included.
    public func shapes(overlapping aabb: AABB, filter: CollisionFilter = .default) -> [ShapeID] {
        var found: [ShapeID] = []
        tree.query(aabb) { proxy in
            let index = tree.userData(proxy)
            let shape = shapes[index]
            if shape.filter.shouldCollide(with: filter),
                shape.geometry.aabb(bodies[shape.body].transform).overlaps(aabb)
            {
                found.append(ShapeID(index: index))
            }
            return true
        }
        return found.sorted()
    }

    /// The closest non-sensor shape hit by the ray from `origin` along `translation` (world points)
    /// whose filter accepts `filter`; ties at the same fraction go to the lower shape id.
    public func rayCastClosest(from origin: Vec2, translation: Vec2, filter: CollisionFilter = .default)
        -> RayHit?
    {
        var best: RayHit?
        tree.rayCast(RayCastInput(origin: origin, translation: translation)) { input, proxy in
            let index = tree.userData(proxy)
            let shape = shapes[index]
            guard !shape.isSensor, shape.filter.shouldCollide(with: filter),
                let hit = shape.geometry.rayCast(input, bodies[shape.body].transform)
            else { return input.maxFraction }
            let candidate = RayHit(
                shape: ShapeID(index: index), point: hit.point, normal: hit.normal, fraction: hit.fraction)
            if let current = best,
                current.fraction < hit.fraction
                    || (current.fraction == hit.fraction && current.shape < candidate.shape)
            {
                return input.maxFraction
            }
            best = candidate
            // Keep equal-fraction candidates coming so the lower id can win the tie.
            return hit.fraction.nextUp
        }
        return best
    }

    /// The contact manifold between two shapes as of the last step's collision pass (world points;
    /// a point's `separation` is negative when the shapes overlap, up to the 2 pt speculative
    /// margin when they do not yet touch), or nil when the shapes have no contact (their fat
    /// bounds do not overlap, or they may not collide). The order of the two shapes does not
    /// matter. O(log c) in the number of contacts.
    public func manifold(between shapeA: ShapeID, and shapeB: ShapeID) -> Manifold? {
        let pair = ShapePair(a: min(shapeA.index, shapeB.index), b: max(shapeA.index, shapeB.index))
        var low = 0
        var high = contacts.count
        while low < high {
            let middle = (low + high) / 2
            if contacts[middle].pair < pair { low = middle + 1 } else { high = middle }
        }
        guard low < contacts.count, contacts[low].pair == pair else { return nil }
        return contacts[low].manifold
    }
}
