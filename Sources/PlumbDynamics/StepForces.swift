import Plumb
import PlumbPhysics

/// The forces, accelerations and impulses behaviours contribute to one animator step, and the
/// items' state they may read (docs/dynamics.md §15.2, step 4).
///
/// This is the extension point for force behaviours: a behaviour overrides
/// `DynamicBehavior.prepare(_:)`, reads `state(of:)` for its items and calls `addForce`,
/// `addAcceleration`, `addImpulse` or `setVelocity`. Units are UIKit's: forces in UIKit newtons
/// (a force of 1 accelerates a 100×100 item of density 1 at 100 pt/s²), impulses in UIKit
/// newton-seconds, accelerations in pt/s², points in reference coordinates.
struct StepForces {
    /// What a behaviour may read about an item at the start of the step.
    struct ItemState {
        /// The item's centre, in reference coordinates.
        var center: Point
        /// The item's rotation, in radians (clockwise on screen).
        var angle: Double
        /// The velocity of the centre of mass, in pt/s.
        var linearVelocity: Vector
        /// The angular velocity, in rad/s.
        var angularVelocity: Double
        /// The mass in UIKit units (density × area / 10⁴); 0 for anchored items.
        var mass: Double
        /// The rotational inertia about the centre of mass, in UIKit mass·pt².
        var rotationalInertia: Double
        /// The charge from item behaviours (0 by default).
        var charge: Double
    }

    /// One pending change to a body.
    enum Effect {
        case acceleration(Vec2)
        case force(Vec2, at: Vec2)
        case torque(Double)
        case impulse(Vec2, at: Vec2)
        case velocity(Vec2)
    }

    /// Item index by identity, into `states`.
    var indices: [ObjectIdentifier: Int]
    /// Each registered item's state, in registration order.
    var states: [ItemState]
    /// The effects, in the order behaviours added them.
    var effects: [(item: Int, effect: Effect)] = []

    /// The state of `item`, or nil if the item is not registered (or anchored items' mass 0).
    func state(of item: any DynamicItem) -> ItemState? {
        indices[ObjectIdentifier(item)].map { states[$0] }
    }

    /// Adds an acceleration in pt/s² (mass-independent, like gravity).
    mutating func addAcceleration(_ a: Vector, to item: any DynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        effects.append((i, .acceleration(Vec2(a.dx, a.dy))))
    }

    /// Adds a force in UIKit newtons at `point` (reference coordinates) for this step.
    mutating func addForce(_ force: Vector, at point: Point, to item: any DynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        effects.append(
            (i, .force(Units.engineForce(force), at: Vec2(point.x, point.y))))
    }

    /// Adds a torque in UIKit newton·points (positive clockwise on screen) for this step.
    mutating func addTorque(_ torque: Double, to item: any DynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        effects.append((i, .torque(torque * Units.massScale * 100)))
    }

    /// Applies an impulse in UIKit newton-seconds at `point` (reference coordinates) at once.
    mutating func addImpulse(_ impulse: Vector, at point: Point, to item: any DynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        effects.append(
            (i, .impulse(Units.engineForce(impulse), at: Vec2(point.x, point.y))))
    }

    /// Sets the item's velocity, in pt/s, before the step; the item's accelerations and forces of
    /// this step are then dropped (a velocity field overrides them).
    mutating func setVelocity(_ velocity: Vector, of item: any DynamicItem) {
        guard let i = indices[ObjectIdentifier(item)] else { return }
        effects.append((i, .velocity(Vec2(velocity.dx, velocity.dy))))
    }
}

/// UIKit's units against the engine's (docs/dynamics.md §2.2): the engine's mass is density × area in
/// pt² and its force mass·pt/s²; UIKit's mass is that over 10⁴ and its force gives
/// `a = 100·F/m` pt/s².
enum Units {
    /// Engine mass per UIKit mass.
    static let massScale = 10_000.0
    /// Engine force (mass·pt/s²) per UIKit newton: 100 pt/s² per newton per UIKit mass.
    static let forceScale = 100 * massScale

    /// A UIKit force (or impulse) in engine units.
    static func engineForce(_ v: Vector) -> Vec2 {
        Vec2(forceScale * v.dx, forceScale * v.dy)
    }
}
