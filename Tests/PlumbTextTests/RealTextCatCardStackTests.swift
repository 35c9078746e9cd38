import Plumb
import PlumbText
import Testing

/// The blog's cat card in the third technique, a vertical stack view, with real
/// multi-line labels measured by FreeType: the card's height is its margins, the heights of the
/// labels that have text and one spacing between each two of them, for every combination of
/// missing fields, on one card reused through every combination at two widths (a rotation).
@Suite(.enabled(if: DejaVu.isInstalled)) struct RealTextCatCardStackTests {
    static let measurer = FreeTypeTextMeasurer()
    /// Breed, country, description; the second record is the one the card is refilled with.
    static let records = [
        [
            "Сиамская кошка", "Таиланд",
            "Стройная короткошёрстная кошка с голубыми глазами и тёмными отметинами.",
        ],
        [
            "Maine Coon", "United States",
            "One of the largest domesticated breeds, with a shaggy coat and tufted ears.",
        ],
    ]

    final class Card {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let stack = StackView()
        let labels = (0..<3).map { _ in Label() }
        var diagnostics: [String] = []

        init() throws {
            root.textMeasurer = RealTextCatCardStackTests.measurer
            root.diagnosticHandler = { [unowned self] in diagnostics.append($0.description) }
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .fill
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            stack.translatesAutoresizingMaskIntoConstraints = false
            labels[0].font = .boldSystemFont(ofSize: 17)
            for label in labels {
                label.numberOfLines = 0
                stack.addArrangedSubview(label)
            }
            root.addSubview(stack)
            try LayoutConstraint.activate(withVisualFormat: "H:|-[card]-|", views: ["card": stack])
            try LayoutConstraint.activate(withVisualFormat: "V:|-[card]", views: ["card": stack])
        }

        /// Fills the card; an empty field hides its label, as the blog wants.
        func fill(_ record: [String], present: [Bool]) {
            for (label, (text, isPresent)) in zip(labels, zip(record, present)) {
                label.text = isPresent ? text : ""
                label.isHidden = !isPresent
            }
            root.layoutIfNeeded()
        }

        /// Checks every frame against the labels' own text layouts at the stack's inner width.
        func check(present: [Bool], sourceLocation: SourceLocation = #_sourceLocation) {
            let inner = root.frame.width - 40 - 16
            var y = 8.0
            for (label, isPresent) in zip(labels, present) where isPresent {
                let height = label.textLayout(width: inner).size.height
                #expect(
                    label.frame == Rect(x: 8, y: y, width: inner, height: height),
                    sourceLocation: sourceLocation)
                y += height + 8
            }
            let height = present.contains(true) ? y : 16
            #expect(
                stack.frame == Rect(x: 20, y: 20, width: root.frame.width - 40, height: height),
                sourceLocation: sourceLocation)
            for (label, isPresent) in zip(labels, present) where !isPresent {
                #expect(label.frame.height == 0, sourceLocation: sourceLocation)
            }
            #expect(diagnostics.isEmpty, sourceLocation: sourceLocation)
        }
    }

    static let combinations: [[Bool]] = (0..<8).map { bits in (0..<3).map { bits & (1 << $0) != 0 } }

    @Test(arguments: combinations)
    func freshCard(present: [Bool]) throws {
        let card = try Card()
        card.fill(Self.records[0], present: present)
        card.check(present: present)
    }

    @Test func oneCardReusedThroughEveryCombinationAndRotation() throws {
        let card = try Card()
        for (index, present) in (Self.combinations + Self.combinations.reversed()).enumerated() {
            card.root.frame = Rect(x: 0, y: 0, width: index % 3 == 0 ? 568 : 320, height: 568)
            card.fill(Self.records[index % 2], present: present)
            card.check(present: present)
        }
    }

    @Test func fullCardHeightsArePinned() throws {
        let card = try Card()
        card.fill(Self.records[0], present: [true, true, true])
        // 8 + 20 (bold title) + 8 + 20 (country) + 8 + 59.5 (three lines of 19.79 pt) + 8.
        #expect(card.stack.frame == Rect(x: 20, y: 20, width: 280, height: 131.5))
        #expect(card.labels[2].frame == Rect(x: 8, y: 64, width: 264, height: 59.5))
        card.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        card.root.layoutIfNeeded()
        #expect(card.stack.frame == Rect(x: 20, y: 20, width: 528, height: 112))
        #expect(card.labels[2].frame == Rect(x: 8, y: 64, width: 512, height: 40))
        let fitting = card.stack.systemLayoutSizeFitting(
            Size(width: 280, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == Size(width: 280, height: 131.5))
    }
}
