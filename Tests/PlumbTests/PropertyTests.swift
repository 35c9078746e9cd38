import Plumb
import PlumbPhysics
import PlumbTestSupport
import PropertyBased
import Testing

/// Properties of random, fully determined view trees: they solve to the frames they were built
/// from, and extra constraints (required ones consistent with those frames, optional ones of any
/// kind) or constant edits, once undone, leave exactly the same frames. Each case is
/// reproducible from its seed.
@Suite("Layout properties")
struct PropertyTests {
    static var seeds: Generator<UInt64, Shrink.Integer<UInt64>> { Gen.uint64() }

    /// A random tree whose every frame is determined by its constraints: each view's size is a
    /// constant, its intrinsic size, or a multiple of its superview's or an earlier sibling's size
    /// (either axis), and its position relates an edge or centre to its superview's or an earlier
    /// sibling's, with constants computed from the chosen integer frames.
    final class RandomTree {
        var random: SplitMix64
        let root: View
        let diagnostics = Diagnostics()
        /// The views below the root, parents before children.
        var views: [View] = []
        /// The chosen frames, in superview coordinates.
        var frames: [ObjectIdentifier: Rect] = [:]
        var constraints: [LayoutConstraint] = []

        /// Whether a view with an intrinsic size may go without a required size constraint on an
        /// axis, leaving the size to its (optional) content-size constraint.
        let intrinsicOnlySizes: Bool

        /// Builds the tree of `seed`; `orderSeed` activates the same constraints in another order.
        init(seed: UInt64, orderSeed: UInt64? = nil) throws {
            random = SplitMix64(seed: seed)
            intrinsicOnlySizes = random.chance(50)
            let size = random.pick([
                Size(width: 320, height: 568), Size(width: 568, height: 320), Size(width: 375, height: 667),
            ])
            root = makeRoot(size.width, size.height, diagnostics: diagnostics)
            frames[ObjectIdentifier(root)] = root.frame
            try populate(root, depth: 0)
            var order = SplitMix64(seed: orderSeed ?? ~seed)
            constraints.shuffle(using: &order)
            try LayoutConstraint.activate(constraints)
        }

        func frame(_ view: View) -> Rect { frames[ObjectIdentifier(view)]! }

        /// The frame in the root's coordinates.
        func frameInRoot(_ view: View) -> Rect {
            var rect = frame(view)
            if view === root { rect.origin = .zero }
            var parent = view.superview
            while let current = parent, current !== root {
                rect.origin.x += frame(current).origin.x
                rect.origin.y += frame(current).origin.y
                parent = current.superview
            }
            return rect
        }

        private func populate(_ parent: View, depth: Int) throws {
            guard depth < 4 else { return }
            let bounds = frame(parent).size
            var siblings: [View] = []
            for index in 0..<random.int(0...3) where views.count < 24 {
                let x = Double(random.int(-10...Int(bounds.width)))
                let y = Double(random.int(-10...Int(bounds.height)))
                let width = Double(random.int(0...Int(max(bounds.width, 1))))
                let height = Double(random.int(0...Int(max(bounds.height, 1))))
                let intrinsic = random.chance(20)
                let view: View =
                    intrinsic
                    ? SizedView(width, height, name: "d\(depth)i\(index)")
                    : constrainedView("d\(depth)v\(index)")
                parent.addSubview(view)
                frames[ObjectIdentifier(view)] = Rect(x: x, y: y, width: width, height: height)
                views.append(view)
                for axis in LayoutAxis.allCases {
                    if !(intrinsic && random.chance(50) && intrinsicOnlySizes) {
                        constraints.append(try sizeConstraint(view, axis, parent: parent, siblings: siblings))
                    }
                    constraints.append(try positionConstraint(view, axis, parent: parent, siblings: siblings))
                }
                siblings.append(view)
            }
            for child in siblings { try populate(child, depth: depth + 1) }
        }

