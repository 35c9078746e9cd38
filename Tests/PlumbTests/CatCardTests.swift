import Plumb
import Testing

/// The blog's cat card: a card with three labels — breed name, country of
/// origin, description — stacked vertically, 8 pt from the card's edges and 8 pt apart; the card's
/// height follows its content. The labels are ``SizedView``s with fixed intrinsic sizes (a label
/// with its text). Both of the blog's techniques for optional labels are checked for every
/// combination of missing fields, with exact frames and without unsatisfiable constraints.
@Suite struct CatCardTests {
    /// Which of the three fields have content.
    struct Fields: Sendable, Hashable, CustomTestStringConvertible {
        var name: Bool
        var country: Bool
        var description: Bool

        var present: [Bool] { [name, country, description] }
        var testDescription: String {
            let names = zip(["name", "country", "description"], present).filter(\.1).map(\.0)
            return names.isEmpty ? "empty" : names.joined(separator: "+")
        }

        static let all = Fields(name: true, country: true, description: true)
        static let combinations: [Fields] = (0..<8).map {
            Fields(name: $0 & 1 != 0, country: $0 & 2 != 0, description: $0 & 4 != 0)
        }
    }

    /// The intrinsic sizes of the three labels (name, country, description).
    static let sizes = [
        Size(width: 120, height: 21), Size(width: 80, height: 17), Size(width: 200, height: 60),
    ]
    /// The sizes after the card is refilled with other content.
    static let otherSizes = [
        Size(width: 150, height: 42), Size(width: 64, height: 17), Size(width: 240, height: 120),
    ]

    /// The card's frame in the root: 20 from the left, right and top edges of a 320-wide root.
    static func cardFrame(height: Double) -> Rect { Rect(x: 20, y: 20, width: 280, height: height) }

    /// The expected label frames in the card's coordinates (nil for a missing label) and the card's
    /// height: labels at x = 8, the first at y = 8, each next one 8 below the previous one, and
    /// the card 8 below the last (8 high when empty).
    static func expectedLayout(_ fields: Fields, sizes: [Size]) -> (labels: [Rect?], height: Double) {
        var y = 8.0
        var labels: [Rect?] = []
        for (present, size) in zip(fields.present, sizes) {
            guard present else {
                labels.append(nil)
                continue
            }
            labels.append(Rect(x: 8, y: y, width: size.width, height: size.height))
            y += size.height + 8
        }
        return (labels, y)
    }

    // MARK: Technique 1: remove the empty labels, spare constraints take over

    /// Technique 1: the labels sit directly in the card with required constraints between
    /// neighbours, plus spare lower-priority constraints for every pair a removed label would leave
    /// unconnected (priority 500 when one label is skipped, 300 for two, 200 for the empty card).
    /// All spares stay below the labels' compression resistance (750), so they never squeeze a
    /// label that is present; a spare at 750 would tie with compression and leave the layout
    /// ambiguous.
    struct RemovalCard {
        let root: View
        let card = constrainedView("card")
        let labels: [SizedView]

