// The screens of `plumb demo`, built in Swift: each lays out in portrait and landscape, matches,
// and reports its frames as the demo prints them.

import Plumb
import Testing

@testable import PlumbWorkloads

@Suite("plumb demo's screens")
struct DemoScreenTests {
    @Test("Every screen gives a laid-out tree per size and matches", arguments: DemoScreen.all.indices)
    func matches(index: Int) {
        let run = DemoScreen.all[index].layOut(measurer: FallbackTextMeasurer())
        #expect(run.matches, "\(DemoScreen.all[index].name)")
        #expect(run.roots.map(\.frame.size) == DemoScreen.sizes)
        #expect(DemoScreen.all.map(\.name) == ["screen-a", "screen-b", "cat-cards", "cat-list"])
    }

    @Test("A card screen with an ambiguous view does not match and names the view")
    func ambiguityFails() {
        let run = DemoScreen.tables("loose", measurer: FallbackTextMeasurer()) { root in
            let loose = View()
            loose.accessibilityIdentifier = "loose"
            loose.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(loose)
            loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
            loose.heightAnchor.constraint(equalToConstant: 10).isActive = true
        } name: {
            $0.accessibilityIdentifier
        }
        #expect(!run.matches)
        let reports = run.text.split(separator: "\n").filter { $0.contains("AMBIGUOUS") }
        #expect(reports.count == 2, "one per size")
        #expect(
            reports.allSatisfy {
                $0.hasSuffix("'loose': AMBIGUOUS LAYOUT for minX, minY (horizontal, vertical)")
            })
    }

    @Test("Screen (a): the cookbook's frames, then the check")
    func screenA() {
        let run = DemoScreen.all[0].layOut(measurer: FallbackTextMeasurer())
        #expect(
            run.text == """
                docs/auto-layout.md §10.1, screen (a): two gray views with a button each (profile P7)
                portrait, R = 320 × 568:
                  T: (20, 20, 280, 100) in R
                  B: (20, 128, 280, 100) in R
                  tb: (20, 35, 46, 30) in T, (40, 55, 46, 30) in R
                  bb: (66, 35, 46, 30) in B, (86, 163, 46, 30) in R
                landscape, R = 568 × 320:
                  T: (20, 20, 528, 100) in R
                  B: (20, 128, 528, 100) in R
                  tb: (20, 35, 46, 30) in T, (40, 55, 46, 30) in R
                  bb: (66, 35, 46, 30) in B, (86, 163, 46, 30) in R
                matches the spec
                """)
    }

    @Test("The trees drawn have the cookbook's frames and names", arguments: SeedScreen.Orientation.allCases)
    func seedTrees(orientation: SeedScreen.Orientation) throws {
        let root = try SeedScreen.registerForm.tree(orientation, measurer: FallbackTextMeasurer())
        let width = orientation.rootSize.width
        #expect(
            root.subviews.map(\.accessibilityIdentifier) == [
                "_textFieldEmail", "_textFieldConfirmEmail", "_registerButton",
            ])
        #expect(
            root.subviews.map(\.frame) == [
                Rect(x: 20, y: 20, width: width - 40, height: 30),
                Rect(x: 20, y: 58, width: width - 40, height: 30),
                Rect(x: width / 2 - 64, y: 96, width: 128, height: 30),
            ])
        #expect(root.subviews[2] is Button)
    }

    @Test("The cards: a column 20 pt in, cards 8 pt apart, a missing field's block closed")
    func cards() throws {
        let run = DemoScreen.catCards.layOut(measurer: FallbackTextMeasurer())
        for root in run.roots {
            let column = try #require(root.subviews.first as? StackView)
            #expect(column.frame.origin == Point(x: 20, y: 20))
            #expect(column.frame.width == root.frame.width - 40)
            let cards = column.arrangedSubviews.compactMap { $0 as? CatBreedCell }
            #expect(cards.map(\.accessibilityIdentifier) == ["card[0]", "card[1]", "card[2]"])
            for (upper, lower) in zip(cards, cards.dropFirst()) {
                #expect(lower.frame.minY == upper.frame.maxY + 8)
            }
            #expect(cards[1].blocks[1].frame.height == 0)
            #expect(cards[2].blocks[2].frame.height == 0)
            #expect(cards[0].labels.map(\.text) == ["Siamese", "Thailand", DemoScreen.cards[0].summary])
        }
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "the blog's cat cards: a column of reusable cards, fields missing")
        #expect(lines[1] == "320 × 568")
        #expect(lines[2].hasPrefix("view ") && lines[3].hasPrefix("root "))
        #expect(lines.contains { $0.hasPrefix("    card[2] ") })
        #expect(lines.contains("568 × 320"))
    }

    @Test("The list: reused cards filling the screen from the top, the waiting ones not listed")
    func list() throws {
        let run = DemoScreen.catList.layOut(measurer: FallbackTextMeasurer())
        for root in run.roots {
            let list = try #require(root.subviews.first as? CollectionView)
            let live = list.subviews.compactMap { $0 as? CatBreedCell }.filter { !$0.isHidden }
                .sorted { $0.frame.minY < $1.frame.minY }
            #expect(live.first?.frame.minY == 0)
            #expect((live.last?.frame.maxY ?? 0) >= root.frame.height)
            for cell in live {
                let index = try #require(list.indexPath(for: cell)).item
                #expect(cell.labels[0].text == DemoScreen.listed[index].name)
                #expect(run.text.contains("    card[\(index)] "))
            }
        }
        #expect(!run.text.contains("CatBreedCell"))
    }

    @Test("A list of given records shows them as given")
    func givenRecords() {
        let list = CatBreedList(DemoScreen.listed)
        #expect(list.count == 12)
        #expect((0..<list.count).map { list[$0] } == DemoScreen.listed)
    }

    @Test("The collision report when the squares do not settle")
    func collisionReport() {
        let report = CollisionRecipe.report(
            [("red", Point(x: 160, y: 400.25), 0.5)], pausedAt: nil, duration: 3)
        #expect(!report.matches)
        #expect(
            report.text == """
                the cookbook's collision recipe (docs/dynamics.md §16): two 50 × 50 squares, gravity and collision
                  red settles at (160, 400.25), angle 0.5
                the animator did not pause in 3 s
                does not match the spec: red (160, 493), green (160, 543), unrotated, then a pause
                """)
    }
}
