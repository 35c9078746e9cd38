// PhysicsWorkload: docs/benchmarks.md's physics workloads P1 (pile) and P2 (pyramid), built in
// PlumbPhysics exactly as the spec and Benchmarks/peers/physics_workloads.py build them, and
// stepped 600 times at 1/60 s.
//
// Design. Building the world is not timed; the clock covers the 600 `step` calls only (4 substeps
// each, docs/dynamics.md §15.2), and a run's figure is the mean time per step, as the peers script
// reports it. The check is read after the clock stops: P1 counts sleeping boxes and boxes whose
// centre left the container; P2 measures the largest displacement and angle from the start.
// Constants (every shape): boxes 50 × 50 pt, density 1 per pt², friction 0.5, restitution 0;
// gravity (0, 1000) pt/s² (UIGravityBehavior's magnitude 1); bodies sleep after 0.5 s of rest
// (the engine's default).

import PlumbPhysics
import PlumbSolver

/// One of docs/benchmarks.md's physics workloads, by the name `plumb bench physics --workload` takes.
public enum PhysicsWorkload: String, CaseIterable, Sendable, CustomStringConvertible {
    /// P1: N boxes spawned in rows of 18 at rest, falling into a closed 1000 × 2000 container of
    /// four static segments. Check: `sleeping=K/N escaped=E`; correct when nothing escaped.
    case pile
    /// P2: a pyramid of base N (N(N+1)/2 boxes, exactly touching) on a static ground segment.
    /// Check: `standing=true|false maxDisp=D`; correct when it stands (every box within 12.5 pt
    /// of its start and |angle| < 0.1 rad after 10 s).
    case pyramid

    /// Steps per run: 600 at 1/60 s (10 simulated seconds).
    public static let steps = 600
    /// The time step, in seconds.
    public static let timeStep = 1.0 / 60
    /// Box side, in points.
    static let boxSide = 50.0
    /// The pile's container: x ∈ [0, 1000], y ∈ [0, 2000].
    static let container = (width: 1000.0, height: 2000.0)
    /// The pyramid's ground line, y = 1000, from x = −1000 to 2000 at least (widened by
    /// ``groundSpan(base:)`` for bases of more than 30 boxes).
    static let ground = (y: 1000.0, from: -1000.0, to: 2000.0)
    /// The pyramid stands when every box is within this many points of its start…
    static let standingDisplacement = 12.5
    /// …and turned less than this many radians.
    static let standingAngle = 0.1

    /// The valid names, comma-separated, for error messages.
    public static var validNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The workload's name.
    public var description: String { rawValue }

    /// What is timed and what the check reports, in one line.
    public var summary: String {
        switch self {
        case .pile:
            "P1 N boxes falling into a 1000 × 2000 container, 600 steps; check = sleeping=K/N escaped=E"
        case .pyramid:
            "P2 pyramid of base N on the ground, 600 steps; check = standing=true|false maxDisp=D"
        }
    }

    /// The boxes' starting centres, in points, in creation order (docs/benchmarks.md P1 or P2).
    /// - Parameter size: N ≥ 1: boxes (pile) or the base (pyramid).
    public func boxCenters(size: Int) -> [Vec2] {
        switch self {
        case .pile:
            return (0..<size).map { i in
                let row = Double(i / 18)
                let column = Double(i % 18)
                return Vec2(30 + 55 * column + Double((7 * i) % 5 - 2), 30 + 65 * row)
            }
        case .pyramid:
            var centers: [Vec2] = []
            for row in 0..<size {
                for k in 0..<(size - row) {
                    let x = 500 + (Double(k) - Double(size - 1 - row) / 2) * Self.boxSide
                    centers.append(Vec2(x, Self.ground.y - Self.boxSide / 2 - Self.boxSide * Double(row)))
                }
            }
            return centers
        }
    }

    /// The pyramid's ground from x = −1000 to 2000, or wider so that a base of N boxes has at
    /// least as much ground on either side as it covers: from `500 − 50N` to `500 + 50N`.
    /// - Parameter base: N ≥ 1.
    public static func groundSpan(base: Int) -> ClosedRange<Double> {
        let half = boxSide * Double(base)
        return min(ground.from, 500 - half)...max(ground.to, 500 + half)
    }

