// L2 (a stack view of N 44-pt views): the frames after the first layout and after the hide, the
// check value, a broken layout that the check must catch, and the summary's JSON line with
// `hide_ms`.

import Foundation
import Plumb
import PlumbWorkloads
import Testing

@Suite("Layout workload L2")
struct StackWorkloadTests {
    @Test(
        "L2: every frame is right before and after the hide; the check is 44·(N − 1)",
        arguments: [1, 2, 7, 100])
    func stack(size: Int) throws {
        let result = try LayoutWorkload.stack.run(size: size)
        #expect(result.isCorrect)
        #expect(result.check == 44 * Double(size - 1))
        #expect(result.phases.map(\.name) == ["initial", "hide"])
        #expect(result.elapsed == result.phases[0].elapsed)
        #expect(try LayoutWorkload.stack.verify(size: size))
    }

    @Test("L2 step by step: y = 44·i, then the hidden view collapses and the rest move up 44")
    func stepByStep() throws {
        let layout = StackLayout(size: 7)
        #expect(layout.hiddenIndex == 3)
        try layout.activate()
        layout.layout()
        #expect(layout.isLaidOut(hidden: false))
        #expect(!layout.isLaidOut(hidden: true))
        #expect(layout.rows[6].frame == Rect(x: 0, y: 264, width: 320, height: 44))
        #expect(layout.stackHeight == 308)
        layout.hide()
        #expect(layout.isLaidOut(hidden: true))
        #expect(!layout.isLaidOut(hidden: false))
        #expect(layout.rows[3].frame == Rect(x: 0, y: 132, width: 320, height: 0))
        #expect(layout.rows[4].frame == Rect(x: 0, y: 132, width: 320, height: 44))
        #expect(layout.stackHeight == 264)
    }

    @Test("With spacing, everything after the hidden view moves up 44 + spacing")
    func spacing() throws {
        let layout = StackLayout(size: 5, spacing: 6)
        try layout.activate()
        layout.layout()
        #expect(layout.isLaidOut(hidden: false))
        #expect(layout.rows[4].frame.minY == 200)
        layout.hide()
        #expect(layout.isLaidOut(hidden: true))
        #expect(layout.rows[4].frame.minY == 150)
        #expect(layout.rows[2].frame == Rect(x: 0, y: 94, width: 320, height: 0))
    }

    @Test("The check catches a wrong frame: a changed spacing, or one view moved by hand")
    func brokenLayoutIsCaught() throws {
        let layout = StackLayout(size: 7)
        try layout.activate()
        layout.layout()
        layout.stack.spacing = 1
        layout.layout()
        #expect(!layout.isLaidOut(hidden: false))
        layout.stack.spacing = 0
        layout.layout()
        #expect(layout.isLaidOut(hidden: false))
        let row = layout.rows[5]
        row.frame = row.frame.offsetBy(dx: 0, dy: 1e-9)
        #expect(!layout.isLaidOut(hidden: false))
    }

    @Test("The summary prints the JSON keys of cells, the hide phase, and hide_ms last")
    func jsonLine() throws {
        let summary = try LayoutSummary.measure(.stack, size: 5, runs: 3)
        let line = summary.jsonLine
        let keys = [
            "workload", "size", "mode", "median_ms", "min_ms", "max_ms", "check", "runs", "correct",
            "initial_median_ms", "hide_median_ms", "hide_ms",
        ]
        let positions = keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "stack")
        #expect(object["check"] as? Double == 176)
        #expect(object["correct"] as? Bool == true)
        #expect(object["hide_ms"] as? Double == object["hide_median_ms"] as? Double)
        #expect(object["median_ms"] as? Double == object["initial_median_ms"] as? Double)
        #expect(summary.humanLine.hasPrefix("stack N=5 layout: median "))
        #expect(summary.humanLine.hasSuffix("; check 176, correct"))
        #expect(try LayoutSummary.measure(.cells, size: 2, runs: 1).jsonLine.contains("hide_ms") == false)
    }
}
