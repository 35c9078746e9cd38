// The demo screen reproduces auto-layout.md §10.1's frames, and a wrong frame is reported.

import PlumbWorkloads
import Testing

@Suite("Demo screen (auto-layout.md §10.1)")
struct DemoScreenTests {
    @Test("Both orientations match the spec's tables")
    func matchesSpec() throws {
        let layouts = try DemoScreen().layOut()
        #expect(layouts.map(\.orientation) == [.portrait, .landscape])
        #expect(DemoScreen.mismatches(in: layouts).isEmpty)
        #expect(layouts == DemoScreen.expectedLayouts)
        #expect(layouts[1].views[0].frame == Frame(x: 20, y: 20, width: 528, height: 100))
        #expect(layouts[0].views[3].frameInRoot == Frame(x: 86, y: 163, width: 46, height: 30))
    }

    @Test("A wrong frame is reported with what was expected")
    func reportsMismatch() {
        var layouts = DemoScreen.expectedLayouts
        let wrong = layouts[1].views[2]
        var views = layouts[1].views
        views[2] = DemoScreen.PlacedView(
            name: wrong.name, superviewName: wrong.superviewName,
            frame: Frame(x: 21, y: 35, width: 46, height: 30), frameInRoot: wrong.frameInRoot)
        layouts[1] = DemoScreen.Layout(orientation: .landscape, views: views)
        #expect(
            DemoScreen.mismatches(in: layouts) == [
                "landscape tb: got tb: (21, 35, 46, 30) in T, (40, 55, 46, 30) in R, "
                    + "expected tb: (20, 35, 46, 30) in T, (40, 55, 46, 30) in R"
            ])
    }

    @Test("Frames print as the spec writes them")
    func frameDescription() {
        #expect(Frame(x: 20, y: 35, width: 46, height: 30).description == "(20, 35, 46, 30)")
        #expect(Frame(x: -0.0000000001, y: 12.5, width: 1.25, height: 0).description == "(0, 12.5, 1.25, 0)")
    }
}
