import Plumb
import PlumbDynamics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/dynamics.md §17.5–17.6: rigid (pendulum) and spring attachments.
@Suite struct AttachmentTests {
    /// A 20×20 item on a rod of L = 200 pt (or 300) from (160, 100), released at 10°: period
    /// 2π√(L/g)·(1 + θ0²/16) = 2.8153 s (3.4480 s) ±0.5 % over 3 periods, rod length L ± 0.5 pt,
    /// no item rotation, amplitude kept within 3 % over 5 periods.
    @Test(arguments: [(200.0, 2.8153), (300.0, 3.4480)])
    func pendulum(length: Double, expectedPeriod: Double) throws {
        let (root, animator) = makeScene(width: 2000, height: 2000)
        let theta0 = 10 * Double.pi / 180
        let anchor = Point(x: 160, y: 100)
        let item = makeItem(
            "bob", in: root, center: Point(x: 160 + length * sin(theta0), y: 100 + length * cos(theta0)),
            width: 20,
            height: 20)
        let rod = AttachmentBehavior(item: item, attachedToAnchor: anchor)
        #expect(abs(rod.length - length) < 1e-9)
        #expect(rod.frequency == 0 && rod.damping == 0)
        #expect(rod.attachedBehaviorType == .anchor)
        try animator.addBehavior(rod)
        try animator.addBehavior(GravityBehavior(items: [item]))
        var crossings: [Double] = []
        var previous = item.center.x - 160
        var worstLength = 0.0
        var worstAngle = 0.0
        var lastAmplitude = 0.0
        let duration = 5 * expectedPeriod + 0.5
        run(animator, for: duration) { t in
            let dx = item.center.x - 160
            if previous > 0 && dx <= 0 {
                crossings.append(t - DynamicAnimator.timeStep * dx / (dx - previous))
            }
            previous = dx
            worstLength = max(worstLength, abs(hypot(dx, item.center.y - 100) - length))
            worstAngle = max(worstAngle, abs(item.transform.rotationAngle))
            if t > duration - expectedPeriod {
                lastAmplitude = max(lastAmplitude, asin(min(1, abs(dx) / length)))
            }
        }
        let period = (crossings[3] - crossings[0]) / 3
        #expect(abs(period - expectedPeriod) <= 0.005 * expectedPeriod)
        #expect(worstLength <= 0.5)
        #expect(worstAngle < 1e-3)
        #expect(abs(lastAmplitude - theta0) <= 0.03 * theta0)
    }

