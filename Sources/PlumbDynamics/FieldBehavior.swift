import Plumb

/// A force field acting on its items (UIKit's `UIFieldBehavior`, docs/dynamics.md §12).
///
/// Fields are made only by the factories — `linearGravityField(direction:)`,
/// `radialGravityField(position:)`, `springField()`, `dragField()`, `velocityField(direction:)`,
/// `vortexField()`, `electricField()`, `magneticField()`, `noiseField(smoothness:animationSpeed:)`,
/// `turbulenceField(smoothness:animationSpeed:)` and `field(evaluationBlock:)` — and act only on
/// items added to them, only while the item's centre relative to `position` lies in `region`. The
/// force formulas, strength scales and falloff are in `FieldBehavior+Evaluation.swift`; item mass
/// (density × area / 10⁴) and charge come from item behaviours (§11.1). Anchored items never move.
///
/// Defaults: position (0, 0), region infinite, strength 1, falloff 0, minimum radius 0.001 pt,
/// direction (0, 0), smoothness 0, animation speed 0 (each factory sets its own arguments).
/// Fields do not keep the animator running by themselves; changing a property resumes it.
///
/// Example (a sticky corner, after Apple's StickyCorners sample):
/// ```swift
/// let field = FieldBehavior.springField()
/// field.position = Point(x: 80, y: 142)
/// field.region = Region(size: Size(width: 160, height: 284))
/// try field.addItem(card)
/// try animator.addBehavior(field)
/// ```
public final class FieldBehavior: DynamicBehavior {
    /// A custom field's force on one item: `(field, position, velocity, mass, charge, Δt)` →
    /// force in UIKit newtons. Position in reference coordinates (the item's centre), velocity in
    /// pt/s, mass in UIKit mass units, Δt in seconds (the animator's 1/60 s step).
    public typealias Evaluator = (FieldBehavior, Point, Vector, Double, Double, Double) -> Vector

