import Plumb
import Testing

/// Screen (b) of docs/auto-layout.md §10.2, the register form, built in code the way the cookbook
/// builds it: some constraints with Apple's `NSLayoutConstraint(item:…)` factory, some with
/// anchors. Profile P7 (ios7): 20 to a superview edge, 8 between siblings.
@Suite struct RegisterFormScreenTests {
    /// The register form: two text fields (intrinsic height 30, some intrinsic width that the
    /// required edge constraints override) and the register button (46 × 30, width 128).
    struct RegisterForm {
        let root: View
        let email = SizedView(97, 30, name: "textFieldEmail")
        let confirm = SizedView(150, 30, name: "textFieldConfirmEmail")
        let register = SizedView(46, 30, name: "registerButton")

        init(width: Double = 320, height: Double = 568, diagnostics: Diagnostics = Diagnostics()) throws {
            root = makeRoot(width, height, diagnostics: diagnostics)
            root.addSubview(email)
            root.addSubview(confirm)
            root.addSubview(register)
            try LayoutConstraint.activate([
                // D1, D2: H:|-[_textFieldEmail]-|
                try LayoutConstraint(
                    item: email, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 1, constant: 20),
                try LayoutConstraint(
                    item: root, attribute: .trailing, relatedBy: .equal, toItem: email, attribute: .trailing,
                    multiplier: 1, constant: 20),
                // D3: V:|-[_textFieldEmail]
                try LayoutConstraint(
                    item: email, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                    multiplier: 1, constant: 20),
                // D4, D5: H:|-[_textFieldConfirmEmail]-|
                confirm.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: confirm.trailingAnchor, constant: 20),
                // D6: V:[_textFieldEmail]-[_textFieldConfirmEmail]
                confirm.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 8),
                // D7: H:[_registerButton(==128)]
                try LayoutConstraint(
                    item: register, attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 128),
                // D8: centring
                try LayoutConstraint(
                    item: register, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                    multiplier: 1, constant: 0),
                // D9: V:[_textFieldConfirmEmail]-[_registerButton]
                register.topAnchor.constraint(equalTo: confirm.bottomAnchor, constant: 8),
            ])
        }
    }

    /// The §10.2 table: (email, confirm, register) frames per orientation.
    struct Expected: Sendable, CustomTestStringConvertible {
        let name: String
        let width: Double
        let height: Double
        let email: Rect
        let confirm: Rect
        let register: Rect
        var testDescription: String { name }
    }

    static let orientations = [
        Expected(
            name: "portrait", width: 320, height: 568, email: Rect(x: 20, y: 20, width: 280, height: 30),
            confirm: Rect(x: 20, y: 58, width: 280, height: 30),
            register: Rect(x: 96, y: 96, width: 128, height: 30)),
        Expected(
            name: "landscape", width: 568, height: 320, email: Rect(x: 20, y: 20, width: 528, height: 30),
            confirm: Rect(x: 20, y: 58, width: 528, height: 30),
            register: Rect(x: 220, y: 96, width: 128, height: 30)),
    ]

    @Test(arguments: orientations)
    func builtInOrientation(_ expected: Expected) throws {
        let diagnostics = Diagnostics()
        let form = try RegisterForm(width: expected.width, height: expected.height, diagnostics: diagnostics)
        form.root.layoutIfNeeded()
        #expect(form.email.frame == expected.email)
        #expect(form.confirm.frame == expected.confirm)
        #expect(form.register.frame == expected.register)
        #expect(diagnostics.items.isEmpty)
        #expect(form.root.ambiguousLayouts().isEmpty)
    }

    @Test func rotationRoundTrip() throws {
        let diagnostics = Diagnostics()
        let form = try RegisterForm(diagnostics: diagnostics)
        for expected in Self.orientations + Self.orientations.reversed() {
            form.root.frame = Rect(x: 0, y: 0, width: expected.width, height: expected.height)
            form.root.layoutIfNeeded()
            #expect(form.email.frame == expected.email, "\(expected.name)")
            #expect(form.confirm.frame == expected.confirm, "\(expected.name)")
            #expect(form.register.frame == expected.register, "\(expected.name)")
        }
        #expect(diagnostics.items.isEmpty)
    }

    /// §10.2's note: D7 is required, so a title wider than 128 only violates the button's
    /// compression resistance (750); the button stays 128 wide and centred, without diagnostics.
    @Test func requiredWidthBeatsCompressionResistance() throws {
        let diagnostics = Diagnostics()
        let form = try RegisterForm(diagnostics: diagnostics)
        form.register.size = Size(width: 200, height: 30)
        form.root.layoutIfNeeded()
        #expect(form.register.frame == Rect(x: 96, y: 96, width: 128, height: 30))
        #expect(diagnostics.items.isEmpty)
    }
}
