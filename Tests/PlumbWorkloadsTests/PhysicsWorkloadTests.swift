// docs/benchmarks.md P1 and P2 as `plumb bench physics` builds and checks them.

import PlumbPhysics
import PlumbWorkloads
import Testing

@Suite("Physics workloads (P1 pile, P2 pyramid)")
struct PhysicsWorkloadTests {
    @Test("P1 spawns box i at row i div 18, column i mod 18, jittered by (7i mod 5) − 2")
    func pileCenters() {
        let centers = PhysicsWorkload.pile.boxCenters(size: 37)
        #expect(centers.count == 37)
        #expect(centers[0] == Vec2(28, 30))
        #expect(centers[1] == Vec2(85, 30))
        #expect(centers[17] == Vec2(30 + 55 * 17 + 2, 30))
        #expect(centers[19] == Vec2(86, 95))
        #expect(centers[36] == Vec2(30, 160))
    }

    @Test("P2 of base 3 has rows of 3, 2 and 1 boxes exactly touching, centred on x = 500")
    func pyramidCenters() {
        let centers = PhysicsWorkload.pyramid.boxCenters(size: 3)
        #expect(
            centers == [
                Vec2(450, 975), Vec2(500, 975), Vec2(550, 975), Vec2(475, 925), Vec2(525, 925),
                Vec2(500, 875),
            ])
        #expect(PhysicsWorkload.pyramid.boxCenters(size: 20).count == 210)
    }

    @Test("The worlds hold one static body of segments and a 50 × 50 box of mass 2500 per centre")
    func worlds() {
        let (pile, boxes) = PhysicsWorkload.pile.makeWorld(size: 5)
        #expect(pile.bodyCount == 6)
        #expect(pile.shapeCount == 4 + 5)
        #expect(boxes.allSatisfy { pile.mass(of: $0) == 2500 })
        let (pyramid, _) = PhysicsWorkload.pyramid.makeWorld(size: 2)
        #expect(pyramid.shapeCount == 1 + 3)
    }

    /// Piles of every size settle and sleep. (36 and 100 once kept an island awake: a two-box
    /// stack rocked on 120-Hz floor contacts, and continuous collision pinned a box touching a
    /// wall.)
    @Test("A pile settles inside the container and sleeps within 10 s", arguments: [18, 36, 100])
    func pileSettles(size: Int) {
        let result = PhysicsWorkload.pile.run(size: size)
        #expect(result.check == "sleeping=\(size)/\(size) escaped=0")
        #expect(result.isCorrect)
        #expect(result.steps == 600)
        #expect(result.bodies == size)
    }

    @Test("Boxes spawned below the floor (N > 558) escape, and the run is wrong")
    func pileOverflow() {
        let result = PhysicsWorkload.pile.run(size: 600, steps: 1)
        #expect(result.check == "sleeping=0/600 escaped=42")
        #expect(!result.isCorrect)
    }

    @Test("A pyramid of base 8 stands after 10 s", arguments: [1, 8])
    func pyramidStands(base: Int) {
        let result = PhysicsWorkload.pyramid.run(size: base)
        #expect(result.isCorrect)
        #expect(result.check.hasPrefix("standing=true maxDisp="))
        #expect(result.checkValue < 2)
    }

    /// The base-40 pyramid fell (its top slid off sideways, maxDisp 45.7 pt) when the contacts
    /// were coloured greedily from colour 0, which reordered each box's contacts; base 30 showed
    /// it in 100 steps (maxDisp 19.3 pt). Solved in pair order per body, it sags 2.9 pt (with the
    /// stiff contacts this was measured with).
    @Test("An awake pyramid of base 30 stands after 100 steps")
    func widePyramidStands() {
        let settings = PhysicsSettings(isSleepEnabled: false, contactTuning: ContactTuning())
        let result = PhysicsWorkload.pyramid.run(size: 30, steps: 100, settings: settings)
        #expect(result.isCorrect)
        #expect(result.checkValue < 4)
    }

    /// A soft contact under the rows above sinks in proportion to 1/hertz²: Box2D v3's 30 Hz
    /// leaves the base-100 pyramid 73.5 pt low after 10 s, and 240 Hz contacts (allowed by 16
    /// substeps, a quarter of the 960 Hz substep rate) keep it within 2 pt. Base 20 after 2 s:
    /// 2.91 pt against 0.06 pt, which also shows that the substeps reach the world's step.
    @Test("Sixteen substeps and 240 Hz contacts sink a pyramid less than four and 30 Hz")
    func stifferContactsSinkLess() {
        let soft = PhysicsWorkload.pyramid.run(size: 20, steps: 120)
        let stiff = PhysicsWorkload.pyramid.run(
            size: 20, steps: 120,
            settings: PhysicsSettings(
                contactTuning: ContactTuning(hertz: 240, usesBlockSolver: false), subSteps: 16))
        #expect(soft.isCorrect && stiff.isCorrect)
        #expect(abs(soft.checkValue - 2.915) < 0.005, "soft \(soft.checkValue)")
        #expect(abs(stiff.checkValue - 0.058) < 0.005, "stiff \(stiff.checkValue)")
    }

    @Test("The ground spans −1000…2000, or 50N either side of x = 500 for wider bases")
    func groundFitsTheBase() {
        #expect(PhysicsWorkload.groundSpan(base: 20) == -1000...2000)
        #expect(PhysicsWorkload.groundSpan(base: 30) == -1000...2000)
        #expect(PhysicsWorkload.groundSpan(base: 100) == -4500...5500)
    }

    @Test("Without sleeping no box sleeps; the worker count reaches the world")
    func settings() {
        let settings = PhysicsSettings(isSleepEnabled: false, workerCount: 2)
        #expect(PhysicsWorkload.pile.makeWorld(size: 3, settings: settings).world.workerCount == 2)
        let result = PhysicsWorkload.pile.run(size: 18, settings: settings)
        #expect(result.check == "sleeping=0/18 escaped=0")
    }

    @Test("The summary prints the check as text and times per step")
    func summaryJSON() throws {
        let summary = PhysicsSummary.measure(.pyramid, size: 2, runs: 3, steps: 10)
        let line = summary.jsonLine
        #expect(line.hasPrefix("{\"workload\":\"pyramid\",\"size\":2,\"mode\":\"step\",\"median_ms\":"))
        let check = try #require(summary.checkText)
        #expect(check.hasPrefix("standing=true maxDisp="))
        #expect(line.contains(",\"check\":\"\(check)\",\"runs\":3,\"correct\":true,"))
        #expect(line.hasSuffix(",\"per\":\"step\"}"))
        #expect(summary.humanLine.hasSuffix("; check \(check), correct"))
        #expect(summary.runTimes.count == 3)
    }
}
