import PlumbPhysics
import Testing

@testable import Plumb

/// The update pass walks a root's descendants only when one of them may need it
/// (`View.descendantsNeedUpdatePass`): whatever edits come between two passes, no view of the
/// tree is left with a request the walk would have served, and a root's own resize walks nothing.
@Suite struct UpdatePassWalkTests {
    /// A view whose intrinsic size can change.
    final class SizedView: View {
        var size = Size(width: 40, height: 20)
        override var intrinsicContentSize: Size { size }
    }

    /// Whether `view` has a request that only the update pass's walk serves.
    static func hasRequest(_ view: View, engine: LayoutEngine?) -> Bool {
        view.needsUpdateConstraintsFlag || view.intrinsicSizeNeedsUpdate || view.autoresizingNeedsUpdate
            || view.syncedEngine !== engine
    }

    /// After any edit, a root with a descendant that has a request says so; after a layout, no
    /// view of the tree has one.
    @Test(arguments: [0x5EED, 0xC0FFEE, 0xBEEF] as [UInt64])
    func noRequestIsSkipped(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        // The conflicts that toggling the masks makes are expected: no report.
        root.diagnosticHandler = { _ in }
        var views: [View] = [root]
        func random(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        for step in 0..<600 {
            let target = views[random(views.count)]
            switch random(10) {
            case 0, 1:
                let view = random(2) == 0 ? SizedView() : View(frame: Rect(x: 1, y: 2, width: 30, height: 40))
                view.diagnosticHandler = { _ in }  // it may be a root later
                view.translatesAutoresizingMaskIntoConstraints = random(2) == 0
                target.insertSubview(view, at: random(target.subviews.count + 1))
                if !view.translatesAutoresizingMaskIntoConstraints, target !== view {
                    view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: 4).isActive = true
                    view.topAnchor.constraint(equalTo: target.topAnchor, constant: 6).isActive = true
                }
                views.append(view)
            case 2:
                let moved = views[random(views.count)]
                if moved !== root, target !== moved, !target.isDescendant(of: moved) {
                    target.addSubview(moved)
                }
            case 3:
                if target !== root { target.removeFromSuperview() }
            case 4:
                if let sized = target as? SizedView {
                    sized.size = Size(width: Double(10 + random(50)), height: Double(10 + random(30)))
                    sized.invalidateIntrinsicContentSize()
                }
            case 5: target.setNeedsUpdateConstraints()
            case 6: target.translatesAutoresizingMaskIntoConstraints.toggle()
            case 7:
                target.frame = Rect(
                    x: 3, y: 5, width: Double(20 + random(300)), height: Double(20 + random(300)))
            case 8: target.autoresizingMask = random(2) == 0 ? [.flexibleWidth] : [.flexibleRightMargin]
            default: target.isHidden.toggle()
            }
            // The invariant the walk relies on, for every root of the views made so far.
            for view in views where view.superview == nil {
                let engine = view.hostedEngine
                if view.descendants().contains(where: { Self.hasRequest($0, engine: engine) }) {
                    #expect(
                        view.descendantsNeedUpdatePass,
                        "step \(step): a request below a root that does not know")
                }
            }
            if random(3) == 0 {
                let laidOut = views[random(views.count)].rootView
                laidOut.layoutIfNeeded()
                let engine = laidOut.hostedEngine
                for view in [laidOut] + laidOut.descendants() {
                    // `updateConstraints()` may ask again for the next pass; the system constraints may not wait.
                    #expect(!view.intrinsicSizeNeedsUpdate && !view.autoresizingNeedsUpdate, "step \(step)")
                    #expect(view.syncedEngine === engine, "step \(step)")
                }
            }
        }
    }

    /// A rotation asks for the root's pass alone: the root's flag stays down, and the frames are
    /// the rotated ones.
    @Test func rotationWalksNoDescendant() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let label = SizedView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8).isActive = true
        root.layoutIfNeeded()
        #expect(!root.descendantsNeedUpdatePass)
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        #expect(!root.descendantsNeedUpdatePass)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 8, width: 552, height: 20))
        label.size = Size(width: 40, height: 33)
        label.invalidateIntrinsicContentSize()
        #expect(root.descendantsNeedUpdatePass)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 8, width: 552, height: 33))
        #expect(!root.descendantsNeedUpdatePass)
    }

    /// A root whose `updateConstraints()` adds a sized subview: the subview's intrinsic size
    /// holds after one `layoutIfNeeded()`.
    @Test func subviewAddedByTheRootsUpdateIsSynced() {
        final class Host: View {
            var added: SizedView?
            override func updateConstraints() {
                super.updateConstraints()
                guard added == nil else { return }
                let view = SizedView()
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
                view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                view.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                added = view
            }
        }
        let root = Host(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.layoutIfNeeded()
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(root.added?.frame == Rect(x: 10, y: 12, width: 40, height: 20))
    }
}
