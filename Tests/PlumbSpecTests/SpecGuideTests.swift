import Foundation
import Plumb
import PlumbSpec
import Testing

/// Layout margins (`layoutMargins:`, `directionalLayoutMargins:`), the root's `safeArea:`,
/// `insetsLayoutMarginsFromSafeArea:`, a view's guides in equations (`v.margins.leading`,
/// `root.safeArea.top`) and guides declared with `layoutGuides:`. The notched phone's frames (safe
/// area, `insetsLayoutMarginsFromSafeArea:`) are golden fixtures: Tests/Fixtures/layout/screen-notch*.
@Suite("Spec margins, safe area and layout guides")
struct SpecGuideTests {
    /// A card filling a 300 × 200 root with margins of `key` = [5, 10, 15, 40], one child on its
    /// leading margin (an attribute) and one on its trailing margin (the margins guide).
    static func card(direction: String, key: String) -> String {
        """
        size: [300, 200]
        layoutDirection: \(direction)
        views:
          - name: card
            \(key): [5, 10, 15, 40]
            subviews:
              - name: viaAttribute
              - name: viaGuide
        constraints:
          - "H:|[card]|"
          - "V:|[card]|"
          - viaAttribute.leading == card.leadingMargin
          - viaAttribute.width == 20
          - viaAttribute.top == card.topMargin
          - viaAttribute.height == 10
          - viaGuide.trailing == card.margins.trailing
          - viaGuide.width == 30
          - viaGuide.bottom == card.margins.bottom
          - viaGuide.height == 10
        """
    }

    @Test(
        "layoutMargins are left and right; directionalLayoutMargins leading and trailing",
        arguments: [
            // direction, key, x on the leading margin, x on the trailing margin
            ("leftToRight", "layoutMargins", 10.0, 230.0),
            ("rightToLeft", "layoutMargins", 240, 10),
            ("leftToRight", "directionalLayoutMargins", 10, 230),
            ("rightToLeft", "directionalLayoutMargins", 270, 40),
        ])
    func margins(direction: String, key: String, leading: Double, trailing: Double) throws {
        let layout = try Spec(yaml: Self.card(direction: direction, key: key), file: "card.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.frames["viaAttribute"] == Rect(x: leading, y: 5, width: 20, height: 10))
        #expect(layout.frames["viaGuide"] == Rect(x: trailing, y: 175, width: 30, height: 10))
        let card = try #require(layout.entry(named: "card")).view
        let isLeftToRight = direction == "leftToRight"
        let expected =
            key == "layoutMargins" || isLeftToRight
            ? EdgeInsets(top: 5, left: 10, bottom: 15, right: 40)
            : EdgeInsets(top: 5, left: 40, bottom: 15, right: 10)
        #expect(card.layoutMargins == expected)
    }

    /// A guide `gap` of the root between two views, and a guide `inset` of `panel` that sizes `dot`.
    static let guides = """
        size: [320, 100]
        layoutGuides: [gap]
        views:
          - name: left
          - name: right
          - name: panel
            layoutGuides: [inset]
            subviews: [{name: dot}]
        constraints:
          - "H:|-(10)-[left(50)]"
          - "V:|[left(20)]"
          - gap.leading == left.trailing
          - gap.width == 0.25 * root.width
          - gap.top == root.top
          - gap.height == 1
          - right.leading == gap.trailing
          - right.width == 50
          - right.top == left.top
          - right.height == 20
          - "H:|[panel]|"
          - "V:[panel(60)]|"
          - inset.left == superview.left + 4
          - inset.right == panel.right - 4
          - inset.top == panel.top + 6
          - inset.bottom == panel.bottom - 6
          - dot.left == inset.left
          - dot.top == inset.top
          - dot.width == inset.width
          - dot.height == 0.5 * inset.height
        """

    @Test("layoutGuides: guides in equations, their frames in the layout and the JSON")
    func declaredGuides() throws {
        let layout = try Spec(yaml: Self.guides, file: "guides.yaml").layOut()
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.frames["right"] == Rect(x: 140, y: 0, width: 50, height: 20))
        #expect(layout.frames["dot"] == Rect(x: 4, y: 6, width: 312, height: 24))
        #expect(layout.guides.map(\.name) == ["gap", "inset"])
        #expect(layout.guides.map(\.owningView) == ["root", "panel"])
        #expect(layout.guides[0].layoutFrame == Rect(x: 60, y: 0, width: 80, height: 1))
        #expect(layout.guides[1].layoutFrame == Rect(x: 4, y: 6, width: 312, height: 48))
        #expect(layout.guides[1].absoluteFrame == Rect(x: 4, y: 46, width: 312, height: 48))
        #expect(
            layout.json.contains(
                "},\"guides\":{\"gap\":{\"owningView\":\"root\",\"layoutFrame\":{\"x\":60,\"y\":0,\"width\":80,"
                    + "\"height\":1},\"absoluteFrame\":{\"x\":60,\"y\":0,\"width\":80,\"height\":1}},"
                    + "\"inset\":{\"owningView\":\"panel\",\"layoutFrame\":{\"x\":4,\"y\":6,\"width\":312,"
                    + "\"height\":48},\"absoluteFrame\":{\"x\":4,\"y\":46,\"width\":312,\"height\":48}}},"
                    + "\"diagnostics\":[]}"))
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(layout.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["size", "views", "guides", "diagnostics"])
    }

    @Test("A declared guide mirrors right to left like a view")
    func declaredGuideRightToLeft() throws {
        var spec = try Spec(yaml: Self.guides, file: "guides.yaml")
        spec.layoutDirection = .rightToLeft
        let layout = try spec.layOut()
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.frames["left"] == Rect(x: 260, y: 0, width: 50, height: 20))
        #expect(layout.guides[0].layoutFrame == Rect(x: 180, y: 0, width: 80, height: 1))
        #expect(layout.frames["right"] == Rect(x: 130, y: 0, width: 50, height: 20))
    }

    @Test("Diagnostics name guides as the spec writes them")
    func diagnosticsNameGuides() throws {
        let layout = try Spec(
            yaml: """
                size: [320, 100]
                layoutGuides: [gap]
                views: [{name: a}]
                constraints:
                  - a.leading == root.margins.leading
                  - a.leading == root.safeArea.leading + 5
                  - gap.width == a.width
                  - gap.width == 10
                  - a.width == 20
                  - "V:|[a(10)]"
                """, file: "d.yaml"
        ).layOut()
        let messages = layout.diagnostics.map(\.message)
        #expect(
            messages.contains {
                $0.contains("a.leading == root.margins.leading (line 5)")
                    && $0.contains("a.leading == root.safeArea.leading + 5 (line 6)")
            })
        #expect(messages.contains { $0.contains("gap.width == a.width (line 7)") })
    }
}
