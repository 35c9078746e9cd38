/// The motion of a body over one step, for continuous collision: its centre of mass moves
/// linearly from `c1` to `c2` and its rotation from `q1` to `q2`, as Box2D's `b2Sweep`.
public struct Sweep: Hashable, Sendable {
    /// The centre of mass in the body's local frame, in points.
    public var localCenter: Vec2
    /// The world centre of mass at the start of the step, in points.
    public var c1: Vec2
    /// The world centre of mass at the end of the step, in points.
    public var c2: Vec2
    /// The rotation at the start of the step.
    public var q1: Rotation
    /// The rotation at the end of the step.
    public var q2: Rotation

    /// Creates a sweep from a local centre of mass and start and end centres (points) and rotations.
    public init(localCenter: Vec2, c1: Vec2, c2: Vec2, q1: Rotation, q2: Rotation) {
        self.localCenter = localCenter
        self.c1 = c1
        self.c2 = c2
        self.q1 = q1
        self.q2 = q2
    }

    /// The body's transform at `fraction` ∈ [0, 1] of the step: the centre interpolated linearly,
    /// the rotation by normalised linear interpolation of cos/sin (exact at 0 and 1).
    public func transform(at fraction: Double) -> Transform {
        let c = Vec2.lerp(c1, c2, fraction)
        let cs = (1 - fraction) * q1.cos + fraction * q2.cos
        let sn = (1 - fraction) * q1.sin + fraction * q2.sin
        let mag = (cs * cs + sn * sn).squareRoot()
        let q = mag > 0 ? Rotation(cos: cs / mag, sin: sn / mag) : q1
        return Transform(position: c - q.apply(localCenter), rotation: q)
    }

    /// The rotation angle swept over the step, in radians, in (−π, π].
    public var deltaAngle: Double { q1.inverseConcatenating(q2).angle }
}
