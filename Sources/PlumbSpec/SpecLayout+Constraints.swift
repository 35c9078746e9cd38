// Every active constraint of a laid-out spec (`plumb layout --constraints`), in UIKit's order and
// the spec's words.
//
// Order. UIKit's: view by view in tree order (the root, then depth first, subviews in order), each
// view's `constraints` as UIKit lists them: those it holds in the order they were activated (a
// constraint is held by the nearest common ancestor of its items, so a VFL string's constraints
// between siblings sit with their superview, a stack view's with the stack), then the system's it
// holds: its own intrinsic size (width, then height), its subviews' autoresizing masks (width,
// minX, height, minY each), the root's size (`UIView-Encapsulated-Layout-Width`, `-Height`), its
// guides' pins.
// The same spec gives the same list on every run.

import Plumb

extension SpecLayout {
    /// Every active constraint of the tree, in the order of the file's design note: the spec's
    /// own, those VFL strings made, a stack view's, intrinsic sizes, autoresizing masks and the
    /// root's size, each with the spec entry that made it.
    /// - Complexity: O(views + constraints).
    public var activeConstraints: [SpecLayoutConstraint] {
        var names: [ObjectIdentifier: String] = [:]
        for entry in views { names[ObjectIdentifier(entry.view)] = entry.name }
        var ordered: [LayoutConstraint] = []
        func visit(_ view: View, _ name: String) {
            names[ObjectIdentifier(view)] = name
            ordered += view.activeConstraintsInOrder
            for (index, subview) in view.subviews.enumerated() {
                visit(subview, names[ObjectIdentifier(subview)] ?? "\(name).subviews[\(index)]")
            }
        }
        visit(root, "root")
        func itemName(_ item: LayoutItem) -> String {
            if let view = item as? View { return names[ObjectIdentifier(view)] ?? "?" }
            guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return "?" }
            let owned = owner.layoutGuides.filter { $0.identifier == guide.identifier }
            let base = "\(names[ObjectIdentifier(owner)] ?? "?").\(guide.identifier)"
            guard owned.count > 1, let index = owned.firstIndex(where: { $0 === guide }) else { return base }
            return "\(base)[\(index)]"
        }
        return ordered.map { constraint in
            let reference = builder.reference(constraint)
            let second = constraint.secondAttribute == .notAnAttribute ? nil : constraint.secondItem
            return SpecLayoutConstraint(
                firstItem: constraint.firstItem.map(itemName) ?? "?",
                firstAttribute: constraint.firstAttribute,
                relation: constraint.relation, secondItem: second.map(itemName),
                secondAttribute: second == nil ? nil : constraint.secondAttribute,
                multiplier: second == nil ? 1 : constraint.multiplier, constant: constraint.constant,
                priority: constraint.priority, identifier: constraint.identifier, spec: reference.spec,
                line: reference.line)
        }
    }
}
