import Plumb
import Testing

/// A view with text: baselines 12 below the top and 9 above the bottom.
private final class TextView: View {
    override var intrinsicContentSize: Size { Size(width: 40, height: 30) }
    override var firstBaselineOffsetFromTop: Double { 12 }
    override var lastBaselineOffsetFromBottom: Double { 9 }
}

/// Every attribute, relation and multiplier of docs/auto-layout.md §1.2–§1.5, constraints between
/// cousins (§5.3), layout guides (§8.11), right-to-left mirroring, margins and incremental
/// changes, with exact frames.
@Suite struct AttributeTests {
    /// A parent at (10, 20, 300, 400) in a 320 × 568 root, margins (5, 7, 11, 13) as (top, left,
    /// bottom, right), and a 40 × 30 child with text (baselines 12 and 9) and margins (1, 2, 3, 4).
    struct Fixture {
        let root: View
        let parent = constrainedView("parent")
        let child: View

        init(direction: UserInterfaceLayoutDirection = .leftToRight, diagnostics: Diagnostics = Diagnostics())
            throws
        {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            root.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .unspecified
            let child = TextView()
            child.accessibilityIdentifier = "child"
            child.translatesAutoresizingMaskIntoConstraints = false
            self.child = child
            root.addSubview(parent)
            parent.addSubview(child)
            parent.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 11, right: 13)
            child.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            try LayoutConstraint.activate([
                parent.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                parent.widthAnchor.constraint(equalToConstant: 300),
                parent.heightAnchor.constraint(equalToConstant: 400),
            ])
        }
    }

    /// `child.attribute == parent.attribute`, with the expected child origin on that axis.
    struct AttributeCase: Sendable, CustomTestStringConvertible {
        let attribute: LayoutAttribute
        let leftToRight: Double
        let rightToLeft: Double
        var testDescription: String { "\(attribute)" }
    }

    static let locationCases = [
        // x: parent 300 wide, margins left 7 right 13; child 40 wide, margins left 2 right 4.
        AttributeCase(attribute: .left, leftToRight: 0, rightToLeft: 0),
        AttributeCase(attribute: .right, leftToRight: 260, rightToLeft: 260),
        AttributeCase(attribute: .leading, leftToRight: 0, rightToLeft: 260),
        AttributeCase(attribute: .trailing, leftToRight: 260, rightToLeft: 0),
        AttributeCase(attribute: .centerX, leftToRight: 130, rightToLeft: 130),
        AttributeCase(attribute: .leftMargin, leftToRight: 5, rightToLeft: 5),
        AttributeCase(attribute: .rightMargin, leftToRight: 251, rightToLeft: 251),
        AttributeCase(attribute: .leadingMargin, leftToRight: 5, rightToLeft: 251),
        AttributeCase(attribute: .trailingMargin, leftToRight: 251, rightToLeft: 5),
        // x + 20 + (2 − 4)/2 == 150 + (7 − 13)/2
        AttributeCase(attribute: .centerXWithinMargins, leftToRight: 128, rightToLeft: 128),
        // y: parent 400 high, margins top 5 bottom 11; child 30 high, margins top 1 bottom 3.
        AttributeCase(attribute: .top, leftToRight: 0, rightToLeft: 0),
        AttributeCase(attribute: .bottom, leftToRight: 370, rightToLeft: 370),
        AttributeCase(attribute: .centerY, leftToRight: 185, rightToLeft: 185),
        // y + 12 == 0 (a view without text has its first baseline at its top)
        AttributeCase(attribute: .firstBaseline, leftToRight: -12, rightToLeft: -12),
        // y + 30 − 9 == 400 (and its last baseline at its bottom)
        AttributeCase(attribute: .lastBaseline, leftToRight: 379, rightToLeft: 379),
        AttributeCase(attribute: .topMargin, leftToRight: 4, rightToLeft: 4),
        AttributeCase(attribute: .bottomMargin, leftToRight: 362, rightToLeft: 362),
        // y + 15 + (1 − 3)/2 == 200 + (5 − 11)/2
        AttributeCase(attribute: .centerYWithinMargins, leftToRight: 183, rightToLeft: 183),
    ]

    static let directions: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

    @Test func everyAttributeIsCovered() {
        let covered = Set(Self.locationCases.map(\.attribute) + [.width, .height, .notAnAttribute])
        #expect(covered == Set(LayoutAttribute.allCases))
    }

    /// `child.A == parent.A` for every location attribute; the other axis is pinned with left/top
    /// and the size is the intrinsic 40 × 30.
    @Test(arguments: locationCases, directions)
    func locationAttribute(_ testCase: AttributeCase, _ direction: UserInterfaceLayoutDirection) throws {
        let diagnostics = Diagnostics()
        let fixture = try Fixture(direction: direction, diagnostics: diagnostics)
        let (parent, child) = (fixture.parent, fixture.child)
        let horizontal = testCase.attribute.axis == .horizontal
        try LayoutConstraint.activate([
            try LayoutConstraint(
                item: child, attribute: testCase.attribute, relatedBy: .equal, toItem: parent,
                attribute: testCase.attribute),
            try LayoutConstraint(
                item: child, attribute: horizontal ? .top : .left, relatedBy: .equal, toItem: parent,
                attribute: horizontal ? .top : .left),
        ])
        fixture.root.layoutIfNeeded()
        let value = direction == .leftToRight ? testCase.leftToRight : testCase.rightToLeft
        let expected =
            horizontal
            ? Rect(x: value, y: 0, width: 40, height: 30) : Rect(x: 0, y: value, width: 40, height: 30)
        #expect(child.frame == expected)
        #expect(parent.frame == Rect(x: 10, y: 20, width: 300, height: 400))
        #expect(child.frameInRoot == expected.offsetBy(dx: 10, dy: 20))
        #expect(diagnostics.items.isEmpty)
        #expect(fixture.root.ambiguousLayouts().isEmpty)
    }

    /// The same attributes through anchors and `layoutMarginsGuide` (a guide's edges are the
    /// margin attributes of its owner).
    @Test(arguments: directions)
    func marginsGuideMatchesMarginAttributes(_ direction: UserInterfaceLayoutDirection) throws {
        let fixture = try Fixture(direction: direction)
        let (parent, child) = (fixture.parent, fixture.child)
        let guide = parent.layoutMarginsGuide
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        fixture.root.layoutIfNeeded()
        // Leading: 7 in from the left (LTR) or 13 in from the right (RTL); bottom 11 up.
        let x = direction == .leftToRight ? 7.0 : 300 - 13 - 40
        #expect(child.frame == Rect(x: x, y: 400 - 11 - 30, width: 40, height: 30))
        #expect(guide.layoutFrame == Rect(x: 7, y: 5, width: 280, height: 384))
        #expect(guide.owningView === parent)
    }

    /// Width and height: `child.width == parent.width`, `child.height == parent.height`.
    @Test func sizeAttributes() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        try LayoutConstraint.activate([
            try LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width),
            child.heightAnchor.constraint(equalTo: parent.heightAnchor),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    // MARK: Relations

    /// A relation with what makes its result exact: an optional pull (500) on a location, or the
    /// intrinsic size's hugging (250) / compression resistance (750) on a size.
    struct RelationCase: Sendable, CustomTestStringConvertible {
        let name: String
        let relation: LayoutRelation
        let attribute: LayoutAttribute
        let constant: Double
        /// The constant of `child.attribute == parent.attribute + pull @500`, or nil for sizes.
        let pull: Double?
        let expected: Rect
        var testDescription: String { name }
    }

    static let relationCases = [
        RelationCase(
            name: "left == 30", relation: .equal, attribute: .left, constant: 30, pull: 0,
            expected: Rect(x: 30, y: 0, width: 40, height: 30)),
        RelationCase(
            name: "left >= 30, pulled to 0", relation: .greaterThanOrEqual, attribute: .left, constant: 30,
            pull: 0,
            expected: Rect(x: 30, y: 0, width: 40, height: 30)),
        RelationCase(
            name: "left >= 30, pulled to 50", relation: .greaterThanOrEqual, attribute: .left, constant: 30,
            pull: 50, expected: Rect(x: 50, y: 0, width: 40, height: 30)),
        RelationCase(
            name: "left <= 30, pulled to 100", relation: .lessThanOrEqual, attribute: .left, constant: 30,
            pull: 100, expected: Rect(x: 30, y: 0, width: 40, height: 30)),
        RelationCase(
            name: "bottom <= -100, pulled to 0", relation: .lessThanOrEqual, attribute: .bottom,
            constant: -100,
            pull: 0, expected: Rect(x: 0, y: 270, width: 40, height: 30)),
        RelationCase(
            name: "width == 60", relation: .equal, attribute: .width, constant: 60, pull: nil,
            expected: Rect(x: 0, y: 0, width: 60, height: 30)),
        RelationCase(
            name: "width >= 60 beats hugging", relation: .greaterThanOrEqual, attribute: .width, constant: 60,
            pull: nil, expected: Rect(x: 0, y: 0, width: 60, height: 30)),
        RelationCase(
            name: "width >= 25, hugging keeps 40", relation: .greaterThanOrEqual, attribute: .width,
            constant: 25, pull: nil, expected: Rect(x: 0, y: 0, width: 40, height: 30)),
        RelationCase(
            name: "width <= 25 beats compression", relation: .lessThanOrEqual, attribute: .width,
            constant: 25,
            pull: nil, expected: Rect(x: 0, y: 0, width: 25, height: 30)),
        RelationCase(
            name: "height <= 60, compression keeps 30", relation: .lessThanOrEqual, attribute: .height,
            constant: 60, pull: nil, expected: Rect(x: 0, y: 0, width: 40, height: 30)),
    ]

    @Test(arguments: relationCases)
    func relation(_ testCase: RelationCase) throws {
        let diagnostics = Diagnostics()
        let fixture = try Fixture(diagnostics: diagnostics)
        let (parent, child) = (fixture.parent, fixture.child)
        var constraints = [
            try LayoutConstraint(
                item: child, attribute: testCase.attribute, relatedBy: testCase.relation,
                toItem: testCase.attribute.isSize ? nil : parent, attribute: testCase.attribute,
                constant: testCase.constant)
        ]
        if let pull = testCase.pull {
            let optional = try LayoutConstraint(
                item: child, attribute: testCase.attribute, relatedBy: .equal, toItem: parent,
                attribute: testCase.attribute, constant: pull)
            optional.priority = 500
            constraints.append(optional)
        }
        if testCase.attribute.axis == .horizontal {
            constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor))
        } else {
            constraints.append(child.leftAnchor.constraint(equalTo: parent.leftAnchor))
        }
        if testCase.attribute.isSize {
            constraints.append(child.leftAnchor.constraint(equalTo: parent.leftAnchor))
            constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor))
        }
        try LayoutConstraint.activate(constraints)
        fixture.root.layoutIfNeeded()
        #expect(child.frame == testCase.expected)
        #expect(diagnostics.items.isEmpty)
        #expect(!child.hasAmbiguousLayout)
    }

    // MARK: Multipliers

    @Test func proportionalCentre() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        try LayoutConstraint.activate([
            // centerX == 0.5 × parent.centerX: 75 in the parent ⇒ x = 55.
            try LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            // centerY == 1.5 × parent.centerY − 10: 290 ⇒ y = 275.
            try LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY,
                multiplier: 1.5, constant: -10),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 55, y: 275, width: 40, height: 30))
    }

    @Test func proportionalSize() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        try LayoutConstraint.activate([
            // width == 0.25 × parent.width + 10 = 85; height == 0.1 × parent.height = 40.
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.25, constant: 10),
            try LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: parent, attribute: .height,
                multiplier: 0.1, constant: 0),
            child.rightAnchor.constraint(equalTo: parent.rightAnchor),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 215, y: 360, width: 85, height: 40))
    }

    /// Aspect ratio `width == 2 × height` on a view without intrinsic size (height fixed to 25),
    /// and on the 40 × 30 view where compression (750) keeps the height at 30 and hugging (250)
    /// then keeps the height, not the width, at its intrinsic value.
    @Test func aspectRatio() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        let plain = constrainedView("plain")
        parent.addSubview(plain)
        try LayoutConstraint.activate([
            plain.widthAnchor.constraint(equalTo: plain.heightAnchor, multiplier: 2),
            plain.heightAnchor.constraint(equalToConstant: 25),
            plain.leftAnchor.constraint(equalTo: parent.leftAnchor),
            plain.topAnchor.constraint(equalTo: parent.topAnchor),
            try LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: child, attribute: .height,
                multiplier: 2, constant: 0),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            child.topAnchor.constraint(equalTo: plain.bottomAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(plain.frame == Rect(x: 0, y: 0, width: 50, height: 25))
        #expect(child.frame == Rect(x: 0, y: 25, width: 60, height: 30))
        #expect(!plain.hasAmbiguousLayout)
        #expect(!child.hasAmbiguousLayout)
    }

    // MARK: Cross-hierarchy constraints (§5.3)

    /// Cousins: root ⊃ A ⊃ a, root ⊃ B ⊃ B2 ⊃ b. Constraints between a and b are held by the root
    /// and lowered through every ancestor's position.
    @Test(arguments: directions)
    func cousins(_ direction: UserInterfaceLayoutDirection) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        root.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .unspecified
        let boxA = constrainedView("A")
        let boxB = constrainedView("B")
        let inner = constrainedView("B2")
        let a = SizedView(46, 30, name: "a")
        let b = SizedView(50, 20, name: "b")
        root.addSubview(boxA)
        root.addSubview(boxB)
        boxA.addSubview(a)
        boxB.addSubview(inner)
        inner.addSubview(b)
        let crossLeft = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5)
        let crossTop = try LayoutConstraint(
            item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1,
            constant: 10)
        try LayoutConstraint.activate([
            boxA.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            boxA.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            boxA.widthAnchor.constraint(equalToConstant: 200),
            boxA.heightAnchor.constraint(equalToConstant: 100),
            boxB.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
            boxB.topAnchor.constraint(equalTo: boxA.bottomAnchor, constant: 8),
            boxB.widthAnchor.constraint(equalToConstant: 250),
            boxB.heightAnchor.constraint(equalToConstant: 200),
            inner.leftAnchor.constraint(equalTo: boxB.leftAnchor, constant: 7),
            inner.topAnchor.constraint(equalTo: boxB.topAnchor, constant: 9),
            inner.widthAnchor.constraint(equalToConstant: 150),
            inner.heightAnchor.constraint(equalToConstant: 150),
            a.leftAnchor.constraint(equalTo: boxA.leftAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: boxA.topAnchor, constant: 35),
            crossLeft, crossTop,
        ])
        #expect(crossLeft.isActive)
        #expect(root.constraints.contains { $0 === crossLeft })
        #expect(root.constraints.contains { $0 === crossTop })
        root.layoutIfNeeded()
        // a in root: (40, 65, 46, 30); b in root: (91, 105) ⇒ in B2: (91 − 47, 105 − 147).
        #expect(a.frameInRoot == Rect(x: 40, y: 65, width: 46, height: 30))
        #expect(b.frameInRoot == Rect(x: 91, y: 105, width: 50, height: 20))
        #expect(b.frame == Rect(x: 44, y: -42, width: 50, height: 20))
        #expect(diagnostics.items.isEmpty)

        // Moving an ancestor of a moves b with it (the constants are unchanged).
        boxA.constraints.first { $0.firstAttribute == .height }?.constant = 150
        root.constraints.first { $0.firstItem === boxA && $0.firstAttribute == .left }?.constant = 30
        root.layoutIfNeeded()
        #expect(b.frameInRoot == Rect(x: 101, y: 105, width: 50, height: 20))
        #expect(inner.frameInRoot == Rect(x: 47, y: 197, width: 150, height: 150))
    }

    // MARK: Layout guides (§8.11)

    /// Three views with two guides of equal width between them fill a 300-wide parent:
    /// 3 × 40 + 2g = 300 ⇒ g = 90.
    @Test func guidesAsSpacers() throws {
        let fixture = try Fixture()
        let parent = fixture.parent
        let views = (0..<3).map { SizedView(40, 30, name: "v\($0)") }
        let gaps = [LayoutGuide(identifier: "gap0"), LayoutGuide(identifier: "gap1")]
        for view in views { parent.addSubview(view) }
        for gap in gaps { parent.addLayoutGuide(gap) }
        #expect(parent.layoutGuides.count == 2)
        #expect(gaps.allSatisfy { $0.owningView === parent })
        var constraints = [
            views[0].leftAnchor.constraint(equalTo: parent.leftAnchor),
            parent.rightAnchor.constraint(equalTo: views[2].rightAnchor),
            gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
        ]
        for (index, gap) in gaps.enumerated() {
            constraints += [
                gap.leftAnchor.constraint(equalTo: views[index].rightAnchor),
                views[index + 1].leftAnchor.constraint(equalTo: gap.rightAnchor),
                gap.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                gap.heightAnchor.constraint(equalToConstant: 5),
            ]
        }
        for view in views { constraints.append(view.centerYAnchor.constraint(equalTo: parent.centerYAnchor)) }
        try LayoutConstraint.activate(constraints)
        fixture.root.layoutIfNeeded()
        #expect(views.map(\.frame.origin.x) == [0, 130, 260])
        #expect(views.allSatisfy { $0.frame.origin.y == 185 })
        #expect(gaps[0].layoutFrame == Rect(x: 40, y: 10, width: 90, height: 5))
        #expect(gaps[1].layoutFrame == Rect(x: 170, y: 10, width: 90, height: 5))
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })

        // Removing a guide deactivates its constraints.
        let held = parent.constraints.count
        parent.removeLayoutGuide(gaps[1])
        #expect(parent.constraints.count == held - 5)
        #expect(gaps[1].owningView == nil)
    }

    /// A guide centred in the root positions a view in another branch of the tree.
    @Test func guideInAnotherBranch() throws {
        let fixture = try Fixture()
        let guide = LayoutGuide(identifier: "centre")
        fixture.root.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            guide.centerXAnchor.constraint(equalTo: fixture.root.centerXAnchor),
            guide.centerYAnchor.constraint(equalTo: fixture.root.centerYAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 50),
            fixture.child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            fixture.child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 110, y: 259, width: 100, height: 50))
        #expect(fixture.child.frameInRoot == Rect(x: 170, y: 309, width: 40, height: 30))
        #expect(fixture.child.frame == Rect(x: 160, y: 289, width: 40, height: 30))
    }

    // MARK: Right-to-left (§1.5)

    /// `b.leading == a.trailing + 8`: b's left edge 8 right of a's right edge in LTR; b's right
    /// edge 8 left of a's left edge in RTL. Left/right constraints never mirror.
    @Test(arguments: directions)
    func siblingSpacingMirrors(_ direction: UserInterfaceLayoutDirection) throws {
        let root = makeRoot(320, 568)
        root.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .unspecified
        let a = SizedView(46, 30, name: "a")
        let b = SizedView(50, 30, name: "b")
        let c = SizedView(30, 30, name: "c")
        for view in [a, b, c] { root.addSubview(view) }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            c.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == direction)
        #expect(a.effectiveUserInterfaceLayoutDirection == direction)
        if direction == .leftToRight {
            #expect(a.frame == Rect(x: 20, y: 0, width: 46, height: 30))
            #expect(b.frame == Rect(x: 74, y: 0, width: 50, height: 30))
            #expect(c.frame == Rect(x: 74, y: 30, width: 30, height: 30))
        } else {
            #expect(a.frame == Rect(x: 254, y: 0, width: 46, height: 30))
            #expect(b.frame == Rect(x: 196, y: 0, width: 50, height: 30))
            #expect(c.frame == Rect(x: 308, y: 30, width: 30, height: 30))
        }
    }

    /// Switching the direction of a laid-out tree re-lowers its leading/trailing constraints, and
    /// switching back restores the frames.
    @Test func directionChangeAfterLayout() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 40, height: 30))
        fixture.root.semanticContentAttribute = .forceRightToLeft
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 250, y: 0, width: 40, height: 30))
        // A subview forced left to right keeps its own constraints unmirrored.
        parent.semanticContentAttribute = .forceLeftToRight
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 40, height: 30))
        parent.semanticContentAttribute = .unspecified
        fixture.root.semanticContentAttribute = .unspecified
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 40, height: 30))
    }

    // MARK: Margins

    /// `directionalLayoutMargins` maps leading/trailing to left/right by direction.
    @Test(arguments: directions)
    func directionalMargins(_ direction: UserInterfaceLayoutDirection) throws {
        let fixture = try Fixture(direction: direction)
        let (parent, child) = (fixture.parent, fixture.child)
        parent.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 30, bottom: 2, trailing: 50)
        let isLTR = direction == .leftToRight
        #expect(
            parent.layoutMargins
                == EdgeInsets(top: 6, left: isLTR ? 30 : 50, bottom: 2, right: isLTR ? 50 : 30))
        #expect(
            parent.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 6, leading: 30, bottom: 2, trailing: 50))
        try LayoutConstraint.activate([
            try LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin
            ),
            try LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin),
        ])
        fixture.root.layoutIfNeeded()
        // LTR: x = 30; RTL: right edge at 300 − 30 ⇒ x = 230.
        #expect(child.frame == Rect(x: isLTR ? 30 : 230, y: 6, width: 40, height: 30))
    }

    /// Directional margins stay directional, as in UIKit: when the direction changes after they
    /// are set, the left and right margins swap, and so do the views on the margins guide.
    @Test func directionalMarginsFollowALaterDirectionChange() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        parent.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 30, bottom: 2, trailing: 50)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 30, y: 6, width: 40, height: 30))
        fixture.root.semanticContentAttribute = .forceRightToLeft
        #expect(parent.layoutMargins == EdgeInsets(top: 6, left: 50, bottom: 2, right: 30))
        fixture.root.layoutIfNeeded()
        // The guide spans 50…270; the child's right edge on its right (leading) edge: x = 230.
        #expect(child.frame == Rect(x: 230, y: 6, width: 40, height: 30))
        parent.layoutMargins = EdgeInsets(top: 6, left: 1, bottom: 2, right: 3)
        fixture.root.semanticContentAttribute = .unspecified
        #expect(parent.layoutMargins == EdgeInsets(top: 6, left: 1, bottom: 2, right: 3))
    }

    /// `preservesSuperviewLayoutMargins`: a content view filling its superview takes the larger of
    /// its own margins and the superview's, side by side (the superview's 11 bottom and 13 right
    /// beat the default 8), and drops them again when the property is turned off.
    @Test func preservesSuperviewLayoutMargins() throws {
        let fixture = try Fixture()
        let parent = fixture.parent
        let content = constrainedView("content")
        let inner = constrainedView("inner")
        parent.addSubview(content)
        content.addSubview(inner)
        content.preservesSuperviewLayoutMargins = true
        try LayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: parent.leftAnchor),
            content.topAnchor.constraint(equalTo: parent.topAnchor),
            content.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -20),
            content.heightAnchor.constraint(equalTo: parent.heightAnchor),
            inner.leftAnchor.constraint(equalTo: content.layoutMarginsGuide.leftAnchor),
            inner.rightAnchor.constraint(equalTo: content.layoutMarginsGuide.rightAnchor),
            inner.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            try LayoutConstraint(
                item: inner, attribute: .bottom, relatedBy: .equal, toItem: content,
                attribute: .bottomMargin),
        ])
        fixture.root.layoutIfNeeded()
        // parent's margins are (5, 7, 11, 13); content ends 20 short of parent's right edge, so
        // the right margin stays 8.
        #expect(content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 11, right: 8))
        #expect(inner.frame == Rect(x: 8, y: 8, width: 264, height: 381))
        content.preservesSuperviewLayoutMargins = false
        fixture.root.layoutIfNeeded()
        #expect(content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(inner.frame == Rect(x: 8, y: 8, width: 264, height: 384))
    }

    /// Changing margins after layout moves the views constrained to them — through margin
    /// attributes and through the margins guide — exactly as a fresh layout would place them.
    @Test func marginChangeAfterLayout() throws {
        let fixture = try Fixture()
        let (parent, child) = (fixture.parent, fixture.child)
        let other = SizedView(20, 10, name: "other")
        parent.addSubview(other)
        try LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: parent.layoutMarginsGuide.leftAnchor),
            child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            try LayoutConstraint(
                item: other, attribute: .trailing, relatedBy: .equal, toItem: parent,
                attribute: .trailingMargin),
            try LayoutConstraint(
                item: other, attribute: .bottom, relatedBy: .equal, toItem: parent, attribute: .bottomMargin),
        ])
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 7, y: 5, width: 40, height: 30))
        #expect(other.frame == Rect(x: 267, y: 379, width: 20, height: 10))
        parent.layoutMargins = EdgeInsets(top: 50, left: 60, bottom: 70, right: 80)
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 60, y: 50, width: 40, height: 30))
        #expect(other.frame == Rect(x: 200, y: 320, width: 20, height: 10))
        #expect(parent.layoutMarginsGuide.layoutFrame == Rect(x: 60, y: 50, width: 160, height: 280))
        // The child's own margins take part when the child's margin attribute is used.
        try LayoutConstraint(
            item: child, attribute: .rightMargin, relatedBy: .equal, toItem: other, attribute: .left
        ).activate()
        fixture.root.layoutIfNeeded()
        // child.right − 4 == 200 ⇒ width 144 (beats hugging 250).
        #expect(child.frame == Rect(x: 60, y: 50, width: 144, height: 30))
        child.layoutMargins = .zero
        fixture.root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 60, y: 50, width: 140, height: 30))
    }

    // MARK: Incremental changes (§8.4)

    /// A screen with a constant `c` in several constraints, built fresh.
    static func incrementalScreen(_ constant: Double) throws -> (View, [View], LayoutConstraint) {
        let root = makeRoot(320, 568)
        let a = SizedView(46, 30, name: "a")
        let b = SizedView(80, 30, name: "b")
        // Below a's compression (750), so that b, not a, is squeezed: equal priorities would tie
        // and leave the split ambiguous.
        b.setContentCompressionResistancePriority(740, for: .horizontal)
        let box = constrainedView("box")
        root.addSubview(box)
        box.addSubview(a)
        root.addSubview(b)
        let variable = a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: constant)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            variable,
            a.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            b.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
        ])
        return (root, [box, a, b], variable)
    }

    @Test(arguments: [0.0, 20, 100, 166, 200])
    func changingConstantMatchesFreshLayout(_ constant: Double) throws {
        let (root, views, variable) = try Self.incrementalScreen(10)
        root.layoutIfNeeded()
        variable.constant = constant
        root.layoutIfNeeded()
        let (freshRoot, freshViews, _) = try Self.incrementalScreen(constant)
        freshRoot.layoutIfNeeded()
        #expect(views.map(\.frameInRoot) == freshViews.map(\.frameInRoot))
        // b is squeezed by the right edge once its end passes 300: width = 300 − (20 + c + 46 + 8).
        let bWidth = min(80, 300 - (20 + constant + 46 + 8))
        #expect(views[2].frameInRoot == Rect(x: 20 + constant + 54, y: 74, width: bWidth, height: 30))
    }

    /// Activating a constraint and deactivating it again restores the previous frames.
    @Test func deactivationRestoresFrames() throws {
        let (root, views, _) = try Self.incrementalScreen(10)
        root.layoutIfNeeded()
        let before = views.map(\.frame)
        let extra = [
            views[2].widthAnchor.constraint(equalToConstant: 120),
            views[1].heightAnchor.constraint(equalToConstant: 50),
        ]
        try LayoutConstraint.activate(extra)
        root.layoutIfNeeded()
        #expect(views[2].frame.width == 120)
        #expect(views[0].frame.height == 66)
        extra[0].isActive = false
        extra[1].isActive = false
        #expect(!extra[0].isActive)
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == before)
    }

    // MARK: removeFromSuperview (§5.2)

    /// Removing a view removes the constraints held outside its subtree that name it or its
    /// descendants, keeps those held inside, and the subtree lays out again when re-added.
    @Test func removeAndReAddElsewhere() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let first = constrainedView("first")
        let second = constrainedView("second")
        let moving = constrainedView("moving")
        let inside = SizedView(46, 30, name: "inside")
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(moving)
        moving.addSubview(inside)
        let outside = [
            first.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            first.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 100),
            first.heightAnchor.constraint(equalToConstant: 100),
            second.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 150),
            second.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            second.widthAnchor.constraint(equalToConstant: 150),
            second.heightAnchor.constraint(equalToConstant: 150),
        ]
        let placing = [
            moving.leftAnchor.constraint(equalTo: first.leftAnchor, constant: 5),
            moving.topAnchor.constraint(equalTo: first.topAnchor, constant: 6),
        ]
        let crossing = inside.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 33)
        let held = [
            moving.widthAnchor.constraint(equalToConstant: 80),
            moving.heightAnchor.constraint(equalToConstant: 70),
            inside.topAnchor.constraint(equalTo: moving.topAnchor, constant: 4),
            inside.bottomAnchor.constraint(lessThanOrEqualTo: moving.bottomAnchor),
        ]
        try LayoutConstraint.activate(outside + placing + held + [crossing])
        root.layoutIfNeeded()
        #expect(moving.frame == Rect(x: 5, y: 6, width: 80, height: 70))
        #expect(inside.frame == Rect(x: 18, y: 4, width: 46, height: 30))

        moving.removeFromSuperview()
        #expect(placing.allSatisfy { !$0.isActive })
        #expect(!crossing.isActive)
        #expect(held.allSatisfy { $0.isActive })
        #expect(outside.allSatisfy { $0.isActive })
        // moving holds its size and the two constraints to inside; first only its own size.
        #expect(moving.constraints.count == 4)
        #expect(inside.constraints.isEmpty)
        #expect(first.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(first.frame == Rect(x: 10, y: 10, width: 100, height: 100))

        second.addSubview(moving)
        try LayoutConstraint.activate([
            moving.trailingAnchor.constraint(equalTo: second.trailingAnchor),
            moving.bottomAnchor.constraint(equalTo: second.bottomAnchor),
            inside.centerXAnchor.constraint(equalTo: moving.centerXAnchor),
        ])
        root.layoutIfNeeded()
        #expect(moving.frame == Rect(x: 70, y: 80, width: 80, height: 70))
        #expect(inside.frame == Rect(x: 17, y: 4, width: 46, height: 30))
        #expect(inside.frameInRoot == Rect(x: 237, y: 284, width: 46, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(root.ambiguousLayouts().isEmpty)
    }

    /// A subtree removed from one tree and added to another tree (another engine) keeps the
    /// constraints held inside it and lays out there.
    @Test func moveToAnotherTree() throws {
        let rootA = makeRoot(320, 568)
        let rootB = makeRoot(568, 320)
        let moving = constrainedView("moving")
        let inside = SizedView(46, 30, name: "inside")
        rootA.addSubview(moving)
        moving.addSubview(inside)
        try LayoutConstraint.activate([
            moving.leftAnchor.constraint(equalTo: rootA.leftAnchor, constant: 10),
            moving.topAnchor.constraint(equalTo: rootA.topAnchor, constant: 10),
            moving.widthAnchor.constraint(equalToConstant: 100),
            moving.heightAnchor.constraint(equalToConstant: 100),
            inside.rightAnchor.constraint(equalTo: moving.rightAnchor, constant: -1),
            inside.bottomAnchor.constraint(equalTo: moving.bottomAnchor, constant: -2),
        ])
        rootA.layoutIfNeeded()
        #expect(inside.frame == Rect(x: 53, y: 68, width: 46, height: 30))
        rootB.addSubview(moving)
        #expect(rootA.constraints.isEmpty)
        try LayoutConstraint.activate([
            moving.centerXAnchor.constraint(equalTo: rootB.centerXAnchor),
            moving.centerYAnchor.constraint(equalTo: rootB.centerYAnchor),
        ])
        rootB.layoutIfNeeded()
        #expect(moving.frame == Rect(x: 234, y: 110, width: 100, height: 100))
        #expect(inside.frame == Rect(x: 53, y: 68, width: 46, height: 30))
    }
}
