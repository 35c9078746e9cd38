// FrameTable: a laid-out tree's frames as a table with names, for people and snapshot tests.

import Plumb
import Testing

@Suite("Frame table")
struct FrameTableTests {
    /// root 320 × 568 → card (20, 20, 280, 100.5) → title (8, 8, 264, 20), and a hidden badge.
    static func tree() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.accessibilityIdentifier = "root"
        let card = View(frame: Rect(x: 20, y: 20, width: 280, height: 100.5))
        card.accessibilityIdentifier = "card"
        let title = Label("Siamese")
        title.frame = Rect(x: 8, y: 8, width: 264, height: 20)
        let badge = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        badge.isHidden = true
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        return root
    }

    @Test("Every view in preorder, indented, named by identifier or type, columns padded")
    func table() {
        #expect(
            FrameTable(Self.tree()).description == """
                view       frame (in superview)  absolute frame
                root       (0, 0, 320, 568)      (0, 0, 320, 568)
                  card     (20, 20, 280, 100.5)  (20, 20, 280, 100.5)
                    Label  (8, 8, 264, 20)       (28, 28, 264, 20)
                    View   (1, 2, 3, 4)          (21, 22, 3, 4)
                """)
    }

    @Test("Names from the closure win; hidden views can be left out")
    func namesAndHidden() {
        let table = FrameTable(Self.tree(), includesHidden: false) { $0 is Label ? "title" : nil }
        #expect(table.rows.map(\.name) == ["root", "card", "title"])
        #expect(table.rows.map(\.depth) == [0, 1, 2])
        #expect(table.rows[2].frameInRoot == Rect(x: 28, y: 28, width: 264, height: 20))
    }

    @Test("Rows as given: the columns grow with the longest entry")
    func rows() {
        let table = FrameTable(rows: [
            FrameTable.Row(
                name: "a-very-long-name", depth: 1, frame: Rect(x: 0.25, y: -3, width: 1e6, height: 0),
                frameInRoot: Rect(x: 0, y: 0, width: 1, height: 1))
        ])
        #expect(
            table.description == """
                view                frame (in superview)    absolute frame
                  a-very-long-name  (0.25, -3, 1000000, 0)  (0, 0, 1, 1)
                """)
        #expect(FrameTable(rows: []).description == "view  frame (in superview)  absolute frame")
    }
}

@Suite("Constraint descriptions without addresses")
struct AddressFreeDescriptionTests {
    @Test("Views by identifier or type, priority when not required, where it was made; no 0x")
    func description() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.accessibilityIdentifier = "root"
        let card = View()
        root.addSubview(card)
        let guide = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(guide)
        let width = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
        width.priority = .defaultHigh
        let line = #line - 2
        let top = card.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: -4)
        #expect(
            width.addressFreeDescription
                == "View.width == 0.5*root.width + 10 priority:750  (PlumbTests/FrameTableTests.swift:\(line))"
        )
        #expect(top.addressFreeDescription.hasPrefix("View.top == gap.bottom - 4  (PlumbTests/"))
        #expect(!width.addressFreeDescription.contains("0x"))
    }
}
