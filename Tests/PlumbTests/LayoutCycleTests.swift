import Plumb
import Testing

/// The layout cycle (docs/auto-layout.md §8.5, §9): update-constraints bottom-up, layout top-down,
/// extra rounds, non-convergence, intrinsic-size changes, rotation, and independent trees on
/// several threads.
@Suite struct LayoutCycleTests {
    /// Records the calls of the overridable methods, in order.
    final class CallLog {
        var entries: [String] = []
    }

    /// A view that logs `updateConstraints()` and `layoutSubviews()` and can run a hook after
    /// `super` in each.
    final class TracingView: View {
        let log: CallLog
        var afterUpdate: ((TracingView) -> Void)?
        var afterLayout: ((TracingView) -> Void)?

        init(_ name: String, log: CallLog, frame: Rect = .zero, constrained: Bool = true) {
            self.log = log
            super.init(frame: frame)
            accessibilityIdentifier = name
            translatesAutoresizingMaskIntoConstraints = !constrained
        }

        var name: String { accessibilityIdentifier ?? "?" }

        override func updateConstraints() {
            log.entries.append("update \(name)")
            super.updateConstraints()
            afterUpdate?(self)
        }

        override func layoutSubviews() {
            log.entries.append("layout \(name)")
            super.layoutSubviews()
            afterLayout?(self)
        }
    }

    /// root ⊃ a ⊃ (a1, a2); root ⊃ b ⊃ b1; every view pinned inside its parent.
    struct Tree {
        let log = CallLog()
        let diagnostics = Diagnostics()
        let root: TracingView
        let a: TracingView
        let a1: TracingView
        let a2: TracingView
        let b: TracingView
        let b1: TracingView
        let a1Width: LayoutConstraint

