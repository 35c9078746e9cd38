import Plumb
import PlumbSpec
import Testing

/// The golden layout fixtures of Tests/Fixtures/layout, each laid out left to right and right to
/// left (the spec's `layoutDirection` overridden, as `plumb layout --direction` does), with every
/// view's frame compared to the hand-worked expectation to 1e-6 and the diagnostics' kinds checked.
@Suite("Layout fixtures")
struct LayoutFixtureTests {
    @Test("There are fixtures to run")
    func fixturesExist() {
        #expect(LayoutFixture.names.count >= 150)
    }

    @Test(
        "Golden layout fixture",
        arguments: LayoutFixture.names, [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func fixture(_ name: String, direction: UserInterfaceLayoutDirection) throws {
        let fixture = try LayoutFixture(named: name)
        var spec = try Spec(yaml: fixture.specText, file: "\(name).yaml")
        spec.layoutDirection = direction
        let layout = try spec.layOut(size: fixture.size)
        let issue =
            direction == .rightToLeft
            ? fixture.rightToLeftKnownIssue ?? fixture.knownIssue : fixture.knownIssue
        if let issue {
            withKnownIssue(Comment(rawValue: issue)) {
                Self.check(layout, against: fixture, direction: direction)
            }
        } else {
            Self.check(layout, against: fixture, direction: direction)
        }
    }

    /// Compares every view's frame and the diagnostics' kinds.
    static func check(
        _ layout: SpecLayout, against fixture: LayoutFixture, direction: UserInterfaceLayoutDirection
    ) {
        let place = "\(fixture.name).yaml, \(direction == .leftToRight ? "left to right" : "right to left")"
        for entry in layout.views {
            guard let superview = entry.superview else { continue }
            guard
                let expected = fixture.expectedFrame(
                    of: entry.name, superview: superview, direction: direction, rootSize: layout.size)
            else {
                Issue.record(
                    "\(place): no expected frame for '\(entry.name)'; add `\(entry.name): [x, y, width, height]`"
                )
                continue
            }
            #expect(
                close(entry.frame, expected),
                "\(place): '\(entry.name)' is at \(describe(entry.frame)), expected \(describe(expected))")
        }
        let laidOut = Set(layout.views.map(\.name))
        for name in fixture.frames.map(\.name) + fixture.rightToLeftFrames.keys.sorted()
        where !laidOut.contains(name) {
            Issue.record("\(place): '\(name)' has an expected frame but is no view of the spec")
        }
        #expect(
            layout.diagnostics.map(\.kind) == fixture.diagnostics,
            "\(place): diagnostics \(layout.diagnostics.map(\.message))")
    }

    /// Whether two rectangles agree to 1e-6 in every component.
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.origin.x - b.origin.x) <= 1e-6 && abs(a.origin.y - b.origin.y) <= 1e-6
            && abs(a.width - b.width) <= 1e-6 && abs(a.height - b.height) <= 1e-6
    }

    /// `[x, y, width, height]`, as the fixtures write frames.
    static func describe(_ rect: Rect) -> String {
        "[\(rect.origin.x), \(rect.origin.y), \(rect.width), \(rect.height)]"
    }
}
