import Plumb
import Testing

/// The ambiguity tools (docs/auto-layout.md §8.7): `hasAmbiguousLayout`, the whole-tree report,
/// `autolayoutTrace()`, `exerciseAmbiguityInLayout()` and `constraintsAffectingLayout(for:)`.
@Suite struct AmbiguityTests {
    /// A root with one constrained view `v`, fully pinned except what `omit` names.
    struct Scene {
        let root = makeRoot(320, 568)
        let v = constrainedView("v")
        let left: LayoutConstraint
        let top: LayoutConstraint
        let width: LayoutConstraint
        let height: LayoutConstraint

        init() {
            root.addSubview(v)
            left = v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
            top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            width = v.widthAnchor.constraint(equalToConstant: 100)
            height = v.heightAnchor.constraint(equalToConstant: 50)
        }
    }

    static let omissions: [(String, [String])] = [
        ("left", ["minX"]),
        ("top", ["minY"]),
        ("width", ["width"]),
        ("height", ["height"]),
        ("left+top", ["minX", "minY"]),
    ]

    /// Removing one of the four pins leaves exactly that variable ambiguous.
    @Test(arguments: omissions)
    func missingConstraintIsAmbiguous(omit: String, variables: [String]) throws {
        let scene = Scene()
        let all = ["left": scene.left, "top": scene.top, "width": scene.width, "height": scene.height]
        let omitted = omit.split(separator: "+").map(String.init)
        try LayoutConstraint.activate(all.filter { !omitted.contains($0.key) }.map(\.value))
        scene.root.layoutIfNeeded()
        #expect(scene.v.hasAmbiguousLayout)
        #expect(!scene.root.hasAmbiguousLayout)
        let report = scene.root.ambiguousLayouts()
        try #require(report.count == 1)
        #expect(report[0].view === scene.v)
        #expect(report[0].variables == variables)
        let axes: [LayoutAxis] =
            ["minX", "width"].contains(where: variables.contains)
            ? (["minY", "height"].contains(where: variables.contains)
                ? [.horizontal, .vertical] : [.horizontal])
            : [.vertical]
        #expect(report[0].axes == axes)
        // The missing x shows up at the superview's edge (§1.4: parametric variables read 0).
        if omit == "left" { #expect(scene.v.frame == Rect(x: 0, y: 20, width: 100, height: 50)) }

        // Adding the pin back removes the ambiguity.
        try LayoutConstraint.activate(all.filter { omitted.contains($0.key) }.map(\.value))
        scene.root.layoutIfNeeded()
        #expect(!scene.v.hasAmbiguousLayout)
        #expect(scene.root.ambiguousLayouts().isEmpty)
        #expect(scene.v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// An inequality alone leaves a range of positions.
    @Test func onlyAnInequalityIsAmbiguous() throws {
        let scene = Scene()
        try LayoutConstraint.activate([
            scene.v.leftAnchor.constraint(greaterThanOrEqualTo: scene.root.leftAnchor, constant: 10),
            scene.top, scene.width, scene.height,
        ])
        scene.root.layoutIfNeeded()
        #expect(scene.v.hasAmbiguousLayout)
        #expect(scene.root.ambiguousLayouts().map(\.variables) == [["minX"]])
        #expect(scene.v.frame.origin.x >= 10)
    }

    /// Two optional constraints of the same priority pulling in different directions tie: every
    /// width between them costs the same.
    @Test func equalPriorityOptionalConstraintsTie() throws {
        let scene = Scene()
        let small = scene.v.widthAnchor.constraint(equalToConstant: 100)
        let large = scene.v.widthAnchor.constraint(equalToConstant: 200)
        small.priority = .defaultLow
        large.priority = .defaultLow
        try LayoutConstraint.activate([scene.left, scene.top, scene.height, small, large])
        scene.root.layoutIfNeeded()
        #expect(scene.v.hasAmbiguousLayout)
        #expect(scene.root.ambiguousLayouts().map(\.variables) == [["width"]])
        #expect(scene.v.frame.width >= 100 && scene.v.frame.width <= 200)

        // Different priorities decide it (251 beats 250, §2.2).
        large.priority = LayoutPriority(251)
        scene.root.layoutIfNeeded()
        #expect(!scene.v.hasAmbiguousLayout)
        #expect(scene.v.frame.width == 200)
    }

    /// Screen (a) of §10.1 is fully determined, view by view, in both orientations.
    @Test func screenAIsDetermined() throws {
        let screen = try SeedScreenTests.ScreenA()
        screen.root.layoutIfNeeded()
        for view in [screen.root, screen.topGray, screen.bottomGray, screen.topButton, screen.bottomButton] {
            #expect(!view.hasAmbiguousLayout, "\(view)")
        }
        #expect(screen.root.ambiguousLayouts().isEmpty)
        screen.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        screen.root.layoutIfNeeded()
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// The tree report lists every ambiguous view, parents first, with its axes; a view with an
    /// unambiguous frame may have ambiguous children and vice versa.
    @Test func wholeTreeReport() throws {
        let root = makeRoot(320, 568)
        let card = constrainedView("card")
        let title = SizedView(80, 20, name: "title")
        let badge = constrainedView("badge")
        let loose = constrainedView("loose")
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        root.addSubview(loose)
        try LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            // title: x and size known (intrinsic), y missing.
            title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            // badge: fully determined.
            badge.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
            // loose: only a size.
            loose.widthAnchor.constraint(equalToConstant: 30),
            loose.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        let report = root.ambiguousLayouts()
        #expect(
            report.map { ObjectIdentifier($0.view) } == [ObjectIdentifier(title), ObjectIdentifier(loose)])
        #expect(report.map(\.variables) == [["minY"], ["minX", "minY"]])
        #expect(report.map(\.axes) == [[.vertical], [.horizontal, .vertical]])
        #expect(
            report.map { addressesMasked($0.description) } == [
                "SizedView:0x…'title': AMBIGUOUS LAYOUT for minY (vertical)",
                "View:0x…'loose': AMBIGUOUS LAYOUT for minX, minY (horizontal, vertical)",
            ])
        #expect(
            card.ambiguousLayouts().map { ObjectIdentifier($0.view) } == [
                ObjectIdentifier(title), ObjectIdentifier(loose),
            ],
            "the report covers the whole tree")
        #expect(badge.frame == Rect(x: 182, y: 8, width: 10, height: 10))
        #expect(!card.hasAmbiguousLayout && !badge.hasAmbiguousLayout)

        let trace = addressesMasked(root.autolayoutTrace())
        #expect(
            trace == """
                •View:0x…'root'
                |   *View:0x…'card'
                |   |   *SizedView:0x…'title'- AMBIGUOUS LAYOUT for minY
                |   |   *View:0x…'badge'
                |   *View:0x…'loose'- AMBIGUOUS LAYOUT for minX, minY
                """)
        #expect(
            addressesMasked(card.autolayoutTrace()) == """
                *View:0x…'card'
                |   *SizedView:0x…'title'- AMBIGUOUS LAYOUT for minY
                |   *View:0x…'badge'
                """)
    }

    /// Autoresizing views print without `*`.
    @Test func traceMarksOnlyConstraintLaidOutViews() {
        let root = makeRoot(320, 568)
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(plain)
        root.layoutIfNeeded()
        #expect(addressesMasked(root.autolayoutTrace()) == "•View:0x…'root'\n|   View:0x…")
    }

    /// A view pinned only by `x >= 0` and `x <= 100` moves between its bounds; the required
    /// constraints keep holding.
    @Test func exerciseAmbiguityMovesTheView() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let v = constrainedView("v")
        let other = constrainedView("other")
        root.addSubview(v)
        root.addSubview(other)
        try LayoutConstraint.activate([
            v.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            v.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 100),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 20),
            other.leftAnchor.constraint(equalTo: v.rightAnchor, constant: 8),
            other.topAnchor.constraint(equalTo: v.bottomAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        var positions: Set<Double> = [v.frame.origin.x]
        for _ in 0..<4 {
            v.exerciseAmbiguityInLayout()
            let x = v.frame.origin.x
            positions.insert(x)
            #expect(x >= 0 && x <= 100, "x = \(x)")
            #expect(v.frame.size == Size(width: 50, height: 20))
            #expect(v.frame.origin.y == 10)
            // The view's dependants follow without another layout request.
            #expect(other.frame == Rect(x: x + 58, y: 30, width: 10, height: 10))
            #expect(v.hasAmbiguousLayout)
        }
        #expect(positions.isSubset(of: [0, 100]))
        #expect(positions == [0, 100], "exercising toggles between the two extreme solutions")
        #expect(diagnostics.items.isEmpty)
    }

    /// Exercising a determined view changes nothing.
    @Test func exerciseAmbiguityOnADeterminedViewIsANoOp() throws {
        let scene = Scene()
        try LayoutConstraint.activate([scene.left, scene.top, scene.width, scene.height])
        scene.root.layoutIfNeeded()
        scene.v.exerciseAmbiguityInLayout()
        #expect(scene.v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    /// The constraints that determine a view on each axis, content-size ones included, and
    /// nothing from the other axis or from unrelated views.
    @Test func constraintsAffectingLayoutPerAxis() throws {
        let root = makeRoot(320, 568)
        let gray = constrainedView("gray")
        let button = SizedView(46, 30, name: "button")
        let unrelated = constrainedView("unrelated")
        root.addSubview(gray)
        gray.addSubview(button)
        root.addSubview(unrelated)
        let grayLeft = gray.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20)
        let grayTop = gray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        let grayWidth = gray.widthAnchor.constraint(equalToConstant: 280)
        let grayHeight = gray.heightAnchor.constraint(equalToConstant: 100)
        let buttonLeading = button.leadingAnchor.constraint(equalTo: gray.leadingAnchor, constant: 20)
        let buttonCenterY = button.centerYAnchor.constraint(equalTo: gray.centerYAnchor)
        let unrelatedFrame = [
            unrelated.leftAnchor.constraint(equalTo: root.leftAnchor),
            unrelated.topAnchor.constraint(equalTo: root.topAnchor),
            unrelated.widthAnchor.constraint(equalToConstant: 1),
            unrelated.heightAnchor.constraint(equalToConstant: 1),
        ]
        try LayoutConstraint.activate(
            [grayLeft, grayTop, grayWidth, grayHeight, buttonLeading, buttonCenterY] + unrelatedFrame)
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 20, y: 35, width: 46, height: 30))

        let horizontal = button.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2)
        #expect(horizontal.contains { $0 === buttonLeading })
        #expect(
            horizontal.contains {
                $0.description.hasPrefix("<NSContentSizeLayoutConstraint:") && $0.firstAttribute == .width
            })

        let vertical = button.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.count == 3)
        #expect(vertical.contains { $0 === buttonCenterY })
        #expect(vertical.contains { $0 === grayHeight })
        #expect(
            vertical.contains {
                $0.description.hasPrefix("<NSContentSizeLayoutConstraint:") && $0.firstAttribute == .height
            })

        #expect(
            gray.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
                == [grayLeft, grayWidth].map(ObjectIdentifier.init))
        #expect(
            gray.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
                == [grayTop, grayHeight].map(ObjectIdentifier.init))
        for constraint in horizontal + vertical { #expect(constraint.isActive) }
    }
}
