// Time of impact for continuous collision, by conservative advancement (Mirtich 1996; the bound
// used by Box2D v3's `b2TimeOfImpact` for its root finder is the same idea). Box2D finds the root of
// a separating-axis function instead; conservative advancement is simpler and, with GJK distances
// from `Distance.swift`, exact enough for keeping fast bodies out of static geometry:
//
// at the current fraction t, the GJK distance d and a bound v on how fast any point of B can close
// on A along any direction (relative linear speed plus |Δθ|·r for each body, r the shape's largest
// reach from its centre of mass) give a safe advance Δt = (d − target)/v; repeat until d is within
// `target` (the shapes nearly touch: hit at t) or t passes the end (no hit).

/// How `timeOfImpact` ended.
public enum TimeOfImpactState: Hashable, Sendable {
    /// The shapes come within the target separation at `fraction`.
    case hit
    /// The shapes stay apart over the whole sweep (`fraction` is `maxFraction`).
    case separated
    /// The shapes already overlap at the start (`fraction` is 0).
    case overlapped
    /// The iteration limit was reached; `fraction` is a safe time before contact.
    case failed
}

/// The result of `timeOfImpact`.
public struct TimeOfImpactOutput: Hashable, Sendable {
    /// How the search ended.
    public var state: TimeOfImpactState
    /// The fraction of the step at which the shapes come within the target separation.
    public var fraction: Double
}

/// The first fraction of a step at which two moving convex shapes come within `target` points
/// of each other (default `PhysicsConstants.linearSlop`), by conservative advancement.
///
/// - Parameters:
///   - proxyA: shape A's proxy in its body's local frame.
///   - sweepA: the motion of shape A's body over the step.
///   - proxyB: shape B's proxy in its body's local frame.
///   - sweepB: the motion of shape B's body over the step.
///   - maxFraction: the end of the search, 1 for the whole step.
///   - target: the separation to stop at, in points.
/// - Complexity: at most 50 GJK distance queries.
public func timeOfImpact(
    _ proxyA: ShapeProxy, _ sweepA: Sweep, _ proxyB: ShapeProxy, _ sweepB: Sweep, maxFraction: Double = 1,
    target: Double = PhysicsConstants.linearSlop
) -> TimeOfImpactOutput {
    let tolerance = 0.25 * PhysicsConstants.linearSlop
    func reach(_ proxy: ShapeProxy, _ sweep: Sweep) -> Double {
        proxy.points.map { $0.distance(to: sweep.localCenter) }.max()! + proxy.radius
    }
    let angularBound =
        abs(sweepA.deltaAngle) * reach(proxyA, sweepA) + abs(sweepB.deltaAngle) * reach(proxyB, sweepB)
    let relativeTranslation = (sweepB.c2 - sweepB.c1) - (sweepA.c2 - sweepA.c1)
    var t = 0.0
    for _ in 0..<50 {
        let output = shapeDistance(proxyA, sweepA.transform(at: t), proxyB, sweepB.transform(at: t))
        if output.distance <= 0, t == 0 { return TimeOfImpactOutput(state: .overlapped, fraction: 0) }
        if output.distance <= target + tolerance { return TimeOfImpactOutput(state: .hit, fraction: t) }
        // Closing speed bound along the current separating direction (per unit fraction).
        let closing = -relativeTranslation.dot(output.normal) + angularBound
        if closing <= 0 { return TimeOfImpactOutput(state: .separated, fraction: maxFraction) }
        t += (output.distance - target) / closing
        if t >= maxFraction { return TimeOfImpactOutput(state: .separated, fraction: maxFraction) }
    }
    return TimeOfImpactOutput(state: .failed, fraction: t)
}
