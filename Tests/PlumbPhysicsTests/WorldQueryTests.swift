import Testing

@testable import PlumbPhysics

@Suite("Physics world: queries")
struct WorldQueryTests {
    @Test func aabbQueryFindsOverlappingShapesSorted() {
        var (world, floor) = WorldScene.withFloor()
        let a = WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(100, 100))
        WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(300, 100))
        let found = world.shapes(overlapping: AABB(lower: Vec2(80, 80), upper: Vec2(120, 600)))
        #expect(found == [floor, ShapeID(index: 1)])
        #expect(world.body(of: found[1]) == a)
        #expect(world.shapes(overlapping: AABB(lower: Vec2(150, 0), upper: Vec2(200, 50))).isEmpty)
    }

    @Test func rayCastHitsTheClosestShape() {
        var (world, floor) = WorldScene.withFloor()
        WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(100, 300))
        let hit = world.rayCastClosest(from: Vec2(100, 0), translation: Vec2(0, 1000))
        #expect(hit?.shape == ShapeID(index: 1))
        #expect(abs((hit?.point.y ?? 0) - 290) < 1e-9)
        #expect(abs((hit?.fraction ?? 0) - 0.29) < 1e-9)
        #expect(hit?.normal == Vec2(0, -1))
        let past = world.rayCastClosest(from: Vec2(200, 0), translation: Vec2(0, 1000))
        #expect(past?.shape == floor)
        #expect(world.rayCastClosest(from: Vec2(200, 0), translation: Vec2(0, 100)) == nil)
    }

    /// A box resting on the floor has a two-point manifold with the floor (both points on the
    /// floor line, separations within the slop), found in either shape order; shapes far apart
    /// have none.
    @Test func manifoldBetweenTwoShapes() {
        var (world, floor) = WorldScene.withFloor()
        WorldScene.addBox(&world, width: 40, height: 20, center: Vec2(100, WorldScene.floorY - 10))
        WorldScene.addBox(&world, width: 20, height: 20, center: Vec2(400, 100))
        WorldScene.run(&world, seconds: 0.5)
        let box = ShapeID(index: 1)
        let manifold = world.manifold(between: box, and: floor)
        #expect(manifold == world.manifold(between: floor, and: box))
        let points = manifold?.points ?? []
        #expect(points.count == 2)
        #expect(Set(points.map { ($0.point.x - 100).magnitude.rounded() }) == [20])
        for p in points {
            #expect(abs(p.separation) <= PhysicsConstants.linearSlop)
            #expect(abs(p.point.y - WorldScene.floorY) <= PhysicsConstants.linearSlop)
        }
        #expect(world.manifold(between: ShapeID(index: 2), and: floor) == nil)
        #expect(world.manifold(between: box, and: ShapeID(index: 2)) == nil)
    }
}