        init() throws {
            root = TracingView(
                "root", log: log, frame: Rect(x: 0, y: 0, width: 320, height: 568), constrained: false)
            a = TracingView("a", log: log)
            a1 = TracingView("a1", log: log)
            a2 = TracingView("a2", log: log)
            b = TracingView("b", log: log)
            b1 = TracingView("b1", log: log)
            let diagnostics = self.diagnostics
            root.diagnosticHandler = { diagnostics.items.append($0) }
            root.addSubview(a)
            a.addSubview(a1)
            a.addSubview(a2)
            root.addSubview(b)
            b.addSubview(b1)
            a1Width = a1.widthAnchor.constraint(equalToConstant: 50)
            try LayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -20),
                a.heightAnchor.constraint(equalToConstant: 100),
                b.leftAnchor.constraint(equalTo: a.leftAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
                b.widthAnchor.constraint(equalTo: a.widthAnchor),
                b.heightAnchor.constraint(equalToConstant: 100),
                a1.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5),
                a1.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
                a1Width,
                a1.heightAnchor.constraint(equalToConstant: 20),
                a2.leftAnchor.constraint(equalTo: a1.rightAnchor, constant: 5),
                a2.topAnchor.constraint(equalTo: a1.topAnchor),
                a2.widthAnchor.constraint(equalToConstant: 30),
                a2.heightAnchor.constraint(equalToConstant: 20),
                b1.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 5),
                b1.topAnchor.constraint(equalTo: b.topAnchor, constant: 5),
                b1.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
                b1.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        var views: [TracingView] { [root, a, a1, a2, b, b1] }
    }

    @Test func firstPassUpdatesBottomUpAndLaysOutTopDown() throws {
        let tree = try Tree()
        tree.root.layoutIfNeeded()
        #expect(
            tree.log.entries == [
                "update b1", "update b", "update a2", "update a1", "update a", "update root",
                "layout root", "layout a", "layout a1", "layout a2", "layout b", "layout b1",
            ])
        #expect(tree.a.frame == Rect(x: 10, y: 10, width: 300, height: 100))
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 50, height: 20))
        #expect(tree.a2.frame == Rect(x: 60, y: 5, width: 30, height: 20))
        #expect(tree.b.frame == Rect(x: 10, y: 120, width: 300, height: 100))
        #expect(tree.b1.frame == Rect(x: 5, y: 5, width: 150, height: 20))
        for view in tree.views { #expect(!view.needsUpdateConstraints()) }

        // Nothing to do: no calls at all.
        tree.log.entries.removeAll()
        tree.root.layoutIfNeeded()
        tree.a1.layoutIfNeeded()
        #expect(tree.log.entries.isEmpty)
        #expect(tree.diagnostics.items.isEmpty)
    }

    @Test func onlyViewsThatNeedLayoutAreLaidOut() throws {
        let tree = try Tree()
        tree.root.layoutIfNeeded()
        tree.log.entries.removeAll()

        tree.b.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.log.entries == ["layout b"])

        // A constant inside `a` moves a1 and a2: `a` lays out its subviews, and a1, resized, its
        // own; nothing under `b` is touched and no constraints are updated.
        tree.log.entries.removeAll()
        tree.a1Width.constant = 70
        tree.b1.layoutIfNeeded()
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 70, height: 20))
        #expect(tree.a2.frame == Rect(x: 80, y: 5, width: 30, height: 20))
        let entries = tree.log.entries
        #expect(entries.contains("layout a") && entries.contains("layout a1"))
        #expect(!entries.contains("layout a2"), "a2 moved without resizing")
        #expect(!entries.contains("layout b") && !entries.contains("layout b1"))
        #expect(!entries.contains { $0.hasPrefix("update ") })
        if let root = entries.firstIndex(of: "layout root"), let a = entries.firstIndex(of: "layout a") {
            #expect(root < a, "top-down")
        }
        #expect(entries.firstIndex(of: "layout a")! < entries.firstIndex(of: "layout a1")!)
    }

    @Test func setNeedsUpdateConstraintsAndUpdateConstraintsIfNeeded() throws {
        let tree = try Tree()
        tree.root.layoutIfNeeded()
        tree.log.entries.removeAll()

        tree.a.setNeedsUpdateConstraints()
        tree.b1.setNeedsUpdateConstraints()
        #expect(tree.a.needsUpdateConstraints() && tree.b1.needsUpdateConstraints())
        #expect(!tree.root.needsUpdateConstraints())
        tree.a2.updateConstraintsIfNeeded()
        #expect(tree.log.entries == ["update b1", "update a"])
        #expect(!tree.a.needsUpdateConstraints() && !tree.b1.needsUpdateConstraints())
        tree.root.updateConstraintsIfNeeded()
        #expect(tree.log.entries == ["update b1", "update a"], "nothing left to update")
    }

    /// Constraints made in `updateConstraints()` take part in the same layout.
    @Test func constraintsMadeInUpdateConstraintsApplyAtOnce() throws {
        let tree = try Tree()
        var extra: LayoutConstraint?
        tree.b.afterUpdate = { view in
            guard extra == nil else { return }
            let constraint = tree.b1.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5)
            constraint.priority = LayoutPriority(999)
            constraint.isActive = true
            extra = constraint
        }
        tree.root.layoutIfNeeded()
        #expect(extra?.isActive == true)
        #expect(
            tree.b1.frame == Rect(x: 5, y: 5, width: 150, height: 20), "the required height wins over 999")

        extra?.priority = LayoutPriority(999)
        tree.b1.constraintsAffectingLayout(for: .vertical).first {
            $0.firstAttribute == .height && $0.secondItem == nil
        }?
        .isActive = false
        tree.root.layoutIfNeeded()
        #expect(tree.b1.frame == Rect(x: 5, y: 5, width: 150, height: 50))
    }

    /// A `layoutSubviews()` that changes a constant after `super` gets another round, so the
    /// change is applied before `layoutIfNeeded()` returns.
    @Test func layoutSubviewsChangingAConstantGetsAnotherRound() throws {
        let tree = try Tree()
        tree.a.afterLayout = { view in
            let half = view.bounds.width / 2
            if tree.a1Width.constant != half { tree.a1Width.constant = half }
        }
        tree.root.layoutIfNeeded()
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 150, height: 20))
        #expect(tree.a2.frame == Rect(x: 160, y: 5, width: 30, height: 20))
        #expect(tree.log.entries.filter { $0 == "layout a" }.count == 2)

        tree.root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        tree.root.layoutIfNeeded()
        #expect(tree.a.frame.width == 548)
        #expect(tree.a1.frame == Rect(x: 5, y: 5, width: 274, height: 20))
        #expect(tree.diagnostics.items.isEmpty)
    }

    /// A view that changes its constraints in every layout never settles: the cycle stops after
    /// `maximumLayoutRounds` and reports it.
    @Test func endlessInvalidationIsReported() throws {
        let tree = try Tree()
        tree.a.afterLayout = { _ in tree.a1Width.constant += 1 }
        tree.root.layoutIfNeeded()
        #expect(tree.log.entries.filter { $0 == "layout a" }.count == View.maximumLayoutRounds)
        try #require(tree.diagnostics.items.count == 1)
        guard case .layoutDidNotConverge(let passes) = tree.diagnostics.items[0] else {
            Issue.record("expected layoutDidNotConverge, got \(tree.diagnostics.items)")
            return
        }
        #expect(passes == 8)
        #expect(
            tree.diagnostics.items[0].description
                == "The layout pass did not settle after 8 rounds: a view invalidates its constraints or its layout "
                + "in every pass. Check layoutSubviews and updateConstraints overrides.")

        // Once the view stops, layout settles again.
        tree.a.afterLayout = nil
        tree.root.layoutIfNeeded()
        #expect(tree.a1.frame.width == tree.a1Width.constant)
        #expect(tree.diagnostics.items.count == 1)
    }

    /// Asking for an update in every `updateConstraints()` loops too (§8.5) and is reported.
    @Test func updateConstraintsThatAsksAgainIsReported() throws {
        let tree = try Tree()
        tree.a.afterLayout = { view in view.setNeedsUpdateConstraints() }
        tree.a.afterUpdate = { _ in tree.a1Width.constant = tree.a1Width.constant == 50 ? 60 : 50 }
        tree.root.layoutIfNeeded()
        #expect(tree.diagnostics.items.count == 1)
        if case .layoutDidNotConverge = tree.diagnostics.items.first {
        } else {
            Issue.record("expected layoutDidNotConverge, got \(tree.diagnostics.items)")
        }
    }

    @Test func invalidateIntrinsicContentSizeReSolves() throws {
        let root = makeRoot(320, 568)
        let button = SizedView(46, 30, name: "button")
        let label = SizedView(100, 21, name: "label")
        root.addSubview(button)
        root.addSubview(label)
        try LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 20, y: 20, width: 46, height: 30))
        #expect(label.frame == Rect(x: 74, y: 24.5, width: 100, height: 21))

        button.size = Size(width: 80, height: 44)  // invalidates its intrinsic content size
        #expect(button.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(button.frame == Rect(x: 20, y: 20, width: 80, height: 44))
        #expect(label.frame == Rect(x: 108, y: 31.5, width: 100, height: 21))

        // A size without a metric on an axis drops that axis' constraint: the width is then
        // ambiguous.
        button.size = Size(width: View.noIntrinsicMetric, height: 44)
        root.layoutIfNeeded()
        #expect(button.hasAmbiguousLayout)
        button.size = Size(width: 46, height: 30)
        root.layoutIfNeeded()
        #expect(!button.hasAmbiguousLayout)
        #expect(label.frame == Rect(x: 74, y: 24.5, width: 100, height: 21))
    }

    // MARK: Rotation (§9)

    /// A screen with edges, centring, proportions, optional and intrinsic-size constraints.
    /// Returns its views' frames in the root after a layout at each size in turn.
    static func screenFrames(sizes: [Size]) throws -> [[Rect]] {
        let root = makeRoot(sizes[0].width, sizes[0].height)
        let header = constrainedView("header")
        let title = SizedView(120, 24, name: "title")
        let left = constrainedView("left")
        let right = constrainedView("right")
        let button = SizedView(46, 30, name: "button")
        let footer = View(frame: Rect(x: 0, y: sizes[0].height - 44, width: sizes[0].width, height: 44))
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        for view in [header, left, right, button] { root.addSubview(view) }
        header.addSubview(title)
        root.addSubview(footer)
        let preferred = left.widthAnchor.constraint(equalToConstant: 400)
        preferred.priority = .defaultHigh
        try LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            header.heightAnchor.constraint(equalToConstant: 44),
            title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            left.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            left.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
            left.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -24),
            preferred,
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
            button.centerXAnchor.constraint(equalTo: right.centerXAnchor),
            button.topAnchor.constraint(equalTo: right.bottomAnchor, constant: 8),
        ])
        var result: [[Rect]] = []
        for size in sizes {
            root.frame = Rect(origin: .zero, size: size)
            root.layoutIfNeeded()
            result.append([header, title, left, right, button, footer].map(\.frameInRoot))
        }
        return result
    }

    static let portrait = Size(width: 320, height: 568)
    static let landscape = Size(width: 568, height: 320)

    @Test func rotationMatchesAFreshLayout() throws {
        let rotated = try Self.screenFrames(sizes: [
            Self.portrait, Self.landscape, Self.portrait, Self.landscape,
        ])
        let freshPortrait = try Self.screenFrames(sizes: [Self.portrait])[0]
        let freshLandscape = try Self.screenFrames(sizes: [Self.landscape])[0]
        #expect(rotated[0] == freshPortrait)
        #expect(rotated[1] == freshLandscape)
        #expect(rotated[2] == freshPortrait)
        #expect(rotated[3] == freshLandscape)
        #expect(
            freshPortrait == [
                Rect(x: 0, y: 20, width: 320, height: 44),
                Rect(x: 100, y: 30, width: 120, height: 24),
                Rect(x: 20, y: 72, width: 136, height: 444),
                Rect(x: 164, y: 72, width: 136, height: 222),
                Rect(x: 209, y: 302, width: 46, height: 30),
                Rect(x: 0, y: 524, width: 320, height: 44),
            ])
        #expect(
            freshLandscape == [
                Rect(x: 0, y: 20, width: 568, height: 44),
                Rect(x: 224, y: 30, width: 120, height: 24),
                Rect(x: 20, y: 72, width: 260, height: 196),
                Rect(x: 288, y: 72, width: 260, height: 98),
                Rect(x: 395, y: 178, width: 46, height: 30),
                Rect(x: 0, y: 276, width: 568, height: 44),
            ])
    }

    /// Trees are independent: laid out concurrently on several threads, each gives the frames a
    /// single-threaded layout gives.
    @Test func treesLayOutConcurrently() async throws {
        let sizes = [Self.portrait, Self.landscape, Self.portrait]
        let expected = try Self.screenFrames(sizes: sizes)
        let results = try await withThrowingTaskGroup(of: [[Rect]].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await Task.detached {
                        var frames: [[Rect]] = []
                        for _ in 0..<10 {
                            frames = try Self.screenFrames(sizes: sizes)
                        }
                        return frames
                    }.value
                }
            }
            var all: [[[Rect]]] = []
            for try await frames in group { all.append(frames) }
            return all
        }
        #expect(results.count == 8)
        for frames in results { #expect(frames == expected) }
    }
}
