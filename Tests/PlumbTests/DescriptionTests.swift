import Plumb
import Testing

/// `LayoutConstraint.description` in Apple's log format (docs/auto-layout.md §1.6), with the
/// `file:line` where the constraint was made; addresses are compared as `0x…`.
@Suite struct DescriptionTests {
    /// A root with two siblings `a` and `b`.
    struct Scene {
        let root = makeRoot(320, 568)
        let a = constrainedView("a")
        let b = constrainedView("b")

        init() {
            root.addSubview(a)
            root.addSubview(b)
        }
    }

    func text(_ constraint: LayoutConstraint) -> String { addressesMasked(constraint.description) }

    @Test func addressesAreObjectAddresses() {
        let scene = Scene()
        let constraint = scene.a.widthAnchor.constraint(equalToConstant: 10)
        let match = constraint.description.firstMatch(of: #/^<NSLayoutConstraint:0x([0-9a-f]+) /#)
        let digits = try? #require(match).output.1
        #expect(digits.flatMap { UInt($0, radix: 16) } == UInt(bitPattern: ObjectIdentifier(constraint)))
        #expect(
            scene.a.layoutDescription
                == "View:0x\(String(UInt(bitPattern: ObjectIdentifier(scene.a)), radix: 16))'a'")
    }

    /// Equation forms: the `1*` is omitted, other multipliers print `%g*`, the constant prints
    /// `+ c` / `- c` and is omitted when zero with a second item.
    static let equations: [(String, String)] = [
        ("width == 46", "View:0x…'a'.width == 46"),
        ("width == b.width", "View:0x…'a'.width == View:0x…'b'.width"),
        ("width == 0.5*b.width + 10", "View:0x…'a'.width == 0.5*View:0x…'b'.width + 10"),
        ("width == 2*b.height - 10", "View:0x…'a'.width == 2*View:0x…'b'.height - 10"),
        ("height >= 0.333333*b.width", "View:0x…'a'.height >= 0.333333*View:0x…'b'.width"),
        ("width <= -b.width + 1.5", "View:0x…'a'.width <= -View:0x…'b'.width + 1.5"),
        ("centerX == b.centerX", "View:0x…'a'.centerX == View:0x…'b'.centerX"),
        ("top == b.top - 20", "View:0x…'a'.top == View:0x…'b'.top - 20"),
        ("leading == b.leading + 12", "View:0x…'a'.leading == View:0x…'b'.leading + 12"),
        ("lastBaseline == b.firstBaseline", "View:0x…'a'.lastBaseline == View:0x…'b'.firstBaseline"),
        ("centerY == 0.5*root.centerY", "View:0x…'a'.centerY == 0.5*View:0x…'root'.centerY"),
    ]

