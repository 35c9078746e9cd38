import Plumb
import Testing

/// The blog's cat card with real multi-line labels (numberOfLines = 0) measured
/// by the FallbackTextMeasurer: the breed (bold 17), the country (14) and the description (15),
/// 8 pt from the card's edges and 8 pt apart, each label as wide as the card less 16. Both of the
/// blog's techniques for missing fields, every combination, reuse with other text, and
/// `systemLayoutSizeFitting` at widths 320 and 568.
@Suite struct LabelCatCardTests {
    typealias Fields = CatCardTests.Fields

    static let fonts = [Font.boldSystemFont(ofSize: 17), .systemFont(ofSize: 14), .systemFont(ofSize: 15)]
    static let british = [
        "Британская короткошёрстная", "Великобритания",
        "Спокойная и независимая кошка с плотной шерстью и круглой мордой. Легко переносит одиночество.",
    ]
    static let sphynx = [
        "Сфинкс", "Канада",
        "Бесшёрстная порода, выведенная в Торонто в 1966 году. Любопытна, ласкова и очень общительна. "
            + "Любит тепло и людей.",
    ]

    /// The label heights at `width` (0 for a missing field), from TextLayout.
    static func heights(_ texts: [String], _ fields: Fields, width: Double) -> [Double] {
        zip(zip(texts, fonts), fields.present).map { pair, present in
            present
                ? TextLayout(pair.0, font: pair.1, measurer: FallbackTextMeasurer(), maxWidth: width).size
                    .height
                : 0
        }
    }

    /// The card's height: 8 above, below and between the present labels (8 when empty).
    static func cardHeight(_ texts: [String], _ fields: Fields, cardWidth: Double) -> Double {
        let heights = Self.heights(texts, fields, width: cardWidth - 16)
        return zip(heights, fields.present).reduce(8) { $0 + ($1.1 ? $1.0 + 8 : 0) }
    }

    @Test func pinnedHeights() {
        #expect(Self.heights(Self.british, .all, width: 264) == [40, 16.5, 53])
        #expect(Self.cardHeight(Self.british, .all, cardWidth: 280) == 141.5)
        #expect(Self.cardHeight(Self.british, .all, cardWidth: 320) == 121.5)
        #expect(Self.cardHeight(Self.british, .all, cardWidth: 568) == 104)
        #expect(Self.cardHeight(Self.sphynx, .all, cardWidth: 320) == 139)
        #expect(Self.cardHeight(Self.sphynx, .all, cardWidth: 568) == 104)
    }

    func makeLabels(_ texts: [String]) -> [Label] {
        zip(zip(texts, Self.fonts), ["name", "country", "description"]).map { pair, name in
            let label = Label(pair.0, font: pair.1)
            label.numberOfLines = 0
            label.accessibilityIdentifier = name
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }
    }

    func pinCard(_ card: View, in root: View) -> [LayoutConstraint] {
        [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ]
    }

    func spare(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
        constraint.priority = priority
        return constraint
    }

