import Foundation
import Plumb
import PlumbSpec
import Testing

/// `layoutDirection:` and `semanticContentAttribute:`: leading and trailing (in equations, VFL,
/// stacks and margins) mirror in right-to-left layouts; `directionLeftToRight` VFL rows and
/// subtrees forced left to right do not.
@Suite("Spec layout direction")
struct SpecDirectionTests {
    /// A row of views by VFL and by equations, a VFL row with `directionLeftToRight`, a stack and
    /// a box forced left to right with a child on its leading edge. (A constraint's leading and
    /// trailing follow its first item's direction, so the box itself is placed by left and right.)
    static let row = """
        size: [320, 568]
        views:
          - name: a
          - name: b
          - name: c
          - name: d
          - name: fixed
          - name: stack
            kind: stack
            axis: horizontal
            subviews:
              - {name: s1, intrinsicSize: [30, 10]}
              - {name: s2, intrinsicSize: [50, 10]}
          - name: box
            semanticContentAttribute: forceLeftToRight
            subviews:
              - name: inner
        constraints:
          - "H:|-[a(100)]-[b(60)]"
          - "V:|-[a(50)]-[c(10)]-[fixed(10)]-[stack]-[box(100)]"
          - b.top == a.top
          - b.height == a.height
          - c.leading == root.leading + 30
          - c.trailing == root.trailing - 200
          - d.leading == c.trailing + 5
          - d.width == 40
          - d.top == c.top
          - d.height == 10
          - {vfl: "H:|-(12)-[fixed(70)]", options: [directionLeftToRight]}
          - stack.leading == root.leading + 10
          - {vfl: "H:|-(10)-[box]-(10)-|", options: [directionLeftToRight]}
          - inner.leading == box.leading + 5
          - inner.width == 40
          - inner.top == box.top
          - inner.height == 20
        """

    /// The frames of ``row`` in left-to-right order: x, y, width, height.
    static let leftToRight: [String: Rect] = [
        "a": Rect(x: 20, y: 20, width: 100, height: 50),
        "b": Rect(x: 128, y: 20, width: 60, height: 50),
        "c": Rect(x: 30, y: 78, width: 90, height: 10),
        "d": Rect(x: 125, y: 78, width: 40, height: 10),
        "fixed": Rect(x: 12, y: 96, width: 70, height: 10),
        "stack": Rect(x: 10, y: 114, width: 80, height: 10),
        "s1": Rect(x: 0, y: 0, width: 30, height: 10),
        "s2": Rect(x: 30, y: 0, width: 50, height: 10),
        "box": Rect(x: 10, y: 132, width: 300, height: 100),
        "inner": Rect(x: 5, y: 0, width: 40, height: 20),
    ]

    /// The x a frame has when mirrored in a superview of width `width`.
    static func mirrored(_ frame: Rect, in width: Double) -> Rect {
        Rect(
            x: width - frame.origin.x - frame.width, y: frame.origin.y, width: frame.width,
            height: frame.height)
    }

    @Test(
        "Right to left mirrors VFL rows, equations and stacks; directionLeftToRight and forced subtrees do not",
        arguments: ["layoutDirection", "code"])
    func rightToLeftRow(_ how: String) throws {
        var spec = try Spec(
            yaml: how == "code" ? Self.row : "layoutDirection: rightToLeft\n" + Self.row, file: "row.yaml")
        if how == "code" { spec.layoutDirection = .rightToLeft }
        #expect(spec.layoutDirection == .rightToLeft)
        let layout = try spec.layOut()
        #expect(layout.diagnostics.isEmpty)
        for name in ["a", "b", "c", "d", "stack", "box"] {
            #expect(layout.frames[name] == Self.mirrored(Self.leftToRight[name]!, in: 320), "\(name)")
        }
        // The stack's arranged views run from its right edge.
        #expect(layout.frames["s1"] == Rect(x: 50, y: 0, width: 30, height: 10))
        #expect(layout.frames["s2"] == Rect(x: 0, y: 0, width: 50, height: 10))
        // Absolute directions and the subtree forced left to right stay put.
        #expect(layout.frames["fixed"] == Self.leftToRight["fixed"])
        #expect(layout.frames["inner"] == Self.leftToRight["inner"])
        #expect(layout.root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(layout.entry(named: "inner")?.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test(
        "semanticContentAttribute: the UIKit cases, each view's effective direction",
        arguments: [
            (
                "unspecified", UserInterfaceLayoutDirection.leftToRight,
                UserInterfaceLayoutDirection.rightToLeft
            ),
            ("playback", .leftToRight, .leftToRight),
            ("spatial", .leftToRight, .leftToRight),
            ("forceLeftToRight", .leftToRight, .leftToRight),
            ("forceRightToLeft", .rightToLeft, .rightToLeft),
        ])
    func semanticContentAttribute(
        _ name: String, inLeftToRight: UserInterfaceLayoutDirection,
        inRightToLeft: UserInterfaceLayoutDirection
    ) throws {
        for (direction, expected) in [("leftToRight", inLeftToRight), ("rightToLeft", inRightToLeft)] {
            let spec = try Spec(
                yaml: """
                    size: [200, 100]
                    layoutDirection: \(direction)
                    views:
                      - name: v
                        semanticContentAttribute: \(name)
                        subviews: [{name: child}]
                    constraints:
                      - v.left == root.left
                      - v.right == root.right
                      - "V:|[v]|"
                      - "H:|-(10)-[child(20)]"
                      - "V:|[child(20)]"
                    """, file: "s.yaml")
            let layout = try spec.layOut()
            #expect(layout.entry(named: "v")?.view.effectiveUserInterfaceLayoutDirection == expected)
            // The child follows v (unspecified): on the leading edge, 10 points in.
            let x: Double = expected == .leftToRight ? 10 : 170
            #expect(layout.frames["child"] == Rect(x: x, y: 0, width: 20, height: 20))
        }
    }
}
