import Plumb
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `AffineTransform` (CGAffineTransform) and `View.transform` as UIKit Dynamics uses them.
@Suite struct AffineTransformTests {
    /// A positive rotation turns +x towards +y: clockwise on screen.
    @Test func rotationIsClockwiseOnScreen() {
        let t = AffineTransform(rotationAngle: Double.pi / 2)
        let p = t.apply(to: Point(x: 1, y: 0))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
        #expect(abs(t.rotationAngle - Double.pi / 2) < 1e-15)
        #expect(AffineTransform.identity.isIdentity)
    }

    /// Concatenation applies `self` first; rotated/scaled/translated prepend their operation.
    @Test func concatenation() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 20)
        let p = scale.concatenating(move).apply(to: Point(x: 1, y: 1))
        #expect(p == Point(x: 12, y: 23))
        #expect(move.scaledBy(x: 2, y: 3).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 23))
        #expect(AffineTransform.identity.translatedBy(x: 5, y: 6) == AffineTransform(translationX: 5, y: 6))
        let turned = AffineTransform(scaleX: 2, y: 2).rotated(by: 0.3)
        #expect(abs(turned.rotationAngle - 0.3) < 1e-12)
        #expect(abs(hypot(turned.a, turned.b) - 2) < 1e-12)
        #expect(AffineTransform(translationX: 1.5, y: 2).description == "[1, 0, 0, 1, 1.5, 2]")
    }

    /// A view's transform leaves its bounds and centre alone; setting the centre moves the frame.
    @Test func viewTransformKeepsGeometry() {
        let view = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
        view.transform = AffineTransform(rotationAngle: 1)
        #expect(view.bounds == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(view.center == Point(x: 35, y: 35))
        view.center = Point(x: 100, y: 100)
        #expect(view.frame == Rect(x: 75, y: 85, width: 50, height: 30))
        #expect(abs(view.transform.rotationAngle - 1) < 1e-15)
    }
}
