import Testing

@testable import PlumbPhysics

@Suite("Physics world: contact recycling")
struct ContactRecyclingTests {
    /// Two 100 × 100 boxes without gravity, B's left face `gap` points right of A's right face
    /// (A centred at the origin); B may opt out of recycling.
    static func pair(gap: Double, recyclingB: Bool = true) -> (World, a: BodyID, b: BodyID, ShapeID, ShapeID)
    {
        var world = World(gravity: .zero)
        let a = world.createBody(BodyDefinition(type: .dynamic, isSleepEnabled: false))
        let b = world.createBody(
            BodyDefinition(
                type: .dynamic, position: Vec2(100 + gap, 0), isSleepEnabled: false,
                isContactRecyclingEnabled: recyclingB))
        let box = ShapeGeometry.polygon(.box(width: 100, height: 100))
        let shapeA = world.createShape(ShapeDefinition(), geometry: box, on: a)
        let shapeB = world.createShape(ShapeDefinition(), geometry: box, on: b)
        return (world, a, b, shapeA, shapeB)
    }

    /// Steps once and returns how many contacts the step kept.
    static func stepCount(_ world: inout World) -> Int {
        world.step(timeStep: WorldScene.h, subSteps: 4)
        return world.recycledContactCount
    }

    @Test("A contact whose bodies did not move is kept; its manifold is the one computed")
    func stillContactIsRecycled() {
        var (world, _, _, shapeA, shapeB) = Self.pair(gap: 0)
        #expect(Self.stepCount(&world) == 0)
        let computed = world.manifold(between: shapeA, and: shapeB)
        #expect(computed?.pointCount == 2)
        #expect(Self.stepCount(&world) == 1)
        #expect(Self.stepCount(&world) == 1)
        #expect(world.manifold(between: shapeA, and: shapeB) == computed)
    }

    @Test("A kept manifold keeps its ids and follows a small motion: separations as recomputed")
    func keptManifoldFollowsTheMotion() throws {
        var (world, a, b, shapeA, shapeB) = Self.pair(gap: 0)
        _ = Self.stepCount(&world)
        let before = try #require(world.manifold(between: shapeA, and: shapeB))
        world.setTransform(of: b, position: world.position(of: b) + Vec2(1, 0.5), angle: 0)
        #expect(Self.stepCount(&world) == 1)
        let kept = try #require(world.manifold(between: shapeA, and: shapeB))
        let box = ShapeGeometry.polygon(.box(width: 100, height: 100))
        let fresh = ShapeGeometry.collide(box, world.transform(of: a), box, world.transform(of: b))
        #expect(kept.pointCount == 2 && fresh.pointCount == 2)
        #expect(kept.normal == before.normal)
        for j in 0..<2 {
            #expect(kept[j].id == before[j].id)
            #expect(kept[j].id == fresh[j].id)
            #expect(kept[j].anchorA == before[j].anchorA && kept[j].anchorB == before[j].anchorB)
            #expect(abs(kept[j].separation - (before[j].separation + 1)) < 1e-12)
            #expect(abs(kept[j].separation - fresh[j].separation) < 1e-9)
            // The midpoint of the two drifted anchors: half the motion.
            #expect((kept[j].point - (before[j].point + Vec2(0.5, 0.25))).length < 1e-12)
        }
    }

    @Test("Moved farther than the distance, or turned more than 11.5° in the world: recomputed")
    func movedContactIsRecomputed() {
        var (world, a, b, _, _) = Self.pair(gap: 0)
        _ = Self.stepCount(&world)
        #expect(Self.stepCount(&world) == 1)
        world.setTransform(of: b, position: world.position(of: b) + Vec2(0, 6), angle: 0)
        #expect(Self.stepCount(&world) == 0)
        #expect(Self.stepCount(&world) == 1)
        // Both turned by 0.3 rad about A's centre: no relative motion, but the world normal is stale.
        let turn = Rotation(angle: 0.3)
        world.setTransform(of: a, position: .zero, angle: 0.3)
        world.setTransform(of: b, position: turn.apply(world.position(of: b)), angle: 0.3)
        #expect(Self.stepCount(&world) == 0)
        #expect(Self.stepCount(&world) == 1)
    }

    @Test("Shapes apart are kept only within the speculative distance, so they never touch late")
    func apartContactUsesTheSpeculativeDistance() throws {
        var (world, _, b, shapeA, shapeB) = Self.pair(gap: 3)
        #expect(Self.stepCount(&world) == 0)
        #expect(world.manifold(between: shapeA, and: shapeB)?.pointCount == 0)
        #expect(Self.stepCount(&world) == 1)
        world.setTransform(of: b, position: world.position(of: b) - Vec2(1.5, 0), angle: 0)
        #expect(Self.stepCount(&world) == 1)
        #expect(world.touchingContactCount == 0)
        // 2.5 pt closer than when computed: more than `speculativeDistance`.
        world.setTransform(of: b, position: world.position(of: b) - Vec2(1, 0), angle: 0)
        #expect(Self.stepCount(&world) == 0)
        #expect(world.touchingContactCount == 1)
        let manifold = try #require(world.manifold(between: shapeA, and: shapeB))
        #expect(abs(manifold[0].separation - 0.5) < 1e-9)
    }

    @Test("Distance 0 turns recycling off")
    func zeroDistanceDisables() {
        var (world, _, _, _, _) = Self.pair(gap: 0)
        world.contactRecycleDistance = 0
        for _ in 0..<3 { #expect(Self.stepCount(&world) == 0) }
        #expect(world.contacts.allSatisfy { $0.pose == nil })
        world.contactRecycleDistance = PhysicsConstants.contactRecycleDistance
        #expect(Self.stepCount(&world) == 0)
        #expect(Self.stepCount(&world) == 1)
    }

    @Test("A body that opts out has its contacts recomputed, until it opts in")
    func bodyOptOut() {
        var (world, _, b, _, _) = Self.pair(gap: 0, recyclingB: false)
        #expect(!world.isContactRecyclingEnabled(b))
        for _ in 0..<3 { #expect(Self.stepCount(&world) == 0) }
        world.setContactRecyclingEnabled(true, for: b)
        #expect(world.isContactRecyclingEnabled(b))
        #expect(Self.stepCount(&world) == 1)
    }

    @Test("The default distance is Box2D v3's 0.05 m at 100 pt/m")
    func defaultDistance() {
        #expect(World().contactRecycleDistance == 5)
        #expect(PhysicsConstants.contactRecycleDistance == 10 * PhysicsConstants.linearSlop)
    }
}