    func make(_ key: String, _ scene: Scene) throws -> LayoutConstraint {
        let (a, b, root) = (scene.a, scene.b, scene.root)
        switch key {
        case "width == 46":
            return a.widthAnchor.constraint(equalToConstant: 46, fileID: "Demo/V.swift", line: 7)
        case "width == b.width":
            return a.widthAnchor.constraint(equalTo: b.widthAnchor, fileID: "Demo/V.swift", line: 7)
        case "width == 0.5*b.width + 10":
            return a.widthAnchor.constraint(
                equalTo: b.widthAnchor, multiplier: 0.5, constant: 10, fileID: "Demo/V.swift", line: 7)
        case "width == 2*b.height - 10":
            return try LayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2,
                constant: -10, fileID: "Demo/V.swift", line: 7)
        case "height >= 0.333333*b.width":
            return a.heightAnchor.constraint(
                greaterThanOrEqualTo: b.widthAnchor, multiplier: 1.0 / 3, fileID: "Demo/V.swift", line: 7)
        case "width <= -b.width + 1.5":
            return a.widthAnchor.constraint(
                lessThanOrEqualTo: b.widthAnchor, multiplier: -1, constant: 1.5, fileID: "Demo/V.swift",
                line: 7)
        case "centerX == b.centerX":
            return a.centerXAnchor.constraint(equalTo: b.centerXAnchor, fileID: "Demo/V.swift", line: 7)
        case "top == b.top - 20":
            return a.topAnchor.constraint(
                equalTo: b.topAnchor, constant: -20, fileID: "Demo/V.swift", line: 7)
        case "leading == b.leading + 12":
            return a.leadingAnchor.constraint(
                equalTo: b.leadingAnchor, constant: 12, fileID: "Demo/V.swift", line: 7)
        case "lastBaseline == b.firstBaseline":
            return a.lastBaselineAnchor.constraint(
                equalTo: b.firstBaselineAnchor, fileID: "Demo/V.swift", line: 7)
        case "centerY == 0.5*root.centerY":
            return try LayoutConstraint(
                item: a, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
                multiplier: 0.5,
                fileID: "Demo/V.swift", line: 7)
        default:
            Issue.record("unknown key \(key)")
            return a.widthAnchor.constraint(equalToConstant: 0)
        }
    }

    @Test(arguments: equations)
    func equationForm(key: String, equation: String) throws {
        let scene = Scene()
        let constraint = try make(key, scene)
        #expect(text(constraint) == "<NSLayoutConstraint:0x… \(equation)   (inactive, Demo/V.swift:7)>")
        try constraint.activate()
        #expect(text(constraint) == "<NSLayoutConstraint:0x… \(equation)   (active, Demo/V.swift:7)>")
        scene.root.layoutIfNeeded()
        #expect(text(constraint) == "<NSLayoutConstraint:0x… \(equation)   (active, Demo/V.swift:7)>")
        constraint.isActive = false
        #expect(text(constraint) == "<NSLayoutConstraint:0x… \(equation)   (inactive, Demo/V.swift:7)>")
    }

    /// Without explicit arguments the suffix is this file and the line of the call.
    @Test func fileIDAndLineDefaultToTheCallSite() {
        let scene = Scene()
        let line = #line + 1
        let constraint = scene.a.heightAnchor.constraint(equalToConstant: 30)
        #expect(
            text(constraint)
                == "<NSLayoutConstraint:0x… View:0x…'a'.height == 30   (inactive, PlumbTests/DescriptionTests.swift:\(line))>"
        )
        #expect(constraint.fileID == "PlumbTests/DescriptionTests.swift")
        #expect(constraint.line == line)
    }

    @Test func identifierAndPriority() throws {
        let scene = Scene()
        let constraint = scene.a.widthAnchor.constraint(
            equalTo: scene.b.widthAnchor, multiplier: 0.5, constant: 10, fileID: "Demo/V.swift", line: 3)
        constraint.identifier = "half"
        constraint.priority = .defaultHigh
        #expect(
            text(constraint)
                == "<NSLayoutConstraint:0x… 'half' View:0x…'a'.width == 0.5*View:0x…'b'.width + 10 priority:750   "
                + "(inactive, Demo/V.swift:3)>")
        constraint.priority = LayoutPriority(999.5)
        #expect(text(constraint).contains(" + 10 priority:999.5   (inactive"))
        constraint.priority = .required
        #expect(text(constraint).contains(" + 10   (inactive"))
        constraint.identifier = nil
        #expect(
            text(constraint)
                == "<NSLayoutConstraint:0x… View:0x…'a'.width == 0.5*View:0x…'b'.width + 10   (inactive, Demo/V.swift:3)>"
        )
    }

    /// Views without an accessibility identifier print as `Type:0x…`.
    @Test func unnamedViewsAndSubclasses() {
        let root = makeRoot(320, 568)
        let plain = View()
        let sized = SizedView(46, 30)
        root.addSubview(plain)
        root.addSubview(sized)
        let constraint = sized.widthAnchor.constraint(equalTo: plain.widthAnchor, fileID: "F.swift", line: 1)
        #expect(
            text(constraint)
                == "<NSLayoutConstraint:0x… SizedView:0x….width == View:0x….width   (inactive, F.swift:1)>")
    }

    // MARK: VFL-like forms

    /// Spacing between siblings and to the superview's edges prints as VFL, with the relation,
    /// the constant and the priority inside the parentheses; `|` is named under `names:`.
    static let asciiForms: [(String, String)] = [
        ("sibling", "H:[View:0x…'a']-(8)-[View:0x…'b']   (active, Demo/V.swift:9)"),
        ("sibling >=", "H:[View:0x…'a']-(>=8)-[View:0x…'b']   (active, Demo/V.swift:9)"),
        ("sibling <= @250", "H:[View:0x…'a']-(<=20@250)-[View:0x…'b']   (active, Demo/V.swift:9)"),
        ("vertical sibling", "V:[View:0x…'a']-(0)-[View:0x…'b']   (active, Demo/V.swift:9)"),
        ("left to right", "H:[View:0x…'a']-(8)-[View:0x…'b'](LTR)   (active, Demo/V.swift:9)"),
        ("superview top", "V:|-(20)-[View:0x…'a']   (active, names: '|':View:0x…'root', Demo/V.swift:9)"),
        ("superview leading", "H:|-(-4)-[View:0x…'a']   (active, names: '|':View:0x…'root', Demo/V.swift:9)"),
        (
            "superview left",
            "H:|-(20)-[View:0x…'a'](LTR)   (active, names: '|':View:0x…'root', Demo/V.swift:9)"
        ),
        (
            "superview trailing",
            "H:[View:0x…'a']-(20)-|   (active, names: '|':View:0x…'root', Demo/V.swift:9)"
        ),
        (
            "superview bottom >=",
            "V:[View:0x…'a']-(>=20)-|   (active, names: '|':View:0x…'root', Demo/V.swift:9)"
        ),
        (
            "system spacing",
            "H:[View:0x…'a']-(NSLayoutAnchorConstraintSpace(8))-[View:0x…'b']   (active, Demo/V.swift:9)"
        ),
    ]

    func makeSpacing(_ key: String, _ scene: Scene) -> LayoutConstraint {
        let (a, b, root) = (scene.a, scene.b, scene.root)
        let file = "Demo/V.swift"
        switch key {
        case "sibling":
            return b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8, fileID: file, line: 9)
        case "sibling >=":
            return b.leadingAnchor.constraint(
                greaterThanOrEqualTo: a.trailingAnchor, constant: 8, fileID: file, line: 9)
        case "sibling <= @250":
            let constraint = b.leadingAnchor.constraint(
                lessThanOrEqualTo: a.trailingAnchor, constant: 20, fileID: file, line: 9)
            constraint.priority = .defaultLow
            return constraint
        case "vertical sibling": return b.topAnchor.constraint(equalTo: a.bottomAnchor, fileID: file, line: 9)
        case "left to right":
            return b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8, fileID: file, line: 9)
        case "superview top":
            return a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20, fileID: file, line: 9)
        case "superview leading":
            return a.leadingAnchor.constraint(
                equalTo: root.leadingAnchor, constant: -4, fileID: file, line: 9)
        case "superview left":
            return a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20, fileID: file, line: 9)
        case "superview trailing":
            return root.trailingAnchor.constraint(
                equalTo: a.trailingAnchor, constant: 20, fileID: file, line: 9)
        case "superview bottom >=":
            return root.bottomAnchor.constraint(
                greaterThanOrEqualTo: a.bottomAnchor, constant: 20, fileID: file, line: 9)
        case "system spacing":
            return b.leadingAnchor.constraint(
                equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1, fileID: file, line: 9)
        default:
            Issue.record("unknown key \(key)")
            return a.widthAnchor.constraint(equalToConstant: 0)
        }
    }

    @Test(arguments: asciiForms)
    func asciiForm(key: String, expected: String) throws {
        let scene = Scene()
        let constraint = makeSpacing(key, scene)
        try constraint.activate()
        #expect(text(constraint) == "<NSLayoutConstraint:0x… \(expected)>")
        constraint.identifier = "gap"
        #expect(text(constraint) == "<NSLayoutConstraint:0x… 'gap' \(expected)>")
    }

    /// Relations that are not spacings (reversed sides, a multiplier, non-siblings) keep the
    /// equation form.
    @Test func nonSpacingsUseTheEquationForm() throws {
        let scene = Scene()
        let inner = constrainedView("inner")
        scene.a.addSubview(inner)
        let reversed = scene.a.trailingAnchor.constraint(
            equalTo: scene.b.leadingAnchor, constant: -8, fileID: "F", line: 1)
        #expect(
            text(reversed)
                == "<NSLayoutConstraint:0x… View:0x…'a'.trailing == View:0x…'b'.leading - 8   (inactive, F:1)>"
        )
        let cousins = inner.leadingAnchor.constraint(
            equalTo: scene.b.trailingAnchor, constant: 8, fileID: "F", line: 1)
        #expect(
            text(cousins)
                == "<NSLayoutConstraint:0x… View:0x…'inner'.leading == View:0x…'b'.trailing + 8   (inactive, F:1)>"
        )
        let scaled = try LayoutConstraint(
            item: scene.b, attribute: .leading, relatedBy: .equal, toItem: scene.a, attribute: .trailing,
            multiplier: 2, fileID: "F", line: 1)
        #expect(
            text(scaled)
                == "<NSLayoutConstraint:0x… View:0x…'b'.leading == 2*View:0x…'a'.trailing   (inactive, F:1)>")
        let grandparent = inner.topAnchor.constraint(
            equalTo: scene.root.topAnchor, constant: 20, fileID: "F", line: 1)
        #expect(
            text(grandparent)
                == "<NSLayoutConstraint:0x… View:0x…'inner'.top == View:0x…'root'.top + 20   (inactive, F:1)>"
        )
    }

    // MARK: System constraints

    /// Intrinsic-size constraints print as Apple's `NSContentSizeLayoutConstraint`, with the
    /// hugging and compression-resistance priorities.
    @Test func contentSizeConstraint() throws {
        let root = makeRoot(320, 568)
        let button = SizedView(46, 30, name: "button")
        root.addSubview(button)
        button.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        button.setContentCompressionResistancePriority(.required, for: .vertical)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let horizontal = button.constraintsAffectingLayout(for: .horizontal).map(text)
        let vertical = button.constraintsAffectingLayout(for: .vertical).map(text)
        #expect(
            horizontal.contains(
                "<NSContentSizeLayoutConstraint:0x… H:[SizedView:0x…'button'(46)] Hug:250 CompressionResistance:750>"
            ))
        #expect(
            vertical.contains(
                "<NSContentSizeLayoutConstraint:0x… V:[SizedView:0x…'button'(30)] Hug:251 CompressionResistance:1000>"
            ))
        button.size = Size(width: 80.5, height: 30)
        root.layoutIfNeeded()
        #expect(
            button.constraintsAffectingLayout(for: .horizontal).map(text).contains(
                "<NSContentSizeLayoutConstraint:0x… H:[SizedView:0x…'button'(80.5)] Hug:250 CompressionResistance:750>"
            ))
    }

    /// The root's size constraints are named as UIKit names a hosted view's.
    @Test func encapsulatedSizeConstraints() throws {
        let root = makeRoot(320, 568)
        let box = constrainedView("box")
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor),
            box.heightAnchor.constraint(equalTo: root.heightAnchor),
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let texts =
            (box.constraintsAffectingLayout(for: .horizontal) + box.constraintsAffectingLayout(for: .vertical))
            .map(text)
        #expect(
            texts.contains(
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 320   (active)>"
            ))
        #expect(
            texts.contains(
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Height' View:0x…'root'.height == 568   (active)>"
            ))
    }

    /// `%g` formatting of constants and multipliers.
    @Test(arguments: [
        (0.5, "0.5"), (10.0, "10"), (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (123456.7, "123457"),
        (1e10, "1e+10"), (-0.25, "-0.25"), (0.0001, "0.0001"), (46.25, "46.25"),
    ])
    func constantsPrintLikePercentG(value: Double, printed: String) {
        let scene = Scene()
        let constraint = scene.a.widthAnchor.constraint(equalToConstant: value, fileID: "F", line: 1)
        #expect(
            text(constraint) == "<NSLayoutConstraint:0x… View:0x…'a'.width == \(printed)   (inactive, F:1)>")
    }
}
