extension ShapeGeometry {
    /// The contact manifold between shape `a` of a body at `xfA` and shape `b` of a body at `xfB`,
    /// dispatching to the pairwise functions in `Collide.swift`; the normal points from `a` to `b`.
    ///
    /// Pairs without area on both sides (segment–segment, chain–segment, …) give `.empty`, as in
    /// Box2D, where such shapes only live on static bodies.
    public static func collide(_ a: ShapeGeometry, _ xfA: Transform, _ b: ShapeGeometry, _ xfB: Transform)
        -> Manifold
    {
        switch (a, b) {
        case (.circle(let ca), .circle(let cb)): collideCircles(ca, xfA, cb, xfB)
        case (.polygon(let pa), .circle(let cb)): collidePolygonAndCircle(pa, xfA, cb, xfB)
        case (.polygon(let pa), .polygon(let pb)): collidePolygons(pa, xfA, pb, xfB)
        case (.segment(let sa), .circle(let cb)): collideSegmentAndCircle(sa, xfA, cb, xfB)
        case (.segment(let sa), .polygon(let pb)): collideSegmentAndPolygon(sa, xfA, pb, xfB)
        case (.chainSegment(let la), .circle(let cb)): collideChainSegmentAndCircle(la, xfA, cb, xfB)
        case (.chainSegment(let la), .polygon(let pb)): collideChainSegmentAndPolygon(la, xfA, pb, xfB)
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
        var flipped = Manifold(normal: -normal)
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
