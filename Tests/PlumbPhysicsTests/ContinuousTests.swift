import Testing

@testable import PlumbPhysics

@Suite("Physics continuous collision against static shapes")
struct ContinuousTests {
    /// A box touching a wall (within the slop) that moves fast along it: the sweep meets the wall
    /// at t = 0, which must not stop the box (it used to stay pinned while its speed grew).
    @Test func aBoxTouchingAWallStillFallsFastAlongIt() {
        var world = World()
        let wall = world.createBody(BodyDefinition())
        world.createShape(
            ShapeDefinition(), geometry: .segment(Segment(Vec2(0, 0), Vec2(0, 5000))), on: wall)
        let box = world.createBody(
            BodyDefinition(type: .dynamic, position: Vec2(25 + 0.5 * PhysicsConstants.linearSlop, 100)))
        world.createShape(
            ShapeDefinition(friction: 0), geometry: .polygon(.box(width: 50, height: 50)), on: box)
        world.setLinearVelocity(Vec2(0, 3000), of: box)
        let h = 1.0 / 60
        world.step(timeStep: h)
        // One step of free fall from 3000 pt/s: 3000·h + g·h²·(n+1)/(2n) with 4 substeps.
        let expected = 100 + 3000 * h + 1000 * h * h * 5 / 8
        #expect(abs(world.position(of: box).y - expected) < 1e-6)
        for _ in 0..<10 { world.step(timeStep: h) }
        #expect(world.position(of: box).y > 650)
        #expect(abs(world.position(of: box).x - 25) < 1)
    }
}
