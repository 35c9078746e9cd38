import Plumb
import PlumbSpec
import Testing

/// `kind: stack` in a spec: UIStackView's properties by name, arranged subviews (all subviews in
/// order, or those `arrangedSubviews` names), and `isHidden` collapsing an arranged view — the
/// blog's cat card with a missing field.
@Suite("Spec stack views")
struct SpecStackTests {
    static func card(hidden: [String] = [], arranged: String? = nil) -> String {
        func hiddenFlag(_ name: String) -> String { hidden.contains(name) ? ", isHidden: true" : "" }
        return """
            size: [320, 568]
            views:
              - name: card
                kind: stack
                axis: vertical
                spacing: 8
                isLayoutMarginsRelativeArrangement: true
            \(arranged.map { "    arrangedSubviews: \($0)\n" } ?? "")    subviews:
                  - {name: breed, kind: label, text: "Сиамская кошка"\(hiddenFlag("breed"))}
                  - {name: country, kind: label, text: "Таиланд"\(hiddenFlag("country"))}
                  - {name: about, kind: label, numberOfLines: 0, text: "Стройная кошка с голубыми глазами."\(hiddenFlag("about"))}
            constraints:
              - "H:|-[card]-|"
              - "V:|-[card]"
            """
    }

    @Test("Hidden fields collapse with their spacing", arguments: [[], ["country"], ["breed", "about"]])
    func hiddenFieldsCollapse(hidden: [String]) throws {
        let layout = try Spec(yaml: Self.card(hidden: hidden), file: "card.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        var y = 8.0
        for name in ["breed", "country", "about"] {
            let frame = try #require(layout.frames[name])
            if hidden.contains(name) {
                #expect(frame.height == 0)
                continue
            }
            #expect(frame.origin == Point(x: 8, y: y))
            #expect(frame.width == 264)
            y += frame.height + 8
        }
        #expect(layout.frames["card"] == Rect(x: 20, y: 20, width: 280, height: y))
    }

    @Test("arrangedSubviews orders the arranged views")
    func arrangedSubviewsOrder() throws {
        let layout = try Spec(yaml: Self.card(arranged: "[about, breed]"), file: "card.yaml").layOut()
        let about = try #require(layout.frames["about"])
        let breed = try #require(layout.frames["breed"])
        #expect(about.origin.y == 8)
        #expect(breed.origin.y == about.maxY + 8)
        #expect(layout.entry(named: "card")?.view is StackView)
    }

    @Test("arrangedSubviews names only the stack's own subviews")
    func arrangedSubviewsMustBeSubviews() {
        #expect(throws: SpecError.self) {
            try Spec(yaml: Self.card(arranged: "[about, card]"), file: "card.yaml").layOut()
        }
    }
}
