import Plumb
import Testing

/// The seed screens (a) and (b) of docs/auto-layout.md §10 built in VFL with real controls: a
/// `Button("Button")` and `TextField`s measured by the FallbackTextMeasurer, in the P7 and P8
/// profiles, portrait and landscape. The button is 44.5 × 30 here (46 × 30 in iOS 7's Helvetica
/// Neue), so only the frames that depend on its width differ from §10's tables.
@Suite struct ControlSeedScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let profile: SpacingProfile
        let landscape: Bool
        var testDescription: String { "\(profile) \(landscape ? "landscape" : "portrait")" }
        static let all = [SpacingProfile.ios7, .ios8].flatMap { profile in
            [false, true].map { Case(profile: profile, landscape: $0) }
        }
        var width: Double { landscape ? 568 : 320 }
    }

    func makeRoot(_ screen: Case, _ diagnostics: Diagnostics) -> View {
        let root = PlumbTests.makeRoot(screen.width, screen.landscape ? 320 : 568, diagnostics: diagnostics)
        root.spacingProfile = screen.profile
        return root
    }

    @Test(arguments: Case.all)
    func screenA(_ screen: Case) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(screen, diagnostics)
        let topGray = constrainedView("_topGrayView")
        let bottomGray = constrainedView("_bottomGrayView")
        let topButton = Button("Button")
        let bottomButton = Button("Button")
        for (button, gray) in [(topButton, topGray), (bottomButton, bottomGray)] {
            root.addSubview(gray)
            button.translatesAutoresizingMaskIntoConstraints = false
            gray.addSubview(button)
        }
        let views: [String: LayoutItem] = [
            "_topGrayView": topGray, "_bottomGrayView": bottomGray, "_topButton": topButton,
        ]
        for format in [
            "H:|-[_topGrayView]-|", "V:|-[_topGrayView(==100)]", "H:|-[_topButton]",
            "H:|-[_bottomGrayView]-|",
            "V:|-[_topGrayView]-[_bottomGrayView(==100)]",
        ] {
            try LayoutConstraint.activate(withVisualFormat: format, views: views)
        }
        try LayoutConstraint.activate([
            topButton.centerYAnchor.constraint(equalTo: topGray.centerYAnchor),
            bottomButton.leftAnchor.constraint(equalTo: topButton.rightAnchor),
            bottomButton.centerYAnchor.constraint(equalTo: bottomGray.centerYAnchor),
        ])
        root.layoutIfNeeded()

        let p7 = screen.profile == .ios7
        let inset = p7 ? 20.0 : 16
        let top = p7 ? 20.0 : 0
        let buttonX = p7 ? 20.0 : 8
        #expect(topGray.frame == Rect(x: inset, y: top, width: screen.width - 2 * inset, height: 100))
        #expect(
            bottomGray.frame == Rect(x: inset, y: top + 108, width: screen.width - 2 * inset, height: 100))
        #expect(topButton.frame == Rect(x: buttonX, y: 35, width: 44.5, height: 30))
        // bb.minX = T.minX + tb.minX + tb.width − B.minX: 64.5 in P7, 52.5 in P8.
        #expect(bottomButton.frame == Rect(x: buttonX + 44.5, y: 35, width: 44.5, height: 30))
        #expect(bottomButton.frameInRoot.origin == Point(x: inset + buttonX + 44.5, y: top + 108 + 35))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(root.ambiguousLayouts().isEmpty)
    }

    @Test(arguments: Case.all)
    func screenB(_ screen: Case) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(screen, diagnostics)
        let email = TextField(placeholder: "Email")
        let confirm = TextField(placeholder: "Confirm email")
        let register = Button("Register")
        let views: [String: LayoutItem] = [
            "_textFieldEmail": email, "_textFieldConfirmEmail": confirm, "_registerButton": register,
        ]
        for view in [email, confirm, register] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        for format in [
            "H:|-[_textFieldEmail]-|", "V:|-[_textFieldEmail]", "H:|-[_textFieldConfirmEmail]-|",
            "V:[_textFieldEmail]-[_textFieldConfirmEmail]", "H:[_registerButton(==128)]",
            "V:[_textFieldConfirmEmail]-[_registerButton]",
        ] {
            try LayoutConstraint.activate(withVisualFormat: format, views: views)
        }
        try LayoutConstraint.activate([register.centerXAnchor.constraint(equalTo: root.centerXAnchor)])
        root.layoutIfNeeded()

        let p7 = screen.profile == .ios7
        let inset = p7 ? 20.0 : 16
        let top = p7 ? 20.0 : 0
        #expect(email.frame == Rect(x: inset, y: top, width: screen.width - 2 * inset, height: 30))
        #expect(confirm.frame == Rect(x: inset, y: top + 38, width: screen.width - 2 * inset, height: 30))
        #expect(register.frame == Rect(x: screen.width / 2 - 64, y: top + 76, width: 128, height: 30))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(root.ambiguousLayouts().isEmpty)
    }
}
