extension ShapeGeometry {
    /// The contact manifold between shape `a` of a body at `xfA` and shape `b` of a body at `xfB`,
    /// dispatching to the pairwise functions in `Collide.swift`; the normal points from `a` to `b`.
    ///
    /// Pairs without area on both sides (segment–segment, chain–segment, …) give `.empty`, as in
    /// Box2D, where such shapes only live on static bodies.
    public static func collide(_ a: ShapeGeometry, _ xfA: Transform, _ b: ShapeGeometry, _ xfB: Transform)
        -> Manifold
    {
        var a = CollisionGeometry(a)
        var b = CollisionGeometry(b)
        return CollisionGeometry.collide(&a, xfA, &b, xfB)
    }
}

extension CollisionGeometry {
    /// `ShapeGeometry.collide` for the narrow phase's form of two shapes, read in place (the
    /// world passes pointers into its shapes; see `CollisionGeometry.swift`).
    static func collide(
        _ a: UnsafePointer<CollisionGeometry>, _ xfA: Transform, _ b: UnsafePointer<CollisionGeometry>,
        _ xfB: Transform
    ) -> Manifold {
        switch (a.pointee.kind, b.pointee.kind) {
        case (.circle, .circle): collideCircles(a.pointee.circle, xfA, b.pointee.circle, xfB)
        case (.polygon, .circle):
            collidePolygonAndCircle(a.pointer(to: \.polygon)!, xfA, b.pointee.circle, xfB)
        case (.polygon, .polygon), (.segment, .polygon):
            // A segment is clipped as its two-vertex polygon (`collideSegmentAndPolygon`).
            collidePolygons(
                a.pointer(to: \.shifted)!, origin: a.pointee.polygon.vertex(0), xfA,
                b.pointer(to: \.polygon)!, xfB)
        case (.segment, .circle): collideSegmentAndCircle(a.pointee.link.segment, xfA, b.pointee.circle, xfB)
        case (.chainSegment, .circle):
            collideChainSegmentAndCircle(a.pointee.link, xfA, b.pointee.circle, xfB)
        case (.chainSegment, .polygon): collideChainSegmentAndPolygon(a, xfA, b.pointer(to: \.polygon)!, xfB)
        case (.circle, .polygon), (.circle, .segment), (.circle, .chainSegment), (.polygon, .segment),
            (.polygon, .chainSegment):
            collide(b, xfB, a, xfA).flipped(xfA: xfA, xfB: xfB)
        case (.segment, .segment), (.segment, .chainSegment), (.chainSegment, .segment),
            (.chainSegment, .chainSegment):
            .empty
        }
    }
}

extension Manifold {
    /// The same contact seen from the other shape: normal negated, anchors exchanged.
    ///
    /// `xfA` and `xfB` are the transforms of the new A and B (the old B and A).
    func flipped(xfA: Transform, xfB: Transform) -> Manifold {
        var flipped = Manifold(-normal)
        for i in 0..<pointCount {
            let p = self[i]
            flipped.append(
                ManifoldPoint(
                    point: p.point, anchorA: p.point - xfA.position, anchorB: p.point - xfB.position,
                    separation: p.separation, id: ContactFeatureID(Int(p.id.b), Int(p.id.a))))
        }
        return flipped
    }
}
