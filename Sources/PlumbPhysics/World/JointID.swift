/// A handle to a joint in a `World`: the joint's index in creation order, one space shared by
/// every joint kind.
public struct JointID: Hashable, Sendable, Comparable {
    /// The joint's index in creation order over all kinds (0 for the first joint).
    public let index: Int

    /// Creates a handle from a creation index.
    public init(index: Int) { self.index = index }

    /// Orders handles by creation.
    public static func < (a: JointID, b: JointID) -> Bool { a.index < b.index }
}
