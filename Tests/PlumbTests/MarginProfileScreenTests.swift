import Plumb
import Testing

/// Screens (a) and (b) under the P8 profile (`.ios8`), docs/auto-layout.md §10.4: every bare `-` next
/// to `|` becomes the superview's margin attribute with constant 0. The root's margins are 16
/// left and right, 0 top and bottom; other views keep 8 on each side.
@Suite struct MarginProfileScreenTests {
    struct ScreenA {
        let root: View
        let topGray = constrainedView("topGray")
        let bottomGray = constrainedView("bottomGray")
        let topButton = SizedView(46, 30, name: "topButton")
        let bottomButton = SizedView(46, 30, name: "bottomButton")

        init(width: Double, height: Double, profile: SpacingProfile, diagnostics: Diagnostics) throws {
            root = makeRoot(width, height, diagnostics: diagnostics)
            root.spacingProfile = profile
            root.addSubview(topGray)
            root.addSubview(bottomGray)
            topGray.addSubview(topButton)
            bottomGray.addSubview(bottomButton)
            try LayoutConstraint.activate([
                // H:|-[_topGrayView]-|
                topGray.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                try LayoutConstraint(
                    item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: topGray,
                    attribute: .trailing, multiplier: 1, constant: 0),
                // V:|-[_topGrayView(==100)]
                try LayoutConstraint(
                    item: topGray, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                    multiplier: 1, constant: 0),
                topGray.heightAnchor.constraint(equalToConstant: 100),
                // H:|-[_bottomGrayView]-|
                try LayoutConstraint(
                    item: bottomGray, attribute: .leading, relatedBy: .equal, toItem: root,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                try LayoutConstraint(
                    item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: bottomGray,
                    attribute: .trailing, multiplier: 1, constant: 0),
                // V:|-[_topGrayView]-[_bottomGrayView(==100)]: sibling spacing stays 8.
                bottomGray.topAnchor.constraint(equalTo: topGray.bottomAnchor, constant: 8),
                bottomGray.heightAnchor.constraint(equalToConstant: 100),
                // H:|-[_topButton]: the gray view's margin (8).
                try LayoutConstraint(
                    item: topButton, attribute: .leading, relatedBy: .equal, toItem: topGray,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                topButton.centerYAnchor.constraint(equalTo: topGray.centerYAnchor),
                bottomButton.leftAnchor.constraint(equalTo: topButton.rightAnchor),
                bottomButton.centerYAnchor.constraint(equalTo: bottomGray.centerYAnchor),
            ])
        }
    }

    struct ScreenB {
        let root: View
        let email = SizedView(97, 30, name: "textFieldEmail")
        let confirm = SizedView(150, 30, name: "textFieldConfirmEmail")
        let register = SizedView(46, 30, name: "registerButton")

        init(width: Double, height: Double, diagnostics: Diagnostics) throws {
            root = makeRoot(width, height, diagnostics: diagnostics)
            root.spacingProfile = .ios8
            root.addSubview(email)
            root.addSubview(confirm)
            root.addSubview(register)
            try LayoutConstraint.activate([
                try LayoutConstraint(
                    item: email, attribute: .leading, relatedBy: .equal, toItem: root,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                try LayoutConstraint(
                    item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: email,
                    attribute: .trailing, multiplier: 1, constant: 0),
                try LayoutConstraint(
                    item: email, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
                    multiplier: 1, constant: 0),
                confirm.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: confirm.trailingAnchor),
                confirm.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 8),
                register.widthAnchor.constraint(equalToConstant: 128),
                register.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                register.topAnchor.constraint(equalTo: confirm.bottomAnchor, constant: 8),
            ])
        }
    }

    struct Orientation: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Double
        let height: Double
        /// The gray views' and text fields' width: W − 32.
        var contentWidth: Double { width - 32 }
        /// The register button's x: W/2 − 64.
        var registerX: Double { width / 2 - 64 }
        var testDescription: String { name }
    }

