import Plumb
import Testing

@testable import PlumbSpec

/// Each view entry is made once per layout: the layout's entries are the views of the tree laid
/// out (no second copy), and a list's first cell takes the template views made to check it.
@Suite("Spec views made once per layout")
struct SpecBuildOnceTests {
    static let yaml = """
        size: [320, 568]
        views:
          - name: card
            kind: stack
            axis: vertical
            spacing: 8
            subviews:
              - {name: title, kind: label, text: Cats}
              - {name: badge, intrinsicSize: [20, 20]}
          - name: scroller
            kind: scroll
            subviews:
              - name: content
                subviews:
                  - {name: marker, frame: [10, 20, 30, 40]}
          - name: breeds
            kind: list
            cell:
              name: row
              kind: stack
              axis: vertical
              subviews:
                - {name: breed, kind: label}
            items:
              - {breed: Abyssinian}
              - {breed: Bengal}
        constraints:
          - "H:|-[card]-|"
          - "V:|-[card]-[scroller(==100)]-[breeds]|"
          - "H:|[scroller]|"
          - "H:|[breeds]|"
          - "H:|[content]|"
          - "V:|[content]|"
          - content.width == scroller.width
          - content.height == 300
        """

    /// Every view below `view` in the tree, depth first, not entering a list (its cells are
    /// reported apart).
    static func descendants(of view: View) -> [View] {
        guard !(view is SpecListView) else { return [] }
        return view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    @Test("The entries are the tree's views, each once, with their laid-out frames")
    func entriesAreTheTreesViews() throws {
        let layout = try Spec(yaml: Self.yaml, file: "once.yaml").layOut()
        let entries = layout.views.filter { !$0.name.contains("[") }
        #expect(
            entries.map(\.name) == [
                "root", "card", "title", "badge", "scroller", "content", "marker", "breeds",
            ])
        #expect(entries[0].view === layout.root)
        let tree = Self.descendants(of: layout.root)
        #expect(tree.count == entries.count - 1)
        for (entry, view) in zip(entries.dropFirst(), tree) {
            #expect(entry.view === view, "\(entry.name)")
            #expect(entry.frame == view.frame, "\(entry.name)")
            #expect(entry.absoluteFrame == view.frameInRoot, "\(entry.name)")
            let superview = try #require(layout.entry(named: entry.superview ?? ""))
            #expect(view.superview === superview.view, "\(entry.name)")
        }
        #expect(layout.frames["marker"] == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test(
        "A list's first cell takes the template views made to check the template", arguments: [true, false])
    func firstCellTakesTheCheckedTemplate(hasItems: Bool) throws {
        let yaml =
            hasItems
            ? Self.yaml
            : Self.yaml.replacingOccurrences(of: "items:\n", with: "items: []\n")
                .replacingOccurrences(of: "      - {breed: Abyssinian}\n      - {breed: Bengal}\n", with: "")
        let layout = try Spec(yaml: yaml, file: "once.yaml").layOut()
        let list = try #require(layout.entry(named: "breeds")?.view as? SpecListView)
        #expect(list.visibleCells.count == (hasItems ? 2 : 0))
        // Taken by the first cell when there is one; kept (never shown) otherwise.
        #expect((list.source.made == nil) == hasItems)
        #expect(
            layout.views.filter { $0.name.hasPrefix("breeds[") }.map(\.name)
                == (hasItems ? ["breeds[0].row", "breeds[0].breed", "breeds[1].row", "breeds[1].breed"] : []))
    }
}
