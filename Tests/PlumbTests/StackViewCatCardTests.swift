import Plumb
import Testing

/// The blog's cat card as a stack view: a vertical stack (spacing 8, aligned on
/// the leading edge, laid out inside its 8-pt margins) of three labels — breed name, country,
/// description — whose missing fields are simply hidden. Every combination of missing fields, on a
/// fresh card and on one card reused with other content, gives exact frames and no diagnostic.
@Suite struct StackViewCatCardTests {
    typealias Fields = CatCardTests.Fields

    struct Card {
        let fixture: StackFixture
        let labels: [SizedView]

        init() {
            labels = zip(["name", "country", "description"], CatCardTests.sizes).map {
                SizedView($1.width, $1.height, name: $0)
            }
            fixture = StackFixture(labels, axis: .vertical, spacing: 8, x: 20, y: 20, width: 280) { stack in
                stack.alignment = .leading
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
        }

        func fill(_ fields: Fields, sizes: [Size]) {
            for (label, (present, size)) in zip(labels, zip(fields.present, sizes)) {
                label.size = size
                label.isHidden = !present
            }
            fixture.layout()
        }

        /// The frames and the height the blog's card has (CatCardTests' expectation), except that
        /// an empty card keeps both margins (16 high).
        func check(_ fields: Fields, sizes: [Size]) {
            let (expected, height) = CatCardTests.expectedLayout(fields, sizes: sizes)
            let visible = fields.present.contains(true)
            #expect(fixture.stack.frame == CatCardTests.cardFrame(height: visible ? height : 16))
            for (label, frame) in zip(labels, expected) {
                if let frame {
                    #expect(label.frame == frame, "\(label.accessibilityIdentifier ?? "")")
                } else {
                    #expect(label.frame.height == 0 && label.isHidden)
                }
            }
            #expect(fixture.isClean)
        }
    }

    @Test("A fresh card for every combination of fields", arguments: Fields.combinations)
    func fresh(fields: Fields) {
        let card = Card()
        card.fill(fields, sizes: CatCardTests.sizes)
        card.check(fields, sizes: CatCardTests.sizes)
    }

    @Test("One card reused through every combination, alternating content sizes")
    func reused() {
        let card = Card()
        card.check(.all, sizes: CatCardTests.sizes)
        for (step, fields) in (Fields.combinations + Fields.combinations.reversed()).enumerated() {
            let sizes = step % 2 == 0 ? CatCardTests.otherSizes : CatCardTests.sizes
            card.fill(fields, sizes: sizes)
            card.check(fields, sizes: sizes)
        }
    }
}