    /// Technique 1: required constraints between neighbours, spare ones (500, 300, 200) for the
    /// pairs that removing labels leaves; empty labels are removed.
    @Test(arguments: Fields.combinations)
    func removingEmptyLabels(_ fields: Fields) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let card = constrainedView("card")
        root.addSubview(card)
        let labels = makeLabels(Self.british)
        for label in labels { card.addSubview(label) }
        let (name, country, description) = (labels[0], labels[1], labels[2])
        try LayoutConstraint.activate(
            pinCard(card, in: root) + [
                name.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                country.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
                description.topAnchor.constraint(equalTo: country.bottomAnchor, constant: 8),
                card.bottomAnchor.constraint(equalTo: description.bottomAnchor, constant: 8),
                spare(country.topAnchor.constraint(equalTo: card.topAnchor, constant: 8), 500),
                spare(description.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8), 500),
                spare(card.bottomAnchor.constraint(equalTo: country.bottomAnchor, constant: 8), 500),
                spare(description.topAnchor.constraint(equalTo: card.topAnchor, constant: 8), 300),
                spare(card.bottomAnchor.constraint(equalTo: name.bottomAnchor, constant: 8), 300),
                spare(card.heightAnchor.constraint(equalToConstant: 8), 200),
            ]
                + labels.flatMap {
                    [
                        $0.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                        card.trailingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8),
                    ]
                })
        root.layoutIfNeeded()
        #expect(card.frame == Rect(x: 20, y: 20, width: 280, height: 141.5))
        #expect(
            labels.map(\.frame) == [
                Rect(x: 8, y: 8, width: 264, height: 40), Rect(x: 8, y: 56, width: 264, height: 16.5),
                Rect(x: 8, y: 80.5, width: 264, height: 53),
            ])

        for (label, present) in zip(labels, fields.present) where !present { label.removeFromSuperview() }
        root.layoutIfNeeded()
        #expect(card.frame.height == Self.cardHeight(Self.british, fields, cardWidth: 280))
        var y = 8.0
        for (label, height) in zip(labels, Self.heights(Self.british, fields, width: 264))
        where label.superview != nil {
            #expect(label.frame == Rect(x: 8, y: y, width: 264, height: height))
            y += height + 8
        }
        for width in [320.0, 568] {
            let size = card.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(
                size == Size(width: width, height: Self.cardHeight(Self.british, fields, cardWidth: width)))
        }
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(root.ambiguousLayouts().isEmpty)
    }

    /// Technique 2: each label in a block, 4 pt from the block's top and bottom at 750, blocks
    /// capped at 0 (empty) or 10,000; spacers of 4 above and below. Cards are reused with other text.
    struct BlockCard {
        let root: View
        let card = constrainedView("card")
        let labels: [Label]
        let blocks: [View]
        let caps: [LayoutConstraint]

        init(_ test: LabelCatCardTests, diagnostics: Diagnostics) throws {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            labels = test.makeLabels(LabelCatCardTests.british)
            blocks = ["nameBlock", "countryBlock", "descriptionBlock"].map(constrainedView)
            caps = blocks.map { $0.heightAnchor.constraint(lessThanOrEqualToConstant: 10_000) }
            let topSpacer = constrainedView("topSpacer")
            let bottomSpacer = constrainedView("bottomSpacer")
            root.addSubview(card)
            let column = [topSpacer] + blocks + [bottomSpacer]
            var constraints =
                test.pinCard(card, in: root) + [
                    topSpacer.topAnchor.constraint(equalTo: card.topAnchor),
                    topSpacer.heightAnchor.constraint(equalToConstant: 4),
                    card.bottomAnchor.constraint(equalTo: bottomSpacer.bottomAnchor),
                    bottomSpacer.heightAnchor.constraint(equalToConstant: 4),
                ]
            for view in column {
                card.addSubview(view)
                constraints += [
                    view.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                ]
            }
            for (upper, lower) in zip(column, column.dropFirst()) {
                constraints.append(lower.topAnchor.constraint(equalTo: upper.bottomAnchor))
            }
            for (block, label) in zip(blocks, labels) {
                block.addSubview(label)
                constraints += [
                    test.spare(
                        label.topAnchor.constraint(equalTo: block.topAnchor, constant: 4), .defaultHigh),
                    test.spare(
                        block.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4), .defaultHigh),
                    label.leadingAnchor.constraint(equalTo: block.leadingAnchor, constant: 8),
                    block.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                ]
            }
            try LayoutConstraint.activate(constraints + caps)
        }

        func fill(_ texts: [String], _ fields: Fields) {
            for (index, present) in fields.present.enumerated() {
                labels[index].text = present ? texts[index] : ""
                caps[index].constant = present ? 10_000 : 0
            }
        }

        func check(_ texts: [String], _ fields: Fields, _ diagnostics: Diagnostics) {
            root.layoutIfNeeded()
            let cardWidth = root.frame.width - 40
            #expect(card.frame.height == LabelCatCardTests.cardHeight(texts, fields, cardWidth: cardWidth))
            let heights = LabelCatCardTests.heights(texts, fields, width: cardWidth - 16)
            var y = 4.0
            for (index, present) in fields.present.enumerated() {
                let height = present ? heights[index] + 8 : 0
                #expect(blocks[index].frame == Rect(x: 0, y: y, width: cardWidth, height: height))
                if present {
                    #expect(
                        labels[index].frame == Rect(x: 8, y: 4, width: cardWidth - 16, height: heights[index])
                    )
                }
                y += height
            }
            for width in [320.0, 568] {
                let size = card.systemLayoutSizeFitting(
                    Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                #expect(size.height == LabelCatCardTests.cardHeight(texts, fields, cardWidth: width))
            }
            #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        }
    }

    @Test(arguments: Fields.combinations, Fields.combinations)
    func reusingBlocks(_ first: Fields, _ second: Fields) throws {
        let diagnostics = Diagnostics()
        let card = try BlockCard(self, diagnostics: diagnostics)
        card.check(Self.british, .all, diagnostics)
        card.fill(Self.british, first)
        card.check(Self.british, first, diagnostics)
        card.fill(Self.sphynx, second)
        card.check(Self.sphynx, second, diagnostics)
        // Rotation re-measures every label at its new width.
        card.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        card.check(Self.sphynx, second, diagnostics)
        card.fill(Self.british, first)
        card.check(Self.british, first, diagnostics)
    }

    /// The blog's scroll view of cat breeds: cards one under the other, each as high as its content.
    @Test func listOfCards() throws {
        let root = makeRoot(320, 2000)
        let contents = [
            (Self.british, Fields.all), (Self.sphynx, .all),
            (Self.british, Fields(name: true, country: false, description: true)),
        ]
        var previous: View?
        var cards: [View] = []
        for (texts, fields) in contents {
            let card = constrainedView("card")
            root.addSubview(card)
            let labels = makeLabels(texts).enumerated().filter { fields.present[$0.offset] }.map(\.element)
            var constraints = [
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 20),
            ]
            var above: LayoutYAxisAnchor = card.topAnchor
            for label in labels {
                card.addSubview(label)
                constraints += [
                    label.topAnchor.constraint(equalTo: above, constant: 8),
                    label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                    card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                ]
                above = label.bottomAnchor
            }
            constraints.append(card.bottomAnchor.constraint(equalTo: above, constant: 8))
            try LayoutConstraint.activate(constraints)
            previous = card
            cards.append(card)
        }
        root.layoutIfNeeded()
        let heights = contents.map { Self.cardHeight($0.0, $0.1, cardWidth: 280) }
        #expect(heights == [141.5, 139, 117])
        #expect(
            cards.map(\.frame) == [
                Rect(x: 20, y: 20, width: 280, height: 141.5), Rect(x: 20, y: 181.5, width: 280, height: 139),
                Rect(x: 20, y: 340.5, width: 280, height: 117),
            ])
    }
}
