/// How a body moves, as Box2D v3's `b2BodyType`.
public enum BodyType: Hashable, Sendable {
    /// Never moves and has infinite mass: ground, walls, UIKit boundaries and anchored items.
    case `static`
    /// Moves with the velocity it is given, ignores forces and collisions; infinite mass.
    case kinematic
    /// Moves under gravity, forces and contacts; mass and inertia come from its shapes.
    case dynamic
}
