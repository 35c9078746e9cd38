import Plumb
import Testing

/// The safe area (docs/auto-layout.md §6.3), system spacing of anchors and the spacing profiles (§0, §6).
@Suite struct SafeAreaAndSpacingTests {
    /// A device with a notch: (44, 0, 34, 0) in portrait.
    private func notchedRoot() -> View {
        let root = makeRoot(375, 812)
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return root
    }

    @Test func viewPinnedToTheSafeAreaGuideAvoidsTheInsets() throws {
        let root = notchedRoot()
        let content = constrainedView("content")
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(guide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(content.safeAreaInsets == .zero)
    }

    @Test func subviewUnderTheStatusBarGetsTheOverlapAsItsSafeArea() throws {
        let root = notchedRoot()
        let header = constrainedView("header")
        let title = constrainedView("title")
        root.addSubview(header)
        header.addSubview(title)
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 200),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(title.frame == Rect(x: 16, y: 52, width: 200, height: 20))

        // Landscape: the notch moves to the sides, the status bar goes.
        root.frame = Rect(x: 0, y: 0, width: 812, height: 375)
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        #expect(title.frame == Rect(x: 16, y: 8, width: 200, height: 20))
    }

    @Test func marginsIncludeTheSafeAreaInTheIOS11Profile() throws {
        let root = notchedRoot()
        root.spacingProfile = .ios11
        let label = constrainedView("label")
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        #expect(label.frame == Rect(x: 16, y: 44, width: 343, height: 30))
    }

    @Test(arguments: [SpacingProfile.ios7, .ios8, .ios11])
    func rootMarginsFollowTheProfile(profile: SpacingProfile) {
        let root = makeRoot(320, 568)
        root.spacingProfile = profile
        let child = View()
        root.addSubview(child)
        let expected =
            profile == .ios7
            ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            : EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        #expect(root.layoutMargins == expected)
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(child.spacingProfile == profile)
    }

    @Test(arguments: [1.0, 2.0, 0.5])
    func systemSpacingIsEightPointsTimesTheMultiplier(multiplier: Double) throws {
        let root = makeRoot(320, 568)
        let first = SizedView(40, 20, name: "first")
        let second = SizedView(40, 20, name: "second")
        root.addSubview(first)
        root.addSubview(second)
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.leadingAnchor.constraint(
                equalToSystemSpacingAfter: first.trailingAnchor, multiplier: multiplier),
            second.topAnchor.constraint(
                equalToSystemSpacingBelow: first.bottomAnchor, multiplier: multiplier),
        ])
        root.layoutIfNeeded()
        #expect(second.frame == Rect(x: 40 + 8 * multiplier, y: 20 + 8 * multiplier, width: 40, height: 20))
    }

    @Test func systemSpacingPrintsAsAnAnchorSpace() throws {
        let root = makeRoot(320, 568)
        let first = SizedView(40, 20, name: "first")
        let second = SizedView(40, 20, name: "second")
        root.addSubview(first)
        root.addSubview(second)
        let spacing = second.leadingAnchor.constraint(
            equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1)
        #expect(spacing.description.contains("-(NSLayoutAnchorConstraintSpace(8))-"))
    }
}
