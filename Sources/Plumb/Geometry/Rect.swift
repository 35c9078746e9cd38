import PlumbSolver

/// A rectangle: an origin and a size, in points (UIKit's `CGRect`, in `Double`).
///
/// Frames in Plumb are always standardised by construction (non-negative sizes come from the
/// layout engine, which may still produce negative sizes for unsatisfiable layouts; the accessors
/// below then follow `CGRect`'s rules for `minX`/`maxX`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at (0, 0) with size (0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The smallest x.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether the rectangle has zero or negative width or height.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each side (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether every coordinate of the two rectangles differs by at most `tolerance`.
    public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance
            && abs(size.height - other.size.height) <= tolerance
    }

    /// `(x, y, width, height)`, as docs/auto-layout.md writes frames: `(20, 128, 280, 100)`.
    public var description: String {
        "(\(NumberFormat.shortest(origin.x)), \(NumberFormat.shortest(origin.y)), \(NumberFormat.shortest(size.width)), \(NumberFormat.shortest(size.height)))"
    }
}
