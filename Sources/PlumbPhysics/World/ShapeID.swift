/// A handle to a shape in a `World`: the shape's index in creation order.
public struct ShapeID: Hashable, Sendable, Comparable {
    /// The shape's index in creation order (0 for the first shape).
    public let index: Int

    /// Creates a handle from a creation index.
    public init(index: Int) { self.index = index }

    /// Orders handles by creation.
    public static func < (a: ShapeID, b: ShapeID) -> Bool { a.index < b.index }
}
