// The demo's screens reproduce docs/auto-layout.md §10's frames, and a wrong frame is reported.

import Plumb
import PlumbWorkloads
import Testing

@Suite("Seed screens (docs/auto-layout.md §10)")
struct SeedScreenCheckTests {
    @Test("Both orientations match the spec's tables", arguments: SeedScreen.all.indices)
    func matchesSpec(index: Int) throws {
        let screen = SeedScreen.all[index]
        let layouts = try screen.layOut()
        #expect(layouts.map(\.orientation) == [.portrait, .landscape])
        #expect(screen.mismatches(in: layouts).isEmpty)
    }

    @Test("Frames in the root add the superview's origin")
    func framesInRoot() throws {
        let layouts = try SeedScreen.twoGrayViews.layOut()
        #expect(layouts[0].views[3].description == "bb: (66, 35, 46, 30) in B, (86, 163, 46, 30) in R")
        #expect(layouts[1].views[0].description == "T: (20, 20, 528, 100) in R")
    }

    @Test("A wrong frame is reported with what was expected")
    func reportsMismatch() throws {
        let layouts = try SeedScreen.registerForm.layOut()
        var views = layouts[1].views
        views[2] = SeedScreen.PlacedView(
            name: "G", superviewName: "R", frame: Rect(x: 221, y: 96, width: 128, height: 30),
            frameInRoot: Rect(x: 221, y: 96, width: 128, height: 30))
        let wrong = [layouts[0], SeedScreen.Layout(orientation: .landscape, views: views)]
        #expect(
            SeedScreen.registerForm.mismatches(in: wrong) == [
                "landscape G: got (221, 96, 128, 30), expected (220, 96, 128, 30)"
            ])
    }
}
