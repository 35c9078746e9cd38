import Plumb
import Testing

/// TextView with the FallbackTextMeasurer: no intrinsic size while scrolling; otherwise its text
/// (12 pt: a line is 14.04 high, ascender 11.16) plus the insets (8 above and below) and the line
/// fragment padding (5 at each end), wrapped at the width the layout gives it.
@Suite struct TextViewTests {
    @Test func defaults() {
        let view = TextView()
        #expect(view.font == .systemFont(ofSize: 12))
        #expect(view.isScrollEnabled)
        #expect(view.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.lineFragmentPadding == 5)
        #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
    }

    /// Not scrolling, before any layout: one line per paragraph. Empty: one line high (14.04 →
    /// 14.5, + 16) and 10 wide; "Hello" is 2.4 em = 28.8 → 29 wide, + 10; two paragraphs are two
    /// lines (28.08 → 28.5, + 16).
    @Test(arguments: [
        ("", Size(width: 10, height: 30.5)),
        ("Hello", Size(width: 39, height: 30.5)),
        ("Hello\nHello", Size(width: 39, height: 44.5)),
    ])
    func intrinsicSize(text: String, size: Size) {
        let view = TextView(text, isScrollEnabled: false)
        #expect(abs(view.intrinsicContentSize.width - size.width) < 1e-6)
        #expect(abs(view.intrinsicContentSize.height - size.height) < 1e-6)
        view.textContainerInset = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        view.lineFragmentPadding = 0
        #expect(abs(view.intrinsicContentSize.width - (size.width - 10 + 8)) < 1e-6)
        #expect(abs(view.intrinsicContentSize.height - (size.height - 16 + 6)) < 1e-6)
    }

    /// "Кот кошка котёнок" (21.6 + 3.6 + 36.6 + 3.6 + 46.2 = 111.6 wide on one line) in a text view
    /// pinned at (20, 20), 100 wide, not scrolling: the text container is 100 − 10 = 90 wide, so the
    /// text wraps after "кошка" into two lines, 28.08 → 28.5 high: the view is 44.5 high. The first
    /// baseline is 8 + 11.16 = 19.16 below the top, the last 44.5 − 8 − 25.2 = 11.3 above the
    /// bottom. Scrolling again, the height has nothing to come from but a constraint.
    @Test func wrapsAtLayoutWidth() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let view = TextView("Кот кошка котёнок", isScrollEnabled: false)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        #expect(abs(view.intrinsicContentSize.width - 122) < 1e-6)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 20, width: 100, height: 44.5))
        #expect(view.textLayout(width: 100).lines.map(\.text) == ["Кот кошка", "котёнок"])
        #expect(abs(view.firstBaselineOffsetFromTop - 19.16) < 1e-6)
        #expect(abs(view.lastBaselineOffsetFromBottom - 11.3) < 1e-6)
        #expect(diagnostics.items.isEmpty)

        let height = view.heightAnchor.constraint(equalToConstant: 60)
        height.isActive = true
        view.isScrollEnabled = true
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 20, y: 20, width: 100, height: 60))
        #expect(view.lastBaselineOffsetFromBottom == 0)
    }

    /// In a vertical filling stack 200 wide, a non-scrolling text view below a label wraps at the
    /// stack's width and the stack grows to fit: "Кот кошка котёнок" fits 190 on one line (111.6 →
    /// 112), so the view is 30.5 high at y = 20 + 8; hidden, it collapses.
    @Test func inStack() {
        let label = Label("Notes")
        let view = TextView("Кот кошка котёнок", isScrollEnabled: false)
        let fixture = StackFixture([label, view], axis: .vertical, spacing: 8, width: 200)
        #expect(
            fixture.frames == [
                Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 28, width: 200, height: 30.5),
            ])
        #expect(fixture.stack.frame.height == 58.5)
        view.isHidden = true
        fixture.layout()
        #expect(fixture.stack.frame.height == 20)
        #expect(fixture.isClean)
    }

    /// A cell's content holding a non-scrolling text view pinned to its edges, fitted to a width
    /// of 100: the text view wraps at 100 as in a layout pass, so the fitting height is 44.5.
    @Test func fittingSize() throws {
        let content = View()
        let view = TextView("Кот кошка котёнок", isScrollEnabled: false)
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            view.topAnchor.constraint(equalTo: content.topAnchor),
            view.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        let size = content.systemLayoutSizeFitting(
            Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100, height: 44.5))
    }
}