    /// The scene: static segments and one dynamic box body per centre of ``boxCenters(size:)``.
    /// - Parameters:
    ///   - size: N ≥ 1.
    ///   - settings: sleeping and worker threads (default: sleeping on, one thread).
    /// - Returns: the world and the boxes' handles, in the order of ``boxCenters(size:)``.
    public func makeWorld(size: Int, settings: PhysicsSettings = PhysicsSettings())
        -> (world: World, boxes: [BodyID])
    {
        var world = World(gravity: Vec2(0, 1000), contactTuning: settings.contactTuning)
        world.workerCount = settings.workerCount
        world.isProfilingEnabled = settings.isProfilingEnabled
        let material = ShapeDefinition(density: 1, friction: 0.5, restitution: 0)
        let walls = world.createBody(BodyDefinition())
        for segment in staticSegments(size: size) {
            world.createShape(material, geometry: .segment(segment), on: walls)
        }
        let box = ShapeGeometry.polygon(.box(width: Self.boxSide, height: Self.boxSide))
        let boxes = boxCenters(size: size).map { center in
            let definition = BodyDefinition(
                type: .dynamic, position: center, isSleepEnabled: settings.isSleepEnabled)
            let body = world.createBody(definition)
            world.createShape(material, geometry: box, on: body)
            return body
        }
        return (world, boxes)
    }

    /// The static segments: the container's four walls (pile) or the ground (pyramid, as wide as
    /// ``groundSpan(base:)``).
    func staticSegments(size: Int) -> [Segment] {
        switch self {
        case .pile:
            let (w, h) = Self.container
            let corners = [Vec2(0, 0), Vec2(w, 0), Vec2(w, h), Vec2(0, h)]
            return (0..<4).map { Segment(corners[$0], corners[($0 + 1) % 4]) }
        case .pyramid:
            let span = Self.groundSpan(base: size)
            return [Segment(Vec2(span.lowerBound, Self.ground.y), Vec2(span.upperBound, Self.ground.y))]
        }
    }

    /// Runs the workload once at size N on a fresh world: builds it (not timed), steps it
    /// ``steps`` times (timed), then checks it.
    /// - Parameters:
    ///   - size: N ≥ 1.
    ///   - steps: the number of 1/60-s steps (default 600, the spec's).
    ///   - settings: sleeping and worker threads (default: sleeping on, one thread).
    /// - Complexity: the engine's; building is O(N log N).
    public func run(
        size: Int, steps: Int = PhysicsWorkload.steps, settings: PhysicsSettings = PhysicsSettings()
    ) -> PhysicsResult {
        precondition(size >= 1, "a workload needs N ≥ 1")
        precondition(steps >= 1, "a run needs at least one step")
        var (world, boxes) = makeWorld(size: size, settings: settings)
        var stages: [(name: String, milliseconds: Double)] = []
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<steps {
            world.step(timeStep: Self.timeStep, subSteps: settings.subSteps)
            if settings.isProfilingEnabled { stages = Self.adding(world.profile.stages, to: stages) }
        }
        let elapsed = start.duration(to: clock.now)
        let phases = stages.map { stage in
            WorkloadResult.Phase(
                name: stage.name, elapsed: .nanoseconds(Int64(stage.milliseconds * 1e6 / Double(steps))))
        }
        return result(world, boxes, size: size, steps: steps, elapsed: elapsed, phases: phases)
    }

    /// The stages of `profile` added to `total`'s (the same names in the same order, or none yet).
    static func adding(
        _ profile: [(name: String, milliseconds: Double)], to total: [(name: String, milliseconds: Double)]
    ) -> [(name: String, milliseconds: Double)] {
        guard !total.isEmpty else { return profile }
        return zip(total, profile).map { ($0.name, $0.milliseconds + $1.milliseconds) }
    }

    /// The check of a stepped world.
    func result(
        _ world: World, _ boxes: [BodyID], size: Int, steps: Int, elapsed: Duration,
        phases: [WorkloadResult.Phase] = []
    ) -> PhysicsResult {
        let starts = boxCenters(size: size)
        switch self {
        case .pile:
            let sleeping = boxes.count { !world.isAwake($0) }
            let escaped = boxes.count { box in
                let p = world.position(of: box)
                return !(0...Self.container.width).contains(p.x) || !(0...Self.container.height).contains(p.y)
            }
            return PhysicsResult(
                workload: self, size: size, bodies: boxes.count, steps: steps, elapsed: elapsed,
                check: "sleeping=\(sleeping)/\(boxes.count) escaped=\(escaped)",
                checkValue: Double(sleeping), isCorrect: escaped == 0, phases: phases)
        case .pyramid:
            var maxDisplacement = 0.0
            var maxAngle = 0.0
            for (box, start) in zip(boxes, starts) {
                maxDisplacement = max(maxDisplacement, world.position(of: box).distance(to: start))
                maxAngle = max(maxAngle, abs(world.angle(of: box)))
            }
            let standing = maxDisplacement <= Self.standingDisplacement && maxAngle < Self.standingAngle
            return PhysicsResult(
                workload: self, size: size, bodies: boxes.count, steps: steps, elapsed: elapsed,
                check: "standing=\(standing) maxDisp=\(NumberFormat.twoDecimals(maxDisplacement))",
                checkValue: maxDisplacement, isCorrect: standing, phases: phases)
        }
    }
}
