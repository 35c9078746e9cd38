import Plumb
import PlumbText
import Testing

/// Golden frames of the seed screens with real controls and real text: DejaVu Sans through
/// FreeType, in the iOS 7 and iOS 8 spacing profiles, portrait and landscape. iOS 7 set "Button"
/// in 15-pt Helvetica Neue (46 × 30, docs/auto-layout.md §3.3); DejaVu Sans is wider, so the button is
/// 50.5 × 30 (50.244 pt rounded up to the half-point grid) and the frames that depend on its width
/// move with it.
@Suite(.enabled(if: DejaVu.isInstalled)) struct RealTextScreenTests {
    static let measurer = FreeTypeTextMeasurer()

    struct Case: Sendable, CustomTestStringConvertible {
        let profile: SpacingProfile
        let landscape: Bool
        var testDescription: String { "\(profile) \(landscape ? "landscape" : "portrait")" }
        static let all = [SpacingProfile.ios7, .ios8].flatMap { profile in
            [false, true].map { Case(profile: profile, landscape: $0) }
        }
        var size: Size { landscape ? Size(width: 568, height: 320) : Size(width: 320, height: 568) }
    }

    private func root(_ screen: Case) -> View {
        let root = View(frame: Rect(origin: .zero, size: screen.size))
        root.spacingProfile = screen.profile
        root.textMeasurer = Self.measurer
        root.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        return root
    }

    private func constrained(_ view: View) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test(arguments: Case.all)
    func twoGrayViewsWithButtons(_ screen: Case) throws {
        let root = root(screen)
        let topGray = constrained(View())
        let bottomGray = constrained(View())
        let topButton = constrained(Button("Button"))
        let bottomButton = constrained(Button("Button"))
        root.addSubview(topGray)
        root.addSubview(bottomGray)
        topGray.addSubview(topButton)
        bottomGray.addSubview(bottomButton)
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
        let gap = 8.0
        let buttonX = p7 ? 20.0 : 8
        let grayWidth = screen.size.width - 2 * inset
        #expect(topButton.intrinsicContentSize == Size(width: 50.5, height: 30))
        #expect(topGray.frame == Rect(x: inset, y: top, width: grayWidth, height: 100))
        #expect(bottomGray.frame == Rect(x: inset, y: top + 100 + gap, width: grayWidth, height: 100))
        #expect(topButton.frame == Rect(x: buttonX, y: 35, width: 50.5, height: 30))
        #expect(bottomButton.frame == Rect(x: buttonX + 50.5, y: 35, width: 50.5, height: 30))
        #expect(bottomButton.frameInRoot.minX == topButton.frameInRoot.maxX)
    }

    @Test(arguments: Case.all)
    func registerForm(_ screen: Case) throws {
        let root = root(screen)
        let email = constrained(TextField(placeholder: "E-mail"))
        let confirm = constrained(TextField(placeholder: "Подтвердите e-mail"))
        let register = constrained(Button("Зарегистрироваться"))
        for view in [email, confirm, register] { root.addSubview(view) }
        let views: [String: LayoutItem] = [
            "_textFieldEmail": email, "_textFieldConfirmEmail": confirm, "_registerButton": register,
        ]
        for format in [
            "H:|-[_textFieldEmail]-|", "V:|-[_textFieldEmail]", "H:|-[_textFieldConfirmEmail]-|",
            "V:[_textFieldEmail]-[_textFieldConfirmEmail]", "H:[_registerButton(==128)]",
            "V:[_textFieldConfirmEmail]-[_registerButton]",
        ] {
            try LayoutConstraint.activate(withVisualFormat: format, views: views)
        }
        register.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        root.layoutIfNeeded()

        let p7 = screen.profile == .ios7
        let inset = p7 ? 20.0 : 16
        let top = p7 ? 20.0 : 0
        let width = screen.size.width
        #expect(email.frame == Rect(x: inset, y: top, width: width - 2 * inset, height: 30))
        #expect(confirm.frame == Rect(x: inset, y: top + 38, width: width - 2 * inset, height: 30))
        // The title is wider than 128: the required width wins over compression resistance (§10.2).
        #expect(register.intrinsicContentSize.width > 128)
        #expect(register.frame == Rect(x: width / 2 - 64, y: top + 76, width: 128, height: 30))
    }
}
