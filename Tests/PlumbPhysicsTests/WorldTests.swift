import Testing

@testable import PlumbPhysics

/// Scenes shared by the world tests (docs/dynamics.md §17 setups: g = 1000 pt/s², h = 1/60 s, 4 substeps).
enum WorldScene {
    static let h = 1.0 / 60
    static let floorY = 568.0

    /// A world with a static floor segment at `floorY`, and its floor shape.
    static func withFloor(friction: Double = 0) -> (World, ShapeID) {
        var world = World()
        let ground = world.createBody(BodyDefinition())
        let floor = world.createShape(
            ShapeDefinition(friction: friction),
            geometry: .segment(Segment(Vec2(-2000, floorY), Vec2(2000, floorY))), on: ground)
        return (world, floor)
    }

    /// Adds a dynamic box centred at `center`.
    @discardableResult
    static func addBox(
        _ world: inout World, width: Double, height: Double, center: Vec2,
        shape: ShapeDefinition = ShapeDefinition(),
        fixedRotation: Bool = false
    ) -> BodyID {
        let body = world.createBody(
            BodyDefinition(type: .dynamic, position: center, fixedRotation: fixedRotation))
        world.createShape(shape, geometry: .polygon(.box(width: width, height: height)), on: body)
        return body
    }

    /// docs/dynamics.md §17.9's tower: ten 40 × 40 boxes (μ = 0.5) stacked at x = 160 from the
    /// floor with 0.5 pt gaps, bottom first (box k centred at y = 548 − 40.5k).
    static func addTower(_ world: inout World) -> [BodyID] {
        (0..<10).map { k in
            addBox(
                &world, width: 40, height: 40, center: Vec2(160, 548 - 40.5 * Double(k)),
                shape: ShapeDefinition(friction: 0.5))
        }
    }

    static func run(_ world: inout World, seconds: Double, _ each: (World) -> Void = { _ in }) {
        for _ in 0..<Int((seconds / h).rounded()) {
            world.step(timeStep: h, subSteps: 4)
            each(world)
        }
    }
}

@Suite("Physics world: bodies, mass, integration")
struct WorldTests {
    @Test func massAndInertiaFromShapes() {
        var world = World()
        let body = WorldScene.addBox(&world, width: 100, height: 100, center: Vec2(10, 20))
        #expect(abs(world.mass(of: body) - 10_000) < 1e-9)
        #expect(abs(world.rotationalInertia(of: body) - 10_000 * (100.0 * 100 + 100 * 100) / 12) < 1e-6)
        #expect((world.worldCenterOfMass(of: body) - Vec2(10, 20)).length < 1e-9)
        let fixed = WorldScene.addBox(&world, width: 10, height: 10, center: .zero, fixedRotation: true)
        #expect(world.rotationalInertia(of: fixed) == 0)
        let ground = world.createBody(BodyDefinition())
        #expect(world.mass(of: ground) == 0 && world.type(of: ground) == .static)
    }

    @Test func offCentreShapeMovesCentreOfMass() {
        var world = World()
        let body = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(100, 100)))
        world.createShape(
            ShapeDefinition(), geometry: .polygon(.box(width: 20, height: 20, center: Vec2(30, 0))),
            on: body)
        #expect((world.worldCenterOfMass(of: body) - Vec2(130, 100)).length < 1e-9)
    }

    /// docs/dynamics.md §17.1: y_n = y0 + ½gt² + ½g·h_s·t exactly for semi-implicit Euler.
    @Test func freeFall() {
        var world = World()
        let body = WorldScene.addBox(&world, width: 50, height: 50, center: Vec2(160, 100))
        WorldScene.run(&world, seconds: 1)
        let t = 1.0
        let g = 1000.0
        let hs = WorldScene.h / 4
        let y = world.position(of: body).y
        #expect(abs(y - (100 + 0.5 * g * t * t)) <= 0.5 * g * hs * t + 1e-6)
        #expect(abs(y - (100 + 0.5 * g * t * t + 0.5 * g * hs * t)) < 1e-6)
        #expect(abs(world.linearVelocity(of: body).y - g * t) <= 1e-6 * g * t)
        #expect(world.position(of: body).x == 160)
    }

    @Test func gravityScaleAndStaticBodiesStayPut() {
        var world = World()
        let floating = world.createBody(
            BodyDefinition(type: .dynamic, position: Vec2(0, 0), gravityScale: 0))
        world.createShape(ShapeDefinition(), geometry: .circle(Circle(radius: 5)), on: floating)
        let ground = world.createBody(BodyDefinition(position: Vec2(0, 300)))
        world.createShape(ShapeDefinition(), geometry: .polygon(.box(width: 10, height: 10)), on: ground)
        WorldScene.run(&world, seconds: 0.5)
        #expect(world.position(of: floating) == .zero)
        #expect(world.position(of: ground) == Vec2(0, 300))
    }

    /// Damping law `v ← v / (1 + c·h_s)`: coasting distance is v0/c (docs/dynamics.md §11.1).
    @Test func linearDampingCoastsV0OverC() {
        var world = World(gravity: .zero)
        let body = world.createBody(
            BodyDefinition(
                type: .dynamic, linearVelocity: Vec2(300, 0), linearDamping: 2, isSleepEnabled: false))
        world.createShape(ShapeDefinition(), geometry: .circle(Circle(radius: 5)), on: body)
        WorldScene.run(&world, seconds: 20)
        // Σ h_s·v0/(1+c·h_s)^k for k ≥ 1 = v0/c.
        #expect(abs(world.position(of: body).x - 150) < 0.01)
    }

    @Test func kinematicBodyMovesWithItsVelocityIgnoringGravity() {
        var world = World()
        let body = world.createBody(
            BodyDefinition(type: .kinematic, linearVelocity: Vec2(60, 0), angularVelocity: 1))
        world.createShape(ShapeDefinition(), geometry: .polygon(.box(width: 10, height: 10)), on: body)
        WorldScene.run(&world, seconds: 1)
        #expect(abs(world.position(of: body).x - 60) < 1e-9)
        #expect(world.position(of: body).y == 0)
        #expect(abs(world.angle(of: body) - 1) < 1e-3)
    }

    @Test func torqueSpinsClockwiseOnScreen() {
        var world = World(gravity: .zero)
        let body = WorldScene.addBox(&world, width: 100, height: 100, center: .zero)
        // Force (0, +F) at (+50, 0): angular acceleration F·50/I > 0 (clockwise with +y down).
        world.applyForce(Vec2(0, 10_000), at: Vec2(50, 0), to: body)
        world.step(timeStep: WorldScene.h)
        let inertia = world.rotationalInertia(of: body)
        #expect(abs(world.angularVelocity(of: body) - WorldScene.h * 10_000 * 50 / inertia) < 1e-9)
        #expect(world.linearVelocity(of: body).y > 0)
    }
}
