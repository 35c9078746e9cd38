// The demo's checks as library code: another build of a cookbook screen compared with the
// cookbook's frames, and the collision recipe's settled poses compared with where they must end.

import Plumb
import PlumbWorkloads
import Testing

@Suite("plumb demo's checks")
struct DemoCheckTests {
    /// Screen (b)'s table names and the names the other build gives them.
    static let names: [(short: String, other: String)] = [
        ("E", "_textFieldEmail"), ("C", "_textFieldConfirmEmail"), ("G", "_registerButton"),
    ]

    /// The cookbook's frames of screen (b) under the other build's names.
    static func frames(of layouts: [SeedScreen.Layout]) -> [[String: Rect]] {
        layouts.map { layout in
            Dictionary(
                uniqueKeysWithValues: layout.views.compactMap { view in
                    names.first { $0.short == view.name }.map { ($0.other, view.frame) }
                })
        }
    }

    @Test("The same frames under other names agree")
    func sameFrames() throws {
        let layouts = try SeedScreen.registerForm.layOut()
        #expect(
            SeedScreen.registerForm.differences(
                in: layouts, from: Self.frames(of: layouts), names: Self.names
            ).isEmpty)
    }

    @Test("A frame off by more than the tolerance and a missing view are reported, in order")
    func reportsDifferences() throws {
        let layouts = try SeedScreen.registerForm.layOut()
        var frames = Self.frames(of: layouts)
        frames[1]["_registerButton"] = Rect(x: 220.5, y: 96, width: 128, height: 30)
        frames[0]["_textFieldEmail"] = nil
        frames[0]["_textFieldConfirmEmail"]?.origin.x += 1e-7
        #expect(
            SeedScreen.registerForm.differences(in: layouts, from: frames, names: Self.names) == [
                "portrait _textFieldEmail: (0, 0, 0, 0), expected (20, 20, 280, 30)",
                "landscape _registerButton: (220.5, 96, 128, 30), expected (220, 96, 128, 30)",
            ])
        #expect(SeedScreen.registerForm.differences(in: layouts, from: frames, names: []).isEmpty)
    }

    @Test("The squares settle within 0.5 pt, unrotated, and the animator paused")
    func collisionSettles() {
        let settled: [(name: String, center: Point, angle: Double)] = [
            ("red", Point(x: 160.4, y: 492.6), 0.0009), ("green", Point(x: 160, y: 543), 0),
        ]
        #expect(CollisionRecipe.settles(settled, pausedAt: 1.5))
        #expect(!CollisionRecipe.settles(settled, pausedAt: nil))
        var off = settled
        off[1].center.y = 543.6
        #expect(!CollisionRecipe.settles(off, pausedAt: 1.5))
        off = settled
        off[0].angle = -0.001
        #expect(!CollisionRecipe.settles(off, pausedAt: 1.5))
        #expect(CollisionRecipe.settles(settled + [("blue", Point(x: 0, y: 0), 3)], pausedAt: 1.5))
    }

    @Test(
        "Numbers print to 6 decimals without trailing zeros",
        arguments: [
            (160.0, "160"), (493.0000004, "493"), (1.2333333333, "1.233333"), (-0.5, "-0.5"), (0.0, "0"),
        ])
    func numbers(value: Double, expected: String) {
        #expect(CollisionRecipe.text(value) == expected)
    }
}
