import Testing

@testable import PlumbPhysics

@Suite("Physics shapes")
struct ShapeTests {
    @Test func boxMassProperties() {
        let box = Polygon.box(width: 40, height: 20, center: Vector(5, -3), angle: 0.3)
        let md = box.massData(density: 2)
        let m = 2.0 * 40 * 20
        #expect(abs(md.mass - m) < 1e-9)
        #expect((md.center - Vector(5, -3)).length < 1e-12)
        #expect(abs(md.rotationalInertia - m * (40 * 40 + 20 * 20) / 12) < 1e-6)
        #expect(abs(md.rotationalInertiaAboutOrigin - (md.rotationalInertia + m * 34)) < 1e-6)
    }

    @Test func discMassProperties() {
        let md = Circle(center: Vector(1, 2), radius: 10).massData(density: 3)
        let m = 3 * Double.pi * 100
        #expect(abs(md.mass - m) < 1e-9)
        #expect(md.center == Vector(1, 2))
        #expect(abs(md.rotationalInertia - m * 100 / 2) < 1e-9)
    }

    @Test func triangleMassProperties() throws {
        // Right triangle legs a (x) and b (y): area ab/2, centroid (a/3, b/3),
        // inertia about the centroid m(a² + b²)/18.
        let a = 30.0
        let b = 12.0
        let tri = try Polygon(points: [Vector(0, 0), Vector(a, 0), Vector(0, b)])
        let md = tri.massData(density: 1)
        let m = a * b / 2
        #expect(abs(md.mass - m) < 1e-9)
        #expect((md.center - Vector(a / 3, b / 3)).length < 1e-12)
        #expect(abs(md.rotationalInertia - m * (a * a + b * b) / 18) < 1e-7)
    }

    @Test func hullOfScatteredPoints() throws {
        let points = [
            Vector(0, 0), Vector(10, 0), Vector(5, 5), Vector(10, 10), Vector(0, 10), Vector(5, 0),
            Vector(0, 10.1),
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
        #expect(throws: ShapeError.tooFewPoints(2)) { try Polygon(points: [Vector(0, 0), Vector(1, 1)]) }
        #expect(throws: ShapeError.degenerate) {
            try Polygon(points: [Vector(0, 0), Vector(5, 5), Vector(10, 10)])
        }
        #expect(throws: ShapeError.notFinite) {
            try Polygon(points: [Vector(0, 0), Vector(.nan, 5), Vector(10, 0)])
        }
        #expect(throws: ShapeError.tooManyPoints(9)) {
            try Polygon(points: (0..<9).map { Vector(Double($0), Double($0 * $0)) })
        }
        #expect(throws: ShapeError.tooFewPoints(2)) {
            try Chain(points: [Vector(0, 0), Vector(1, 0)], isLoop: true)
        }
    }

    @Test func aabbsUnderTransform() {
        let t = Transform(position: Vector(100, 50), angle: .pi / 4)
        let box = Polygon.box(width: 10, height: 10).aabb(t)
        let h = 50.0.squareRoot()
        #expect(abs(box.lower.x - (100 - h)) < 1e-12 && abs(box.upper.y - (50 + h)) < 1e-12)
        #expect(Circle(center: Vector(10, 0), radius: 2).aabb(t).center.x > 100)
        let seg = Segment(Vector(0, 0), Vector(10, 0)).aabb(Transform(position: .zero, angle: .pi / 2))
        #expect(abs(seg.upper.y - 10) < 1e-12 && abs(seg.lower.x) < 1e-12)
    }

    @Test func rayCasts() throws {
        let box = Polygon.box(width: 20, height: 20)
        let hit = try #require(box.rayCast(RayCastInput(origin: Vector(-30, 0), translation: Vector(40, 0))))
        #expect(abs(hit.fraction - 0.5) < 1e-12 && hit.normal == Vector(-1, 0))
        #expect(box.rayCast(RayCastInput(origin: Vector(-30, 15), translation: Vector(60, 0))) == nil)
        let circle = Circle(center: Vector(10, 0), radius: 5)
        let c = try #require(circle.rayCast(RayCastInput(origin: .zero, translation: Vector(10, 0))))
        #expect(abs(c.fraction - 0.5) < 1e-12 && c.normal == Vector(-1, 0))
        let seg = Segment(Vector(0, -5), Vector(0, 5))
        let s = try #require(seg.rayCast(RayCastInput(origin: Vector(-4, 0), translation: Vector(8, 0))))
        #expect(abs(s.fraction - 0.5) < 1e-12 && s.normal == Vector(-1, 0))
        let link = ChainSegment(ghost1: Vector(0, -10), segment: seg, ghost2: Vector(0, 10))
        #expect(link.segment.normal == Vector(1, 0))
        #expect(
            link.rayCast(RayCastInput(origin: Vector(-4, 0), translation: Vector(8, 0))) == nil, "back side")
        #expect(link.rayCast(RayCastInput(origin: Vector(4, 0), translation: Vector(-8, 0))) != nil)
    }

    @Test func chainLinks() throws {
        let square = [Vector(0, 0), Vector(10, 0), Vector(10, 10), Vector(0, 10)]
        let loop = try Chain(points: square, isLoop: true).segments
        #expect(loop.count == 4)
        #expect(loop[0].ghost1 == Vector(0, 10) && loop[0].ghost2 == Vector(10, 10))
        let open = try Chain(points: square, isLoop: false).segments
        #expect(open.count == 3 && open[0].ghost1 == Vector(0, 0) && open[2].ghost2 == Vector(0, 10))
    }
}
