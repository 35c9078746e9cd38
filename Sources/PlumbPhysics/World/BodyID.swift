/// A handle to a body in a `World`: the body's index in creation order.
///
/// Handles are plain values and indices are never reused: after `World.destroyBody(_:)` the
/// handle is a tombstone (`World.isValid(_:)` is false) and every other handle stays valid.
public struct BodyID: Hashable, Sendable, Comparable {
    /// The body's index in creation order (0 for the first body).
    public let index: Int

    /// Creates a handle from a creation index.
    public init(index: Int) { self.index = index }

    /// Orders handles by creation.
    public static func < (a: BodyID, b: BodyID) -> Bool { a.index < b.index }
}
