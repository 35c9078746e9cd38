import Testing

@testable import PlumbPhysics

@Suite("Physics shapes")
struct ShapeTests {
    @Test func boxMassProperties() {
        let box = Polygon.box(width: 40, height: 20, center: Vec2(5, -3), angle: 0.3)
        let md = box.massData(density: 2)
        let m = 2.0 * 40 * 20
        #expect(abs(md.mass - m) < 1e-9)
        #expect((md.center - Vec2(5, -3)).length < 1e-12)
        #expect(abs(md.rotationalInertia - m * (40 * 40 + 20 * 20) / 12) < 1e-6)
        #expect(abs(md.rotationalInertiaAboutOrigin - (md.rotationalInertia + m * 34)) < 1e-6)
    }

    @Test func discMassProperties() {
        let md = Circle(center: Vec2(1, 2), radius: 10).massData(density: 3)
        let m = 3 * Double.pi * 100
        #expect(abs(md.mass - m) < 1e-9)
        #expect(md.center == Vec2(1, 2))
        #expect(abs(md.rotationalInertia - m * 100 / 2) < 1e-9)
    }

    @Test func triangleMassProperties() throws {
        // Right triangle legs a (x) and b (y): area ab/2, centroid (a/3, b/3),
        // inertia about the centroid m(a² + b²)/18.
        let a = 30.0
        let b = 12.0
        let tri = try Polygon(points: [Vec2(0, 0), Vec2(a, 0), Vec2(0, b)])
        let md = tri.massData(density: 1)
        let m = a * b / 2
        #expect(abs(md.mass - m) < 1e-9)
        #expect((md.center - Vec2(a / 3, b / 3)).length < 1e-12)
        #expect(abs(md.rotationalInertia - m * (a * a + b * b) / 18) < 1e-7)
    }

    @Test func hullOfScatteredPoints() throws {
        let points = [
            Vec2(0, 0), Vec2(10, 0), Vec2(5, 5), Vec2(10, 10), Vec2(0, 10), Vec2(5, 0),
            Vec2(0, 10.1),
        ]
        let p = try Polygon(points: points)
        #expect(p.vertices.count == 4, "interior, collinear and near-duplicate points dropped")
        for i in p.vertices.indices {
            let a = p.vertices[i]
            let b = p.vertices[(i + 1) % 4]
            let c = p.vertices[(i + 2) % 4]
            #expect((b - a).cross(c - b) > 0, "positive winding")
            #expect(abs(p.normals[i].length - 1) < 1e-12)
            #expect(p.normals[i].dot(p.centroid - a) < 0, "normals point outward")
        }
    }

    @Test func polygonValidation() {
        #expect(throws: ShapeError.tooFewPoints(2)) { try Polygon(points: [Vec2(0, 0), Vec2(1, 1)]) }
        #expect(throws: ShapeError.degenerate) {
            try Polygon(points: [Vec2(0, 0), Vec2(5, 5), Vec2(10, 10)])
        }
        #expect(throws: ShapeError.notFinite) {
            try Polygon(points: [Vec2(0, 0), Vec2(.nan, 5), Vec2(10, 0)])
        }
        #expect(throws: ShapeError.tooManyPoints(9)) {
            try Polygon(points: (0..<9).map { Vec2(Double($0), Double($0 * $0)) })
        }
        #expect(throws: ShapeError.tooFewPoints(2)) {
            try Chain(points: [Vec2(0, 0), Vec2(1, 0)], isLoop: true)
        }
    }

    @Test func aabbsUnderTransform() {
        let t = Transform(position: Vec2(100, 50), angle: .pi / 4)
        let box = Polygon.box(width: 10, height: 10).aabb(t)
        let h = 50.0.squareRoot()
        #expect(abs(box.lower.x - (100 - h)) < 1e-12 && abs(box.upper.y - (50 + h)) < 1e-12)
        #expect(Circle(center: Vec2(10, 0), radius: 2).aabb(t).center.x > 100)
        let seg = Segment(Vec2(0, 0), Vec2(10, 0)).aabb(Transform(position: .zero, angle: .pi / 2))
        #expect(abs(seg.upper.y - 10) < 1e-12 && abs(seg.lower.x) < 1e-12)
    }

    @Test func rayCasts() throws {
        let box = Polygon.box(width: 20, height: 20)
        let hit = try #require(box.rayCast(RayCastInput(origin: Vec2(-30, 0), translation: Vec2(40, 0))))
        #expect(abs(hit.fraction - 0.5) < 1e-12 && hit.normal == Vec2(-1, 0))
        #expect(box.rayCast(RayCastInput(origin: Vec2(-30, 15), translation: Vec2(60, 0))) == nil)
        let circle = Circle(center: Vec2(10, 0), radius: 5)
        let c = try #require(circle.rayCast(RayCastInput(origin: .zero, translation: Vec2(10, 0))))
        #expect(abs(c.fraction - 0.5) < 1e-12 && c.normal == Vec2(-1, 0))
        let seg = Segment(Vec2(0, -5), Vec2(0, 5))
        let s = try #require(seg.rayCast(RayCastInput(origin: Vec2(-4, 0), translation: Vec2(8, 0))))
        #expect(abs(s.fraction - 0.5) < 1e-12 && s.normal == Vec2(-1, 0))
        let link = ChainSegment(ghost1: Vec2(0, -10), segment: seg, ghost2: Vec2(0, 10))
        #expect(link.segment.normal == Vec2(1, 0))
        #expect(
            link.rayCast(RayCastInput(origin: Vec2(-4, 0), translation: Vec2(8, 0))) == nil, "back side")
        #expect(link.rayCast(RayCastInput(origin: Vec2(4, 0), translation: Vec2(-8, 0))) != nil)
    }

    @Test func chainLinks() throws {
        let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
        let loop = try Chain(points: square, isLoop: true).segments
        #expect(loop.count == 4)
        #expect(loop[0].ghost1 == Vec2(0, 10) && loop[0].ghost2 == Vec2(10, 10))
        let open = try Chain(points: square, isLoop: false).segments
        #expect(open.count == 3 && open[0].ghost1 == Vec2(0, 0) && open[2].ghost2 == Vec2(0, 10))
    }
}
