import Plumb
import PlumbDynamics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/dynamics.md §12.2 over many steps: spring period, drag decay, magnetic circles.
@Suite struct FieldMotionTests {
    static let h = DynamicAnimator.timeStep

    /// A spring field of strength s on mass m oscillates at ω = √(s/m) (period ∝ √m); the step is
    /// symplectic, so the period is the discrete 2π·h / acos(1 − ω²h²/2) (within (ωh)²/24 of 2π/ω)
    /// and the amplitude stays at the release distance.
    @Test(arguments: [(1.0, 1.0), (4.0, 1.0), (1.0, 9.0)])
    func springPeriod(density: Double, strength: Double) throws {
        let field = FieldBehavior.springField()
        field.position = Point(x: 1000, y: 1000)
        field.strength = strength
        let scene = try FieldScene(field, at: Point(x: 1100, y: 1000), density: density)
        let mass = 0.25 * density
        let omega = (strength / mass).squareRoot()
        let ideal = 2 * Double.pi / omega
        let discrete = 2 * Double.pi * Self.h / acos(1 - omega * omega * Self.h * Self.h / 2)
        var crossings: [Double] = []
        var previous = 100.0
        var peak = 0.0
        let steps = Int((3.2 * ideal / Self.h).rounded())
        for n in 1...steps {
            scene.step()
            let x = scene.item.center.x - 1000
            if previous > 0, x <= 0 {
                crossings.append((Double(n - 1) + previous / (previous - x)) * Self.h)
            }
            previous = x
            peak = max(peak, abs(x))
            #expect(scene.item.center.y == 1000)
        }
        #expect(crossings.count == 3)
        for (a, b) in zip(crossings, crossings.dropFirst()) {
            #expect(abs((b - a) - discrete) <= 1e-4 * discrete)
            #expect(abs((b - a) - ideal) <= 2e-3 * ideal)
        }
        #expect(peak >= 99.999 && peak <= 100.5)
    }

    /// A drag field of strength s on mass m decays the velocity as e^(−(s/m)·t), exactly per step
    /// (to 1e-9 of the start speed) while the animator runs.
    @Test(arguments: [(1.0, 0.5, 2.0), (2.0, 0.5, 1.0), (1.0, 5.0, 20.0), (0.04, 1.0, 100.0)])
    func dragDecay(density: Double, strength: Double, rate: Double) throws {
        let field = FieldBehavior.dragField()
        field.strength = strength
        let v0 = Point(x: 300, y: -120)
        let scene = try FieldScene(field, at: Point(x: 500, y: 1500), density: density, velocity: v0)
        // Until the animator pauses at rest (below 1 pt/s for 0.5 s), which fast drags reach.
        for n in 1...60 where scene.animator.isRunning {
            scene.step()
            let decay = exp(-rate * Double(n) * Self.h)
            #expect(abs(scene.velocity.x - v0.x * decay) <= 1e-9 * abs(v0.x))
            #expect(abs(scene.velocity.y - v0.y * decay) <= 1e-9 * abs(v0.y))
        }
    }

    /// A magnetic field turns a moving charged item on a circle of radius v/ω, ω = q·s/m, without
    /// changing its speed (§17.12: speed within 1 %, circular path); positive q·s turns
    /// counter-clockwise on the screen (moving right, it bends up). The circle is the measured
    /// one (centre halfway between the extreme positions); its centre lags the ideal one by an
    /// eighth of a step's turn (ω·h·radius/8), from the first step.
    @Test(arguments: [(1.0, 1.0), (-2.0, 0.5), (0.5, -3.0)])
    func magneticCircle(charge: Double, strength: Double) throws {
        let field = FieldBehavior.magneticField()
        field.strength = strength
        let start = Point(x: 1000, y: 1000)
        let scene = try FieldScene(field, at: start, charge: charge, velocity: Point(x: 100, y: 0))
        let omega = charge * strength / 0.25
        let radius = 100 / abs(omega)
        var path: [Point] = []
        let steps = Int((2 * Double.pi / abs(omega) / Self.h).rounded(.up))
        for _ in 1...steps {
            scene.step()
            let v = scene.velocity
            #expect(abs((v.x * v.x + v.y * v.y).squareRoot() - 100) <= 1e-9 * 100)
            path.append(scene.item.center)
        }
        let xs = path.map(\.x)
        let ys = path.map(\.y)
        let center = Point(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2)
        for p in path {
            let distance = ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y))
                .squareRoot()
            #expect(abs(distance - radius) <= 0.01 * radius)
        }
        let ideal = Point(x: start.x, y: start.y - 100 / omega)
        let offset =
            ((center.x - ideal.x) * (center.x - ideal.x) + (center.y - ideal.y) * (center.y - ideal.y))
        #expect(offset.squareRoot() <= abs(omega) * Self.h * radius / 4)
    }

    /// No charge or no motion: a magnetic field does nothing.
    @Test(arguments: [(0.0, Point(x: 100, y: 0)), (1.0, Point(x: 0, y: 0))])
    func magneticNeedsChargeAndMotion(charge: Double, velocity: Point) throws {
        let field = FieldBehavior.magneticField()
        field.strength = 10
        let scene = try FieldScene(field, at: Point(x: 1000, y: 1000), charge: charge, velocity: velocity)
        scene.step(30)
        #expect(scene.velocity == velocity)
        #expect(scene.item.center.y == 1000)
    }
}
