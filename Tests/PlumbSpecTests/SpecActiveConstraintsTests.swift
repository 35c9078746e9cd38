import Plumb
import PlumbSpec
import Testing

/// `SpecLayout.activeConstraints` (`plumb layout --constraints`): every active constraint in
/// UIKit's order, items in the spec's words, each with the spec entry and line that made it.
@Suite("Spec active constraints")
struct SpecActiveConstraintsTests {
    /// `first.attribute relation second.attribute` of each constraint, for compact expectations.
    static func relations(_ constraints: [SpecLayoutConstraint]) -> [String] {
        constraints.map { constraint in
            let second = constraint.secondItem.map {
                " \($0).\(constraint.secondAttribute.map(\.description) ?? "")"
            }
            return
                "\(constraint.firstItem).\(constraint.firstAttribute) \(constraint.relation)\(second ?? "")"
        }
    }

    @Test("Tree order, each view's held constraints in activation order, then its system constraints")
    func order() throws {
        let yaml = """
            size: [100, 50]
            views:
              - {name: a, intrinsicSize: [10, 20], subviews: [{name: inner, frame: [1, 2, 3, 4]}]}
              - {name: b}
            constraints:
              - "b.width == a.width"
              - "H:|[a][b]|"
              - "V:|[a]|"
              - "inner.height == 2 @500"
            """
        let layout = try Spec(yaml: yaml, file: "s.yaml").layOut()
        let constraints = layout.activeConstraints
        #expect(
            Self.relations(constraints) == [
                // root: the three entries it holds, in order, then its size.
                "b.width == a.width", "a.leading == root.leading", "b.leading == a.trailing",
                "root.trailing == b.trailing", "a.top == root.top", "root.bottom == a.bottom",
                "root.width ==",
                "root.height ==",
                // a: its intrinsic size, its subview's autoresizing mask; inner: the equation it holds.
                "a.width ==", "a.height ==", "inner.width ==", "inner.left ==", "inner.height ==",
                "inner.top ==",
                "inner.height ==",
            ])
        #expect(constraints[0].spec == "b.width == a.width")
        #expect(constraints[0].line == 6)
        #expect(constraints[1].spec == "H:|[a][b]|")
        #expect(constraints[1].line == 7)
        #expect(constraints[6].spec == "size: [100, 50]")
        #expect(constraints[6].identifier == "UIView-Encapsulated-Layout-Width")
        #expect(constraints[6].constant == 100)
        #expect(constraints[8].spec == "a intrinsicSize: [10, 20]")
        #expect(constraints[8].line == 3)
        #expect(constraints[8].constant == 10)
        #expect(constraints[10].spec == "inner frame and autoresizing")
        #expect(constraints[10].secondItem == nil)
        #expect(constraints[10].secondAttribute == nil)
        #expect(constraints[10].multiplier == 1)
        #expect(constraints[14].priority == 500)
        #expect(constraints[14].constant == 2)
        #expect(constraints[14].line == 9)
    }

    @Test(
        "A stack's guides are named OWNER.IDENTIFIER, [K] when it has several; its constraints are its arrangement"
    )
    func stackGuides() throws {
        let yaml = """
            size: [320, 100]
            views:
              - name: s
                kind: stack
                distribution: equalSpacing
                alignment: center
                subviews: [{name: a, intrinsicSize: [10, 10]}, {name: b, intrinsicSize: [10, 10]}, {name: c, intrinsicSize: [10, 10]}]
            constraints: ["H:|[s]|", "V:|[s]"]
            """
        let layout = try Spec(yaml: yaml, file: "s.yaml").layOut()
        let items = Set(
            layout.activeConstraints.flatMap { [$0.firstItem, $0.secondItem].compactMap(\.self) })
        #expect(
            items == [
                "root", "s", "a", "b", "c", "s.UISV-alignment-spanner", "s.UISV-distributing-reference",
                "s.UISV-distributing[0]", "s.UISV-distributing[1]",
            ])
        let generated = layout.activeConstraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        #expect(!generated.isEmpty)
        #expect(generated.allSatisfy { $0.spec == "s stack view arrangement" && $0.line == 3 })
    }
}
