import PlumbPhysics
import Testing

@testable import Plumb

/// The cached descendants (`View.descendants()`, used by the layout cycle's passes) always equal
/// the subtree walked afresh, whatever the hierarchy edits between two reads.
@Suite struct SubtreeCacheTests {
    /// The subtree in preorder, walked without the cache.
    static func walk(_ view: View) -> [View] {
        [view] + view.subviews.flatMap(walk)
    }

    static func expectFresh(_ views: [View], _ comment: Comment) {
        for view in views {
            #expect(
                view.subtreeViews().map(ObjectIdentifier.init) == walk(view).map(ObjectIdentifier.init),
                comment)
        }
    }

    @Test func editsInvalidateEveryAncestor() {
        var generator = SplitMix64(seed: 0x5EED)
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        var views = [root]
        for step in 0..<400 {
            let choice = generator.next() % 4
            let target = views[Int(generator.next() % UInt64(views.count))]
            switch choice {
            case 0, 1:
                // A new view at some position under a view of the tree (or of a detached subtree).
                let view = View()
                target.insertSubview(view, at: Int(generator.next() % UInt64(target.subviews.count + 1)))
                views.append(view)
            case 2:
                // Move a view under another one that is not inside it.
                let moved = views[Int(generator.next() % UInt64(views.count))]
                if moved !== root, target !== moved, !target.isDescendant(of: moved) {
                    target.addSubview(moved)
                }
            default:
                // Detach a view: it keeps its own subtree, the ancestors lose it.
                target.removeFromSuperview()
            }
            Self.expectFresh(views, "after step \(step)")
        }
    }

    @Test func layoutPassesSeeAddedAndRemovedViews() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let container = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(container)
        root.layoutIfNeeded()
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let constraints = [
            child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 30),
        ]
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 5, y: 6, width: 20, height: 30))
        child.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.subtreeViews().count == 2)
    }
}
