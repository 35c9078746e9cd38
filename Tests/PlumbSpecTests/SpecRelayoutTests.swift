import Foundation
import Plumb
import Testing

@testable import PlumbSpec

/// ``SpecLayout/relayout(size:)``: the same tree laid out again at a new root size gives, at every
/// size of a drag, the frames and diagnostics of a fresh layout at that size.
@Suite("Spec relayout at a new root size")
struct SpecRelayoutTests {
    /// The sizes of a drag from `start`: wider, narrower, taller, back to the start.
    static func drag(from start: Size) -> [Size] {
        [
            Size(width: start.width * 1.5, height: start.height * 1.2),
            Size(width: start.width * 0.5, height: start.height * 0.75),
            Size(width: start.width * 0.37, height: start.height * 2),
            start,
        ]
    }

    /// Expects `layout` to have `expected`'s views, frames (to 1e-6) and diagnostics.
    static func expectSame(_ layout: SpecLayout, _ expected: SpecLayout, _ context: String) {
        #expect(layout.size == expected.size, "\(context)")
        #expect(layout.views.map(\.name) == expected.views.map(\.name), "\(context)")
        for (entry, fresh) in zip(layout.views, expected.views) {
            for (a, b) in [(entry.frame, fresh.frame), (entry.absoluteFrame, fresh.absoluteFrame)] {
                let gaps = [
                    a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width,
                    a.size.height - b.size.height,
                ]
                #expect(gaps.allSatisfy { abs($0) <= 1e-6 }, "\(context): \(entry.name) \(a) ≠ \(b)")
            }
        }
        #expect(layout.diagnostics == expected.diagnostics, "\(context)")
    }

    @Test("every layout fixture, dragged through several sizes", arguments: LayoutFixture.names)
    func fixture(_ name: String) throws {
        let fixture = try LayoutFixture(named: name)
        let spec = try Spec(yaml: fixture.specText, file: "\(name).yaml")
        let start = try #require(fixture.size ?? spec.size)
        var layout = try spec.layOut(size: start)
        for size in Self.drag(from: start) {
            layout = try layout.relayout(size: size)
            Self.expectSame(layout, try spec.layOut(size: size), "\(name) at \(size)")
        }
    }

    @Test("a label that wraps at the width layout gives it")
    func wrappingLabel() throws {
        let spec = try Spec(
            yaml: """
                size: [60, 100]
                views:
                  - {name: a, kind: label, text: Hi Hi there, numberOfLines: 0}
                  - {name: b, intrinsicSize: [10, 10]}
                constraints:
                  - "H:|-[a]-|"
                  - "H:|-[b]-|"
                  - "V:|-[a]-[b]"
                """, file: "wrap.yaml")
        var layout = try spec.layOut()
        let sizes = [60, 200, 30, 45, 400, 60].map { Size(width: Double($0), height: 100) }
        var heights: Set<Double> = []
        for size in sizes {
            layout = try layout.relayout(size: size)
            Self.expectSame(layout, try spec.layOut(size: size), "wrap.yaml at \(size)")
            heights.insert(try #require(layout.entry(named: "a")).frame.size.height)
        }
        #expect(heights.count > 1)  // the label wraps into a different number of lines as it goes
    }

    @Test("the tree is kept when nothing conflicts")
    func incremental() throws {
        let spec = try Spec(
            yaml: "size: [320, 568]\nviews: [{name: a}]\nconstraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]",
            file: "a.yaml")
        let layout = try spec.layOut()
        let relaid = try layout.relayout(size: Size(width: 400, height: 300))
        #expect(relaid.root === layout.root)
        Self.expectSame(relaid, try spec.layOut(size: Size(width: 400, height: 300)), "a.yaml")
    }

    @Test("an ambiguous layout makes a fresh tree")
    func ambiguousIsFresh() throws {
        let fixture = try LayoutFixture(named: "stack-h-fill")
        let spec = try Spec(yaml: fixture.specText, file: "fill.yaml")
        let start = try #require(fixture.size ?? spec.size)
        let layout = try spec.layOut(size: start)
        let squeezed = Size(width: 74, height: 200)
        let relaid = try layout.relayout(size: squeezed)
        #expect(relaid.diagnostics.contains { $0.kind == .ambiguous })
        #expect(relaid.root !== layout.root)
        Self.expectSame(relaid, try spec.layOut(size: squeezed), "fill.yaml")
    }

    @Test("a conflict makes a fresh tree")
    func conflictIsFresh() throws {
        let fixture = try LayoutFixture(named: "diag-unsatisfiable-widths")
        let spec = try Spec(yaml: fixture.specText, file: "widths.yaml")
        let layout = try spec.layOut(size: fixture.size)
        #expect(layout.diagnostics.contains { $0.kind == .unsatisfiable })
        let relaid = try layout.relayout(size: Size(width: 500, height: 500))
        #expect(relaid.root !== layout.root)
        Self.expectSame(relaid, try spec.layOut(size: Size(width: 500, height: 500)), "widths.yaml")
    }
}
