import PlumbSolver
import Testing

@testable import Plumb

/// A tree for VFL tests: a root named `sv` (320 × 568) holding one constrained view per name, and
/// `_topButton` inside `_topGrayView` (as in screen (a)).
struct VisualFormatTree {
    let root: View
    var views: [String: LayoutItem] = [:]

    static let names = [
        "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
        "button2", "flexibleButton", "_topGrayView", "_bottomGrayView", "_button", "_textFieldEmail",
        "_textFieldConfirmEmail", "a", "b", "c", "find", "findNext", "findField", "view", "view1",
    ]

    init(profile: SpacingProfile = .ios7) {
        root = makeRoot(320, 568)
        root.accessibilityIdentifier = "sv"
        root.spacingProfile = profile
        for name in Self.names {
            let view = constrainedView(name)
            root.addSubview(view)
            views[name] = view
        }
        let topButton = constrainedView("_topButton")
        (views["_topGrayView"] as! View).addSubview(topButton)
        views["_topButton"] = topButton
    }

    /// A view of the tree.
    subscript(name: String) -> View { views[name] as! View }
}

/// A constraint as one line: `b.leading >= a.trailing + 8 @500`, `a.width == 100`,
/// `b.top == a.bottom + NSSpace(8)`; items by name (`sv.margins` for the root's margins guide).
/// It shows item, attribute, relation, multiplier, constant (symbolic or not) and priority.
func line(_ constraint: LayoutConstraint, profile: SpacingProfile = .ios7) -> String {
    func name(_ item: LayoutItem?) -> String {
        if let view = item as? View { return view.accessibilityIdentifier ?? "?" }
        if let guide = item as? LayoutGuide {
            return (guide.owningView?.accessibilityIdentifier ?? "?") + ".margins"
        }
        return "nil"
    }
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
    let value = Lowering.resolvedConstant(of: constraint, profile: profile)
    if constraint.secondItem == nil {
        text += " " + NumberFormat.g(value)
    } else {
        text += " "
        if constraint.multiplier != 1 { text += NumberFormat.g(constraint.multiplier) + "*" }
        text += "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
        if case .standard = constraint.spacing {
            text += " + NSSpace(\(NumberFormat.g(value)))"
        } else if value > 0 {
            text += " + " + NumberFormat.g(value)
        } else if value < 0 {
            text += " - " + NumberFormat.g(-value)
        }
    }
    if !constraint.priority.isRequired { text += " @" + NumberFormat.g(Double(constraint.priority.rawValue)) }
    return text
}

