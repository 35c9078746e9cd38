import Plumb
import PlumbDynamics
import Testing

/// One 50×50 item (mass 0.25 at density 1) held by a field, with an item behaviour that reads its
/// velocity and sets density, charge and a starting velocity; no gravity, no collision.
struct FieldScene {
    let root: View
    let animator: DynamicAnimator
    let item: View
    let probe: DynamicItemBehavior

    init(
        _ field: FieldBehavior, at center: Point, density: Double? = nil, charge: Double? = nil,
        velocity: Point = .zero
    ) throws {
        (root, animator) = makeScene(width: 2000, height: 2000)
        item = makeItem("a", in: root, center: center)
        probe = DynamicItemBehavior(items: [item])
        if let density { probe.density = density }
        if let charge { probe.charge = charge }
        if velocity != .zero { probe.addLinearVelocity(velocity, for: item) }
        try field.addItem(item)
        try animator.addBehavior(field)
        try animator.addBehavior(probe)
    }

    /// The item's velocity, in pt/s.
    var velocity: Point { probe.linearVelocity(for: item) }

    /// Takes `count` steps of 1/60 s.
    func step(_ count: Int = 1) {
        for _ in 0..<count { animator.step(by: DynamicAnimator.timeStep) }
    }
}

/// The one-step velocity of an item at rest under acceleration `a` (pt/s²): a·h.
private let h = DynamicAnimator.timeStep

