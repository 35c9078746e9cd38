import Plumb
import PlumbDynamics
import Testing

/// docs/dynamics.md §12.2: noise and turbulence fields are deterministic and bounded by strength.
@Suite struct FieldNoiseTests {
    static let h = DynamicAnimator.timeStep

    /// Runs a noise field of `seed` on three items (two of them at one spot with different mass)
    /// for 2 s and returns every centre after every step, and the items' velocities per step.
    static func noiseRun(seed: UInt64, strength: Double = 3) throws -> (
        centers: [Point], velocities: [[Point]]
    ) {
        let (root, animator) = makeScene(width: 2000, height: 2000)
        let field = FieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2)
        field.strength = strength
        field.noiseSeed = seed
        field.position = Point(x: 400, y: 300)
        let items = [Point(x: 500, y: 500), Point(x: 500, y: 500), Point(x: 900, y: 200)].enumerated().map {
            makeItem("\($0.offset)", in: root, center: $0.element)
        }
        for item in items { try field.addItem(item) }
        let probe = DynamicItemBehavior(items: items)
        let heavy = DynamicItemBehavior(items: [items[1]])
        heavy.density = 7
        try animator.addBehavior(field)
        try animator.addBehavior(probe)
        try animator.addBehavior(heavy)
        var centers: [Point] = []
        var velocities: [[Point]] = []
        run(animator, for: 2) { _ in
            centers += items.map(\.center)
            velocities.append(items.map { probe.linearVelocity(for: $0) })
        }
        return (centers, velocities)
    }

    /// The same seed gives bit-identical runs; another seed a different one.
    @Test func deterministic() throws {
        let first = try Self.noiseRun(seed: 42)
        let second = try Self.noiseRun(seed: 42)
        #expect(first.centers == second.centers)
        #expect(first.velocities == second.velocities)
        let other = try Self.noiseRun(seed: 43)
        #expect(other.centers != first.centers)
    }

    /// Mass is ignored (two items at one spot move together) and each step's velocity change is at
    /// most 100·strength·h, and the noise is not trivially small.
    @Test(arguments: [0, 7] as [UInt64])
    func boundedAndMassFree(seed: UInt64) throws {
        let strength = 3.0
        let run = try Self.noiseRun(seed: seed, strength: strength)
        let bound = 100 * strength * Self.h
        var previous = [Point](repeating: .zero, count: 3)
        var largest = 0.0
        for step in run.velocities {
            #expect(abs(step[0].x - step[1].x) <= 1e-9 && abs(step[0].y - step[1].y) <= 1e-9)
            for (v, old) in zip(step, previous) {
                let change = ((v.x - old.x) * (v.x - old.x) + (v.y - old.y) * (v.y - old.y)).squareRoot()
                #expect(change <= bound * (1 + 1e-9))
                largest = max(largest, change)
            }
            previous = step
        }
        #expect(largest >= 0.2 * bound)
    }

    /// Turbulence scales noise by speed: items at rest stay put; a moving item's velocity changes
    /// by at most strength·|v|·h per step.
    @Test func turbulence() throws {
        let strength = 2.0
        let resting = FieldBehavior.turbulenceField(smoothness: 0, animationSpeed: 1)
        resting.strength = strength
        let still = try FieldScene(resting, at: Point(x: 700, y: 700))
        still.step(20)
        #expect(still.item.center == Point(x: 700, y: 700))

        let moving = FieldBehavior.turbulenceField(smoothness: 0, animationSpeed: 1)
        moving.strength = strength
        let scene = try FieldScene(moving, at: Point(x: 700, y: 700), velocity: Point(x: 150, y: 50))
        var old = Point(x: 150, y: 50)
        var changed = false
        for _ in 1...60 {
            scene.step()
            let v = scene.velocity
            let speed = (old.x * old.x + old.y * old.y).squareRoot()
            let change = ((v.x - old.x) * (v.x - old.x) + (v.y - old.y) * (v.y - old.y)).squareRoot()
            #expect(change <= strength * speed * Self.h * (1 + 1e-9))
            changed = changed || change > 0
            old = v
        }
        #expect(changed)
    }
}
