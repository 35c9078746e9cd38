import Testing

@testable import Plumb

/// What a layout constraint keeps of its lowering: the lowered constant (read from the constant
/// unless a margin, a baseline, a spacing or an inset entered it) and the lowering order (32 bits,
/// renumbered by the engine when they run out), docs/auto-layout.md §8.4, §8.6.
@Suite struct LoweringStateTests {
    /// A constraint to a margin that is zero lowers to −constant, as a plain one; moving the
    /// constant, then the margin, then the constant again shifts it by the right amounts.
    @Test func marginConstraintWithZeroMarginFollowsConstantAndMarginChanges() throws {
        let root = makeRoot(320, 568)
        root.layoutMargins = .zero
        let box = constrainedView("box")
        root.addSubview(box)
        let leading = try LayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
            constant: 0)
        try LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        leading.constant = 12
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 12, y: 0, width: 40, height: 10))
        root.layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 0, width: 40, height: 10))
        #expect(leading.loweredConstant == -20)
        leading.constant = -8
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        leading.constant = 5
        root.layoutMargins = .zero
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 5, y: 0, width: 40, height: 10))
        #expect(leading.loweredConstant == -5)
    }

    /// When the 32-bit orders run out, the engine numbers its constraints 0, 1, … again in their
    /// lowering order: a later conflict lists them in that order and breaks the newest.
    @Test func loweringOrdersThatRunOutAreRenumberedInOrder() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let pins = [
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
        try LayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        let engine = try #require(root.hostedEngine)
        engine.nextOrder = .max - 1
        let wide = box.widthAnchor.constraint(equalToConstant: 40)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(wide.loweredOrder == Int32.max - 1)
        let narrow = box.widthAnchor.constraint(equalToConstant: 20)
        narrow.isActive = true
        root.layoutIfNeeded()
        let orders = pins.map(\.loweredOrder) + [wide.loweredOrder, narrow.loweredOrder]
        #expect(orders == orders.sorted() && Set(orders).count == orders.count)
        #expect(narrow.loweredOrder == engine.nextOrder - 1 && engine.nextOrder < 10)
        guard diagnostics.items.count == 1, case .unsatisfiable(let report) = diagnostics.items[0] else {
            Issue.record("expected one unsatisfiable report, got \(diagnostics.items)")
            return
        }
        #expect(report.constraints.count == 2 && report.constraints[0] === wide)
        #expect(report.broken === narrow)
        #expect(box.frame == Rect(x: 0, y: 0, width: 40, height: 10))
    }
}