    static let orientations = [
        Orientation(name: "portrait", width: 320, height: 568),
        Orientation(name: "landscape", width: 568, height: 320),
    ]

    @Test func rootMarginsOfTheProfiles() {
        let root = makeRoot(320, 568)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.spacingProfile = .ios8
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let child = constrainedView("child")
        root.addSubview(child)
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// §10.4 table, screen (a): T (16, 0, 288, 100), B (16, 108, 288, 100), tb (8, 35) in T,
    /// bb (54, 35) in B = (70, 143) in R; landscape widths 536.
    @Test(arguments: orientations)
    func screenA(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenA(
            width: orientation.width, height: orientation.height, profile: .ios8, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.contentWidth
        #expect(screen.topGray.frame == Rect(x: 16, y: 0, width: width, height: 100))
        #expect(screen.bottomGray.frame == Rect(x: 16, y: 108, width: width, height: 100))
        #expect(screen.topButton.frame == Rect(x: 8, y: 35, width: 46, height: 30))
        #expect(screen.bottomButton.frame == Rect(x: 54, y: 35, width: 46, height: 30))
        #expect(screen.topButton.frameInRoot == Rect(x: 24, y: 35, width: 46, height: 30))
        #expect(screen.bottomButton.frameInRoot == Rect(x: 70, y: 143, width: 46, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// §10.4 table, screen (b): E (16, 0, 288, 30), C (16, 38, 288, 30), G (96, 76, 128, 30);
    /// landscape widths 536 and G at x = 220.
    @Test(arguments: orientations)
    func screenB(_ orientation: Orientation) throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenB(
            width: orientation.width, height: orientation.height, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        let width = orientation.contentWidth
        #expect(screen.email.frame == Rect(x: 16, y: 0, width: width, height: 30))
        #expect(screen.confirm.frame == Rect(x: 16, y: 38, width: width, height: 30))
        #expect(screen.register.frame == Rect(x: orientation.registerX, y: 76, width: 128, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// Rotating a laid-out P8 screen: only the root's size changes (margins stay 16, §10.4).
    @Test func screenBRotation() throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenB(width: 320, height: 568, diagnostics: diagnostics)
        for orientation in Self.orientations + Self.orientations.reversed() {
            screen.root.frame = Rect(x: 0, y: 0, width: orientation.width, height: orientation.height)
            screen.root.layoutIfNeeded()
            let width = orientation.contentWidth
            #expect(screen.email.frame == Rect(x: 16, y: 0, width: width, height: 30))
            #expect(screen.confirm.frame == Rect(x: 16, y: 38, width: width, height: 30))
            #expect(screen.register.frame == Rect(x: orientation.registerX, y: 76, width: 128, height: 30))
        }
        #expect(diagnostics.items.isEmpty)
    }

    /// The margin-based screen (a) laid out in P7 first, where the root's margins are the default
    /// 8 on each side, then switched to P8: the margin constants are re-lowered (16, 0).
    @Test func profileSwitchAfterLayout() throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenA(width: 320, height: 568, profile: .ios7, diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        #expect(screen.topGray.frame == Rect(x: 8, y: 8, width: 304, height: 100))
        #expect(screen.bottomGray.frame == Rect(x: 8, y: 116, width: 304, height: 100))
        #expect(screen.bottomButton.frame == Rect(x: 54, y: 35, width: 46, height: 30))

        screen.root.spacingProfile = .ios8
        screen.root.layoutIfNeeded()
        #expect(screen.topGray.frame == Rect(x: 16, y: 0, width: 288, height: 100))
        #expect(screen.bottomGray.frame == Rect(x: 16, y: 108, width: 288, height: 100))
        #expect(screen.topButton.frame == Rect(x: 8, y: 35, width: 46, height: 30))
        #expect(screen.bottomButton.frameInRoot == Rect(x: 70, y: 143, width: 46, height: 30))
        #expect(diagnostics.items.isEmpty)
    }
}
