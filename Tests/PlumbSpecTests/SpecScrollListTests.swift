import Plumb
import PlumbSpec
import Testing

/// `kind: scroll` (subviews are content) and `kind: list` (a cell template bound to records by
/// label name) in a spec.
@Suite("Spec scroll views and lists")
struct SpecScrollListTests {
    static let scroll = """
        size: [320, 568]
        views:
          - name: scroller
            kind: scroll
            contentOffset: [0, 300]
            subviews:
              - name: content
                subviews:
                  - {name: marker, intrinsicSize: [100, 40]}
        constraints:
          - "H:|[scroller]|"
          - "V:|[scroller]|"
          - "H:|[content]|"
          - "V:|[content]|"
          - content.width == scroller.width
          - content.height == 1200
          - "H:|-20-[marker]"
          - "V:|-500-[marker]"
        """

    @Test func scrollContentFromConstraints() throws {
        let layout = try Spec(yaml: Self.scroll, file: "scroll.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        let scroller = try #require(layout.entry(named: "scroller")?.view as? ScrollView)
        #expect(scroller.contentSize == Size(width: 320, height: 1200))
        #expect(layout.frames["content"] == Rect(x: 0, y: 0, width: 320, height: 1200))
        #expect(layout.absoluteFrames["marker"] == Rect(x: 20, y: 200, width: 100, height: 40))
    }

    static func list(items: String) -> String {
        """
        size: [320, 300]
        views:
          - name: breeds
            kind: list
            minimumLineSpacing: 8
            cell:
              name: card
              kind: stack
              axis: vertical
              spacing: 8
              isLayoutMarginsRelativeArrangement: true
              subviews:
                - {name: breed, kind: label}
                - {name: country, kind: label}
            items:
        \(items)
        constraints:
          - "H:|[breeds]|"
          - "V:|[breeds]|"
        """
    }

    @Test func listBindsRecordsToLabels() throws {
        let items = (0..<20).map {
            "      - {breed: \"Кошка \($0)\"\($0 % 2 == 0 ? ", country: Россия" : "")}"
        }
        let layout = try Spec(yaml: Self.list(items: items.joined(separator: "\n")), file: "list.yaml")
            .layOut()
        #expect(layout.diagnostics.isEmpty)
        let list = try #require(layout.entry(named: "breeds")?.view as? CollectionView)
        #expect(list.numberOfItems(inSection: 0) == 20)
        let first = try #require(layout.entry(named: "breeds[0].card"))
        let second = try #require(layout.entry(named: "breeds[1].card"))
        let label = FallbackTextMeasurer().metrics(of: Label.defaultFont).lineHeight
        let lineHeight = (label * 2).rounded(.up) / 2
        #expect(
            first.absoluteFrame == Rect(x: 0, y: 0, width: 320, height: 8 + lineHeight + 8 + lineHeight + 8))
        #expect(second.absoluteFrame.minY == first.absoluteFrame.maxY + 8)
        #expect(second.absoluteFrame.height == 8 + lineHeight + 8)
        #expect((layout.entry(named: "breeds[0].breed")?.view as? Label)?.text == "Кошка 0")
        #expect(layout.entry(named: "breeds[1].country")?.view.isHidden == true)
        let visible = list.indexPathsForVisibleItems.map(\.item)
        #expect(layout.views.filter { $0.name.hasSuffix(".card") }.count == visible.count)
    }

    @Test func itemFieldMustNameALabel() throws {
        #expect {
            _ = try Spec(
                yaml: Self.list(items: "      - {breed: Сиамская, colour: белый}"), file: "list.yaml"
            ).layOut()
        } throws: { error in
            (error as? SpecError)?.description
                == "list.yaml:16:35: error: item field 'colour' names no label of the cell; labels: breed, country"
        }
    }

    @Test func listNeedsACell() throws {
        let yaml = """
            views:
              - {name: breeds, kind: list}
            """
        #expect {
            _ = try Spec(yaml: yaml, file: "list.yaml").layOut(size: Size(width: 320, height: 568))
        } throws: { error in
            (error as? SpecError)?.description.hasPrefix("list.yaml:2:12: error: a list needs a `cell:`")
                == true
        }
    }
}
