import Plumb
import Testing

/// A changed intrinsic size moves its two lowered halves (hugging, compression resistance)
/// incrementally: together when both are optional, one by one with conflict recovery when one
/// is required (docs/auto-layout.md §3, §8.4).
@Suite struct IntrinsicSizeShiftTests {
    /// A view whose height is at most 50, its intrinsic height 30.
    func cappedView(compression: LayoutPriority) throws -> (View, SizedView, Diagnostics) {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let view = SizedView(40, 30, name: "label")
        view.setContentCompressionResistancePriority(compression, for: .vertical)
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.height == 30)
        return (root, view, diagnostics)
    }

    @Test func optionalHalvesFollowTheSize() throws {
        let (root, view, diagnostics) = try cappedView(compression: 750)
        view.size = Size(width: 40, height: 44)
        root.layoutIfNeeded()
        #expect(view.frame.height == 44)
        view.size = Size(width: 40, height: 60)
        root.layoutIfNeeded()
        #expect(view.frame.height == 50)
        view.size = Size(width: 40, height: 12)
        root.layoutIfNeeded()
        #expect(view.frame.height == 12)
        #expect(diagnostics.items.isEmpty)
    }

    /// A required compression resistance that the size makes conflict is reported and broken,
    /// as any required constraint whose constant moves (§8.6), not an internal error.
    @Test func aRequiredHalfThatConflictsIsReported() throws {
        let (root, view, diagnostics) = try cappedView(compression: .required)
        view.size = Size(width: 40, height: 60)
        root.layoutIfNeeded()
        #expect(diagnostics.items.count == 1)
        guard case .unsatisfiable = diagnostics.items.first else {
            Issue.record("expected an unsatisfiable report, got \(diagnostics.items)")
            return
        }
    }
}
