import Plumb
import PlumbSpec
import Testing

/// The equation form of constraints, as the issue writes its grammar.
@Suite("Equations")
struct EquationTests {
    /// The equation of a one-constraint spec over views a and b.
    static func equation(_ text: String, metrics: String = "{}") throws -> Equation {
        let spec = try Spec(
            yaml: "metrics: \(metrics)\nviews: [{name: a}, {name: b}]\nconstraints:\n  - '\(text)'\n",
            file: "e.yaml")
        guard case .equation(let equation) = try #require(spec.constraints.first).content else {
            throw SpecError(file: "e.yaml", location: .start, message: "not an equation")
        }
        return equation
    }

    @Test("multiplier, second term, constant and priority")
    func full() throws {
        let equation = try Self.equation("a.width == 0.5 * b.width + 10 @750")
        #expect(equation.first == Equation.Term(item: "a", attribute: .width, offset: 0, attributeOffset: 2))
        #expect(equation.relation == .equal)
        #expect(equation.second?.item == "b")
        #expect(equation.second?.attribute == .width)
        #expect(equation.multiplier == 0.5)
        #expect(equation.constant == 10)
        #expect(equation.priority == LayoutPriority(750))
    }

    @Test("constant form, relations, negative constants, metrics and margins")
    func forms() throws {
        let constant = try Self.equation("a.height >= 44")
        #expect(constant.second == nil && constant.constant == 44 && constant.relation == .greaterThanOrEqual)
        let minus = try Self.equation("a.leadingMargin<=b.trailing-8")
        #expect(
            minus.relation == .lessThanOrEqual && minus.constant == -8
                && minus.first.attribute == .leadingMargin)
        let metric = try Self.equation("a.width == m * b.height - gap @p", metrics: "{m: 2, gap: 12, p: 250}")
        #expect(metric.multiplier == 2 && metric.constant == -12 && metric.priority == LayoutPriority(250))
        let root = try Self.equation("a.centerX == root.centerX")
        #expect(root.second?.item == "root")
    }

    @Test("A view's guides: name.safeArea.attribute and name.margins.attribute")
    func guideTerms() throws {
        let equation = try Self.equation("a.margins.leading == root.safeArea.trailing")
        #expect(
            equation.first
                == Equation.Term(
                    item: "a", guide: .margins, attribute: .leading, offset: 0, attributeOffset: 10))
        #expect(
            equation.second
                == Equation.Term(
                    item: "root", guide: .safeArea, attribute: .trailing, offset: 21, attributeOffset: 35))
    }

    @Test("superview is the first item's superview; root is the root")
    func superviewAndRoot() throws {
        let spec = try Spec(
            yaml: """
                size: [200, 100]
                views:
                  - name: outer
                    subviews: [{name: inner}]
                constraints:
                  - "outer.left == root.left + 10"
                  - "outer.top == root.top + 10"
                  - outer.width == 100
                  - outer.height == 50
                  - inner.left == superview.left + 5
                  - inner.top == superview.top + 5
                  - inner.width == 0.5 * superview.width
                  - inner.height == root.height - 90
                """, file: "s.yaml")
        let layout = try spec.layOut()
        #expect(layout.frames["inner"] == Rect(x: 5, y: 5, width: 50, height: 10))
        #expect(layout.absoluteFrames["inner"] == Rect(x: 15, y: 15, width: 50, height: 10))
        #expect(layout.diagnostics.isEmpty)
    }
}
