import PlumbSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2D affine transform (UIKit's `CGAffineTransform`, in `Double`): the matrix
/// `[a b 0; c d 0; tx ty 1]` applied to row vectors, `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
///
/// With +y down, `AffineTransform(rotationAngle: θ)` turns clockwise on screen for θ > 0, as
/// UIKit renders it. A view's transform does not change its ``View/bounds`` or ``View/center``.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x-axis scale and rotation component.
    public var a: Double
    /// The y component of the image of the x axis.
    public var b: Double
    /// The x component of the image of the y axis.
    public var c: Double
    /// The y-axis scale and rotation component.
    public var d: Double
    /// The x translation, in points.
    public var tx: Double
    /// The y translation, in points.
    public var ty: Double

    /// Creates a transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The rotation by `angle` radians (positive is clockwise on screen with +y down).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The scaling by `sx` along x and `sy` along y.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The translation by (`tx`, `ty`) points.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The rotation angle of the transform, `atan2(b, a)`, in radians in `(−π, π]`.
    public var rotationAngle: Double { atan2(b, a) }

    /// `self` followed by `other` (UIKit's `concatenating(_:)`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation by `angle` radians applied before `self` (UIKit's `rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scaling applied before `self` (UIKit's `scaledBy(x:y:)`).
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before `self` (UIKit's `translatedBy(x:y:)`).
    public func translatedBy(x dx: Double, y dy: Double) -> AffineTransform {
        AffineTransform(translationX: dx, y: dy).concatenating(self)
    }

    /// The image of `point` (UIKit's `point.applying(t)`).
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// `[a, b, c, d, tx, ty]` with integral values printed without a fraction.
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(NumberFormat.shortest).joined(separator: ", "))]"
    }
}
