import PlumbPhysics
import Testing

/// The code of PlumbPhysics' getting-started article
/// (Sources/PlumbPhysics/PlumbPhysics.docc/GettingStarted.md), run as written.
@Suite("PlumbPhysics getting started")
struct GettingStartedTests {
    @Test func theBoxRestsOnTheFloor() throws {
        var world = World(gravity: Vec2(0, 1000))

        let floor = world.createBody(BodyDefinition(type: .static))
        world.createShape(
            ShapeDefinition(friction: 0.5), geometry: .segment(Segment(Vec2(0, 500), Vec2(400, 500))),
            on: floor)

        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(200, 100)))
        world.createShape(
            ShapeDefinition(density: 1, friction: 0.5),
            geometry: .polygon(Polygon.box(width: 50, height: 50)), on: box)

        for _ in 0..<120 { world.step(timeStep: 1.0 / 60, subSteps: 4) }
        #expect(abs(world.position(of: box).x - 200) < 1e-6)
        #expect(abs(world.position(of: box).y - 475) < 0.5)
        #expect(!world.isAwake(box))
    }
}
