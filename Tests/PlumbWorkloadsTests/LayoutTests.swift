// The layouts hold exactly the constraints docs/benchmarks.md lists, in its order. Constraints are
// compared by shape (terms by variable name, constant, relation, priority), so the expected ones
// are written with the same operators on variables of the same names.

import PlumbSolver
import PlumbWorkloads
import Testing

/// A constraint's content, independent of variable identity and of description formatting.
struct Shape: Equatable, CustomStringConvertible {
    let terms: [String: Double]
    let constant: Double
    let relation: Relation
    let priority: Priority

    init(_ constraint: Constraint) {
        var terms: [String: Double] = [:]
        for term in constraint.expression.terms {
            terms[term.variable.name, default: 0] += term.coefficient
        }
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constraint.expression.constant
        self.relation = constraint.relation
        self.priority = constraint.priority
    }

    var description: String {
        let sum = terms.sorted { $0.key < $1.key }.map { "\($0.value)·\($0.key)" }.joined(separator: " + ")
        return "\(sum) + \(constant) \(relation) 0 @\(priority)"
    }
}

@Suite("Layouts")
struct LayoutTests {
    @Test("S1 has 5N + 5 constraints in the documented order", arguments: [1, 2, 10])
    func chainConstraints(size: Int) {
        let layout = ChainLayout(size: size)
        #expect(layout.constraints.count == 5 * size + 5)
        #expect(layout.variables.count == 4 * (size + 1))
        #expect(layout.constraints[2] === layout.widthConstraint)
        #expect(layout.initialWidth == 58 * Double(size) + 40)
        #expect(layout.resizeOffset == 58 * Double(size) - 528)
        let c = ViewVariables("C")
        let v0 = ViewVariables("V0")
        let last = ViewVariables("V\(size - 1)")
        let expected = [
            c.x == 0, c.y == 0, c.w == 58 * Double(size) + 40, c.h == 64,
            v0.w >= 10, (v0.w == 50) | 250, v0.x == c.x + 20, v0.y == c.y + 10, v0.h == 44,
        ]
        #expect(layout.constraints.prefix(9).map(Shape.init) == expected.map(Shape.init))
        let trailing: Constraint = last.right <= c.x + c.w - 20
        #expect(layout.constraints.last.map(Shape.init) == Shape(trailing))
        if size > 1 {
            let v1 = ViewVariables("V1")
            #expect(Shape(layout.constraints[11]) == Shape(v1.x == v0.right + 8))
        }
    }

    @Test("S2 has 23 constraints per card and 4 more", arguments: CellsLayout.Arrangement.allCases)
    func cellsConstraints(arrangement: CellsLayout.Arrangement) {
        let layout = CellsLayout(size: 3, arrangement: arrangement)
        #expect(layout.constraints.count == 23 * 3 + 4)
        #expect(layout.variables.count == 4 * (1 + 4 * 3))
        #expect(layout.constraints[2] === layout.widthConstraint)
        let c = ViewVariables("C")
        let cell0 = ViewVariables("cell0")
        let cell1 = ViewVariables("cell1")
        let cell2 = ViewVariables("cell2")
        let top: Constraint
        switch arrangement {
        case .stacked: top = cell1.y == cell0.bottom
        case .independent: top = cell1.y == c.y + 130
        }
        #expect(Shape(layout.constraints[3 + 23 + 2]) == Shape(top))
        let labels = (0..<3).map { ViewVariables("L1_\($0)") }
        let card1 = Array(layout.constraints[(3 + 23)..<(3 + 46)])
        var expected = [cell1.x == c.x, cell1.right == c.x + c.w, top]
        for label in labels {
            expected += [label.x == cell1.x + 8, label.right == cell1.right - 8]
        }
        expected += [
            labels[0].y == cell1.y + 8, labels[1].y == labels[0].bottom + 8,
            labels[2].y == labels[1].bottom + 8, cell1.bottom == labels[2].bottom + 8,
        ]
        for (label, size) in zip(labels, [(21.0, 120.0), (17, 80)]) {
            expected += [
                (label.h >= size.0) | 750, (label.h <= size.0) | 250,
                (label.w >= size.1) | 750, (label.w <= size.1) | 250,
            ]
        }
        expected += [(labels[2].h >= 60) | 750, (labels[2].h <= 60) | 250]
        #expect(card1.map(Shape.init) == expected.map(Shape.init))
        let bottom: Constraint = c.bottom == cell2.bottom
        #expect(layout.constraints.last.map(Shape.init) == Shape(bottom))
    }

    @Test("S4 on S2 removes the country label's eight constraints")
    func cellsHidePlan() {
        let layout = CellsLayout(size: 16, arrangement: .stacked)
        #expect(layout.hideSteps.count == 2)
        let step = layout.hideSteps[0]
        #expect(step.removed.count == 8)
        #expect(step.removed.allSatisfy { Shape($0).terms.keys.contains { $0.hasPrefix("L5_1.") } })
        let l0 = ViewVariables("L5_0")
        let l2 = ViewVariables("L5_2")
        #expect(Shape(step.bridge) == Shape(l2.y == l0.bottom + 8))
    }

    @Test("S4 on S1 removes five constraints and the next leading link")
    func chainHidePlan() {
        let layout = ChainLayout(size: 16)
        #expect(layout.hideSteps.count == 1)
        let step = layout.hideSteps[0]
        #expect(step.removed.count == 6)
        let (v4, v5, v6) = (ViewVariables("V4"), ViewVariables("V5"), ViewVariables("V6"))
        #expect(step.removed.last.map(Shape.init) == Shape(v6.x == v5.right + 8))
        #expect(Shape(step.bridge) == Shape(v6.x == v4.right + 8))
    }
}
