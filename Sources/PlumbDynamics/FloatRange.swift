/// A closed range of values (UIKit's `UIFloatRange`): translation limits in points for sliding
/// attachments, rotation limits in radians for pin attachments (docs/dynamics.md §10.2).
public struct FloatRange: Hashable, Sendable {
    /// The lower bound.
    public var minimum: Double
    /// The upper bound.
    public var maximum: Double

    /// Creates a range.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range 0…0: locks the degree of freedom.
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    /// The range −∞…∞: no limit (the default).
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both bounds are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
