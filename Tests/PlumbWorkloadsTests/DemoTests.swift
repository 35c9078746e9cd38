// `plumb demo`'s whole output as a library value: a step per screen with its two pictures, then
// the collision recipe with its animation, and whether everything matched.

import Plumb
import Testing

@testable import PlumbWorkloads

@Suite("plumb demo's steps")
struct DemoTests {
    @Test("A step per screen, plain and overlay pictures, then the recipe's animation")
    func steps() {
        let demo = Demo(measurer: FallbackTextMeasurer())
        #expect(demo.matches)
        #expect(
            demo.steps.map { $0.files.map(\.name) } == [
                ["screen-a.svg", "screen-a-overlay.svg"], ["screen-b.svg", "screen-b-overlay.svg"],
                ["cat-cards.svg", "cat-cards-overlay.svg"], ["cat-list.svg", "cat-list-overlay.svg"],
                ["collisions.svg"],
            ])
        #expect(demo.steps.allSatisfy { $0.files.allSatisfy { $0.svg.hasPrefix("<?xml") } })
        #expect(
            demo.steps.first?.text == DemoScreen.all[0].layOut(measurer: FallbackTextMeasurer()).text)
        for step in demo.steps.dropLast() {
            #expect(!step.files[0].svg.contains("<line"), "plain: no constraint lines")
            #expect(step.files[1].svg.contains("<line"), "overlay: constraint lines")
        }
        #expect(demo.steps.last?.files.first?.svg.contains("<animate") == true)
    }
}
