import Testing

@testable import PlumbPhysics

@Suite("Physics math")
struct MathTests {
    @Test func vectorBasics() {
        let a = Vec2(3, 4)
        let b = Vec2(-2, 1)
        #expect(a.length == 5)
        #expect(a.dot(b) == -2)
        #expect(a.cross(b) == 11)
        #expect(a.perp == Vec2(-4, 3))
        #expect(a + b == Vec2(1, 5))
        #expect(a - b == Vec2(5, 3))
        #expect(2 * a == Vec2(6, 8))
        #expect(abs(a.normalized.length - 1) < 1e-15)
        #expect(Vec2.zero.normalized == .zero)
        #expect(Vec2.cross(2, Vec2(1, 0)) == Vec2(0, 2))
    }

    @Test func rotationIsClockwiseOnScreen() {
        let quarter = Rotation(angle: .pi / 2)
        let v = quarter.apply(Vec2(1, 0))
        #expect(abs(v.x) < 1e-15 && abs(v.y - 1) < 1e-15, "+x turns to +y (down)")
        let r = Rotation(angle: 0.7)
        let p = Vec2(2, -3)
        let back = r.applyInverse(r.apply(p))
        #expect((back - p).length < 1e-14)
        #expect(abs(r.angle - 0.7) < 1e-15)
        #expect(abs(r.concatenating(Rotation(angle: 0.2)).angle - 0.9) < 1e-14)
        #expect(abs(r.inverseConcatenating(Rotation(angle: 0.2)).angle + 0.5) < 1e-14)
    }

    @Test func transformRoundTrip() {
        let t = Transform(position: Vec2(10, 20), angle: 1.1)
        let p = Vec2(-4, 7)
        #expect((t.applyInverse(t.apply(p)) - p).length < 1e-13)
        #expect((t.inverse.apply(t.apply(p)) - p).length < 1e-13)
        let u = Transform(position: Vec2(-3, 5), angle: -0.4)
        let rel = t.inverseConcatenating(u)
        #expect((t.apply(rel.apply(p)) - u.apply(p)).length < 1e-12)
        #expect((t.concatenating(u).apply(p) - t.apply(u.apply(p))).length < 1e-12)
    }

    @Test func aabbOperations() {
        let a = AABB(lower: Vec2(0, 0), upper: Vec2(10, 5))
        let b = AABB(lower: Vec2(8, 4), upper: Vec2(12, 9))
        let c = AABB(lower: Vec2(11, 0), upper: Vec2(12, 1))
        #expect(a.union(b) == AABB(lower: Vec2(0, 0), upper: Vec2(12, 9)))
        #expect(a.overlaps(b) && !a.overlaps(c))
        #expect(a.union(b).contains(a) && !a.contains(b))
        #expect(a.perimeter == 30)
        #expect(a.fattened(by: 1) == AABB(lower: Vec2(-1, -1), upper: Vec2(11, 6)))
    }

    @Test func aabbRayCast() throws {
        let box = AABB(lower: Vec2(0, 0), upper: Vec2(10, 10))
        let hit = try #require(box.rayCast(RayCastInput(origin: Vec2(-10, 5), translation: Vec2(20, 0))))
        #expect(hit.fraction == 0.5)
        #expect(hit.normal == Vec2(-1, 0))
        #expect(hit.point == Vec2(0, 5))
        let top = try #require(box.rayCast(RayCastInput(origin: Vec2(5, -5), translation: Vec2(0, 10))))
        #expect(top.normal == Vec2(0, -1) && top.fraction == 0.5)
        #expect(box.rayCast(RayCastInput(origin: Vec2(-10, 5), translation: Vec2(5, 0))) == nil)
        #expect(box.rayCast(RayCastInput(origin: Vec2(-10, 20), translation: Vec2(30, 0))) == nil)
    }
}
