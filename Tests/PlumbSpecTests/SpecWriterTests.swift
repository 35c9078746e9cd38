import Plumb
import PlumbSpec
import Testing

/// `SpecWriter`: a view tree built in Swift written as a spec and read back lays out the same;
/// names are made valid and unique; the root's margins are top-level keys.
@Suite struct SpecWriterTests {
    /// A root with custom margins, a label, a vertical stack and an autoresizing view.
    static func tree() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.spacingProfile = .ios11
        root.layoutMargins = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        root.insetsLayoutMarginsFromSafeArea = false
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let title = Label()
        title.text = "Title"
        title.font = .systemFont(ofSize: 20, weight: .bold)
        title.accessibilityIdentifier = "title label"
        title.translatesAutoresizingMaskIntoConstraints = false
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.accessibilityIdentifier = "1stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        for height in [10.0, 20] {
            let bar = View()
            bar.accessibilityIdentifier = "bar"
            bar.heightAnchor.constraint(equalToConstant: height).isActive = true
            stack.addArrangedSubview(bar)
        }
        let badge = View(frame: Rect(x: 280, y: 160, width: 30, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        badge.accessibilityIdentifier = "root"
        for view in [title, stack, badge] { root.addSubview(view) }
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func roundTrip() throws {
        let root = try Self.tree()
        let output = SpecWriter().write(root, header: ["a tree built in Swift"])
        #expect(output.issues.isEmpty)
        #expect(output.yaml.hasPrefix("# a tree built in Swift\nsize: [320, 200]\nspacing: ios11\n"))
        #expect(
            output.yaml.contains("layoutMargins: [0, 24, 0, 24]\ninsetsLayoutMarginsFromSafeArea: false\n"))
        #expect(output.yaml.contains("font: {size: 20, weight: bold}"))
        let layout = try Spec(yaml: output.yaml, file: "written.yaml").layOut()
        func visit(_ view: View) throws {
            let name = try #require(output.name(of: view))
            #expect(try #require(layout.entry(named: name)).absoluteFrame == view.frameInRoot, "\(name)")
            try view.subviews.forEach(visit)
        }
        try visit(root)
        let names = root.subviews.compactMap { output.name(of: $0) }
        #expect(names == ["title_label", "v1stack", "root_2"])
        #expect(root.subviews[1].subviews.compactMap { output.name(of: $0) } == ["bar", "bar_2"])
    }
}

extension SpecWriterTests {
    @Test("System controls are written as their kinds with their properties")
    func systemControls() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let toggle = Switch()
        toggle.isOn = true
        let slider = Slider()
        slider.value = 0.25
        let stepper = Stepper()
        stepper.design = .iOS7
        stepper.stepValue = 5
        let segments = SegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 1
        let spinner = ActivityIndicatorView()
        spinner.style = .large
        spinner.hidesWhenStopped = false
        let progress = ProgressView()
        progress.progress = 0.5
        let text = TextView()
        text.text = "Notes"
        text.isScrollEnabled = false
        var previous: View?
        for (index, view) in [toggle, slider, stepper, segments, spinner, progress, text].enumerated() {
            view.accessibilityIdentifier = "c\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
            if [1, 5, 6].contains(index) {
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10).isActive = true
            }
            let top =
                previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            top.isActive = true
            previous = view
        }
        root.layoutIfNeeded()
        let output = SpecWriter().write(root)
        #expect(output.issues.isEmpty)
        for line in [
            "kind: switch\n    isOn: true", "kind: slider\n    value: 0.25",
            "kind: stepper\n    design: iOS7",
            "stepValue: 5", "segments: [\"One\", \"Two\", \"Three\"]\n    selectedSegmentIndex: 1",
            "kind: activityIndicator\n    style: large\n    hidesWhenStopped: false",
            "kind: progressView\n    progress: 0.5",
            "kind: textView\n    text: \"Notes\"\n    isScrollEnabled: false",
        ] {
            #expect(output.yaml.contains(line), "\(line)")
        }
        let layout = try Spec(yaml: output.yaml, file: "controls.yaml").layOut()
        for view in root.subviews {
            let name = try #require(output.name(of: view))
            #expect(try #require(layout.entry(named: name)).absoluteFrame == view.frameInRoot, "\(name)")
        }
    }
}
