// The bodies' state during the substeps (Box2D v3's `b2BodyState`)
// ===============================================================
//
// The substeps touch a body many times (every contact and joint it takes part in, four substeps,
// three passes) but read only its velocities and how far it moved since the step began. `Body`
// holds all of a body (288 bytes: pose, mass, damping, sleep, shape list), so gathering from it
// pulled four or five cache lines per body and contact visit. `World.states` holds just what the
// substeps read and write, 56 bytes per body, in a parallel array (same index as `World.bodies`):
// - at the start of a step the awake bodies' velocities are copied in and their deltas reset;
// - integration, joints, the contact solve and restitution work on it (masses come from the
//   constraints and joints, prepared once per step);
// - after restitution the velocities are copied back to `Body`, which stays the truth between
//   steps (the public API reads and writes `Body` only).
// Static bodies keep the initial state (at rest, no delta) for ever: the solver never writes to a
// non-dynamic body, and integration visits awake bodies only. Sleeping bodies' states are stale,
// but no constraint or joint reaches them (touching and joined bodies share an island).
// The arithmetic is the same as on `Body`, operation for operation, so the results are bit for
// bit those of the step that read `Body`.

/// What the substeps read and write of one body (see the note at the top of the file).
struct BodyState: Sendable {
    /// The velocity of the centre of mass, in pt/s.
    var linearVelocity: Vec2 = .zero
    /// The angular velocity, in rad/s.
    var angularVelocity: Double = 0
    /// How far the centre of mass has moved since the step began, in points.
    var deltaPosition: Vec2 = .zero
    /// How far the body has turned since the step began.
    var deltaRotation: Rotation = .identity
}
