import Foundation
import Testing

@testable import PlumbPhysics

@Suite("Physics world: weld joints")
struct WeldJointTests {
    /// A 200×20 beam welded by its left end to a static wall at (100, 300).
    static func cantilever(
        gravity: Vec2 = Vec2(0, 1000), angularHertz: Double = 0
    ) -> (World, BodyID, JointID) {
        var world = World(gravity: gravity)
        let wall = world.createBody(BodyDefinition(position: Vec2(100, 300)))
        let beam = WorldScene.addBox(&world, width: 200, height: 20, center: Vec2(200, 300))
        let joint = world.createWeldJoint(
            WeldJointDefinition(
                bodyA: wall, bodyB: beam, localAnchorA: .zero, localAnchorB: Vec2(-100, 0),
                angularHertz: angularHertz))
        return (world, beam, joint)
    }

    /// A rigid weld holds a cantilever under gravity: the tip sags by the joint softness only
    /// (measured 0.07 pt at the tip, 0.03 pt at the root; bound 0.5 pt = the linear slop).
    @Test func rigidWeldHoldsACantilever() {
        var (world, beam, joint) = Self.cantilever()
        var worstSag = 0.0
        WorldScene.run(&world, seconds: 2) { w in
            worstSag = max(worstSag, w.transform(of: beam).apply(Vec2(100, 0)).y - 300)
        }
        let tipSag = world.transform(of: beam).apply(Vec2(100, 0)).y - 300
        let root = world.transform(of: beam).apply(Vec2(-100, 0))
        #expect(tipSag > 0 && tipSag < 0.5, "tip sag \(tipSag)")
        #expect(worstSag < 0.5, "worst sag \(worstSag)")
        #expect(root.distance(to: Vec2(100, 300)) < 0.1, "root \(root)")
        #expect(abs(world.jointAngle(of: joint)) < 5e-3)
        #expect(!world.isAwake(beam))
    }

    /// A soft weld at the centre of mass is a torsion spring on the body's own inertia: it turns
    /// at the angular hertz (period 1/f ±3 %) for light and heavy bodies, and does not move.
    @Test(arguments: [(2.0, 1.0), (2.0, 10.0), (1.0, 1.0)])
    func softWeldOscillatesAtItsAngularHertz(hertz: Double, density: Double) {
        var world = World(gravity: .zero)
        let ground = world.createBody(BodyDefinition(position: Vec2(160, 300)))
        let box = WorldScene.addBox(
            &world, width: 40, height: 40, center: Vec2(160, 300), shape: ShapeDefinition(density: density))
        let joint = world.createWeldJoint(
            WeldJointDefinition(
                bodyA: ground, bodyB: box, localAnchorA: .zero, localAnchorB: .zero, angularHertz: hertz))
        world.setAngularVelocity(1, of: box)
        var angles: [Double] = []
        WorldScene.run(&world, seconds: 4 / hertz) { w in angles.append(w.jointAngle(of: joint)) }
        let crossings = WorldJointTests.upwardCrossings(angles, h: WorldScene.h)
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings.last! - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(period * hertz - 1) <= 0.03, "period \(period)")
        }
        #expect(world.position(of: box).distance(to: Vec2(160, 300)) < 1e-6)
    }

    /// A soft weld at the end of a beam: the spring acts on the centroidal inertia I but the beam
    /// turns about its root, so it oscillates at f·√(I / I_root) (±3 %).
    @Test func softCantileverOscillatesAtTheReducedFrequency() {
        var (world, beam, joint) = Self.cantilever(gravity: .zero, angularHertz: 2)
        world.setAngularVelocity(1, of: beam)
        world.setLinearVelocity(Vec2(0, 100), of: beam)
        var angles: [Double] = []
        WorldScene.run(&world, seconds: 6) { w in angles.append(w.jointAngle(of: joint)) }
        let inertia = (200.0 * 200 + 20 * 20) / 12
        let expected = 2 * (inertia / (inertia + 100 * 100)).squareRoot()
        let crossings = WorldJointTests.upwardCrossings(angles, h: WorldScene.h)
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings.last! - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(period * expected - 1) <= 0.03, "period \(period), expected \(1 / expected)")
        }
    }
}