    /// What a field computes.
    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic
        case noise, turbulence
        case custom(Evaluator)
    }

    let kind: Kind

    /// The items the field acts on, in insertion order.
    public private(set) var items: [any DynamicItem] = []
    /// The field's origin in reference coordinates, in points; default (0, 0).
    public var position = Point.zero {
        didSet { parameterDidChange() }
    }
    /// Where the field acts, relative to `position`; default `.infinite`.
    public var region = Region.infinite {
        didSet { parameterDidChange() }
    }
    /// Scales the force (see each factory for its unit); negative reverses it; default 1.
    public var strength = 1.0 {
        didSet { parameterDidChange() }
    }
    /// The exponent of the decay with distance beyond `minimumRadius`: the force is multiplied by
    /// `d^(−falloff)` (d in points from `position`); default 0, no decay.
    public var falloff = 0.0 {
        didSet { parameterDidChange() }
    }
    /// Within this distance of `position` (points) the falloff factor is 1; default 0.001 pt.
    public var minimumRadius = 0.001 {
        didSet { parameterDidChange() }
    }
    /// The direction (and size) of linear gravity and velocity fields; (0, 0) for other kinds.
    public var direction = Vector.zero {
        didSet { parameterDidChange() }
    }
    /// Noise and turbulence only: 0 is noisiest (25 pt features), 1 smoothest (400 pt features);
    /// 0 for other kinds.
    public var smoothness = 0.0 {
        didSet { parameterDidChange() }
    }
    /// Noise and turbulence only: how fast the noise changes, in lattice cells per second (Hz);
    /// 0 freezes it; 0 for other kinds.
    public var animationSpeed = 0.0 {
        didSet { parameterDidChange() }
    }
    /// Noise and turbulence only (a Plumb addition): the seed of the noise; equal seeds give
    /// bit-identical runs; default 0.
    public var noiseSeed: UInt64 = 0 {
        didSet {
            noise = GradientNoise(seed: noiseSeed)
            parameterDidChange()
        }
    }
    private(set) var noise = GradientNoise(seed: 0)

    private init(_ kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Adds an item.
    ///
    /// - Throws: `DynamicsError.invalidItemSize` / `.invalidCollisionPath` if the behaviour is in
    ///   an animator and the item cannot become a body.
    public func addItem(_ item: any DynamicItem) throws(DynamicsError) {
        try dynamicAnimator?.validate(item)
        items.append(item)
        itemsDidChange()
    }

    /// Removes an item (no effect if absent).
    public func removeItem(_ item: any DynamicItem) {
        guard let i = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: i)
        itemsDidChange()
    }

    override var ownItems: [any DynamicItem] { items }

    override func prepare(_ step: inout StepForces) {
        let time = dynamicAnimator?.elapsedTime ?? 0
        for item in items {
            guard let state = step.state(of: item), state.mass > 0 else { continue }
            let r = Point(x: state.center.x - position.x, y: state.center.y - position.y)
            guard region.contains(r) else { continue }
            switch effect(on: state, time: time) {
            case .acceleration(let a): step.addAcceleration(a, to: item)
            case .velocity(let v): step.setVelocity(v, of: item)
            }
        }
    }

    // MARK: Factories

    /// A uniform field accelerating items along `direction` at `100·strength·|direction|` pt/s²
    /// whatever their mass (strength 10 and direction (0, 1) is UIKit gravity, 1000 pt/s²).
    public static func linearGravityField(direction: Vector) -> FieldBehavior {
        let field = FieldBehavior(.linearGravity)
        field.direction = direction
        return field
    }

    /// A field pulling items toward `position` at `100·strength` pt/s² whatever their mass
    /// (negative strength repels); combine with `falloff` for an inverse-power law.
    public static func radialGravityField(position: Point) -> FieldBehavior {
        let field = FieldBehavior(.radialGravity)
        field.position = position
        return field
    }

    /// A Hooke spring to `position`: force `−0.01·strength·r` UIKit newtons (r in points), so an
    /// item of mass m oscillates at `√(strength/m)` rad/s; add `resistance` to make it settle.
    public static func springField() -> FieldBehavior {
        FieldBehavior(.spring)
    }

    /// A drag opposing motion: force `−0.01·strength·v` UIKit newtons (v in pt/s), so an item's
    /// velocity decays as `e^(−(strength/m)·t)`.
    public static func dragField() -> FieldBehavior {
        FieldBehavior(.drag)
    }

    /// A field that sets its items' velocity to `strength·direction` pt/s at the start of each
    /// step, overriding the other behaviours' accelerations and forces on them for that step
    /// (impulses, torques, collisions and resistance still act); falloff does not apply.
    public static func velocityField(direction: Vector) -> FieldBehavior {
        let field = FieldBehavior(.velocity)
        field.direction = direction
        return field
    }

    /// A whirl about `position`: tangential acceleration `strength·(−r_y, r_x)` pt/s² (r in
    /// points), proportional to distance, whatever the mass; positive strength turns items
    /// clockwise on the y-down screen.
    public static func vortexField() -> FieldBehavior {
        FieldBehavior(.vortex)
    }

    /// A field from a charge at `position`: force `charge·strength` UIKit newtons along the
    /// direction away from `position`; like signs repel; items of charge 0 feel nothing.
    public static func electricField() -> FieldBehavior {
        FieldBehavior(.electric)
    }

    /// A magnetic field perpendicular to the screen: force `0.01·charge·strength·(v_y, −v_x)`
    /// UIKit newtons (v in pt/s), turning moving charged items on circles at `charge·strength/m`
    /// rad/s without changing their speed (positive charge·strength turns counter-clockwise on
    /// the y-down screen).
    public static func magneticField() -> FieldBehavior {
        FieldBehavior(.magnetic)
    }

    /// A smooth, time-varying random acceleration of at most `100·strength` pt/s² whatever the
    /// mass; `smoothness` 0…1 sets the feature size (25…400 pt), `animationSpeed` the rate of
    /// change in Hz. Deterministic: seeded by `noiseSeed`.
    public static func noiseField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
        let field = FieldBehavior(.noise)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Noise scaled by speed: acceleration of at most `strength·|v|` pt/s² (v in pt/s), so items
    /// at rest feel nothing; `smoothness` and `animationSpeed` as for `noiseField`.
    public static func turbulenceField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
        let field = FieldBehavior(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// A field whose force on each item the block computes every step (see `Evaluator`); the
    /// region applies, falloff does not.
    public static func field(evaluationBlock: @escaping Evaluator) -> FieldBehavior {
        FieldBehavior(.custom(evaluationBlock))
    }
}
