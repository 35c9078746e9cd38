import PlumbPhysics
import Testing

/// A world's contact tuning reaches the solver: a soft contact carrying a weight sinks in
/// proportion to 1/hertz², so the soft tuning's tower (30 Hz, point by point) sags about four and
/// a half times as far as the stiff one's (60 Hz, block solve): 3.14 pt against 0.70 pt.
@Suite("Contact tuning: stiff by default, Box2D v3's soft tuning on request")
struct ContactTuningTests {
    /// The top box's sag after 10 s in `WorldScene.addTower`'s tower, and whether it sleeps.
    static func towerSag(_ tuning: ContactTuning) -> (sag: Double, asleep: Bool) {
        var (world, _) = WorldScene.withFloor(friction: 0.5)
        world.contactTuning = tuning
        let boxes = WorldScene.addTower(&world)
        WorldScene.run(&world, seconds: 10)
        let top = world.position(of: boxes[9]).y - (548 - 40 * 9)
        return (top, boxes.allSatisfy { !world.isAwake($0) })
    }

    @Test func defaultIsStiff() {
        #expect(World().contactTuning == ContactTuning(hertz: 60, dampingRatio: 10, usesBlockSolver: true))
        #expect(ContactTuning.soft == ContactTuning(hertz: 30, dampingRatio: 10, usesBlockSolver: false))
    }

    @Test func softContactsSagFurther() {
        let stiff = Self.towerSag(ContactTuning())
        let soft = Self.towerSag(.soft)
        #expect(abs(stiff.sag - 0.705) < 0.01, "stiff sag \(stiff.sag)")
        #expect(abs(soft.sag - 3.136) < 0.01, "soft sag \(soft.sag)")
        #expect(stiff.asleep && soft.asleep)
    }
}
