// Frame: a solved rectangle, printed the way auto-layout.md's tables write frames.

/// A rectangle (x, y, width, height) in points, as a solver solution gives it.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge (+y down).
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The frame moved by an offset, e.g. from a superview's coordinates to its superview's.
    public func offsetBy(dx: Double, dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether every component differs from `other`'s by at most `tolerance`.
    public func isClose(to other: Frame, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// `(x, y, width, height)`, integral values without decimals: `(20, 35, 46, 30)`.
    public var description: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height)))"
    }

    /// A number as the spec writes it: `20` when within 1e-9 of an integer, else up to six
    /// decimals without trailing zeros (`12.5`).
    static func format(_ value: Double) -> String {
        let rounded = value.rounded()
        if abs(value - rounded) < 1e-9, abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        var text = String(Double((value * 1e6).rounded()) / 1e6)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
