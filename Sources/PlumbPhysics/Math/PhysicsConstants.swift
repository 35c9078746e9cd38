/// Engine tolerances in points, Box2D v3's metric values scaled by 100 pt per metre
/// (docs/dynamics.md §15.3).
public enum PhysicsConstants {
    /// The collision tolerance, 0.5 pt (Box2D v3 `B2_LINEAR_SLOP`, 0.005 m).
    public static let linearSlop = 0.5

    /// The speculative contact distance, 2 pt = 4 × `linearSlop` (Box2D v3 `B2_SPECULATIVE_DISTANCE`).
    ///
    /// The narrow phase reports manifold points whose separation is below this, so the solver
    /// can stop approaching shapes before they touch; shapes farther apart give no points.
    public static let speculativeDistance = 4 * linearSlop

    /// The default contact recycling distance, 5 pt = 10 × `linearSlop` (Box2D v3
    /// `B2_CONTACT_RECYCLE_DISTANCE`, 0.05 m): see ``World/contactRecycleDistance``.
    public static let contactRecycleDistance = 10 * linearSlop

    /// How far the broad phase fattens a proxy's AABB, 5 pt (Box2D v3 `B2_AABB_MARGIN`, 0.05 m).
    ///
    /// Box2D v3.1 uses `min(aabbMargin, aabbMarginFraction × the shape's largest extent)` so small
    /// shapes get a small margin, and `speculativeDistance` for static shapes.
    public static let aabbMargin = 5.0

    /// The largest margin for a small shape as a fraction of its largest extent, 0.125
    /// (Box2D v3.1 `B2_AABB_MARGIN_FRACTION`).
    public static let aabbMarginFraction = 0.125

    /// The radius of the polygon skin used by polygon collision, 0 pt: Plumb's polygons have no
    /// skin so contacts rest at the exact geometry (docs/dynamics.md §13.1).
    public static let polygonRadius = 0.0

    /// The most vertices a `Polygon` may have (Box2D v3 `B2_MAX_POLYGON_VERTICES`).
    public static let maxPolygonVertices = 8
}
