import Plumb
import Testing

/// Button, TextField and ImageView intrinsic sizes and baselines with the FallbackTextMeasurer,
/// and baseline constraints between a label and a button (anchors and VFL).
@Suite struct ControlTests {
    @Test func button() {
        let button = Button("Button")
        // iOS 7's "Button" is 46 × 30 in Helvetica Neue; the fallback's "Button" is 44.25 wide.
        #expect(button.intrinsicContentSize == Size(width: 44.5, height: 30))
        #expect(button.contentHuggingPriority(for: .horizontal) == 250)
        #expect(abs(button.firstBaselineOffsetFromTop - 19.95) < 1e-9)
        #expect(abs(button.lastBaselineOffsetFromBottom - 10.05) < 1e-9)
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        #expect(button.intrinsicContentSize == Size(width: 68.5, height: 38))
        #expect(abs(button.firstBaselineOffsetFromTop - 23.95) < 1e-9)
        #expect(Button("Register").intrinsicContentSize == Size(width: 57, height: 30))
    }

    @Test func textField() {
        let field = TextField(placeholder: "Email")
        #expect(field.font == .systemFont(ofSize: 14))
        #expect(field.intrinsicContentSize == Size(width: 38 + 14, height: 30))
        field.text = "cat@example.com"
        #expect(field.intrinsicContentSize.height == 30)
        #expect(field.intrinsicContentSize.width > 52)
        #expect(TextField().intrinsicContentSize == Size(width: 14, height: 30))
        #expect(field.contentHuggingPriority(for: .horizontal) == 250)
        // 14 pt text: 16.38 → 16.5 high, centred in 30: (30 − 16.5) / 2 + 13.02.
        #expect(abs(field.firstBaselineOffsetFromTop - 19.77) < 1e-9)
        #expect(abs(field.lastBaselineOffsetFromBottom - 10.23) < 1e-9)
    }

    @Test func imageView() {
        let imageView = ImageView(image: Image(width: 64, height: 48))
        #expect(imageView.intrinsicContentSize == Size(width: 64, height: 48))
        #expect(imageView.frame == Rect(x: 0, y: 0, width: 64, height: 48))
        #expect(imageView.contentHuggingPriority(for: .vertical) == 251)
        imageView.image = nil
        #expect(imageView.intrinsicContentSize == Size(width: -1, height: -1))
    }

    /// A two-line label at (20, 20) and a button beside it, aligned by first or last baselines.
    @Test(arguments: [LayoutAttribute.firstBaseline, .lastBaseline])
    func labelAndButtonBaselines(_ attribute: LayoutAttribute) throws {
        let root = makeRoot(320, 568)
        let label = Label("Кот\nКошка")
        label.numberOfLines = 0
        let button = Button("Button")
        for view in [label, button] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[label]-[button]",
                options: attribute == .firstBaseline
                    ? .alignAllFirstBaseline : .alignAllLastBaseline,
                views: ["label": label, "button": button])
                + [label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 20, width: 54.5, height: 40))
        // First baselines: 20 + 15.81 = 35.81 = y + 19.95. Last: 20 + 40 − 4.3 = 55.7 = y + 30 − 10.05.
        let y = attribute == .firstBaseline ? 15.86 : 35.75
        #expect(button.frame == Rect(x: 82.5, y: y, width: 44.5, height: 30))

        // The anchors say the same; a longer title moves nothing vertically.
        button.title = "A longer title"
        root.layoutIfNeeded()
        #expect(button.frame.origin.y == y)
    }

    /// VFL's baseline-to-baseline spacing: the standard space between two 17 pt labels is
    /// 19.89 + 8 → 28 from the upper last baseline to the lower first baseline; between views
    /// without text it stays 8 from edge to edge.
    @Test func baselineToBaselineSpacing() throws {
        let root = makeRoot(320, 568)
        let upper = Label("Кот\nКошка")
        upper.numberOfLines = 0
        let lower = Label("Котёнок")
        let plain = constrainedView("plain")
        for view in [upper, lower] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.addSubview(plain)
        let views: [String: LayoutItem] = ["upper": upper, "lower": lower, "plain": plain]
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "V:[upper]-[lower]-[plain(10)]", options: .spacingBaselineToBaseline,
            views: views)
        let spacing = try #require(constraints.first { $0.firstItem === lower })
        #expect(spacing.firstAttribute == .firstBaseline)
        #expect(spacing.secondAttribute == .lastBaseline)
        try LayoutConstraint.activate(
            constraints + [upper.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        try LayoutConstraint.activate(withVisualFormat: "H:|-[upper]", views: views)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[lower]", views: views)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[plain(10)]", views: views)
        root.layoutIfNeeded()
        #expect(spacing.constant == 28)
        // upper's last baseline: 20 + 35.7 = 55.7; lower's first baseline 83.7 = y + 15.81.
        #expect(upper.frame == Rect(x: 20, y: 20, width: 54.5, height: 40))
        #expect(lower.frame.origin.y == 67.89)
        // plain.firstBaseline (its top) = lower.lastBaseline + 28 (lower has text).
        #expect(plain.frame.origin.y == 67.89 + 20 - 4.19 + 28)

        // System spacing between baseline anchors is the same font-derived space.
        let system = lower.firstBaselineAnchor.constraint(
            equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 2)
        #expect(system.constant == 56)
    }
}