/// docs/dynamics.md §12: field kinds, units and scales, items and region.
@Suite struct FieldTests {
    /// §14 defaults and each factory's own arguments.
    @Test func defaults() {
        let drag = FieldBehavior.dragField()
        #expect(drag.strength == 1)
        #expect(drag.falloff == 0)
        #expect(drag.minimumRadius > 0 && drag.minimumRadius <= 0.001)
        #expect(drag.position == .zero)
        #expect(drag.region == .infinite)
        #expect(drag.direction == .zero)
        #expect(drag.smoothness == 0 && drag.animationSpeed == 0)
        #expect(drag.items.isEmpty)
        #expect(
            FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 2)).direction
                == Vector(dx: 0, dy: 2))
        #expect(
            FieldBehavior.velocityField(direction: Vector(dx: 3, dy: 0)).direction == Vector(dx: 3, dy: 0))
        #expect(FieldBehavior.radialGravityField(position: Point(x: 4, y: 5)).position == Point(x: 4, y: 5))
        let noise = FieldBehavior.noiseField(smoothness: 0.25, animationSpeed: 2)
        #expect(noise.smoothness == 0.25 && noise.animationSpeed == 2 && noise.noiseSeed == 0)
        let turbulence = FieldBehavior.turbulenceField(smoothness: 1, animationSpeed: 0.5)
        #expect(turbulence.smoothness == 1 && turbulence.animationSpeed == 0.5)
    }

    /// §17.12: linearGravityField((0, 1)) at strength 10 is UIKit gravity, 1000 pt/s², step for
    /// step the same numbers as `GravityBehavior`, whatever the mass.
    @Test(arguments: [1.0, 4.0])
    func linearGravityMatchesGravityBehavior(density: Double) throws {
        let (root, animator) = makeScene()
        let byGravity = makeItem("g", in: root, center: Point(x: 100, y: 100))
        let byField = makeItem("f", in: root, center: Point(x: 200, y: 100))
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        field.strength = 10
        try field.addItem(byField)
        let probe = DynamicItemBehavior(items: [byGravity, byField])
        probe.density = density
        try animator.addBehavior(GravityBehavior(items: [byGravity]))
        try animator.addBehavior(field)
        try animator.addBehavior(probe)
        run(animator, for: 1) { _ in
            #expect(byField.center.y == byGravity.center.y)
            #expect(byField.center.x == 200)
        }
        #expect(abs(probe.linearVelocity(for: byField).y - 1000) <= 1e-6 * 1000)
        #expect(abs(byField.center.y - 600) <= 0.5 * 1000 * substep + 1e-6)
    }

    /// Radial gravity from rest, one step: v = −100·s·φ·r̂·h with φ = 1 inside the minimum radius
    /// and d^(−falloff) beyond; the item moves (5/8)·h²·a in that step (4 substeps).
    @Test(
        arguments: [
            (0, 0.001, 150, 10_000),
            (2, 50, 30, 10_000),
            (2, 50, 50, 10_000),
            (2, 50, 100, 1),
            (1, 50, 200, 50),
            (0.5, 1, 400, 500),
        ] as [(Double, Double, Double, Double)])
    func radialGravity(falloff: Double, minimumRadius: Double, distance: Double, acceleration: Double) throws
    {
        let center = Point(x: 1000, y: 1000)
        let field = FieldBehavior.radialGravityField(position: center)
        field.strength = 100
        field.falloff = falloff
        field.minimumRadius = minimumRadius
        let start = Point(x: center.x + 0.6 * distance, y: center.y - 0.8 * distance)
        let scene = try FieldScene(field, at: start, density: 3)
        scene.step()
        let v = scene.velocity
        let expected = Point(x: -0.6 * acceleration * h, y: 0.8 * acceleration * h)
        #expect(abs(v.x - expected.x) <= 1e-9 * acceleration * h)
        #expect(abs(v.y - expected.y) <= 1e-9 * acceleration * h)
        let moved = 5.0 / 8 * h * h * acceleration
        #expect(abs(scene.item.center.x - (start.x - 0.6 * moved)) <= 1e-6)
        #expect(abs(scene.item.center.y - (start.y + 0.8 * moved)) <= 1e-6)
    }

    /// Negative strength repels.
    @Test func radialGravityRepels() throws {
        let field = FieldBehavior.radialGravityField(position: Point(x: 1000, y: 1000))
        field.strength = -2
        let scene = try FieldScene(field, at: Point(x: 1100, y: 1000))
        scene.step()
        #expect(abs(scene.velocity.x - 200 * h) <= 1e-12)
        #expect(scene.velocity.y == 0)
    }

    /// §17.12: velocityField((1, 0)) at strength 200 holds the velocity at exactly (200, 0) pt/s
    /// inside its region; the item moves 200·h per step.
    @Test func velocityField() throws {
        let field = FieldBehavior.velocityField(direction: Vector(dx: 1, dy: 0))
        field.strength = 200
        let scene = try FieldScene(field, at: Point(x: 100, y: 300), velocity: Point(x: -50, y: 80))
        for n in 1...60 {
            scene.step()
            #expect(scene.velocity == Point(x: 200, y: 0))
            #expect(abs(scene.item.center.x - (100 + 200 * Double(n) * h)) <= 1e-9)
        }
        #expect(scene.item.center.y == 300)
    }

    /// The velocity overrides other accelerations (gravity, a continuous push) inside the region;
    /// outside it gravity acts as usual.
    @Test func velocityFieldOverridesAccelerations() throws {
        let (root, animator) = makeScene(width: 2000, height: 2000)
        let inside = makeItem("in", in: root, center: Point(x: 100, y: 100))
        let outside = makeItem("out", in: root, center: Point(x: 1000, y: 100))
        let field = FieldBehavior.velocityField(direction: Vector(dx: 0, dy: -1))
        field.strength = 50
        field.position = Point(x: 100, y: 100)
        field.region = Region(size: Size(width: 400, height: 400))
        try field.addItem(inside)
        try field.addItem(outside)
        let push = PushBehavior(items: [inside], mode: .continuous)
        push.magnitude = 1
        let probe = DynamicItemBehavior(items: [inside, outside])
        try animator.addBehavior(GravityBehavior(items: [inside, outside]))
        try animator.addBehavior(field)
        try animator.addBehavior(push)
        try animator.addBehavior(probe)
        for n in 1...30 {
            animator.step(by: h)
            #expect(probe.linearVelocity(for: inside) == Point(x: 0, y: -50))
            #expect(abs(inside.center.y - (100 - 50 * Double(n) * h)) <= 1e-9)
            #expect(abs(probe.linearVelocity(for: outside).y - 1000 * Double(n) * h) <= 1e-9)
        }
        #expect(inside.center.x == 100)
    }

    /// Vortex from rest, one step: a = s·(−r_y, r_x) pt/s², tangential, ∝ distance, mass-free;
    /// positive strength turns clockwise on the y-down screen.
    @Test(
        arguments: [
            (Vector(dx: 100, dy: 0), 1.0, Point(x: 0, y: 100)),
            (Vector(dx: 0, dy: -50), 1.0, Point(x: 50, y: 0)),
            (Vector(dx: -30, dy: 40), 2.0, Point(x: -80, y: -60)),
            (Vector(dx: 200, dy: 0), -0.5, Point(x: 0, y: -100)),
        ] as [(Vector, Double, Point)])
    func vortex(offset: Vector, strength: Double, acceleration: Point) throws {
        let field = FieldBehavior.vortexField()
        field.position = Point(x: 1000, y: 1000)
        field.strength = strength
        let scene = try FieldScene(
            field, at: Point(x: 1000 + offset.dx, y: 1000 + offset.dy), density: 0.5)
        scene.step()
        #expect(abs(scene.velocity.x - acceleration.x * h) <= 1e-12)
        #expect(abs(scene.velocity.y - acceleration.y * h) <= 1e-12)
        // Tangential: no radial component.
        #expect(abs(scene.velocity.x * offset.dx + scene.velocity.y * offset.dy) <= 1e-9)
    }

    /// Electric field from rest, one step: F = q·s·r̂ UIKit N, a = 100·F/m; like signs repel,
    /// charge 0 feels nothing (§17.12).
    @Test(arguments: [(0.0, 1.0, 0.0), (2.0, 1.0, 800.0), (-1.0, 1.0, -400.0), (1.0, -3.0, -1200.0)])
    func electric(charge: Double, strength: Double, outwardAcceleration: Double) throws {
        let field = FieldBehavior.electricField()
        field.position = Point(x: 1000, y: 1000)
        field.strength = strength
        let scene = try FieldScene(field, at: Point(x: 1000, y: 1100), charge: charge)
        scene.step()
        #expect(scene.velocity.x == 0)
        #expect(abs(scene.velocity.y - outwardAcceleration * h) <= 1e-9)
        if charge == 0 { #expect(scene.item.center == Point(x: 1000, y: 1100)) }
    }

    /// Falloff scales every kind the same way: φ = d^(−falloff) beyond the minimum radius.
    @Test(arguments: [(10.0, 50.0, 1.0 / 2500), (60.0, 50.0, 1.0)] as [(Double, Double, Double)])
    func falloffScalesElectricAndVortex(minimumRadius: Double, distance: Double, phi: Double) throws {
        let electric = FieldBehavior.electricField()
        let vortex = FieldBehavior.vortexField()
        for field in [electric, vortex] {
            field.position = Point(x: 1000, y: 1000)
            field.strength = 100
            field.falloff = 2
            field.minimumRadius = minimumRadius
        }
        let charged = try FieldScene(electric, at: Point(x: 1000 + distance, y: 1000), charge: 1)
        let whirled = try FieldScene(vortex, at: Point(x: 1000 + distance, y: 1000))
        charged.step()
        whirled.step()
        #expect(abs(charged.velocity.x - 100 * 100 / 0.25 * phi * h) <= 1e-9)
        #expect(abs(whirled.velocity.y - 100 * distance * phi * h) <= 1e-9)
    }

    /// A custom field gets the item's centre, velocity, mass, charge and the step, and its force is
    /// in UIKit newtons.
    @Test func customField() throws {
        var calls: [(Point, Vector, Double, Double, Double)] = []
        let field = FieldBehavior.field { field, position, velocity, mass, charge, dt in
            calls.append((position, velocity, mass, charge, dt))
            return Vector(dx: field.strength, dy: 0)
        }
        field.strength = 0.5
        let scene = try FieldScene(
            field, at: Point(x: 300, y: 400), charge: 1.5, velocity: Point(x: 0, y: 30))
        scene.step(2)
        #expect(calls.count == 2)
        #expect(calls[0].0 == Point(x: 300, y: 400))
        #expect(calls[0].1 == Vector(dx: 0, dy: 30))
        #expect(calls[0].2 == 0.25 && calls[0].3 == 1.5 && calls[0].4 == h)
        // 0.5 N on mass 0.25: 200 pt/s².
        #expect(abs(scene.velocity.x - 200 * 2 * h) <= 1e-9)
        #expect(abs(scene.velocity.y - 30) <= 1e-9)
    }

    /// The region is tested on the item centre relative to `position`: items outside stay exactly
    /// still; inverse, union and difference select the expected items.
    @Test(
        arguments: [
            ("disc", [true, false, false, false]),
            ("inverse", [false, true, true, true]),
            ("union", [true, true, false, false]),
            ("difference", [false, true, false, false]),
            ("ring", [false, false, true, false]),
        ] as [(String, [Bool])])
    func regionRestrictsField(name: String, affected: [Bool]) throws {
        let disc = Region(radius: 100)
        let region =
            switch name {
            case "disc": disc
            case "inverse": disc.inverse()
            case "union": disc.union(with: Region(size: Size(width: 400, height: 60)))
            case "difference": Region(radius: 200).difference(from: disc)
            default: Region(radius: 300).difference(from: Region(radius: 200))
            }
        let (root, animator) = makeScene(width: 2000, height: 2000)
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        field.position = Point(x: 1000, y: 1000)
        field.region = region
        let offsets = [Point(x: 60, y: 60), Point(x: 180, y: 0), Point(x: 0, y: -250), Point(x: 500, y: 500)]
        let items = offsets.enumerated().map { i, o in
            makeItem("\(i)", in: root, center: Point(x: 1000 + o.x, y: 1000 + o.y))
        }
        for item in items { try field.addItem(item) }
        try animator.addBehavior(field)
        run(animator, for: 0.25)
        for (i, item) in items.enumerated() {
            let start = Point(x: 1000 + offsets[i].x, y: 1000 + offsets[i].y)
            #expect((item.center != start) == affected[i], "item \(i)")
            #expect(item.center.x == start.x)
        }
    }

    /// A field of strength 0 leaves its item at rest and the animator pauses after 0.5 s; setting
    /// the strength resumes it once and the item moves; a damped spring field settles and pauses.
    @Test func lifecycle() throws {
        let field = FieldBehavior.radialGravityField(position: Point(x: 1000, y: 1000))
        field.strength = 0
        let scene = try FieldScene(field, at: Point(x: 1000, y: 1200))
        let recorder = LifecycleRecorder()
        scene.animator.delegate = recorder
        #expect(scene.animator.runUntilPaused(maximumDuration: 1))
        #expect(recorder.pauses == 1)
        field.strength = 1
        #expect(scene.animator.isRunning)
        #expect(recorder.resumes == 1)
        scene.step()
        #expect(abs(scene.velocity.y + 100 * h) <= 1e-12)

        let spring = FieldBehavior.springField()
        spring.position = Point(x: 1000, y: 1000)
        let damped = try FieldScene(spring, at: Point(x: 1050, y: 1000))
        damped.probe.resistance = 5
        #expect(damped.animator.runUntilPaused(maximumDuration: 10))
        #expect(abs(damped.item.center.x - 1000) <= 1)
    }

    /// Anchored items and removed items are not moved.
    @Test func anchoredAndRemovedItems() throws {
        let (root, animator) = makeScene()
        let anchored = makeItem("a", in: root, center: Point(x: 100, y: 100))
        let removed = makeItem("r", in: root, center: Point(x: 200, y: 100))
        let kept = makeItem("k", in: root, center: Point(x: 300, y: 100))
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        for item in [anchored, removed, kept] { try field.addItem(item) }
        let anchor = DynamicItemBehavior(items: [anchored, removed])
        anchor.isAnchored = true
        try animator.addBehavior(field)
        try animator.addBehavior(anchor)
        anchor.removeItem(removed)
        field.removeItem(removed)
        #expect(field.items.count == 2)
        run(animator, for: 0.5)
        #expect(anchored.center == Point(x: 100, y: 100))
        #expect(removed.center == Point(x: 200, y: 100))
        #expect(kept.center.y > 110)
    }
}