        init(diagnostics: Diagnostics) throws {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            labels = zip(["name", "country", "description"], CatCardTests.sizes).map {
                SizedView($1.width, $1.height, name: $0)
            }
            root.addSubview(card)
            for label in labels { card.addSubview(label) }
            let (name, country, description) = (labels[0], labels[1], labels[2])
            func spare(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
                constraint.priority = priority
                return constraint
            }
            try LayoutConstraint.activate(
                [
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
                    card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    // Neighbours, required.
                    name.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                    try LayoutConstraint(
                        item: country, attribute: .top, relatedBy: .equal, toItem: name, attribute: .bottom,
                        multiplier: 1, constant: 8),
                    description.topAnchor.constraint(equalTo: country.bottomAnchor, constant: 8),
                    try LayoutConstraint(
                        item: card, attribute: .bottom, relatedBy: .equal, toItem: description,
                        attribute: .bottom, multiplier: 1, constant: 8),
                    // Spares skipping one label.
                    spare(country.topAnchor.constraint(equalTo: card.topAnchor, constant: 8), 500),
                    spare(description.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8), 500),
                    spare(card.bottomAnchor.constraint(equalTo: country.bottomAnchor, constant: 8), 500),
                    // Spares skipping two labels.
                    spare(description.topAnchor.constraint(equalTo: card.topAnchor, constant: 8), 300),
                    spare(card.bottomAnchor.constraint(equalTo: name.bottomAnchor, constant: 8), 300),
                    // The empty card.
                    spare(card.heightAnchor.constraint(equalToConstant: 8), 200),
                ] + labels.map { $0.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8) })
        }

        /// The label frames in the card's coordinates (nil for a removed label).
        var labelFrames: [Rect?] { labels.map { $0.superview === card ? $0.frame : nil } }
    }

    @Test(arguments: Fields.combinations)
    func removingEmptyLabels(_ fields: Fields) throws {
        let diagnostics = Diagnostics()
        let card = try RemovalCard(diagnostics: diagnostics)
        card.root.layoutIfNeeded()
        let filled = Self.expectedLayout(.all, sizes: Self.sizes)
        #expect(card.card.frame == Self.cardFrame(height: filled.height))
        #expect(card.card.frame.height == 8 + 21 + 8 + 17 + 8 + 60 + 8)
        #expect(card.labelFrames == filled.labels)
        let heldBefore = card.card.constraints.count

        for (label, present) in zip(card.labels, fields.present) where !present {
            label.removeFromSuperview()
        }
        card.root.layoutIfNeeded()
        let expected = Self.expectedLayout(fields, sizes: Self.sizes)
        #expect(card.card.frame == Self.cardFrame(height: expected.height))
        #expect(card.labelFrames == expected.labels)
        #expect(diagnostics.items.isEmpty)
        #expect(card.root.ambiguousLayouts().isEmpty)
        // The removed labels took the constraints that named them with them (docs/auto-layout.md §5.2).
        for (label, present) in zip(card.labels, fields.present) where !present {
            #expect(!card.card.constraints.contains { $0.firstItem === label || $0.secondItem === label })
        }
        if fields == .all { #expect(card.card.constraints.count == heldBefore) }
    }

    /// The blog's first drawback: a card whose labels were removed cannot be reused. Adding the
    /// label back brings none of its constraints back, so its position is ambiguous.
    @Test func removedLabelComesBackWithoutConstraints() throws {
        let diagnostics = Diagnostics()
        let card = try RemovalCard(diagnostics: diagnostics)
        card.root.layoutIfNeeded()
        let country = card.labels[1]
        country.removeFromSuperview()
        card.root.layoutIfNeeded()
        #expect(!country.hasAmbiguousLayout)
        card.card.addSubview(country)
        card.root.layoutIfNeeded()
        #expect(country.hasAmbiguousLayout)
        // The others still follow the two-label layout.
        let expected = Self.expectedLayout(
            Fields(name: true, country: false, description: true), sizes: Self.sizes)
        #expect(card.card.frame == Self.cardFrame(height: expected.height))
        #expect(card.labels[0].frame == expected.labels[0])
        #expect(card.labels[2].frame == expected.labels[2])
        #expect(diagnostics.items.isEmpty)
    }

    // MARK: Technique 2: blocks whose height is capped

    /// Technique 2: each label is wrapped in a block view. Fixed-height spacers (4 pt) sit above
    /// the first and below the last block; blocks touch each other. Inside a block the label is
    /// 4 pt from the block's top and bottom at priority 750, so two labels end up 8 apart. Each
    /// block has a required `block.height <= X`: X = 0 collapses an empty block, X = 10,000 lets a
    /// filled block take its label's height plus 8.
    struct BlockCard {
        static let open = 10_000.0

        let root: View
        let card = constrainedView("card")
        let topSpacer = constrainedView("topSpacer")
        let bottomSpacer = constrainedView("bottomSpacer")
        let blocks: [View]
        let labels: [SizedView]
        let caps: [LayoutConstraint]

        init(diagnostics: Diagnostics) throws {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            let names = ["name", "country", "description"]
            labels = zip(names, CatCardTests.sizes).map { SizedView($1.width, $1.height, name: $0) }
            blocks = names.map { constrainedView($0 + "Block") }
            caps = blocks.map { $0.heightAnchor.constraint(lessThanOrEqualToConstant: BlockCard.open) }
            root.addSubview(card)
            let column = [topSpacer] + blocks + [bottomSpacer]
            for view in column { card.addSubview(view) }
            var constraints = [
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                topSpacer.topAnchor.constraint(equalTo: card.topAnchor),
                topSpacer.heightAnchor.constraint(equalToConstant: 4),
                card.bottomAnchor.constraint(equalTo: bottomSpacer.bottomAnchor),
                bottomSpacer.heightAnchor.constraint(equalToConstant: 4),
            ]
            for (upper, lower) in zip(column, column.dropFirst()) {
                constraints.append(
                    try LayoutConstraint(
                        item: lower, attribute: .top, relatedBy: .equal, toItem: upper, attribute: .bottom,
                        multiplier: 1, constant: 0))
            }
            for view in column {
                constraints.append(view.leadingAnchor.constraint(equalTo: card.leadingAnchor))
                constraints.append(view.trailingAnchor.constraint(equalTo: card.trailingAnchor))
            }
            for (block, label) in zip(blocks, labels) {
                block.addSubview(label)
                let top = label.topAnchor.constraint(equalTo: block.topAnchor, constant: 4)
                let bottom = block.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4)
                top.priority = .defaultHigh
                bottom.priority = .defaultHigh
                constraints += [
                    top, bottom, label.leadingAnchor.constraint(equalTo: block.leadingAnchor, constant: 8),
                ]
            }
            try LayoutConstraint.activate(constraints + caps)
        }

        /// Fills the card: a field with content gets `size` and an open block; an empty field gets
        /// an empty label (0 × 0) and a collapsed block.
        func fill(_ fields: Fields, sizes: [Size]) {
            for (index, present) in fields.present.enumerated() {
                caps[index].constant = present ? BlockCard.open : 0
                labels[index].size = present ? sizes[index] : .zero
            }
        }

        /// The frames of the labels with content, in the card's coordinates.
        func labelFrames(_ fields: Fields) -> [Rect?] {
            zip(labels, fields.present).map { label, present in
                present ? label.superview?.convert(label.frame, to: card) : nil
            }
        }
    }

    /// Checks a block card against the expected layout of `fields` with `sizes`.
    func check(_ card: BlockCard, _ fields: Fields, sizes: [Size], _ diagnostics: Diagnostics) {
        card.root.layoutIfNeeded()
        let expected = Self.expectedLayout(fields, sizes: sizes)
        #expect(card.card.frame == Self.cardFrame(height: expected.height), "\(fields.testDescription)")
        #expect(card.labelFrames(fields) == expected.labels, "\(fields.testDescription)")
        // Blocks: one under the other from y = 4, label height + 8 when filled, 0 when empty.
        var y = 4.0
        for (index, present) in fields.present.enumerated() {
            let height = present ? sizes[index].height + 8 : 0
            #expect(card.blocks[index].frame == Rect(x: 0, y: y, width: 280, height: height))
            y += height
        }
        #expect(card.bottomSpacer.frame == Rect(x: 0, y: y, width: 280, height: 4))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        for view in [card.card, card.topSpacer, card.bottomSpacer] + card.blocks {
            #expect(!view.hasAmbiguousLayout, "\(view)")
        }
        for (label, present) in zip(card.labels, fields.present) where present {
            #expect(!label.hasAmbiguousLayout, "\(label)")
        }
    }

    @Test(arguments: Fields.combinations)
    func emptyingAndRefillingBlocks(_ fields: Fields) throws {
        let diagnostics = Diagnostics()
        let card = try BlockCard(diagnostics: diagnostics)
        check(card, .all, sizes: Self.sizes, diagnostics)
        card.fill(fields, sizes: Self.sizes)
        check(card, fields, sizes: Self.sizes, diagnostics)
        // Reuse the same card for other content: open the blocks again with new label sizes.
        card.fill(.all, sizes: Self.otherSizes)
        check(card, .all, sizes: Self.otherSizes, diagnostics)
        #expect(card.card.frame.height == 8 + 42 + 8 + 17 + 8 + 120 + 8)
    }

    /// A reused card goes from any set of fields to any other (as in a collection view's pool).
    @Test(arguments: Fields.combinations, Fields.combinations)
    func reusingBlocks(_ first: Fields, _ second: Fields) throws {
        let diagnostics = Diagnostics()
        let card = try BlockCard(diagnostics: diagnostics)
        card.fill(first, sizes: Self.sizes)
        check(card, first, sizes: Self.sizes, diagnostics)
        card.fill(second, sizes: Self.otherSizes)
        check(card, second, sizes: Self.otherSizes, diagnostics)
        card.fill(first, sizes: Self.sizes)
        check(card, first, sizes: Self.sizes, diagnostics)
    }

    /// The same card measured with `systemLayoutSizeFitting` at a fixed width (as a collection
    /// view measures a cell): the height is the content's, for every set of fields.
    @Test(arguments: Fields.combinations)
    func fittingHeight(_ fields: Fields) throws {
        let card = try BlockCard(diagnostics: Diagnostics())
        card.fill(fields, sizes: Self.sizes)
        let size = card.card.systemLayoutSizeFitting(
            Size(width: 280, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 280, height: Self.expectedLayout(fields, sizes: Self.sizes).height))
    }
}