    /// A spring released from a 50 pt stretch (f = 2 Hz, ζ = 0.1): period ≈ 0.51 s (±3 %) and
    /// per-period amplitude ratio ≈ 0.38 (±0.05) in the substepped scheme; density 10 gives the
    /// same curve within 1 %.
    @Test func dampedSpring() throws {
        func release(density: Double, damping: Double) throws -> [Double] {
            let (root, animator) = makeScene()
            let item = makeItem("mass", in: root, center: Point(x: 160, y: 434))
            let spring = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 160, y: 284))
            #expect(abs(spring.length - 150) < 1e-9)
            spring.length = 100
            spring.frequency = 2
            spring.damping = damping
            let material = DynamicItemBehavior(items: [item])
            material.density = density
            try animator.addBehavior(spring)
            try animator.addBehavior(material)
            var ys: [Double] = []
            run(animator, for: 2) { _ in ys.append(item.center.y - 384) }
            return ys
        }
        let light = try release(density: 1, damping: 0.1)
        let heavy = try release(density: 10, damping: 0.1)
        for (a, b) in zip(light, heavy) { #expect(abs(a - b) <= 0.5) }
        // Maxima of the displacement (positive side).
        var peaks: [(t: Double, x: Double)] = []
        for i in 1..<(light.count - 1)
        where light[i] > light[i - 1] && light[i] >= light[i + 1] && light[i] > 0 {
            peaks.append((Double(i + 1) / 60, light[i]))
        }
        let period = peaks[1].t - peaks[0].t
        #expect(abs(period - 0.51) <= 0.03 * 0.51)
        #expect(abs(peaks[0].x / 50 - 0.38) <= 0.05)
        let critical = try release(density: 1, damping: 1)
        #expect(critical.allSatisfy { $0 > -0.5 })
    }

    /// A zero-length soft attachment between two items (§10.3: the 2-DOF point constraint, soft
    /// with f = 2 Hz, ζ = 0.1) released from a 50 pt stretch: the separation rings as the anchor
    /// spring of §17.6 (period ≈ 0.51 s ±3 %, per-period ratio ≈ 0.38 ±0.05) whether the first item
    /// is anchored or free (then the centre of mass stays put); a diagonal stretch stays on its
    /// line; with frequency 0 the pin closes at once.
    @Test(arguments: [true, false])
    func zeroLengthSoftAttachmentBetweenItems(firstAnchored: Bool) throws {
        func release(frequency: Double) throws -> (
            separations: [Double], worstOffLine: Double, worstCenter: Double
        ) {
            let (root, animator) = makeScene()
            let a = makeItem("a", in: root, center: Point(x: 160, y: 284), width: 20, height: 20)
            let b = makeItem("b", in: root, center: Point(x: 190, y: 324), width: 20, height: 20)
            let spring = AttachmentBehavior(
                item: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
            #expect(abs(spring.length - 50) < 1e-9)
            spring.length = 0
            spring.frequency = frequency
            spring.damping = 0.1
            let material = DynamicItemBehavior(items: [a])
            material.isAnchored = firstAnchored
            try animator.addBehavior(spring)
            try animator.addBehavior(material)
            var separations: [Double] = []
            var worstOffLine = 0.0
            var worstCenter = 0.0
            run(animator, for: 2) { _ in
                let dx = b.center.x - a.center.x
                let dy = b.center.y - a.center.y
                // Signed along the initial direction (3, 4)/5; the perpendicular part is off line.
                separations.append((3 * dx + 4 * dy) / 5)
                worstOffLine = max(worstOffLine, abs(4 * dx - 3 * dy) / 5)
                if !firstAnchored {
                    worstCenter = max(
                        worstCenter,
                        hypot((a.center.x + b.center.x) / 2 - 175, (a.center.y + b.center.y) / 2 - 304))
                }
            }
            return (separations, worstOffLine, worstCenter)
        }
        let soft = try release(frequency: 2)
        var peaks: [(t: Double, x: Double)] = []
        for i in 1..<(soft.separations.count - 1)
        where soft.separations[i] > soft.separations[i - 1] && soft.separations[i] >= soft.separations[i + 1]
            && soft.separations[i] > 0
        {
            peaks.append((Double(i + 1) / 60, soft.separations[i]))
        }
        try #require(peaks.count >= 2)
        let period = peaks[1].t - peaks[0].t
        #expect(abs(period - 0.51) <= 0.03 * 0.51, "period \(period) s")
        #expect(abs(peaks[0].x / 50 - 0.38) <= 0.05, "first peak \(peaks[0].x) pt")
        #expect(soft.worstOffLine < 1e-6)
        #expect(soft.worstCenter < 1e-6)
        let rigid = try release(frequency: 0)
        #expect(rigid.separations.dropFirst(6).allSatisfy { abs($0) < 0.5 })
    }

    /// Changing a live attachment's length, frequency and damping takes effect in place.
    @Test func liveParameterChanges() throws {
        let (root, animator) = makeScene()
        let item = makeItem("bob", in: root, center: Point(x: 160, y: 300), width: 20, height: 20)
        let rod = AttachmentBehavior(item: item, attachedToAnchor: Point(x: 160, y: 100))
        let material = DynamicItemBehavior(items: [item])
        material.resistance = 5
        try animator.addBehavior(rod)
        try animator.addBehavior(material)
        try animator.addBehavior(GravityBehavior(items: [item]))
        run(animator, for: 0.5)
        #expect(abs(item.center.y - 300) < 0.5)
        rod.length = 150
        run(animator, for: 1.5)
        #expect(abs(item.center.y - 250) < 0.5)
        rod.frequency = 2
        rod.damping = 1
        run(animator, for: 2)
        // A 2 Hz spring under gravity stretches by g/ω² = 1000/(4π)² ≈ 6.3 pt.
        let stretch = 1000 / pow(2 * Double.pi * 2, 2)
        #expect(abs(item.center.y - (250 + stretch)) < 0.5)
        rod.anchorPoint = Point(x: 100, y: 100)
        animator.runUntilPaused(maximumDuration: 10)
        #expect(abs(item.center.x - 100) < 0.5)
    }
}