        /// The value of an attribute of `view` in its superview's coordinates (or of `parent`
        /// itself, in its own coordinates).
        func value(_ view: View, _ attribute: LayoutAttribute, asParent: Bool) -> Double {
            var rect = frame(view)
            if asParent { rect.origin = .zero }
            return Self.value(of: attribute, in: rect)
        }

        static func value(of attribute: LayoutAttribute, in rect: Rect) -> Double {
            switch attribute {
            case .left, .leading: rect.origin.x
            case .right, .trailing: rect.origin.x + rect.width
            case .centerX: rect.origin.x + rect.width / 2
            case .top: rect.origin.y
            case .bottom: rect.origin.y + rect.height
            case .centerY: rect.origin.y + rect.height / 2
            case .width: rect.width
            case .height: rect.height
            default: .nan
            }
        }

        private func sizeConstraint(_ view: View, _ axis: LayoutAxis, parent: View, siblings: [View]) throws
            -> LayoutConstraint
        {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let size = value(view, attribute, asParent: false)
            let other = random.pick([nil, parent] + siblings)
            guard let other else {
                return axis == .horizontal
                    ? view.widthAnchor.constraint(equalToConstant: size)
                    : view.heightAnchor.constraint(equalToConstant: size)
            }
            let otherAttribute: LayoutAttribute = random.pick([.width, .height])
            let multiplier = random.pick([1.0, 1.0, 0.5, 2.0])
            let otherSize = value(other, otherAttribute, asParent: other === parent)
            return try LayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: other, attribute: otherAttribute,
                multiplier: multiplier, constant: size - multiplier * otherSize)
        }

