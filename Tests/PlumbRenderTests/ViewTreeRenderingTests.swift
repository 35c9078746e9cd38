// A tree built in Swift drawn without annotations: backgrounds from `backgroundColor` (with
// alpha), hidden views skipped, the overlay's constraints read from the views and titled with
// their identifiers, broken and ambiguous ones found in the tree.

import Plumb
import PlumbRender
import Testing

@Suite("Drawing a view tree built in Swift")
struct ViewTreeRenderingTests {
    /// A 200 × 100 root with `box` pinned 10 pt in from the left and top, 50 × 20.
    static func tree() throws -> (root: View, box: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        left.identifier = "box-left"
        try LayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return (root, box)
    }

    @Test("Backgrounds come from backgroundColor, with fill-opacity below full opacity")
    func backgrounds() throws {
        let (root, _) = try Self.tree()
        let hidden = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        root.addSubview(hidden)
        let svg = LayoutRenderer().svg([root])
        #expect(
            svg.contains(##"<rect x="10" y="10" width="50" height="20" fill="#ff0000" fill-opacity="0.5"/>"##)
        )
        #expect(
            svg.contains(
                ##"<rect x="0" y="0" width="200" height="100" fill="#ffffff" stroke="#808080" stroke-width="1"/>"##
            ))
        #expect(!svg.contains(#"width="5" height="5""#))
        #expect(svg.contains("200 × 100"))
    }

    @Test("The overlay draws the views' constraints titled by identifier or description")
    func overlay() throws {
        let (root, _) = try Self.tree()
        let svg = LayoutRenderer(overlay: true).svg([root])
        #expect(svg.contains("<title>box-left</title>"))
        #expect(svg.components(separatedBy: "<title>").count - 1 == 4)
        #expect(!svg.contains("200 × 100:"))
    }

    @Test("A required constraint that does not hold is broken; an ambiguous view is outlined")
    func failures() throws {
        let (root, box) = try Self.tree()
        let loose = View()
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.accessibilityIdentifier = "loose"
        try LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        box.frame = Rect(x: 30, y: 10, width: 50, height: 20)  // moved by hand: box-left no longer holds
        let svg = LayoutRenderer(overlay: true).svg([root])
        #expect(svg.contains("<title>box-left: broken</title>"))
        #expect(svg.contains("<title>loose: ambiguous"))
        #expect(svg.contains("200 × 100: 1 unsatisfiable, 1 ambiguous"))
    }

    @Test("The overlay reads constraints on alignment rectangles: a pinned switch's hold")
    func alignmentRectangles() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let toggle = Switch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        let trailing = toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        trailing.identifier = "toggle-trailing"
        try LayoutConstraint.activate([
            trailing, toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(toggle.frame == Rect(x: 141, y: 10, width: 51, height: 31))
        let svg = LayoutRenderer(overlay: true).svg([root])
        #expect(svg.contains("<title>toggle-trailing</title>"))
        #expect(!svg.contains("toggle-trailing: broken"))
    }

    @Test("Annotations title constraints with their source and line and choose the views drawn")
    func annotations() throws {
        let (root, box) = try Self.tree()
        let left = box.constraints.isEmpty ? root.constraints[0] : box.constraints[0]
        let notes = RenderAnnotations(
            views: [root], constraints: [.init(left, source: "box.left == root.left + 10", line: 7)],
            ambiguousViews: [], unsatisfiableCount: 0)
        let svg = LayoutRenderer(overlay: true).svg([LayoutRenderer.Panel(root: root, annotations: notes)])
        #expect(svg.contains("<title>box.left == root.left + 10 (line 7)</title>"))
        #expect(svg.components(separatedBy: "<title>").count - 1 == 1)
        #expect(!svg.contains("#ff0000"))
    }
}
