import PlumbSolver
import Testing

@testable import Plumb

/// Changing a constant, a margin, an intrinsic size or the root's size moves the lowered
/// constraint's constant in the solver: the same solver constraint stays installed (docs/auto-layout.md
/// §8.4), nothing is removed and re-added.
@Suite struct IncrementalEditTests {
    private func screen() throws -> (View, SizedView, LayoutConstraint) {
        let root = makeRoot(320, 568)
        let box = SizedView(46, 30, name: "box")
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        try LayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, box, leading)
    }

    @Test func constantChangeKeepsTheSameSolverConstraint() throws {
        let (root, box, leading) = try screen()
        let lowered = Array(leading.lowered)
        let order = leading.loweredOrder  // a new lowering would take a new order
        #expect(lowered.count == 1)
        leading.constant = 64
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 64, y: 8, width: 46, height: 30))
        #expect(Array(leading.lowered).count == 1 && leading.lowered.first == lowered[0])
        #expect(leading.loweredOrder == order)
        #expect(root.hostedEngine?.solver.contains(handle: lowered[0]) == true)
    }

    @Test func marginAndIntrinsicChangesAreShiftsToo() throws {
        let (root, box, _) = try screen()
        let guidePins = root.guideConstraints.map { $0.lowered.first }
        let contentSize = box.contentSizeConstraints.compactMap { $0.map { Array($0.lowered) } }
        let orders = (root.guideConstraints + box.contentSizeConstraints.compactMap { $0 }).map(
            \.loweredOrder)
        root.layoutMargins = EdgeInsets(top: 30, left: 8, bottom: 8, right: 8)
        box.size = Size(width: 80, height: 44)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 30, width: 80, height: 44))
        #expect(root.guideConstraints.map { $0.lowered.first } == guidePins)
        let after = box.contentSizeConstraints.compactMap { $0.map { Array($0.lowered) } }
        #expect(after.count == contentSize.count)
        #expect(
            (root.guideConstraints + box.contentSizeConstraints.compactMap { $0 }).map(\.loweredOrder)
                == orders)
        for (old, new) in zip(contentSize, after) {
            #expect(old.count == new.count && zip(old, new).allSatisfy { $0 == $1 })
        }
    }

    @Test func rotationShiftsTheRootSizeConstraints() throws {
        let (root, _, _) = try screen()
        let pins = root.encapsulatedConstraints.flatMap(\.lowered)
        let orders = root.encapsulatedConstraints.map(\.loweredOrder)
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        let after = root.encapsulatedConstraints.flatMap(\.lowered)
        #expect(after.count == pins.count && zip(after, pins).allSatisfy { $0 == $1 })
        #expect(root.encapsulatedConstraints.map(\.loweredOrder) == orders)
        #expect(root.encapsulatedConstraints.map(\.constant) == [568, 320])
    }
}
