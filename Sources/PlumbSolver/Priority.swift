/// How strongly a constraint wants to hold, on Apple's scale: a `Float` in (0, 1000].
///
/// 1000 is ``required``: the constraint must hold, and adding one that cannot throws. Anything
/// lower is optional, and priorities are *strict levels* (docs/auto-layout.md §2.2): any amount of error
/// at priority p outweighs any amount of error at every lower priority (251 beats any number of
/// 250s), while errors of one priority add up (L1 norm).
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority from its numeric value; validity is checked when a constraint is made.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its numeric value.
    public init(_ value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal such as `750` or `999.5`.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal such as `250`.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750: UIKit's `defaultHigh` (compression resistance of a button).
    public static let defaultHigh = Priority(750)
    /// 250: UIKit's `defaultLow` (content hugging of a button).
    public static let defaultLow = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)
    /// 1100: the level at which the solver keeps a required constraint it had to break
    /// (docs/auto-layout.md §8.6). Not a valid priority for a constraint you make.
    public static let broken = Priority(1100)

    /// Whether the priority is ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value lies in Apple's legal range (0, 1000].
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Orders priorities by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, without a trailing `.0` when integral: `750`, `999.5`.
    public var description: String {
        rawValue.isFinite && rawValue.rounded() == rawValue ? String(Int(rawValue)) : String(rawValue)
    }
}
