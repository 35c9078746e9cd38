import Plumb
import Testing

/// Trees are released when their last reference goes: no retain cycle between views, stack views,
/// their generated constraints and guides, or the engine (the spec fuzzer's leak checker found one).
@Suite("Lifetimes")
struct LifetimeTests {
    /// Lays out a root with `content` added, drops every reference, and returns weak references to
    /// what was made.
    static func released(_ content: (View) -> [AnyObject]) -> [AnyObject?] {
        weak var weakRoot: View?
        var weakObjects: [WeakBox] = []
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
            weakRoot = root
            weakObjects = content(root).map(WeakBox.init)
            root.layoutIfNeeded()
        }
        return [weakRoot] + weakObjects.map(\.object)
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @Test("A laid-out stack view with arranged labels is released with its tree")
    func stackView() {
        let left = Self.released { root in
            let stack = StackView(arrangedSubviews: [Label("Hi"), View()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            return [stack] + stack.arrangedSubviews
        }
        #expect(left.allSatisfy { $0 == nil }, "\(left)")
    }

    @Test("A plain tree with constraints is released")
    func plainTree() {
        let left = Self.released { root in
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            return [view]
        }
        #expect(left.allSatisfy { $0 == nil }, "\(left)")
    }
}
