import Plumb
import Testing

/// Labels measured with the FallbackTextMeasurer: intrinsic sizes, defaults, the explicit and the
/// automatic (two-pass, docs/auto-layout.md §8.9) preferred width, and re-measuring on change.
@Suite struct LabelTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    /// A label pinned 20 from the root's left, right and top edges.
    func pinnedLabel(_ text: String, root: View) throws -> Label {
        let label = Label(text)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.accessibilityIdentifier = "label"
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        return label
    }

    @Test func defaults() {
        let label = Label()
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.firstBaselineOffsetFromTop == 0)
    }

    @Test func singleLineIntrinsicSize() {
        #expect(Label("Hello, world").intrinsicContentSize == Size(width: 94.5, height: 20))
        // One line however long: the text is truncated when laid out narrower.
        let label = Label(Self.fox)
        #expect(label.intrinsicContentSize == Size(width: 351.5, height: 20))
        label.frame = Rect(x: 0, y: 0, width: 120, height: 20)
        #expect(label.textLayout.lines.map(\.text) == ["The quick br…"])
        #expect(Label("Сиамская кошка").intrinsicContentSize == Size(width: 134.5, height: 20))
        #expect(Label("x", font: .systemFont(ofSize: 34)).intrinsicContentSize == Size(width: 19, height: 40))
    }

    @Test func explicitPreferredMaxLayoutWidth() throws {
        let label = Label(Self.fox)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == Size(width: 115, height: 80))
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == Size(width: 113.5, height: 40))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == Size(width: 351.5, height: 20))

        // In a layout: the label is 120 wide by its preferred width, whatever its superview.
        let root = makeRoot(320, 568)
        let free = Label(Self.fox)
        free.numberOfLines = 0
        free.preferredMaxLayoutWidth = 120
        free.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(free)
        try LayoutConstraint.activate([
            free.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            free.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(free.frame == Rect(x: 20, y: 20, width: 115, height: 80))
    }

    @Test func automaticPreferredWidthTakesTwoPasses() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let label = try pinnedLabel(Self.fox, root: root)
        label.numberOfLines = 0
        // Before any layout the label measures as one line.
        #expect(label.intrinsicContentSize == Size(width: 351.5, height: 20))
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 280, height: 40))
        #expect(label.intrinsicContentSize == Size(width: 280, height: 40))
        #expect(label.textLayout.lines.map(\.text) == ["The quick brown fox jumps over the", "lazy dog"])

        // Rotation: the label is measured again at its new width, and again on the way back.
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 528, height: 20))
        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 280, height: 40))

        // New text is measured at the width the label has.
        label.text = "Сиамская кошка родом из Таиланда. Сиамская кошка родом из Таиланда."
        root.layoutIfNeeded()
        #expect(
            label.frame.height
                == TextLayout(
                    label.text, font: label.font, measurer: FallbackTextMeasurer(), maxWidth: 280
                ).size.height)
        #expect(label.frame.height == 60)
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    /// A label that is as wide as it is high (times 5) can never settle on a width: the label stops
    /// re-measuring and the layout converges without a diagnostic.
    @Test func oscillationIsGuarded() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let label = Label(Self.fox)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 5),
        ])
        root.layoutIfNeeded()
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(label.frame.width == label.frame.height * 5)
    }

    /// A measurer with fixed numbers: every character 10 pt, lines 10 pt high.
    struct MonospaceMeasurer: TextMeasuring {
        func metrics(of font: Font) -> FontMetrics {
            FontMetrics(ascender: 8, descender: -2, leading: 0, capHeight: 7, xHeight: 5)
        }
        func width(of text: Substring, font: Font) -> Double { Double(text.count) * 10 }
    }

    @Test func changingTheMeasurerRemeasures() throws {
        let root = makeRoot(320, 568)
        let label = try pinnedLabel("Hello", root: root)
        let button = Button("OK")
        root.addSubview(button)
        root.layoutIfNeeded()
        #expect(label.frame.height == 20)
        root.textMeasurer = MonospaceMeasurer()
        #expect(label.textMeasurer is MonospaceMeasurer)
        #expect(label.intrinsicContentSize == Size(width: 50, height: 10))
        #expect(button.intrinsicContentSize == Size(width: 20, height: 30))
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 280, height: 10))
    }
}
