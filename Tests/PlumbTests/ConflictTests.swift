import Plumb
import Testing

/// Unsatisfiable constraints (docs/auto-layout.md §8.6) and misuse of the API (§1.3, §2, §5.1).
@Suite struct ConflictTests {
    /// The single unsatisfiable report among the diagnostics, or nil (recording an issue).
    func onlyReport(_ diagnostics: Diagnostics, sourceLocation: SourceLocation = #_sourceLocation)
        -> UnsatisfiableConstraints?
    {
        guard diagnostics.items.count == 1, case .unsatisfiable(let report) = diagnostics.items[0] else {
            Issue.record(
                "expected one unsatisfiable report, got \(diagnostics.items)", sourceLocation: sourceLocation)
            return nil
        }
        return report
    }

    // MARK: Breaking

    /// Two required widths, 20 then 40: the later one is broken, the view is 20 wide, and the log
    /// is UIKit's, constraint by constraint.
    @Test func twoRequiredWidthsBreakTheLaterOne() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 20, fileID: "Demo/Screen.swift", line: 12)
        let wide = box.widthAnchor.constraint(equalToConstant: 40, fileID: "Demo/Screen.swift", line: 13)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        let report = try #require(onlyReport(diagnostics))
        #expect(report.constraints.count == 2)
        #expect(report.constraints.first === narrow)
        #expect(report.constraints.last === wide)
        #expect(report.broken === wide)
        #expect(narrow.isActive && wide.isActive, "a broken constraint stays installed")

        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x… View:0x…'box'.width == 20   (active, Demo/Screen.swift:12)>",
                "<NSLayoutConstraint:0x… View:0x…'box'.width == 40   (active, Demo/Screen.swift:13)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x… View:0x…'box'.width == 40   (active, Demo/Screen.swift:13)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(addressesMasked(report.logText) == expected)
        #expect(addressesMasked(diagnostics.items[0].description) == expected)
    }

    /// The same conflict made in two layout passes: the constraint added later is still broken.
    @Test func conflictAddedAfterALayoutBreaksTheNewConstraint() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), wide,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        let narrow = box.widthAnchor.constraint(equalToConstant: 20)
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        let report = try #require(onlyReport(diagnostics))
        #expect(report.broken === narrow)
        #expect(report.constraints.map(\.constant) == [40, 20])
    }

    /// A user constraint fighting the root's size (`UIView-Encapsulated-Layout-Width`) is the one
    /// broken, whether it arrives with the root's constraints or later.
    @Test(arguments: [false, true])
    func encapsulatedWidthSurvives(addedLater: Bool) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalTo: root.widthAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        if addedLater { root.layoutIfNeeded() }
        let squeeze = root.widthAnchor.constraint(equalToConstant: 200)
        squeeze.isActive = true
        root.layoutIfNeeded()

        #expect(box.frame == Rect(x: 0, y: 0, width: 320, height: 10))
        let report = try #require(onlyReport(diagnostics))
        #expect(report.broken === squeeze)
        #expect(report.constraints.count == 2)
        let texts = report.constraints.map { addressesMasked($0.description) }
        #expect(
            texts.contains(
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 320   (active)>"
            ))
        #expect(!report.logText.contains("(Note: If you're seeing"))

        // The root still follows its frame; the broken constraint pulls nothing.
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 568, height: 10))
    }

    /// A user constraint conflicting through a chain (edges pinned, a fixed width) is broken, not
    /// the root's size.
    @Test func chainAgainstTheRootSizeBreaksAUserConstraint() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 400)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        let report = try #require(onlyReport(diagnostics))
        #expect(report.constraints.count == 4)
        #expect(report.broken === width)
        #expect(box.frame == Rect(x: 20, y: 0, width: 280, height: 10))
    }

    /// Changing the constant of an active constraint can create the conflict: the changed
    /// constraint is broken and met as closely as the others allow; changing it back heals.
    @Test func conflictFromAConstantChange() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width, cap,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
        #expect(diagnostics.items.isEmpty)

        width.constant = 40
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
        let report = try #require(onlyReport(diagnostics))
        #expect(report.broken === width)
        #expect(
            Set(report.constraints.map(ObjectIdentifier.init)) == [
                ObjectIdentifier(width), ObjectIdentifier(cap),
            ])
        #expect(addressesMasked(report.broken.description).contains("'box'.width == 40   (active"))

        diagnostics.items.removeAll()
        width.constant = 25
        root.layoutIfNeeded()
        #expect(box.frame.width == 25)
        #expect(diagnostics.items.isEmpty)
    }

    /// After the competing constraint is deactivated, the broken one holds again.
    @Test func brokenConstraintHoldsAfterTheCompetitorLeaves() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 20)
        let wide = box.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        #expect(diagnostics.items.count == 1)

        // The broken constraint still beats any optional one.
        let optional = box.widthAnchor.constraint(equalToConstant: 60)
        optional.priority = LayoutPriority(999)
        optional.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)

        // The broken constraint stays broken (an error at 1100, §8.6 step 4): a required competitor
        // coming back wins without a new conflict.
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
        #expect(diagnostics.items.count == 1)

        // A fresh constraint carries no broken state: deactivating and re-activating the broken
        // one makes it conflict again, and as the one added it is broken again.
        wide.isActive = false
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
        #expect(diagnostics.items.count == 2)
        if case .unsatisfiable(let report) = diagnostics.items.last {
            #expect(report.broken === wide)
        }
    }

    // MARK: Sizes are never negative

    /// `box.width == -16` alone cannot hold (sizes are at least 0): the log lists that one
    /// constraint, it is broken, and the box is 0 wide.
    @Test func negativeWidthAloneIsBroken() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let negative = box.widthAnchor.constraint(equalToConstant: -16, fileID: "Demo/Screen.swift", line: 12)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), negative,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 0, width: 0, height: 10))
        let report = try #require(onlyReport(diagnostics))
        #expect(report.constraints.count == 1)
        #expect(report.constraints.first === negative)
        #expect(report.broken === negative)
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x… View:0x…'box'.width == -16   (active, Demo/Screen.swift:12)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x… View:0x…'box'.width == -16   (active, Demo/Screen.swift:12)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(addressesMasked(report.logText) == expected)

        // Made positive, the broken constraint holds again, with no new report.
        negative.constant = 16
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 0, width: 16, height: 10))
        #expect(diagnostics.items.count == 1)
    }

    /// A 0-wide superview (the root's `UIView-Encapsulated-Layout-Width == 0`) against
    /// `H:|-(8)-[label]-(8)-|`: exactly those three constraints conflict, as in Apple's log; the
    /// trailing one (the latest user constraint; the root's width is the system's) is broken and
    /// the label is 0 wide at x = 8. The same whether the root starts 0 wide or shrinks to 0.
    @Test(arguments: [false, true])
    func zeroWideSuperviewAgainstTwoMargins(shrinksLater: Bool) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(shrinksLater ? 320 : 0, 568, diagnostics: diagnostics)
        let label = constrainedView("label")
        root.addSubview(label)
        let horizontal = try LayoutConstraint.activate(
            withVisualFormat: "H:|-(8)-[label]-(8)-|", views: ["label": label], fileID: "Demo/Cell.swift",
            line: 7)
        try LayoutConstraint.activate(
            withVisualFormat: "V:|[label(20)]", views: ["label": label], fileID: "Demo/Cell.swift", line: 8)
        root.layoutIfNeeded()
        if shrinksLater {
            #expect(label.frame == Rect(x: 8, y: 0, width: 304, height: 20))
            root.frame = Rect(x: 0, y: 0, width: 0, height: 568)
            root.layoutIfNeeded()
        }
        #expect(label.frame == Rect(x: 8, y: 0, width: 0, height: 20))
        let report = try #require(onlyReport(diagnostics))
        #expect(report.constraints.count == 3)
        #expect(report.constraints[0] === horizontal[0])
        #expect(report.constraints[1] === horizontal[1])
        #expect(report.broken === horizontal[1])
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x… H:|-(8)-[View:0x…'label']   (active, names: '|':View:0x…'root', Demo/Cell.swift:7)>",
                "<NSLayoutConstraint:0x… H:[View:0x…'label']-(8)-|   (active, names: '|':View:0x…'root', Demo/Cell.swift:7)>",
                "<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Width' View:0x…'root'.width == 0   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x… H:[View:0x…'label']-(8)-|   (active, names: '|':View:0x…'root', Demo/Cell.swift:7)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        #expect(addressesMasked(report.logText) == expected)

        // Wide again, every constraint holds.
        root.frame = Rect(x: 0, y: 0, width: 100, height: 568)
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 0, width: 84, height: 20))
        #expect(diagnostics.items.count == 1)
    }

    /// A constraint whose constant was changed, then broken because a system constraint changed
    /// (here the root's height, which would make the box's height negative), keeps its changed
    /// constant while broken, and restoring both restores the frame.
    @Test func brokenConstraintKeepsItsChangedConstant() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let height = box.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -300)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 268))
        height.constant = -310
        root.layoutIfNeeded()
        #expect(box.frame.height == 258)
        root.frame = Rect(x: 0, y: 0, width: 568, height: 300)
        root.layoutIfNeeded()
        #expect(box.frame.height == 0)
        let report = try #require(onlyReport(diagnostics))
        #expect(report.broken === height)
        #expect(report.constraints.count == 2)
        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        root.layoutIfNeeded()
        #expect(box.frame.height == 258, "the broken constraint holds with its constant, -310")
        height.constant = -300
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 268))
        #expect(diagnostics.items.count == 1)
    }

    // MARK: Illegal pairings (§1.3)

    @Test func locationToAConstantIsIllegal() throws {
        let view = constrainedView("v")
        let superview = View()
        superview.addSubview(view)
        let message =
            "NSLayoutConstraint for \(view.layoutDescription): A multiplier of 0 or a nil second item together with "
            + "a location for the first attribute creates an illegal constraint of a location equal to a constant. "
            + "Location attributes must be specified in pairs. Relate left to another item's attribute, or "
            + "constrain a width or height instead."
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 10)
        }
        #expect(error == .locationToConstant(item: view.layoutDescription, attribute: .left))
        #expect(error?.description == message)
        // A multiplier of 0 drops the second side: the same error.
        #expect(throws: LayoutError.locationToConstant(item: view.layoutDescription, attribute: .left)) {
            try LayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .left,
                multiplier: 0)
        }
        #expect(throws: LayoutError.locationToConstant(item: view.layoutDescription, attribute: .centerY)) {
            try LayoutConstraint(
                item: view, attribute: .centerY, relatedBy: .greaterThanOrEqual, toItem: nil,
                attribute: .centerY, constant: 10)
        }
    }

    static let illegalPairings: [(LayoutAttribute, LayoutAttribute, LayoutError, String)] = [
        (
            .top, .height, .invalidPairing(first: .top, second: .height),
            "Invalid pairing of layout attributes: top and height. Relate a location to a location on the same "
                + "axis (x with x, y with y) or a size to a size."
        ),
        (
            .width, .centerX, .invalidPairing(first: .width, second: .centerX),
            "Invalid pairing of layout attributes: width and centerX. Relate a location to a location on the same "
                + "axis (x with x, y with y) or a size to a size."
        ),
        (
            .top, .left, .invalidPairing(first: .top, second: .left),
            "Invalid pairing of layout attributes: top and left. Relate a location to a location on the same "
                + "axis (x with x, y with y) or a size to a size."
        ),
        (
            .leading, .left, .mixedDirectionalAttributes(first: .leading, second: .left),
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
                + "leading/trailing for both or neither (here leading and left)."
        ),
        (
            .rightMargin, .trailing, .mixedDirectionalAttributes(first: .rightMargin, second: .trailing),
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
                + "leading/trailing for both or neither (here rightMargin and trailing)."
        ),
    ]

    @Test(arguments: illegalPairings)
    func illegalPairingThrowsApplesMessage(
        first: LayoutAttribute, second: LayoutAttribute, expected: LayoutError, message: String
    ) {
        let superview = View()
        let a = constrainedView("a")
        let b = constrainedView("b")
        superview.addSubview(a)
        superview.addSubview(b)
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second)
        }
        #expect(error == expected)
        #expect(error?.description == message)
    }

    static let legalPairings: [(LayoutAttribute, LayoutAttribute, Double)] = [
        (.width, .height, 2),  // aspect ratio
        (.centerX, .centerX, 0.5),  // proportional placement
        (.leading, .centerX, 1),
        (.lastBaseline, .top, 1),
        (.firstBaseline, .centerY, 1),
        (.leftMargin, .right, 1),
        (.trailingMargin, .leading, 1),
    ]

    @Test(arguments: legalPairings)
    func legalPairingsAreAccepted(first: LayoutAttribute, second: LayoutAttribute, multiplier: Double) throws
    {
        let superview = View()
        let a = constrainedView("a")
        let b = constrainedView("b")
        superview.addSubview(a)
        superview.addSubview(b)
        let constraint = try LayoutConstraint(
            item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, multiplier: multiplier
        )
        #expect(!constraint.isActive)
        try constraint.activate()
        #expect(constraint.isActive)
        #expect(superview.constraints.last === constraint)
        // A size to a constant is legal.
        _ = try LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            constant: 46)
    }

    /// An anchor-made mixed pairing is refused on activation, with the same error.
    @Test func anchorMadeMixedPairingFailsOnActivation() {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let a = constrainedView("a")
        root.addSubview(a)
        let constraint = a.leadingAnchor.constraint(equalTo: root.leftAnchor)
        #expect(throws: LayoutError.mixedDirectionalAttributes(first: .leading, second: .left)) {
            try constraint.activate()
        }
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(diagnostics.items.count == 1)
        #expect(
            diagnostics.items.first?.description
                == LayoutError.mixedDirectionalAttributes(first: .leading, second: .left).description)
    }

    // MARK: Activation (§5.1)

    @Test func activationWithoutCommonAncestorThrows() {
        let first = makeRoot(320, 568)
        let second = makeRoot(320, 568)
        let a = constrainedView("a")
        let b = constrainedView("b")
        first.addSubview(a)
        second.addSubview(b)
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let error = #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(error == .noCommonAncestor(constraint: constraint.description))
        let message = addressesMasked(error?.description ?? "")
        #expect(
            message.hasPrefix(
                "Unable to activate constraint <NSLayoutConstraint:0x… View:0x…'a'.width == View:0x…'b'.width   "
                    + "(inactive, PlumbTests/ConflictTests.swift:"))
        #expect(
            message.hasSuffix(
                " because its items have no common ancestor.  Does the constraint or its anchors reference items in "
                    + "different view hierarchies?  That's illegal. Add both views to one hierarchy (addSubview) "
                    + "before activating it."))
        #expect(!constraint.isActive)
        #expect(first.constraints.isEmpty && second.constraints.isEmpty)
    }

    @Test func isActiveWithoutCommonAncestorReportsAndStaysInactive() {
        let diagnostics = Diagnostics()
        let first = makeRoot(320, 568, diagnostics: diagnostics)
        let second = makeRoot(320, 568)
        let a = constrainedView("a")
        let b = constrainedView("b")
        first.addSubview(a)
        second.addSubview(b)
        let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        try? #require(diagnostics.items.count == 1)
        guard case .invalidUse(let error, let culprit) = diagnostics.items.first else {
            Issue.record("expected invalidUse, got \(diagnostics.items)")
            return
        }
        #expect(error == .noCommonAncestor(constraint: constraint.description))
        #expect(culprit === constraint)
        // Once both views share a tree, activation works.
        second.addSubview(a)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(second.constraints.last === constraint)
    }

    // MARK: Priorities (§2)

    @Test(arguments: [Float(0), -1, 1001, 1100])
    func invalidPriorities(value: Float) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        #expect(throws: LayoutError.invalidPriority(value)) { try width.setPriority(LayoutPriority(value)) }
        width.priority = LayoutPriority(value)
        #expect(width.priority == .required)
        try #require(diagnostics.items.count == 1)
        #expect(
            diagnostics.items[0].description
                == "It's illegal to set priority:\(LayoutPriority(value)).  Priorities must be greater than 0 and "
                + "less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
        #expect(
            LayoutError.invalidPriority(0).description.hasPrefix(
                "It's illegal to set priority:0.  Priorities"))
    }

    /// In the iOS 7 (and 8) profile an active constraint cannot change between required and
    /// optional; optional to optional is fine.
    @Test(arguments: [SpacingProfile.ios7, .ios8])
    func requiredToOptionalIsRefusedInOldProfiles(profile: SpacingProfile) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        root.spacingProfile = profile
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let soft = box.widthAnchor.constraint(equalToConstant: 50)
        soft.priority = LayoutPriority(500)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width, soft,
        ])
        // Refused as soon as the constraint is active, laid out or not.
        #expect(throws: LayoutError.requiredPriorityChange(from: 1000, to: 999)) {
            try width.setPriority(LayoutPriority(999))
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let error = #expect(throws: LayoutError.self) { try width.setPriority(LayoutPriority(999)) }
        #expect(error == .requiredPriorityChange(from: 1000, to: 999))
        #expect(
            error?.description
                == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority 999 and the existing priority was 1000. Deactivate the constraint "
                + "first, or use 999 instead of 1000 for a constraint you toggle.")
        #expect(throws: LayoutError.requiredPriorityChange(from: 500, to: 1000)) {
            try soft.setPriority(.required)
        }
        width.priority = LayoutPriority(1)
        #expect(width.priority == .required)
        #expect(diagnostics.items.count == 1)

        // Optional to optional re-solves.
        soft.priority = LayoutPriority(250)
        #expect(soft.priority == LayoutPriority(250))
        // Deactivated, the constraint may change freely.
        width.isActive = false
        try width.setPriority(LayoutPriority(100))
        width.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    /// In the iOS 11 profile the change re-adds the constraint at its new level.
    @Test func requiredToOptionalReSolvesInIOS11() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        root.spacingProfile = .ios11
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let soft = box.widthAnchor.constraint(equalToConstant: 50)
        soft.priority = LayoutPriority(750)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width, soft,
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)

        try width.setPriority(LayoutPriority(500))
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)

        width.priority = .required
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(width.priority == .required)
        #expect(diagnostics.items.isEmpty)
    }

    /// iOS 11 profile: when making a constraint required would conflict, the old priority is
    /// restored and the constraint re-added at it (§2.3), so nothing is broken.
    @Test func optionalToRequiredConflictRestoresTheOldPriorityInIOS11() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        root.spacingProfile = .ios11
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let soft = box.widthAnchor.constraint(equalToConstant: 50)
        soft.priority = LayoutPriority(750)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), width, soft,
        ])
        root.layoutIfNeeded()
        soft.priority = .required
        root.layoutIfNeeded()
        #expect(soft.priority == LayoutPriority(750))
        #expect(box.frame.width == 100)
        #expect(diagnostics.items.isEmpty)

        // Without the competitor the change goes through.
        width.isActive = false
        soft.priority = .required
        root.layoutIfNeeded()
        #expect(soft.priority == .required)
        #expect(box.frame.width == 50)
    }

    // MARK: Constants (§1.1)

    @Test func nonFiniteConstantsAndMultipliers() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let box = constrainedView("box")
        root.addSubview(box)
        #expect(throws: LayoutError.notFinite(name: "constant", value: .infinity)) {
            try LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: .infinity)
        }
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                multiplier: .nan)
        }
        guard case .notFinite(let name, let value) = error else {
            Issue.record("expected notFinite, got \(String(describing: error))")
            return
        }
        #expect(name == "multiplier" && value.isNaN)
        #expect(
            error?.description
                == "Multiplier is not finite!  That's illegal.  multiplier:nan. Use a finite number.")
        #expect(
            LayoutError.notFinite(name: "constant", value: -.infinity).description
                == "Constant is not finite!  That's illegal.  constant:-inf. Use a finite number.")

        // An anchor-made constraint with a non-finite constant is refused on activation.
        let anchored = box.widthAnchor.constraint(equalToConstant: .infinity)
        #expect(throws: LayoutError.notFinite(name: "constant", value: .infinity)) { try anchored.activate() }

        // Setting a non-finite constant is refused and reported; the old value stays.
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        try LayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        width.constant = .infinity
        #expect(width.constant == 20)
        try #require(diagnostics.items.count == 1)
        #expect(
            diagnostics.items[0].description
                == "Constant is not finite!  That's illegal.  constant:inf. Use a finite number.")
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)

        // Magnitudes above 1e10 are clamped.
        width.constant = 1e12
        #expect(width.constant == 1e10)
        width.constant = -1e12
        #expect(width.constant == -1e10)
    }
}