/// Every row of docs/auto-layout.md §7.6, compared constraint by constraint and in order.
@Suite struct VisualFormatTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let number: Int
        let format: String
        var options: LayoutConstraint.FormatOptions = []
        var metrics: [String: Double] = [:]
        var profile: SpacingProfile = .ios7
        let expected: [String]
        var testDescription: String { "#\(number) \(format)" }
    }

    static let rows: [Row] = [
        Row(
            number: 1, format: "[button]-[textField]",
            expected: ["textField.leading == button.trailing + NSSpace(8)"]),
        Row(number: 2, format: "[button(>=50)]", expected: ["button.width >= 50"]),
        Row(
            number: 3, format: "|-50-[purpleBox]-50-|",
            expected: ["purpleBox.leading == sv.leading + 50", "sv.trailing == purpleBox.trailing + 50"]),
        Row(
            number: 4, format: "V:[topField]-10-[bottomField]",
            expected: ["bottomField.top == topField.bottom + 10"]),
        Row(
            number: 5, format: "[maroonView][blueView]", expected: ["blueView.leading == maroonView.trailing"]
        ),
        Row(number: 6, format: "[button(100@20)]", expected: ["button.width == 100 @20"]),
        Row(number: 7, format: "[button1(==button2)]", expected: ["button1.width == button2.width"]),
        Row(
            number: 8, format: "[flexibleButton(>=70,<=100)]",
            expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        Row(
            number: 9, format: "H:|-[_topGrayView]-|",
            expected: [
                "_topGrayView.leading == sv.leading + NSSpace(20)",
                "sv.trailing == _topGrayView.trailing + NSSpace(20)",
            ]),
        Row(
            number: 10, format: "V:|-[_topGrayView(==100)]",
            expected: ["_topGrayView.top == sv.top + NSSpace(20)", "_topGrayView.height == 100"]),
        Row(
            number: 11, format: "H:|-[_topButton]",
            expected: ["_topButton.leading == _topGrayView.leading + NSSpace(20)"]),
        Row(
            number: 12, format: "V:|-[_topGrayView]-[_bottomGrayView(==100)]",
            expected: [
                "_topGrayView.top == sv.top + NSSpace(20)",
                "_bottomGrayView.top == _topGrayView.bottom + NSSpace(8)",
                "_bottomGrayView.height == 100",
            ]),
        Row(
            number: 13, format: "H:|-(<=100)-[_button(>=50)]-(<=100)-|",
            expected: [
                "_button.leading <= sv.leading + 100", "_button.width >= 50",
                "sv.trailing <= _button.trailing + 100",
            ]),
        Row(
            number: 14, format: "H:|-[_button(>=100,<=200)]",
            expected: [
                "_button.leading == sv.leading + NSSpace(20)", "_button.width >= 100", "_button.width <= 200",
            ]),
        Row(number: 15, format: "V:[_button]-(>=100)-|", expected: ["sv.bottom >= _button.bottom + 100"]),
        Row(
            number: 16, format: "V:[_textFieldEmail]-[_textFieldConfirmEmail]",
            expected: ["_textFieldConfirmEmail.top == _textFieldEmail.bottom + NSSpace(8)"]),
        Row(
            number: 17, format: "H:|[a]|", expected: ["a.leading == sv.leading", "sv.trailing == a.trailing"]),
        Row(
            number: 18, format: "H:[a]-(>=8,<=20@500)-[b]",
            expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"]),
        Row(
            number: 19, format: "H:[a]-gap-[b]", metrics: ["gap": 12],
            expected: ["b.leading == a.trailing + 12"]),
        Row(number: 20, format: "H:[a]-(-5)-[b]", expected: ["b.leading == a.trailing - 5"]),
        Row(
            number: 21, format: "H:|-[a]-[b]-|", options: .directionLeftToRight,
            expected: [
                "a.left == sv.left + NSSpace(20)", "b.left == a.right + NSSpace(8)",
                "sv.right == b.right + NSSpace(20)",
            ]),
        Row(
            number: 22, format: "H:|-[a]-[b]-|", options: .directionRightToLeft,
            expected: [
                "sv.right == a.right + NSSpace(20)", "a.left == b.right + NSSpace(8)",
                "b.left == sv.left + NSSpace(20)",
            ]),
        Row(
            number: 23, format: "V:|-[a]-[b]-|", options: .directionRightToLeft,
            expected: [
                "a.top == sv.top + NSSpace(20)", "b.top == a.bottom + NSSpace(8)",
                "sv.bottom == b.bottom + NSSpace(20)",
            ]),
        Row(
            number: 23, format: "V:|-[a]-[b]-|", options: .directionLeftToRight,
            expected: [
                "a.top == sv.top + NSSpace(20)", "b.top == a.bottom + NSSpace(8)",
                "sv.bottom == b.bottom + NSSpace(20)",
            ]),
        Row(
            number: 24, format: "[a][b]", options: [.alignAllTop, .alignAllBottom],
            expected: ["b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom"]),
        Row(
            number: 25, format: "V:[a]-[b]", options: .alignAllLeading,
            expected: ["b.top == a.bottom + NSSpace(8)", "a.leading == b.leading"]),
        Row(
            number: 26, format: "H:|-[a]-|", profile: .ios8,
            expected: ["a.leading == sv.leadingMargin", "sv.trailingMargin == a.trailing"]),
        Row(
            number: 27, format: "V:|-[a]-[b]", profile: .ios8,
            expected: ["a.top == sv.topMargin", "b.top == a.bottom + NSSpace(8)"]),
        Row(number: 28, format: "[a]", expected: []),
        // §7.4's order example.
        Row(
            number: 74, format: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
            expected: [
                "find.leading == sv.leading + NSSpace(20)", "findNext.leading == find.trailing + NSSpace(8)",
                "findField.leading == findNext.trailing + NSSpace(8)", "findField.width >= 20",
                "sv.trailing == findField.trailing + NSSpace(20)", "find.top == findNext.top",
                "findNext.top == findField.top",
            ]),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let tree = VisualFormatTree(profile: row.profile)
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: row.format, options: row.options, metrics: row.metrics, views: tree.views)
        #expect(constraints.map { line($0, profile: row.profile) } == row.expected)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(constraints.allSatisfy { $0.multiplier == 1 })
    }

    /// Row 18 field by field, as GNUstep's suite compares them.
    @Test func fieldsOfRow18() throws {
        let tree = VisualFormatTree()
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:[a]-(>=8,<=20@500)-[b]", views: tree.views)
        try #require(constraints.count == 2)
        let (first, second) = (constraints[0], constraints[1])
        #expect(first.firstItem === tree["b"] && first.secondItem === tree["a"])
        #expect(first.firstAttribute == .leading && first.secondAttribute == .trailing)
        #expect(first.relation == .greaterThanOrEqual && first.constant == 8 && first.priority == .required)
        #expect(second.relation == .lessThanOrEqual && second.constant == 20 && second.priority == 500)
        #expect(first.multiplier == 1 && second.multiplier == 1)
    }

    /// P11 (§6.3): `|-` targets the superview's margins guide with plain edges; the standard space
    /// against the guide is 0.
    @Test func marginsGuideInTheIOS11Profile() throws {
        let tree = VisualFormatTree(profile: .ios11)
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b]-|", views: tree.views)
        #expect(
            constraints.map { line($0, profile: .ios11) } == [
                "a.leading == sv.margins.leading + NSSpace(0)", "b.leading == a.trailing + NSSpace(8)",
                "sv.margins.trailing == b.trailing + NSSpace(0)",
            ])
        #expect(constraints[0].secondItem === tree.root.layoutMarginsGuide)
    }

    /// Baseline to baseline (§6.4): a connection between two views relates their baselines; one to
    /// `|` keeps the view's and the superview's top and bottom.
    @Test func baselineToBaseline() throws {
        let tree = VisualFormatTree()
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-[b]-(10)-|", options: .spacingBaselineToBaseline, views: tree.views)
        #expect(
            constraints.map { line($0) } == [
                "a.top == sv.top + NSSpace(20)", "b.firstBaseline == a.lastBaseline + NSSpace(8)",
                "sv.bottom == b.bottom + 10",
            ])
    }

    /// The lenient parts of the accepted grammar (§7.2): single predicates with a relation or a
    /// priority, metric priorities, strtod numbers, repeated views, view-relative sizes with
    /// priorities, a single view with options (never checked).
    @Test(arguments: [
        ("[a]->=8-[b]", ["b.leading >= a.trailing + 8"]),
        ("[a]-8@750-[b]", ["b.leading == a.trailing + 8 @750"]),
        ("[a]-(8@p)-[b]", ["b.leading == a.trailing + 8 @250"]),
        ("[a]-1e1-[b]", ["b.leading == a.trailing + 10"]),
        ("[a]-0.5-[b]", ["b.leading == a.trailing + 0.5"]),
        ("[a]-0x10-[b]", ["b.leading == a.trailing + 16"]),
        ("[a]-(-.5)-[b]", ["b.leading == a.trailing - 0.5"]),
        ("[a(-5)]", ["a.width == -5"]),
        ("[a(<=b@999)]", ["a.width <= b.width @999"]),
        ("[a(gap)]", ["a.width == 12"]),
        ("[a(b)]", ["a.width == b.width"]),
        ("V:[a(==a)]", ["a.height == a.height"]),
        ("[a][a]", ["a.leading == a.trailing"]),
        (
            "|[a]-[b]-[a]|",
            [
                "a.leading == sv.leading", "b.leading == a.trailing + NSSpace(8)",
                "a.leading == b.trailing + NSSpace(8)", "sv.trailing == a.trailing",
            ]
        ),
        ("[a(b,c@7)]", ["a.width == b.width", "a.width == c.width @7"]),
    ])
    func acceptedGrammar(_ format: String, _ expected: [String]) throws {
        let tree = VisualFormatTree()
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, metrics: ["gap": 12, "p": 250], views: tree.views)
        #expect(constraints.map { line($0) } == expected)
    }

    @Test func singleViewIgnoresOptions() throws {
        let tree = VisualFormatTree()
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "[a(10)]", options: [.alignAllLeft, .alignAllRight, .alignAllCenterX],
            views: tree.views)
        #expect(constraints.map { line($0) } == ["a.width == 10"])
    }

    /// Descriptions print the symbolic space as Apple's logs do (§1.6).
    @Test func descriptionsPrintNSSpace() throws {
        let tree = VisualFormatTree()
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[_topGrayView]-[_bottomGrayView(==100)]", views: tree.views)
        #expect(constraints[0].description.contains("V:|-(NSSpace(20))-[View:"))
        #expect(constraints[1].description.contains("]-(NSSpace(8))-[View:"))
        #expect(constraints[0].description.contains("(inactive, names: '|':View:"))
    }

    /// `dictionaryOfVariableBindings` keys views by their identifier and skips unnamed ones.
    @Test func variableBindings() {
        let named = constrainedView("_topGrayView")
        let unnamed = View()
        let guide = LayoutGuide(identifier: "g")
        let views = dictionaryOfVariableBindings(named, unnamed, guide)
        #expect(views.count == 2)
        #expect(views["_topGrayView"] === named)
        #expect(views["g"] === guide)
    }

    /// The option set has Apple's raw values (§7.4 table).
    @Test func optionRawValues() {
        typealias O = LayoutConstraint.FormatOptions
        #expect(O.alignAllLeft.rawValue == 2 && O.alignAllRight.rawValue == 4 && O.alignAllTop.rawValue == 8)
        #expect(O.alignAllBottom.rawValue == 16 && O.alignAllLeading.rawValue == 32)
        #expect(O.alignAllTrailing.rawValue == 64 && O.alignAllCenterX.rawValue == 512)
        #expect(O.alignAllCenterY.rawValue == 1024 && O.alignAllLastBaseline.rawValue == 2048)
        #expect(O.alignAllFirstBaseline.rawValue == 4096 && O.alignmentMask.rawValue == 0xFFFF)
        #expect(O.directionLeadingToTrailing.rawValue == 0 && O.directionLeftToRight.rawValue == 0x10000)
        #expect(O.directionRightToLeft.rawValue == 0x20000 && O.directionMask.rawValue == 0x30000)
        #expect(O.spacingEdgeToEdge.rawValue == 0 && O.spacingBaselineToBaseline.rawValue == 0x80000)
    }
}
