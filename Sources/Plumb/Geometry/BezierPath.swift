/// A path of lines and Bézier curves in points (UIKit's `UIBezierPath`, as a value): collision
/// boundaries (`CollisionBehavior.addBoundary(withIdentifier:for:)`) and the collision bounds of
/// items whose `collisionBoundsType` is `.path`.
///
/// Curves are flattened into polylines whose chords stay within 0.25 pt of the curve
/// (docs/dynamics.md §7.3).
public struct BezierPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic curve to a point with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic curve to a point with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []

    /// The largest distance, in points, between a flattened chord and its curve.
    public static let flatness = 0.25

    /// Creates an empty path.
    public init() {}

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public init(rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`, made of four cubic curves.
    public init(ovalIn rect: Rect) {
        let k = 0.552_284_749_830_793_4
        let cx = rect.midX
        let cy = rect.midY
        let rx = rect.width / 2
        let ry = rect.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry), controlPoint1: Point(x: cx + rx, y: cy + k * ry),
            controlPoint2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy), controlPoint1: Point(x: cx - k * rx, y: cy + ry),
            controlPoint2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: cy - ry), controlPoint1: Point(x: cx - rx, y: cy - k * ry),
            controlPoint2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy), controlPoint1: Point(x: cx + k * rx, y: cy - ry),
            controlPoint2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }

    /// Adds a line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        elements.append(.quadCurve(to: point, control: controlPoint))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The subpaths as polylines (curves flattened within ``flatness``), each with whether it was
    /// closed; a closed subpath does not repeat its first point. O(number of flattened points).
    public var polylines: [(points: [Point], isClosed: Bool)] {
        var result: [(points: [Point], isClosed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            var points = current
            if closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count > 1 { result.append((points, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                let n = segmentCount(secondDifference: distance(p0, c, c, p) * 2)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                let dd = max(distance(p0, c1, c1, c2), distance(c1, c2, c2, p))
                let n = segmentCount(secondDifference: dd * 6)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let b0 = u * u * u
                    let b1 = 3 * u * u * t
                    let b2 = 3 * u * t * t
                    let b3 = t * t * t
                    current.append(
                        Point(
                            x: b0 * p0.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
                            y: b0 * p0.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// |(a − b) − (c − d)|: the length of a second difference of control points.
    private func distance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        let x = a.x - b.x - c.x + d.x
        let y = a.y - b.y - c.y + d.y
        return (x * x + y * y).squareRoot()
    }

    /// Uniform segments keeping the chord error `max|B''|/(8n²)` within ``flatness``.
    private func segmentCount(secondDifference bound: Double) -> Int {
        max(1, Int((bound / (8 * Self.flatness)).squareRoot().rounded(.up)))
    }
}
