import Testing

@testable import PlumbPhysics

@Suite("Physics math")
struct MathTests {
    @Test func vectorBasics() {
        let a = Vector(3, 4)
        let b = Vector(-2, 1)
        #expect(a.length == 5)
        #expect(a.dot(b) == -2)
        #expect(a.cross(b) == 11)
        #expect(a.perp == Vector(-4, 3))
        #expect(a + b == Vector(1, 5))
        #expect(a - b == Vector(5, 3))
        #expect(2 * a == Vector(6, 8))
        #expect(abs(a.normalized.length - 1) < 1e-15)
        #expect(Vector.zero.normalized == .zero)
        #expect(Vector.cross(2, Vector(1, 0)) == Vector(0, 2))
    }

    @Test func rotationIsClockwiseOnScreen() {
        let quarter = Rotation(angle: .pi / 2)
        let v = quarter.apply(Vector(1, 0))
        #expect(abs(v.x) < 1e-15 && abs(v.y - 1) < 1e-15, "+x turns to +y (down)")
        let r = Rotation(angle: 0.7)
        let p = Vector(2, -3)
        let back = r.applyInverse(r.apply(p))
        #expect((back - p).length < 1e-14)
        #expect(abs(r.angle - 0.7) < 1e-15)
        #expect(abs(r.concatenating(Rotation(angle: 0.2)).angle - 0.9) < 1e-14)
        #expect(abs(r.inverseConcatenating(Rotation(angle: 0.2)).angle + 0.5) < 1e-14)
    }

    @Test func transformRoundTrip() {
        let t = Transform(position: Vector(10, 20), angle: 1.1)
        let p = Vector(-4, 7)
        #expect((t.applyInverse(t.apply(p)) - p).length < 1e-13)
        #expect((t.inverse.apply(t.apply(p)) - p).length < 1e-13)
        let u = Transform(position: Vector(-3, 5), angle: -0.4)
        let rel = t.inverseConcatenating(u)
        #expect((t.apply(rel.apply(p)) - u.apply(p)).length < 1e-12)
        #expect((t.concatenating(u).apply(p) - t.apply(u.apply(p))).length < 1e-12)
    }

    @Test func aabbOperations() {
        let a = AABB(lower: Vector(0, 0), upper: Vector(10, 5))
        let b = AABB(lower: Vector(8, 4), upper: Vector(12, 9))
        let c = AABB(lower: Vector(11, 0), upper: Vector(12, 1))
        #expect(a.union(b) == AABB(lower: Vector(0, 0), upper: Vector(12, 9)))
        #expect(a.overlaps(b) && !a.overlaps(c))
        #expect(a.union(b).contains(a) && !a.contains(b))
        #expect(a.perimeter == 30)
        #expect(a.fattened(by: 1) == AABB(lower: Vector(-1, -1), upper: Vector(11, 6)))
    }

    @Test func aabbRayCast() throws {
        let box = AABB(lower: Vector(0, 0), upper: Vector(10, 10))
        let hit = try #require(box.rayCast(RayCastInput(origin: Vector(-10, 5), translation: Vector(20, 0))))
        #expect(hit.fraction == 0.5)
        #expect(hit.normal == Vector(-1, 0))
        #expect(hit.point == Vector(0, 5))
        let top = try #require(box.rayCast(RayCastInput(origin: Vector(5, -5), translation: Vector(0, 10))))
        #expect(top.normal == Vector(0, -1) && top.fraction == 0.5)
        #expect(box.rayCast(RayCastInput(origin: Vector(-10, 5), translation: Vector(5, 0))) == nil)
        #expect(box.rayCast(RayCastInput(origin: Vector(-10, 20), translation: Vector(30, 0))) == nil)
    }
}
