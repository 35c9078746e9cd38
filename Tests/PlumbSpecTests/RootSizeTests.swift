// Root sizes written as text (`plumb --size WxH`).

import Plumb
import PlumbSpec
import Testing

@Suite("Spec.rootSize(parsing:)")
struct RootSizeTests {
    @Test(
        "WxH, W×H and WXH read; anything else is nil",
        arguments: [
            ("320x568", Size(width: 320, height: 568)), ("568×320", Size(width: 568, height: 320)),
            ("0.5X1e3", Size(width: 0.5, height: 1000)), ("0x0", Size(width: 0, height: 0)),
        ])
    func reads(text: String, size: Size) {
        #expect(Spec.rootSize(parsing: text) == size)
    }

    @Test(
        "Not a size", arguments: ["320", "320x", "x568", "-1x5", "infx5", "nanx1", "1x2x3", "320by568", ""])
    func rejects(text: String) {
        #expect(Spec.rootSize(parsing: text) == nil)
    }

    @Test("A side beyond 1e10 points is a problem that names the limit")
    func limit() {
        #expect(Spec.rootSizeProblem(Size(width: 1e10, height: 1)) == nil)
        #expect(
            Spec.rootSizeProblem(Size(width: 1, height: 1.5e10))
                == "each side must be at most 1e10 points (Apple's largest constraint constant)")
    }
}
