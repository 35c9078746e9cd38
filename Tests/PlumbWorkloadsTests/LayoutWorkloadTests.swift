// L1 (cards through Plumb's views): the frames after the first layout and after the resize, the
// check value, a broken layout that the check must catch, and the summary's JSON line.

import Foundation
import PlumbWorkloads
import Testing

@testable import Plumb

@Suite("Layout workload L1")
struct LayoutWorkloadTests {
    @Test("L1: every frame is right at 320 and at 568; the content height is 130·N", arguments: [1, 7, 100])
    func cells(size: Int) throws {
        let result = try LayoutWorkload.cells.run(size: size)
        #expect(result.isCorrect)
        #expect(result.check == 130 * Double(size))
        #expect(result.phases.map(\.name) == ["initial", "resize"])
        #expect(result.elapsed == result.phases[0].elapsed + result.phases[1].elapsed)
        #expect(try LayoutWorkload.cells.verify(size: size))
    }

    @Test("L1 step by step: the frames follow the root's width")
    func stepByStep() throws {
        let layout = CardsLayout(size: 7)
        #expect(layout.constraints.count == 3 + 13 * 7 + 1)
        try layout.activate()
        layout.layout()
        #expect(layout.isLaidOut(width: 320))
        #expect(!layout.isLaidOut(width: 568))
        #expect(layout.cards[6].cell.frame == Rect(x: 0, y: 780, width: 320, height: 130))
        #expect(layout.cards[6].labels[2].frame == Rect(x: 8, y: 62, width: 304, height: 60))
        layout.resize()
        #expect(layout.isLaidOut(width: 568))
        #expect(!layout.isLaidOut(width: 320))
        #expect(layout.cards[3].labels[1].frame == Rect(x: 8, y: 37, width: 552, height: 17))
        #expect(layout.contentHeight == 910)
    }

    @Test("L1 makes 39 solver symbols a card: 16 variables, 13 dummies, 5 slacks, 5 errors")
    func symbolsPerCard() throws {
        func counts(size: Int) throws -> (external: Int, slack: Int, error: Int, dummy: Int) {
            let layout = CardsLayout(size: size)
            try layout.activate()
            layout.layout()
            return try #require(layout.root.hostedEngine).solver.symbolCounts
        }
        // A card's four views and 13 required equalities; its five intrinsic sizes are pairs
        // (one row, a slack and an error each: Solver+Pairs.swift).
        let one = try counts(size: 1)
        let eight = try counts(size: 8)
        #expect(eight.external - one.external == 7 * 16)
        #expect(eight.dummy - one.dummy == 7 * 13)
        #expect(eight.slack - one.slack == 7 * 5)
        #expect(eight.error - one.error == 7 * 5)
    }

    @Test("The check catches a wrong frame: one gap changed, or one label moved by hand")
    func brokenLayoutIsCaught() throws {
        let layout = CardsLayout(size: 7)
        try layout.activate()
        layout.layout()
        #expect(layout.isLaidOut(width: 320))
        // The gap between L0 and L1 of card 4: 8 → 9 makes that card 131 tall.
        let gap = try #require(
            layout.constraints.first {
                $0.firstItem === layout.cards[4].labels[1] && $0.firstAttribute == .top
            })
        gap.constant = 9
        layout.layout()
        #expect(!layout.isLaidOut(width: 320))
        #expect(layout.contentHeight == 911)
        gap.constant = 8
        layout.layout()
        #expect(layout.isLaidOut(width: 320))
        // A frame off by a fraction of a point is caught too (frames are compared exactly).
        let label = layout.cards[2].labels[0]
        label.frame = label.frame.offsetBy(dx: 1e-9, dy: 0)
        #expect(!layout.isLaidOut(width: 320))
    }

    @Test("The summary prints the solver bench's JSON keys, mode layout, and both phases")
    func jsonLine() throws {
        let summary = try LayoutSummary.measure(.cells, size: 3, runs: 3)
        let line = summary.jsonLine
        let keys = [
            "workload", "size", "mode", "median_ms", "min_ms", "max_ms", "check", "runs", "correct",
            "initial_median_ms", "resize_median_ms",
        ]
        let positions = keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "cells")
        #expect(object["mode"] as? String == "layout")
        #expect(object["size"] as? Int == 3)
        #expect(object["check"] as? Double == 390)
        #expect(object["runs"] as? Int == 3)
        #expect(object["correct"] as? Bool == true)
        #expect(object["per"] == nil)
        let median = try #require(object["median_ms"] as? Double)
        let minimum = try #require(object["min_ms"] as? Double)
        let maximum = try #require(object["max_ms"] as? Double)
        #expect(minimum <= median && median <= maximum)
        #expect(summary.humanLine.hasPrefix("cells N=3 layout: median "))
        #expect(summary.humanLine.hasSuffix("; check 390, correct"))
    }
}