        private func positionConstraint(_ view: View, _ axis: LayoutAxis, parent: View, siblings: [View])
            throws
            -> LayoutConstraint
        {
            let family: [LayoutAttribute]
            if axis == .vertical {
                family = [.top, .bottom, .centerY]
            } else {
                family = random.chance(50) ? [.left, .right, .centerX] : [.leading, .trailing, .centerX]
            }
            let attribute = random.pick(family)
            let other = random.pick([parent, parent] + siblings)
            let otherAttribute = random.pick(family)
            let constant =
                value(view, attribute, asParent: false)
                - value(other, otherAttribute, asParent: other === parent)
            if random.chance(50),
                attribute == otherAttribute || attribute == .centerX || attribute == .centerY
            {
                return anchorConstraint(view, attribute, other, otherAttribute, constant)
            }
            return try LayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: other, attribute: otherAttribute,
                constant: constant)
        }

        private func anchorConstraint(
            _ view: View, _ attribute: LayoutAttribute, _ other: View, _ otherAttribute: LayoutAttribute,
            _ constant: Double
        ) -> LayoutConstraint {
            func x(_ item: View, _ attribute: LayoutAttribute) -> LayoutXAxisAnchor {
                switch attribute {
                case .left: item.leftAnchor
                case .right: item.rightAnchor
                case .leading: item.leadingAnchor
                case .trailing: item.trailingAnchor
                default: item.centerXAnchor
                }
            }
            func y(_ item: View, _ attribute: LayoutAttribute) -> LayoutYAxisAnchor {
                switch attribute {
                case .top: item.topAnchor
                case .bottom: item.bottomAnchor
                default: item.centerYAnchor
                }
            }
            if attribute.axis == .horizontal {
                return x(view, attribute).constraint(equalTo: x(other, otherAttribute), constant: constant)
            }
            return y(view, attribute).constraint(equalTo: y(other, otherAttribute), constant: constant)
        }

        /// Why the frames differ from the built ones, or nil when they are equal.
        func frameMismatch(_ what: String) -> String? {
            for view in views where view.frame != frame(view) {
                return "\(what): \(view.layoutDescription) is \(view.frame), built as \(frame(view))"
            }
            return nil
        }

        /// The diagnostics, as a failure, or nil when there are none.
        func diagnosticsFailure(_ what: String) -> String? {
            diagnostics.items.isEmpty ? nil : "\(what): \(diagnostics.items)"
        }

        /// A random extra constraint: required and met by the built frames (an equality, or an
        /// inequality with slack), or optional and arbitrary at a priority below 250.
        func extraConstraint(index: Int) throws -> LayoutConstraint {
            let all = [root] + views
            let first = random.pick(views.isEmpty ? [root] : views)
            let second = random.pick(all)
            let kind = random.int(0...2)
            let attributes: (LayoutAttribute, LayoutAttribute)
            var multiplier = 1.0
            switch kind {
            case 0:
                let family = random.pick([
                    [LayoutAttribute.left, .right, .centerX], [.leading, .trailing, .centerX],
                    [.top, .bottom, .centerY],
                ])
                attributes = (random.pick(family), random.pick(family))
            case 1:
                attributes = (random.pick([.width, .height]), random.pick([.width, .height]))
                multiplier = random.pick([1.0, 0.5, 2.0])
            default:
                attributes = (random.pick([.width, .height]), .notAnAttribute)
            }
            let firstValue = Self.value(of: attributes.0, in: frameInRoot(first))
            let secondValue =
                attributes.1 == .notAnAttribute ? 0 : Self.value(of: attributes.1, in: frameInRoot(second))
            var constant = firstValue - multiplier * secondValue
            let relation = random.pick([LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual])
            let slack = Double(random.int(0...20))
            switch relation {
            case .greaterThanOrEqual: constant -= slack
            case .lessThanOrEqual: constant += slack
            default: break
            }
            let optional = random.chance(50)
            if optional { constant = Double(random.int(-400...400)) }
            let constraint = try LayoutConstraint(
                item: first, attribute: attributes.0, relatedBy: relation,
                toItem: attributes.1 == .notAnAttribute ? nil : second, attribute: attributes.1,
                multiplier: multiplier,
                constant: constant)
            // Below the hugging priority (250): an intrinsic size is optional too and must win.
            if optional { constraint.priority = LayoutPriority(Float(random.int(1...249))) }
            constraint.identifier = "extra\(index)"
            return constraint
        }
    }

    /// Runs a scenario on the tree of `seed` and records its failure. Every frame of the tree is
    /// determined (or, with intrinsic-only sizes, the optimum is unique), so the scenario must
    /// pass in any activation order; a failure in the default order is checked again in other
    /// orders only to say whether it depends on the order.
    func check(
        seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation,
        _ scenario: (RandomTree) throws -> String?
    ) throws {
        guard let failure = try scenario(RandomTree(seed: seed)) else { return }
        let passingOrders = try (1...8 as ClosedRange<UInt64>).filter {
            try scenario(RandomTree(seed: seed, orderSeed: $0)) == nil
        }
        Issue.record(
            "seed \(seed): \(failure) (passes in \(passingOrders.count) of 8 other activation orders)",
            sourceLocation: sourceLocation)
    }

    @Test func determinedTreesSolveToTheirFrames() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            try check(seed: seed) { tree in
                tree.root.layoutIfNeeded()
                if let failure = tree.frameMismatch("first layout") ?? tree.diagnosticsFailure("first layout")
                {
                    return failure
                }
                let ambiguous = tree.root.ambiguousLayouts()
                if !ambiguous.isEmpty { return "ambiguous: \(ambiguous)" }
                for view in tree.views where view.frameInRoot != tree.frameInRoot(view) {
                    return
                        "\(view.layoutDescription) in root \(view.frameInRoot), built \(tree.frameInRoot(view))"
                }
                return nil
            }
        }
    }

    @Test func extraConstraintsComeAndGoWithoutATrace() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            try check(seed: seed) { tree in
                tree.root.layoutIfNeeded()
                if let failure = tree.frameMismatch("first layout") { return failure }
                let extras = try (0..<tree.random.int(1...6)).map { try tree.extraConstraint(index: $0) }
                if tree.random.chance(50) {
                    try LayoutConstraint.activate(extras)
                } else {
                    for constraint in extras { constraint.isActive = true }
                }
                tree.root.layoutIfNeeded()
                if let failure = tree.frameMismatch("with \(extras)")
                    ?? tree.diagnosticsFailure("with extras")
                {
                    return failure
                }
                // Deactivate in a random order, some with a layout in between.
                var remaining = extras.shuffled(using: &tree.random)
                while !remaining.isEmpty {
                    let batch = remaining.prefix(tree.random.int(1...remaining.count))
                    LayoutConstraint.deactivate(Array(batch))
                    remaining.removeFirst(batch.count)
                    if tree.random.chance(50) { tree.root.layoutIfNeeded() }
                }
                tree.root.layoutIfNeeded()
                if let failure = tree.frameMismatch("after removing \(extras)") { return failure }
                return tree.root.ambiguousLayouts().isEmpty ? nil : "ambiguous after removing the extras"
            }
        }
    }

    /// Editing constants of the tree's own constraints and editing them back restores the frames.
    /// An edit (or the rotated root) may ask for a negative size, which is unsatisfiable: such
    /// reports are expected while edited, and the undo itself reports nothing.
    @Test func constantEditsAreUndoneExactly() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            try check(seed: seed, Self.editAndUndo)
        }
    }

    /// Seeds the edits once failed on: 15014307714201695287 undid an edit while the rotated root
    /// was not laid out back at its size, asking for a negative size.
    @Test(arguments: [UInt64(15_014_307_714_201_695_287)])
    func constantEditRegressions(seed: UInt64) throws {
        try check(seed: seed, Self.editAndUndo)
    }

    /// Edits 1 to 4 constants of the tree's own constraints (and may rotate the root), then undoes
    /// them; returns a failure or nil.
    static func editAndUndo(_ tree: RandomTree) throws -> String? {
        tree.root.layoutIfNeeded()
        if let failure = tree.frameMismatch("first layout") { return failure }
        guard !tree.constraints.isEmpty else { return nil }
        var edited: [(LayoutConstraint, Double)] = []
        for _ in 0..<tree.random.int(1...4) {
            let constraint = tree.random.pick(tree.constraints)
            edited.append((constraint, constraint.constant))
            constraint.constant += Double(tree.random.int(-30...30))
            if tree.random.chance(50) { tree.root.layoutIfNeeded() }
        }
        tree.root.layoutIfNeeded()
        if tree.random.chance(50) {
            tree.root.frame = Rect(
                x: 0, y: 0, width: tree.root.frame.height, height: tree.root.frame.width)
            tree.root.layoutIfNeeded()
            tree.root.frame = tree.frame(tree.root)
            // Back at its size before the undo starts: undoing an edit while the root is
            // still rotated could ask for a negative size.
            tree.root.layoutIfNeeded()
        }
        for item in tree.diagnostics.items {
            guard case .unsatisfiable = item else { return "while edited: \(item)" }
        }
        tree.diagnostics.items = []
        for (constraint, constant) in edited.reversed() { constraint.constant = constant }
        tree.root.layoutIfNeeded()
        return tree.frameMismatch("after undoing \(edited.map(\.0))")
            ?? tree.diagnosticsFailure("after undoing constant edits")
    }

    /// Seeds that once showed a PlumbSolver bug (a stale coefficient in the expansion of
    /// definition rows): 2043 has only required sizes, yet `d2v0` came out at y = -119 instead of
    /// -9 with no diagnostic; 1195 sizes some views by intrinsic size alone and `d1v0` came out at
    /// y = -266 instead of 16.
    @Test(arguments: [UInt64(2043), 1195])
    func solverRegressions(seed: UInt64) throws {
        let tree = try RandomTree(seed: seed)
        tree.root.layoutIfNeeded()
        #expect(tree.frameMismatch("first layout") == nil)
    }
}
