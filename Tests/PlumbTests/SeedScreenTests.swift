import Plumb
import Testing

/// The cookbook's screens built in code as the cookbook builds them (anchors and
/// `NSLayoutConstraint`-style items), checked against docs/auto-layout.md §10 in both orientations.
@Suite struct SeedScreenTests {
    /// Screen (a), §10.1: two gray views with a button each and a cross-view constraint.
    struct ScreenA {
        let root: View
        let topGray = constrainedView("topGray")
        let bottomGray = constrainedView("bottomGray")
        let topButton = SizedView(46, 30, name: "topButton")
        let bottomButton = SizedView(46, 30, name: "bottomButton")

        init(diagnostics: Diagnostics = Diagnostics()) throws {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            root.addSubview(topGray)
            root.addSubview(bottomGray)
            topGray.addSubview(topButton)
            bottomGray.addSubview(bottomButton)
            try LayoutConstraint.activate([
                topGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: topGray.trailingAnchor, constant: 20),
                topGray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                topGray.heightAnchor.constraint(equalToConstant: 100),
                bottomGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: bottomGray.trailingAnchor, constant: 20),
                topGray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                bottomGray.topAnchor.constraint(equalTo: topGray.bottomAnchor, constant: 8),
                bottomGray.heightAnchor.constraint(equalToConstant: 100),
                topButton.leadingAnchor.constraint(equalTo: topGray.leadingAnchor, constant: 20),
                topButton.centerYAnchor.constraint(equalTo: topGray.centerYAnchor),
                try LayoutConstraint(
                    item: bottomButton, attribute: .left, relatedBy: .equal, toItem: topButton,
                    attribute: .right),
                bottomButton.centerYAnchor.constraint(equalTo: bottomGray.centerYAnchor),
            ])
        }
    }

    @Test func screenAPortraitAndLandscape() throws {
        let diagnostics = Diagnostics()
        let screen = try ScreenA(diagnostics: diagnostics)
        screen.root.layoutIfNeeded()
        #expect(screen.topGray.frame == Rect(x: 20, y: 20, width: 280, height: 100))
        #expect(screen.bottomGray.frame == Rect(x: 20, y: 128, width: 280, height: 100))
        #expect(screen.topButton.frame == Rect(x: 20, y: 35, width: 46, height: 30))
        #expect(screen.bottomButton.frame == Rect(x: 66, y: 35, width: 46, height: 30))
        #expect(screen.topButton.frameInRoot == Rect(x: 40, y: 55, width: 46, height: 30))
        #expect(screen.bottomButton.frameInRoot == Rect(x: 86, y: 163, width: 46, height: 30))

        screen.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        screen.root.layoutIfNeeded()
        #expect(screen.topGray.frame == Rect(x: 20, y: 20, width: 528, height: 100))
        #expect(screen.bottomGray.frame == Rect(x: 20, y: 128, width: 528, height: 100))
        #expect(screen.topButton.frame == Rect(x: 20, y: 35, width: 46, height: 30))
        #expect(screen.bottomButton.frame == Rect(x: 66, y: 35, width: 46, height: 30))

        screen.root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        screen.root.layoutIfNeeded()
        #expect(screen.topGray.frame == Rect(x: 20, y: 20, width: 280, height: 100))
        #expect(diagnostics.items.isEmpty)
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }
}
