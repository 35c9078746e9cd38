import Plumb
import Testing

/// The cookbook's screens written in VFL exactly as the book writes them in Objective-C (docs/auto-layout.md
/// §10): each format gives the constraints of §10's tables, and the laid
/// out frames equal the anchor-built screens (SeedScreenTests, MarginProfileScreenTests).
@Suite struct VisualFormatSeedTests {
    struct Orientation: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Double
        let height: Double
        var testDescription: String { name }
    }

    static let portrait = Orientation(name: "portrait", width: 320, height: 568)
    static let landscape = Orientation(name: "landscape", width: 568, height: 320)
    static let orientations = [portrait, landscape]

    /// Screen (a), §10.1, as seed 000 builds it: `addConstraints` on the superview.
    struct ScreenA {
        let root: View
        let _topGrayView = constrainedView("_topGrayView")
        let _bottomGrayView = constrainedView("_bottomGrayView")
        let _topButton = SizedView(46, 30, name: "_topButton")
        let _bottomButton = SizedView(46, 30, name: "_bottomButton")
        var made: [[LayoutConstraint]] = []

        init(_ orientation: Orientation, profile: SpacingProfile, diagnostics: Diagnostics) throws {
            root = makeRoot(orientation.width, orientation.height, diagnostics: diagnostics)
            root.spacingProfile = profile
            root.addSubview(_topGrayView)
            root.addSubview(_bottomGrayView)
            _topGrayView.addSubview(_topButton)
            _bottomGrayView.addSubview(_bottomButton)

            // applyConstraintsToTopGrayView
            var views = dictionaryOfVariableBindings(_topGrayView)
            var constraints = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[_topGrayView]-|", options: [], metrics: [:], views: views)
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: "V:|-[_topGrayView(==100)]", options: [], metrics: [:], views: views)
            made.append(constraints)
            try _topGrayView.superview!.addConstraints(constraints)

            // applyConstraintsToButtonOnTopGrayView
            views = dictionaryOfVariableBindings(_topButton)
            constraints = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[_topButton]", options: [], metrics: [:], views: views)
            made.append(constraints)
            constraints.append(
                try LayoutConstraint(
                    item: _topButton, attribute: .centerY, relatedBy: .equal, toItem: _topGrayView,
                    attribute: .centerY, multiplier: 1, constant: 0))
            try _topButton.superview!.addConstraints(constraints)

            // applyConstraintsToBottomGrayView
            views = dictionaryOfVariableBindings(_topGrayView, _bottomGrayView)
            constraints = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[_bottomGrayView]-|", options: [], metrics: [:], views: views)
            constraints += try LayoutConstraint.constraints(
                withVisualFormat: "V:|-[_topGrayView]-[_bottomGrayView(==100)]", options: [], metrics: [:],
                views: views)
            made.append(constraints)
            try _bottomGrayView.superview!.addConstraints(constraints)

            // The cross-view constraint and the bottom button's centring.
            try root.addConstraint(
                LayoutConstraint(
                    item: _bottomButton, attribute: .left, relatedBy: .equal, toItem: _topButton,
                    attribute: .right, multiplier: 1, constant: 0))
            try _bottomGrayView.addConstraint(
                LayoutConstraint(
                    item: _bottomButton, attribute: .centerY, relatedBy: .equal, toItem: _bottomGrayView,
                    attribute: .centerY, multiplier: 1, constant: 0))
        }
    }

    /// Screen (b), §10.2, as seed 001 builds it: all constraints added to the root at once.
    struct ScreenB {
        let root: View
        let _textFieldEmail = SizedView(97, 30, name: "_textFieldEmail")
        let _textFieldConfirmEmail = SizedView(150, 30, name: "_textFieldConfirmEmail")
        let _registerButton = SizedView(46, 30, name: "_registerButton")
        var made: [LayoutConstraint] = []

        init(_ orientation: Orientation, profile: SpacingProfile, diagnostics: Diagnostics) throws {
            root = makeRoot(orientation.width, orientation.height, diagnostics: diagnostics)
            root.spacingProfile = profile
            for view in [_textFieldEmail, _textFieldConfirmEmail, _registerButton] { root.addSubview(view) }
            var result: [LayoutConstraint] = []
            var views = dictionaryOfVariableBindings(_textFieldEmail)
            result += try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[_textFieldEmail]-|", options: [], metrics: [:], views: views)
            result += try LayoutConstraint.constraints(
                withVisualFormat: "V:|-[_textFieldEmail]", options: [], metrics: [:], views: views)
            views = dictionaryOfVariableBindings(_textFieldConfirmEmail, _textFieldEmail)
            result += try LayoutConstraint.constraints(
                withVisualFormat: "H:|-[_textFieldConfirmEmail]-|", options: [], metrics: [:], views: views)
            result += try LayoutConstraint.constraints(
                withVisualFormat: "V:[_textFieldEmail]-[_textFieldConfirmEmail]", options: [], metrics: [:],
                views: views)
            views = dictionaryOfVariableBindings(_registerButton, _textFieldConfirmEmail)
            result += try LayoutConstraint.constraints(
                withVisualFormat: "H:[_registerButton(==128)]", options: [], metrics: [:], views: views)
            result.append(
                try LayoutConstraint(
                    item: _registerButton, attribute: .centerX, relatedBy: .equal, toItem: root,
                    attribute: .centerX, multiplier: 1, constant: 0))
            result += try LayoutConstraint.constraints(
                withVisualFormat: "V:[_textFieldConfirmEmail]-[_registerButton]", options: [], metrics: [:],
                views: views)
            made = result
            try root.addConstraints(result)
        }
    }

    @Test func screenAConstraintLists() throws {
        let screen = try ScreenA(Self.portrait, profile: .ios7, diagnostics: Diagnostics())
        #expect(
            screen.made.map { $0.map { line($0) } } == [
                [
                    "_topGrayView.leading == root.leading + NSSpace(20)",
                    "root.trailing == _topGrayView.trailing + NSSpace(20)",
                    "_topGrayView.top == root.top + NSSpace(20)", "_topGrayView.height == 100",
                ],
                ["_topButton.leading == _topGrayView.leading + NSSpace(20)"],
                [
                    "_bottomGrayView.leading == root.leading + NSSpace(20)",
                    "root.trailing == _bottomGrayView.trailing + NSSpace(20)",
                    "_topGrayView.top == root.top + NSSpace(20)",
                    "_bottomGrayView.top == _topGrayView.bottom + NSSpace(8)",
                    "_bottomGrayView.height == 100",
                ],
            ])
    }

    /// §10.1: T (20, 20, W − 40, 100), B (20, 128, W − 40, 100), tb (20, 35) in T, bb (66, 35) in B.
    @Test(arguments: orientations)
    func screenA(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenA(orientation, profile: .ios7, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.width - 40
        #expect(screen._topGrayView.frame == Rect(x: 20, y: 20, width: width, height: 100))
        #expect(screen._bottomGrayView.frame == Rect(x: 20, y: 128, width: width, height: 100))
        #expect(screen._topButton.frame == Rect(x: 20, y: 35, width: 46, height: 30))
        #expect(screen._bottomButton.frame == Rect(x: 66, y: 35, width: 46, height: 30))
        #expect(screen._topButton.frameInRoot == Rect(x: 40, y: 55, width: 46, height: 30))
        #expect(screen._bottomButton.frameInRoot == Rect(x: 86, y: 163, width: 46, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// Rotation re-solves the VFL screen incrementally.
    @Test func screenARotation() throws {
        let screen = try ScreenA(Self.portrait, profile: .ios7, diagnostics: Diagnostics())
        screen.root.layoutIfNeeded()
        screen.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        screen.root.layoutIfNeeded()
        #expect(screen._topGrayView.frame == Rect(x: 20, y: 20, width: 528, height: 100))
        #expect(screen._bottomButton.frameInRoot == Rect(x: 86, y: 163, width: 46, height: 30))
    }

    /// §10.4, screen (a) in P8: T (16, 0, W − 32, 100), B (16, 108, …), tb (8, 35), bb (54, 35).
    @Test(arguments: orientations)
    func screenAInIOS8(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenA(orientation, profile: .ios8, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.width - 32
        #expect(screen._topGrayView.frame == Rect(x: 16, y: 0, width: width, height: 100))
        #expect(screen._bottomGrayView.frame == Rect(x: 16, y: 108, width: width, height: 100))
        #expect(screen._topButton.frame == Rect(x: 8, y: 35, width: 46, height: 30))
        #expect(screen._bottomButton.frame == Rect(x: 54, y: 35, width: 46, height: 30))
        #expect(screen._bottomButton.frameInRoot == Rect(x: 70, y: 143, width: 46, height: 30))
        #expect(diagnostics.items.isEmpty)
    }

    @Test func screenBConstraintList() throws {
        let screen = try ScreenB(Self.portrait, profile: .ios7, diagnostics: Diagnostics())
        #expect(
            screen.made.map { line($0) } == [
                "_textFieldEmail.leading == root.leading + NSSpace(20)",
                "root.trailing == _textFieldEmail.trailing + NSSpace(20)",
                "_textFieldEmail.top == root.top + NSSpace(20)",
                "_textFieldConfirmEmail.leading == root.leading + NSSpace(20)",
                "root.trailing == _textFieldConfirmEmail.trailing + NSSpace(20)",
                "_textFieldConfirmEmail.top == _textFieldEmail.bottom + NSSpace(8)",
                "_registerButton.width == 128", "_registerButton.centerX == root.centerX",
                "_registerButton.top == _textFieldConfirmEmail.bottom + NSSpace(8)",
            ])
    }

    /// §10.2: E (20, 20, W − 40, 30), C (20, 58, W − 40, 30), G (W/2 − 64, 96, 128, 30).
    @Test(arguments: orientations)
    func screenB(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenB(orientation, profile: .ios7, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.width - 40
        #expect(screen._textFieldEmail.frame == Rect(x: 20, y: 20, width: width, height: 30))
        #expect(screen._textFieldConfirmEmail.frame == Rect(x: 20, y: 58, width: width, height: 30))
        #expect(
            screen._registerButton.frame == Rect(x: orientation.width / 2 - 64, y: 96, width: 128, height: 30)
        )
        #expect(diagnostics.items.isEmpty)
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// §10.4, screen (b) in P8: E (16, 0, W − 32, 30), C (16, 38, …), G (W/2 − 64, 76, 128, 30).
    @Test(arguments: orientations)
    func screenBInIOS8(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenB(orientation, profile: .ios8, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.width - 32
        #expect(screen._textFieldEmail.frame == Rect(x: 16, y: 0, width: width, height: 30))
        #expect(screen._textFieldConfirmEmail.frame == Rect(x: 16, y: 38, width: width, height: 30))
        #expect(
            screen._registerButton.frame == Rect(x: orientation.width / 2 - 64, y: 76, width: 128, height: 30)
        )
        #expect(diagnostics.items.isEmpty)
    }

    /// Screen (c), §10.3: each single-button format on its own.
    static func buttonScreen(_ orientation: Orientation, _ diagnostics: Diagnostics) -> (View, SizedView) {
        let root = makeRoot(orientation.width, orientation.height, diagnostics: diagnostics)
        let button = SizedView(46, 30, name: "_button")
        root.addSubview(button)
        return (root, button)
    }

    /// c1 `H:|-(<=100)-[_button(>=50)]-(<=100)-|`: x = 100, w = W − 200; y is ambiguous (reads 0).
    @Test(arguments: orientations)
    func c1(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let (root, _button) = Self.buttonScreen(orientation, diagnostics)
        let constraints = try LayoutConstraint.activate(
            withVisualFormat: "H:|-(<=100)-[_button(>=50)]-(<=100)-|",
            views: dictionaryOfVariableBindings(_button))
        #expect(
            constraints.map { line($0) } == [
                "_button.leading <= root.leading + 100", "_button.width >= 50",
                "root.trailing <= _button.trailing + 100",
            ])
        root.layoutIfNeeded()
        #expect(_button.frame == Rect(x: 100, y: 0, width: orientation.width - 200, height: 30))
        #expect(root.ambiguousLayouts().map(\.axes) == [[.vertical]])
        #expect(diagnostics.items.isEmpty)
    }

    /// c2 `H:|-[_button(>=100,<=200)]`: x = 20, w = 100.
    @Test(arguments: orientations)
    func c2(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let (root, _button) = Self.buttonScreen(orientation, diagnostics)
        let constraints = try LayoutConstraint.activate(
            withVisualFormat: "H:|-[_button(>=100,<=200)]", views: dictionaryOfVariableBindings(_button))
        #expect(
            constraints.map { line($0) } == [
                "_button.leading == root.leading + NSSpace(20)", "_button.width >= 100",
                "_button.width <= 200",
            ])
        root.layoutIfNeeded()
        #expect(_button.frame == Rect(x: 20, y: 0, width: 100, height: 30))
        #expect(diagnostics.items.isEmpty)
    }

    /// c3 `V:[_button]-(>=100)-|` with c2: y ≤ H − 130 and vertically ambiguous; `V:|-[_button]` fixes it.
    @Test(arguments: [(portrait, 438.0), (landscape, 190.0)])
    func c3(_ orientation: Orientation, maximumY: Double) throws {
        let diagnostics = Diagnostics()
        let (root, _button) = Self.buttonScreen(orientation, diagnostics)
        let views = dictionaryOfVariableBindings(_button)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[_button(>=100,<=200)]", views: views)
        let constraints = try LayoutConstraint.activate(
            withVisualFormat: "V:[_button]-(>=100)-|", views: views)
        #expect(constraints.map { line($0) } == ["root.bottom >= _button.bottom + 100"])
        root.layoutIfNeeded()
        #expect(_button.hasAmbiguousLayout)
        #expect(_button.frame.origin.y <= maximumY)
        #expect(_button.frame.size == Size(width: 100, height: 30))
        try LayoutConstraint.activate(withVisualFormat: "V:|-[_button]", views: views)
        root.layoutIfNeeded()
        #expect(!_button.hasAmbiguousLayout)
        #expect(_button.frame == Rect(x: 20, y: 20, width: 100, height: 30))
        #expect(diagnostics.items.isEmpty)
    }

    /// The VFL example of README.md, as written there.
    @Test func readmeExample() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let topGrayView = View()
        let bottomGrayView = View()
        for (view, name) in [(topGrayView, "_topGrayView"), (bottomGrayView, "_bottomGrayView")] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.accessibilityIdentifier = name
            root.addSubview(view)
        }
        let views = dictionaryOfVariableBindings(topGrayView, bottomGrayView)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[_topGrayView]-|", views: views)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[_bottomGrayView]-|", views: views)
        let vertical = try LayoutConstraint.constraints(
            withVisualFormat: "V:|-[_topGrayView(==100)]-[_bottomGrayView(==100)]", options: [], metrics: [:],
            views: views)
        try root.addConstraints(vertical)
        root.layoutIfNeeded()
        #expect(bottomGrayView.frame == Rect(x: 20, y: 128, width: 280, height: 100))
        #expect(topGrayView.frame == Rect(x: 20, y: 20, width: 280, height: 100))

        let tree = VisualFormatTree()
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a] -[b]", views: tree.views)
        } catch {
            #expect(
                error.description
                    == "Unable to parse constraint format: \nExpected a view or '|' \nH:[a] -[b] \n     ^")
        }
    }
}
