/// What preparing a contact constraint reads of a body (`World.prepareContacts`), and what the
/// constraint graph reads to tell the active contacts (`ConstraintGraph.update`).
///
/// Made for every body at the start of the prepare, in blocks on the step's workers, in a 40-byte
/// record: a `Body` is 288 bytes, and the constraints read their two bodies in no particular order
/// (in colour order, not body order), so each visit pulled two or three of a `Body`'s cache lines
/// (a base-100 pyramid's 5,050 bodies are 1.45 MB of `Body`, 202 KB of these).
struct BodyMass: Sendable {
    /// The centre of mass from the body origin, in world orientation, in points.
    var offset: Vec2
    /// 1/mass (0 for static and kinematic bodies).
    var invMass: Double
    /// 1/(rotational inertia about the centre of mass), in 1/(mass·pt²).
    var invInertia: Double
    var isDynamic: Bool
    var isAwake: Bool

    /// Reads body `index` field by field (copying a whole `Body` would retain its shape list).
    @inline(__always)
    init(_ bodies: UnsafeBufferPointer<Body>, _ index: Int) {
        offset = bodies[index].center - bodies[index].origin
        invMass = bodies[index].invMass
        invInertia = bodies[index].invInertia
        isDynamic = bodies[index].type == .dynamic
        isAwake = bodies[index].isAwake
    }
}
