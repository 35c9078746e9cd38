/// A persistent simulation island (Box2D v3): non-static bodies linked, directly or through
/// others, by touching non-sensor contacts and by joints, kept from step to step. Islands merge
/// when a link appears and are split lazily, only when one may fall asleep (`World+Islands.swift`).
struct Island: Sendable {
    /// The member bodies' indices, in no particular order (deterministic all the same).
    var bodies: [Int]
    /// Links (contacts that stopped touching, destroyed joints, shapes or bodies) removed since
    /// the island was built or last split: while positive the island may have fallen into several
    /// components, and it is split before it may sleep.
    var removedLinks = 0
    /// Whether the island (every member) is awake.
    var isAwake: Bool
    /// Scratch of `updateSleep`, false between steps: some member has rested `timeToSleep`.
    var hasRested = false
    /// Scratch of `updateSleep`, false between steps: some member has not rested `timeToSleep`.
    var hasMoved = false
}
