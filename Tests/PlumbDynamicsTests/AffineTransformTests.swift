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

    /// A view's transform leaves its bounds and centre alone; setting the centre moves the view.
    @Test func viewTransformKeepsGeometry() {
        let view = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
        view.transform = AffineTransform(rotationAngle: 1)
        #expect(view.bounds == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(view.center == Point(x: 35, y: 35))
        view.center = Point(x: 100, y: 100)
        #expect(view.bounds == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(abs(view.transform.rotationAngle - 1) < 1e-15)
        view.transform = .identity
        #expect(view.frame == Rect(x: 75, y: 85, width: 50, height: 30))
    }

    /// As UIKit, a transformed view's frame is the bounding box of its transformed bounds about
    /// the centre: a 50×30 view turned by θ spans 50|cos θ| + 30|sin θ| by 50|sin θ| + 30|cos θ|.
    @Test(arguments: [0.0, Double.pi / 6, Double.pi / 2, 2.5, -1])
    func transformedFrameIsTheBoundingBox(angle: Double) {
        let view = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
        view.transform = AffineTransform(rotationAngle: angle)
        let width = 50 * abs(cos(angle)) + 30 * abs(sin(angle))
        let height = 50 * abs(sin(angle)) + 30 * abs(cos(angle))
        let frame = view.frame
        #expect(abs(frame.midX - 35) < 1e-12 && abs(frame.midY - 35) < 1e-12)
        #expect(abs(frame.width - width) < 1e-12 && abs(frame.height - height) < 1e-12)
    }

    /// A translation moves the frame and not the centre; a scale grows the frame, not the bounds.
    @Test func translatedAndScaledFrames() {
        let view = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
        view.transform = AffineTransform(translationX: 5, y: -4)
        #expect(view.frame == Rect(x: 15, y: 16, width: 50, height: 30))
        #expect(view.center == Point(x: 35, y: 35))
        view.transform = AffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == Rect(x: -15, y: 27.5, width: 100, height: 15))
        #expect(view.bounds.size == Size(width: 50, height: 30))
    }

    /// Setting a transformed view's frame moves its centre to the new frame's centre and keeps
    /// its bounds (UIKit leaves it undefined); `frame.origin.x += 10` moves the view by 10.
    @Test func settingATransformedFrameMovesTheCentre() {
        let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        view.transform = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(view.frame.isClose(to: Rect(x: 10, y: -10, width: 20, height: 40), tolerance: 1e-12))
        view.frame.origin.x += 10
        #expect(abs(view.center.x - 30) < 1e-12 && abs(view.center.y - 10) < 1e-12)
        #expect(view.bounds.size == Size(width: 40, height: 20))
        let center = view.center
        view.bounds = Rect(x: 0, y: 0, width: 60, height: 20)
        #expect(view.center == center)
        #expect(view.bounds.size == Size(width: 60, height: 20))
    }
}
